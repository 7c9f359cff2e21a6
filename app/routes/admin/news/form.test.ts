/** /admin/news/new and /admin/news/edit/{id}: the form's record, a create, refused input, a missing record. */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { audit_log, news_insights, preview_links, staff } from '~/server/db/schema.server';
import { makeArticle } from '../../../../tests/support/content-factories';
import { testDatabaseKinds, useTestDatabase } from '../../../../tests/support/database';
import { dataOf } from '../../../../tests/support/route-results';
import { callAdmin, cookieHeader, refreshesSession, staffCookie, useStaffSession } from '../../../../tests/support/staff-sessions';
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

  describe('preview links (issue 43)', () => {
    type Section = { previewLinks: { links: { id: string; state: string; revision: number | null; createdBy: string }[]; revisions: number[]; created: string | null } };
    const editPath = (id: string) => `/admin/news/edit/${id}`;

    it('creates a link with a plain post, shows its address once on the edit screen, lists it and revokes it', async () => {
      const article = await makeArticle(db(), { title: 'Shared draft', is_published: false });
      const path = editPath(article.id);
      const created = await callAdmin(action, { path, cookie: session(), params: { id: article.id }, form: { intent: 'create-preview-link', expires_in: '1d', revision: '' } });
      expect(created).toMatchObject({ status: 302, location: path, flash: { kind: 'success', message: 'Preview link created.' } });
      const revealCookie = cookieHeader(created.headers).split('; ').find((pair) => pair.startsWith('firmsite_preview_link='));
      expect(revealCookie).toBeDefined();

      const shown = await callAdmin(loader, { path, cookie: `${session()}; ${revealCookie}`, params: { id: article.id } });
      const section = dataOf<Section>(shown).previewLinks;
      expect(section.created).toMatch(/^http:\/\/localhost:3000\/preview\/[A-Za-z0-9_-]{43}$/);
      expect(section.links).toEqual([expect.objectContaining({ state: 'active', revision: null, createdBy: 'staff@corvane.example' })]);
      expect(section.revisions).toEqual([]);
      // The page that shows it clears the cookie: the address is shown once.
      expect(shown.headers.getSetCookie().some((cookie) => cookie.startsWith('firmsite_preview_link=;'))).toBe(true);
      const [stored] = await db().select().from(preview_links).where(eq(preview_links.entity_id, article.id));
      expect(section.created).not.toContain(stored!.token_hash);
      // Another article's screen does not show it.
      const other = await makeArticle(db(), { is_published: false });
      expect(dataOf<Section>(await callAdmin(loader, { path: editPath(other.id), cookie: `${session()}; ${revealCookie}`, params: { id: other.id } })).previewLinks.created).toBeNull();

      const linkId = section.links[0]!.id;
      // A link cannot be revoked through another article's screen.
      const elsewhere = await callAdmin(action, { path: editPath(other.id), cookie: session(), params: { id: other.id }, form: { intent: 'revoke-preview-link', link_id: linkId } });
      expect(elsewhere.flash).toEqual({ kind: 'error', message: 'Error revoking preview link: Preview link not found' });
      const revoked = await callAdmin(action, { path, cookie: session(), params: { id: article.id }, form: { intent: 'revoke-preview-link', link_id: linkId } });
      expect(revoked).toMatchObject({ status: 302, location: path, flash: { kind: 'success', message: 'Preview link revoked.' } });
      const after = dataOf<Section>(await callAdmin(loader, { path, cookie: session(), params: { id: article.id } })).previewLinks;
      expect(after).toMatchObject({ created: null, links: [{ id: linkId, state: 'revoked' }] });
    });

    it('refuses an expiry not offered and a revision the article does not have, writing nothing', async () => {
      const article = await makeArticle(db(), { is_published: false });
      const path = editPath(article.id);
      const post = (form: Record<string, string>) => callAdmin(action, { path, cookie: session(), params: { id: article.id }, form: { intent: 'create-preview-link', ...form } });
      expect((await post({ expires_in: '90d', revision: '' })).flash).toEqual({ kind: 'error', message: 'Error creating preview link: Please choose when the link expires.' });
      expect((await post({ expires_in: '1h', revision: 'two' })).flash).toEqual({ kind: 'error', message: 'Error creating preview link: Please choose a revision of this article, or Latest draft.' });
      expect((await post({ expires_in: '1h', revision: '4' })).flash).toEqual({ kind: 'error', message: 'Error creating preview link: that revision of this article does not exist.' });
      expect(await db().$count(preview_links, eq(preview_links.entity_id, article.id))).toBe(0);
    });

    it('the create screen has no preview links and refuses their posts (400)', async () => {
      const blank = await callAdmin(loader, { path: '/admin/news/new', cookie: session() });
      expect(dataOf<object>(blank)).not.toHaveProperty('previewLinks');
      const refused = await callAdmin(action, { path: '/admin/news/new', cookie: session(), form: { intent: 'create-preview-link', expires_in: '1h', revision: '' } });
      expect(refused.status).toBe(400);
    });

    it('sales staff get 403 and nothing is written', async () => {
      const article = await makeArticle(db(), { is_published: false });
      const email = `sales-preview-${kind}@corvane.example`;
      const cookie = await staffCookie(db(), email);
      await db().update(staff).set({ role: 'sales' }).where(eq(staff.email, email));
      const auditBefore = await db().$count(audit_log);
      const refused = await callAdmin(action, { path: editPath(article.id), cookie, params: { id: article.id }, form: { intent: 'create-preview-link', expires_in: '1h', revision: '' } });
      expect(refused.status).toBe(403);
      expect(await db().$count(preview_links, eq(preview_links.entity_id, article.id))).toBe(0);
      expect(await db().$count(audit_log)).toBe(auditBefore);
    });
  });
});
