/**
 * /news-insights/:slug: a published article with its body parsed from Markdown; an unknown slug
 * or a draft answers 404 to visitors (and to sales staff); an editor or owner previews a draft,
 * never cached; a renamed article's old address answers 301 to the new one (issue 19).
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeArticle } from '../../../tests/support/content-factories';
import { testDatabaseKinds, useTestDatabase } from '../../../tests/support/database';
import { dataOf, resultOf } from '../../../tests/support/route-results';
import { pageRequest, routeArgs } from '../../../tests/support/route-requests';
import { configureTestAuth, staffCookie } from '../../../tests/support/staff-sessions';
import { markdownTreeHtml } from '~/domain/job-posting';
import type { MarkdownTree } from '~/domain/markdown';
import { redirects, staff } from '~/server/db/schema.server';
import { setEnvForTests } from '~/server/platform/env.server';
import { loader } from './article';

type Args = Parameters<typeof loader>[0];
type Page = { article: { id: string; title: string; slug: string } | null; body?: MarkdownTree; draftPreview?: boolean };

const visit = (slug: string, headers: Record<string, string> = {}) =>
  resultOf(loader(routeArgs<Args>(pageRequest(`/news-insights/${encodeURIComponent(slug)}`, headers), { slug })));

describe.each(testDatabaseKinds())('/news-insights/:slug (%s)', (kind) => {
  const db = useTestDatabase(kind);
  // Staff sessions are signed with the test auth secret (staff-sessions.ts).
  beforeAll(() => configureTestAuth());
  afterAll(() => setEnvForTests(undefined));

  it('shows a published article with its body parsed, and not its Markdown text', async () => {
    const article = await makeArticle(db(), { slug: `cloud-costs-${kind}`, title: 'Cutting Cloud Costs', content: '## Where it goes\n\nMostly **storage**.' });
    const page = await visit(article.slug);
    expect(page.status).toBe(200);
    const data = dataOf<Page & { article: Record<string, unknown> }>(page);
    expect(data.article).toMatchObject({ id: article.id, slug: article.slug, title: 'Cutting Cloud Costs' });
    expect(data.article).not.toHaveProperty('content');
    expect(markdownTreeHtml(data.body!)).toBe('<h2>Where it goes</h2>\n<p>Mostly <strong>storage</strong>.</p>');
    expect(data.draftPreview).toBeUndefined();
  });

  it('answers 404 for an unknown slug, a draft and what is not a slug', async () => {
    const draft = await makeArticle(db(), { slug: `draft-${kind}`, title: 'Unfinished', is_published: false });
    for (const slug of [`no-such-article-${kind}`, draft.slug, 'bad\u0000slug']) {
      const missing = await visit(slug);
      expect(missing).toMatchObject({ status: 404, location: null });
      expect(dataOf<Page>(missing)).toEqual({ article: null });
    }
  });

  it('lets an owner or editor preview a draft, never cached; sales staff get the 404', async () => {
    const draft = await makeArticle(db(), { slug: `preview-${kind}`, title: 'Draft for review', content: 'Almost *done*.', is_published: false });
    for (const role of ['owner', 'editor'] as const) {
      const email = `${role}-${kind}@corvane.example`;
      const cookie = await staffCookie(db(), email);
      await db().update(staff).set({ role }).where(eq(staff.email, email));
      const preview = await visit(draft.slug, { cookie });
      expect(preview.status).toBe(200);
      expect(preview.headers.get('Cache-Control')).toBe('private, no-store');
      expect(preview.headers.get('X-Robots-Tag')).toBe('noindex');
      const data = dataOf<Page>(preview);
      expect(data).toMatchObject({ draftPreview: true, article: { id: draft.id, title: 'Draft for review' } });
      expect(markdownTreeHtml(data.body!)).toBe('<p>Almost <em>done</em>.</p>');
    }
    const sellerEmail = `sales-${kind}@corvane.example`;
    const seller = await staffCookie(db(), sellerEmail);
    await db().update(staff).set({ role: 'sales' }).where(eq(staff.email, sellerEmail));
    expect(await visit(draft.slug, { cookie: seller })).toMatchObject({ status: 404, data: { article: null } });
  });

  it("sends a renamed article's old address to the new one with 301", async () => {
    const renamed = await makeArticle(db(), { slug: `new-name-${kind}`, title: 'Renamed' });
    await db().insert(redirects).values({ from_path: `/news-insights/old-name-${kind}`, to_path: `/news-insights/${renamed.slug}`, reason: 'slug_change' });
    expect(await visit(`old-name-${kind}`)).toMatchObject({ status: 301, location: `/news-insights/${renamed.slug}` });
  });
});
