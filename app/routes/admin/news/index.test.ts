/** /admin/news: the list with drafts and the category filter, and the confirmed Delete. */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { news_insights } from '~/server/db/schema.server';
import { makeArticle } from '../../../../tests/support/content-factories';
import { testDatabaseKinds, useTestDatabase } from '../../../../tests/support/database';
import { dataOf } from '../../../../tests/support/route-results';
import { callAdmin, refreshesSession, useStaffSession } from '../../../../tests/support/staff-sessions';
import { action, loader } from './index';

describe.each(testDatabaseKinds())('/admin/news (%s)', (kind) => {
  const db = useTestDatabase(kind);
  const session = useStaffSession(db);

  it('lists drafts beside published articles, filtered by category, and refreshes the session cookie', async () => {
    const draft = await makeArticle(db(), { title: 'Draft insight', category: 'Insights', is_published: false });
    await makeArticle(db(), { title: 'Published news', category: 'News' });
    const all = await callAdmin(loader, { path: '/admin/news', cookie: session() });
    expect(all.status).toBe(200);
    expect(refreshesSession(all.headers)).toBe(true);
    const titles = dataOf<{ articles: { title: string }[] }>(all).articles.map((article) => article.title);
    expect(titles).toEqual(expect.arrayContaining(['Draft insight', 'Published news']));
    const insights = dataOf<{ articles: { id: string }[]; category: string }>(await callAdmin(loader, { path: '/admin/news?category=Insights', cookie: session() }));
    expect(insights.category).toBe('Insights');
    expect(insights.articles.map((article) => article.id)).toContain(draft.id);
  });

  it('Delete asks first without JavaScript, then deletes with "Article deleted."', async () => {
    const article = await makeArticle(db(), { title: 'To remove' });
    const asked = await callAdmin(action, { path: '/admin/news?index&category=News', cookie: session(), form: { intent: 'delete', id: article.id } });
    expect(asked.location).toBe(`/admin/news?category=News&confirm-delete=${article.id}`);
    expect(refreshesSession(asked.headers)).toBe(true);
    expect(await db().select().from(news_insights).where(eq(news_insights.id, article.id))).toHaveLength(1);
    const deleted = await callAdmin(action, { path: '/admin/news?index', cookie: session(), form: { intent: 'delete', id: article.id, confirmed: 'yes' } });
    expect(deleted).toMatchObject({ status: 302, location: '/admin/news', flash: { kind: 'success', message: 'Article deleted.' } });
    expect(await db().select().from(news_insights).where(eq(news_insights.id, article.id))).toHaveLength(0);
    const again = await callAdmin(action, { path: '/admin/news?index', cookie: session(), form: { intent: 'delete', id: article.id, confirmed: 'yes' } });
    expect(again.flash).toEqual({ kind: 'error', message: 'Error deleting article: Article not found' });
  });

  it('an anonymous visitor is sent to sign in and nothing is deleted', async () => {
    const article = await makeArticle(db(), { title: 'Stays' });
    const refused = await callAdmin(action, { path: '/admin/news?index', form: { intent: 'delete', id: article.id, confirmed: 'yes' } });
    expect(refused).toMatchObject({ status: 302, location: '/admin/login?redirect=%2Fadmin%2Fnews' });
    expect(await db().select().from(news_insights).where(eq(news_insights.id, article.id))).toHaveLength(1);
  });
});
