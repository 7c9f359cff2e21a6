import { beforeAll, describe, expect, it } from 'vitest';
import { makeArticle } from '../../../tests/support/content-factories';
import { testDatabaseKinds, useTestDatabase } from '../../../tests/support/database';
import { dataOf, resultOf } from '../../../tests/support/route-results';
import { configureTestAuth, makeSessionCookie } from '../../../tests/support/staff-sessions';
import { headers as articleHeaders, loader as articleLoader } from '~/routes/site/article';
import { loadDraftPreview } from '~/server/pages/draft-preview.server';
import { addStaff } from '~/server/entities/staff.server';
import { eq } from 'drizzle-orm';
import { staff as staffTable } from '~/server/db/schema.server';
import type { StaffRole } from '~/domain/roles';
import { routeArgs } from '../../../tests/support/route-requests';

type LoaderArgs = Parameters<typeof articleLoader>[0];

function articleRequest(slug: string, cookie?: string): LoaderArgs {
  const request = new Request(`http://localhost:3000/news-insights/${slug}`, { headers: cookie ? { cookie } : {} });
  return routeArgs<LoaderArgs>(request, { slug });
}

async function status(answer: unknown): Promise<{ status: number; article: unknown; body: unknown; headers: Headers }> {
  const result = await resultOf(answer);
  const { article, body } = dataOf<{ article: unknown; body?: unknown }>(result);
  return { status: result.status, article, body, headers: result.headers };
}

describe.each(testDatabaseKinds())('draft preview at the public address (%s)', (kind) => {
  const db = useTestDatabase(kind);
  beforeAll(async () => {
    configureTestAuth();
    await addStaff('staff@corvane.example', 'test');
  });

  it('anonymous visitors and signed-in non-staff get 404 for a draft', async () => {
    const draft = await makeArticle(db(), { is_published: false });
    expect(await loadDraftPreview(articleRequest(draft.slug).request, draft.slug)).toBeNull();
    const anonymous = await status(await articleLoader(articleRequest(draft.slug)));
    expect(anonymous).toMatchObject({ status: 404, article: null });
    const outsider = await makeSessionCookie(db(), 'someone@elsewhere.example');
    expect(await status(await articleLoader(articleRequest(draft.slug, outsider.cookie)))).toMatchObject({ status: 404, article: null });
  });

  it('staff see the draft, privately and uncached', async () => {
    const draft = await makeArticle(db(), { is_published: false, title: 'Secret Draft' });
    const { cookie } = await makeSessionCookie(db(), 'staff@corvane.example');
    const answer = await status(await articleLoader(articleRequest(draft.slug, cookie)));
    expect(answer.status).toBe(200);
    expect(answer.article).toMatchObject({ id: draft.id, title: 'Secret Draft' });
    // The body arrives parsed (a plain element tree), with the draft's heading and text in it.
    expect(JSON.stringify(answer.body)).toContain('Heading');
    expect(JSON.stringify(answer.body)).toContain('Body text.');
    expect(answer.headers.get('Cache-Control')).toBe('private, no-store');
    const sent = new Headers(articleHeaders({ loaderHeaders: answer.headers } as unknown as Parameters<typeof articleHeaders>[0]));
    expect(sent.get('Cache-Control')).toBe('private, no-store');
    expect(sent.get('X-Robots-Tag')).toBe('noindex');
  });

  // Issue 40, finding 9: a session is not enough — only the roles that edit articles see drafts.
  it.each<[StaffRole, number]>([
    ['owner', 200],
    ['editor', 200],
    ['recruiter', 404],
    ['sales', 404],
  ])('a %s sees a draft or scheduled article: %i', async (role, expected) => {
    const email = `preview-${role}@corvane.example`;
    await addStaff(email, 'test');
    await db().update(staffTable).set({ role }).where(eq(staffTable.email, email));
    const { cookie } = await makeSessionCookie(db(), email);
    const draft = await makeArticle(db(), { is_published: false, title: `Draft for ${role}` });
    const scheduled = await makeArticle(db(), { is_published: true, publish_at: new Date(Date.now() + 86_400_000), title: `Scheduled for ${role}` });
    for (const article of [draft, scheduled]) {
      const answer = await status(await articleLoader(articleRequest(article.slug, cookie)));
      expect(answer.status).toBe(expected);
      if (expected === 404) expect(answer.article).toBeNull();
      else expect(answer.article).toMatchObject({ id: article.id });
    }
  });

  it('published articles are served the ordinary way, with no preview marker', async () => {
    const published = await makeArticle(db(), { is_published: true });
    const { cookie } = await makeSessionCookie(db(), 'staff@corvane.example');
    const result = await articleLoader(articleRequest(published.slug, cookie));
    expect(result).toMatchObject({ article: { id: published.id } });
    expect(result).not.toHaveProperty('data.draftPreview');
    expect(await status(await articleLoader(articleRequest('no-such-article', cookie)))).toMatchObject({ status: 404 });
  });
});
