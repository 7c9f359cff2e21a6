/** /admin/news/new and /admin/news/edit/{id}: the form's record, a create, refused input, a missing record. */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { news_insights } from '~/server/db/schema.server';
import { makeArticle } from '../../../../tests/support/content-factories';
import { testDatabaseKinds, useTestDatabase } from '../../../../tests/support/database';
import { dataOf } from '../../../../tests/support/route-results';
import { callAdmin, refreshesSession, useStaffSession } from '../../../../tests/support/staff-sessions';
import { action, loader } from './form';

const fields = { title: 'Route Test Outlook', slug: '', category: 'News', author: 'Corvane Digital', published_date: '2025-06-01', excerpt: 'Short.', content: '## Body', featured_image: '', is_published: 'on' };

describe.each(testDatabaseKinds())('/admin/news form (%s)', (kind) => {
  const db = useTestDatabase(kind);
  const session = useStaffSession(db);

  it('creates an article with a slug from its title and says "Article created successfully!"', async () => {
    const created = await callAdmin(action, { path: '/admin/news/new', cookie: session(), form: { intent: 'save', ...fields } });
    expect(created).toMatchObject({ status: 302, location: '/admin/news', flash: { kind: 'success', message: 'Article created successfully!' } });
    expect(refreshesSession(created.headers)).toBe(true);
    const [row] = await db().select().from(news_insights).where(eq(news_insights.slug, 'route-test-outlook'));
    expect(row).toMatchObject({ title: 'Route Test Outlook', category: 'News', is_published: true });
  });

  it('refused input comes back with the field errors and the values typed (400)', async () => {
    const refused = await callAdmin(action, { path: '/admin/news/new', cookie: session(), form: { ...fields, title: ' ', excerpt: 'Kept' } });
    expect(refused.status).toBe(400);
    expect(dataOf<{ errors: Record<string, string>; values: Record<string, string> }>(refused)).toMatchObject({ errors: { title: expect.any(String) }, values: { excerpt: 'Kept' } });
    expect(refreshesSession(refused.headers)).toBe(true);
  });

  it('loads an article for editing; an unknown one goes back to the list with "Error loading article: Article not found"', async () => {
    const article = await makeArticle(db(), { title: 'Editable' });
    const edit = await callAdmin(loader, { path: `/admin/news/edit/${article.id}`, cookie: session(), params: { id: article.id } });
    expect(dataOf<{ mode: string; values: { title: string } }>(edit)).toMatchObject({ mode: 'edit', values: { title: 'Editable' } });
    const missing = await callAdmin(loader, { path: '/admin/news/edit/0f8fad5b-d9cb-469f-a165-70867728950e', cookie: session(), params: { id: '0f8fad5b-d9cb-469f-a165-70867728950e' } });
    expect(missing).toMatchObject({ status: 302, location: '/admin/news', flash: { kind: 'error', message: 'Error loading article: Article not found' } });
  });
});
