/**
 * /preview/:token (issue 43, ADR 331): an active link shows its article — the latest draft or the
 * pinned revision — with the banner, private and noindex, to a visitor without a session; a revoked
 * link answers 410 and an unknown one 404, with no article text; the token decides the article.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeArticle } from '../../../tests/support/content-factories';
import { testDatabaseKinds, useTestDatabase } from '../../../tests/support/database';
import { renderRoutePage } from '../../../tests/support/route-render';
import { dataOf, resultOf } from '../../../tests/support/route-results';
import { configureRouteTests, pageRequest, routeArgs } from '../../../tests/support/route-requests';
import { news_insights } from '~/server/db/schema.server';
import { auditedUpdate } from '~/server/entities/audited-writes.server';
import { createPreviewLink, revokePreviewLink } from '~/server/entities/preview-links.server';
import { setEnvForTests } from '~/server/platform/env.server';
import Preview, { headers, loader, meta } from './preview';

type Args = Parameters<typeof loader>[0];
const editor = { email: 'editor@corvane.example' };

const open = (token: string) => resultOf(loader(routeArgs<Args>(pageRequest(`/preview/${token}`), { token })));
const render = (token: string, loaderData: unknown) => renderRoutePage({ Component: Preview, path: '/preview/:token', url: `/preview/${token}`, loaderData });

async function linkTo(articleId: string, revision: number | null = null): Promise<{ token: string; id: string }> {
  const created = await createPreviewLink(editor, { entity: 'news_insights', entityId: articleId, revision, expiresIn: '1d' });
  if (!created.ok) throw new Error(created.reason);
  return { token: created.token, id: created.link.id };
}

describe.each(testDatabaseKinds())('/preview/:token (%s)', (kind) => {
  const db = useTestDatabase(kind);
  beforeAll(() => configureRouteTests());
  afterAll(() => setEnvForTests(undefined));

  it('shows the latest draft with the banner, private, uncached and noindex', async () => {
    const draft = await makeArticle(db(), { is_published: false, title: `Draft for the partner ${kind}`, content: 'Nearly **final** wording.' });
    const { token } = await linkTo(draft.id);
    const page = await open(token);
    expect(page.status).toBe(200);
    expect(page.headers.get('Cache-Control')).toBe('private, no-store');
    expect(page.headers.get('X-Robots-Tag')).toBe('noindex');
    expect(new Headers(headers())).toEqual(page.headers);
    const data = dataOf<{ article: { id: string; title: string } }>(page);
    expect(data.article).toMatchObject({ id: draft.id, title: `Draft for the partner ${kind}` });
    expect(data.article).not.toHaveProperty('content');
    const html = await render(token, page.data);
    expect(html).toContain('Preview — not published');
    expect(html).toMatch(/<section aria-label="Preview — not published"/);
    expect(html).toContain(`Draft for the partner ${kind}`);
    expect(html).toContain('Nearly <strong>final</strong> wording.');
    // A preview is kept out of search: no Article structured data for an address not yet public.
    expect(html).not.toContain('application/ld+json');
    const tags = meta({ loaderData: page.data } as Parameters<typeof meta>[0]);
    expect(tags).toContainEqual({ name: 'robots', content: 'noindex' });
  });

  it('follows later saves; a link that pins a revision keeps showing that revision', async () => {
    const article = await makeArticle(db(), { is_published: false, title: 'First wording', content: 'Old body.' });
    await auditedUpdate(editor, { table: news_insights, entity: 'news_insights' }, article.id, { title: 'Second wording', content: 'New body.' }, 'update');
    const latest = await linkTo(article.id);
    const pinned = await linkTo(article.id, 1);
    expect(dataOf<{ article: { title: string } }>(await open(latest.token)).article.title).toBe('Second wording');
    const old = await open(pinned.token);
    expect(old.status).toBe(200);
    expect(dataOf<{ article: { id: string; title: string; slug: string } }>(old).article).toMatchObject({ id: article.id, title: 'First wording', slug: article.slug });
    const html = await render(pinned.token, old.data);
    expect(html).toContain('Old body.');
    expect(html).not.toContain('New body.');
  });

  it('a revoked link answers 410 and an unknown token 404, with the closed page and no article text', async () => {
    const article = await makeArticle(db(), { is_published: false, title: 'Confidential draft', content: 'Secret body.' });
    const { token, id } = await linkTo(article.id);
    await revokePreviewLink(editor, { entity: 'news_insights', entityId: article.id, linkId: id });
    const revoked = await open(token);
    expect(revoked.status).toBe(410);
    expect(revoked.headers.get('Cache-Control')).toBe('private, no-store');
    expect(revoked.data).toEqual({ state: 'revoked', article: null });
    const html = await render(token, revoked.data);
    expect(html).toContain('This preview link has expired or was revoked.');
    expect(html).not.toContain('Confidential draft');
    expect(html).not.toContain('Secret body');

    for (const unknown of ['not-a-token', 'A'.repeat(43)]) {
      const missing = await open(unknown);
      expect(missing.status).toBe(404);
      expect(missing.data).toEqual({ state: 'unknown', article: null });
      expect(await render(unknown, missing.data)).toContain('This preview link does not exist.');
    }
  });

  it("a link opens only its own article; a deleted article's link shows nothing", async () => {
    const first = await makeArticle(db(), { is_published: false, title: 'First article' });
    const second = await makeArticle(db(), { is_published: false, title: 'Second article' });
    const { token } = await linkTo(second.id);
    const page = await open(token);
    expect(dataOf<{ article: { id: string } }>(page).article.id).toBe(second.id);
    expect(await render(token, page.data)).not.toContain(first.title);
    const doomed = await makeArticle(db(), { is_published: false, title: 'Deleted later' });
    const orphan = await linkTo(doomed.id);
    await db().delete(news_insights).where(eq(news_insights.id, doomed.id));
    expect(await open(orphan.token)).toMatchObject({ status: 410, data: { state: 'gone', article: null } });
  });
});
