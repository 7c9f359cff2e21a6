/**
 * The route tests of an edit screen's "Preview links" section (issue 43, ADR 331), for a content
 * type whose screen wires it in: create with a plain post, the address shown once on that item's
 * screen only (the one-time cookie scoped to the type's back-office path), the list, revoke through
 * that item only, refused input writing nothing, no section on the create screen, and the roles
 * rule — the area's staff may share, others get 403 and nothing is written. Called inside a
 * describe.each over the databases, beside the route's own tests.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { PreviewEntity } from '../../app/domain/preview-links';
import type { StaffRole } from '../../app/domain/roles';
import { audit_log, preview_links, staff } from '../../app/server/db/schema.server';
import type { Database } from '../../app/server/db/db.server';
import { dataOf } from './route-results';
import { callAdmin, cookieHeader, staffCookie, type RouteHandler } from './staff-sessions';

type Section = { previewLinks: { noun: string; links: { id: string; state: string; revision: number | null; createdBy: string }[]; revisions: number[]; created: string | null } };

export interface PreviewLinkRouteCase {
  entity: PreviewEntity;
  /** '/admin/partners': the list, the create screen's parent and the cookie's path. */
  adminPath: string;
  noun: string;
  /** Makes an item (not public: an inactive partner or job) and answers its id. */
  makeItem: () => Promise<string>;
  loader: RouteHandler;
  action: RouteHandler;
  /** A role of the item's area (besides owner) and one outside it. */
  allowedRole: StaffRole;
  deniedRole: StaffRole;
}

export function describePreviewLinkSection(db: () => Database, session: () => string, kind: string, c: PreviewLinkRouteCase): void {
  const editPath = (id: string) => `${c.adminPath}/edit/${id}`;
  const post = (id: string, form: Record<string, string>, cookie = session()) => callAdmin(c.action, { path: editPath(id), cookie, params: { id }, form });
  const screen = (id: string, cookie = session()) => callAdmin(c.loader, { path: editPath(id), cookie, params: { id } });

  describe('preview links (issue 43)', () => {
    it('creates a link with a plain post, shows its address once on this item\'s screen only, lists it and revokes it', async () => {
      const id = await c.makeItem();
      const created = await post(id, { intent: 'create-preview-link', expires_in: '1d', revision: '' });
      expect(created).toMatchObject({ status: 302, location: editPath(id), flash: { kind: 'success', message: 'Preview link created.' } });
      // The one-time cookie is sent only under this type's back-office path.
      const setCookie = created.headers.getSetCookie().find((cookie) => cookie.startsWith('firmsite_preview_link='));
      expect(setCookie).toMatch(new RegExp(`; Path=${c.adminPath}(;|$)`));
      expect(setCookie).toMatch(/; HttpOnly/);
      expect(setCookie).toMatch(/; SameSite=Strict/);
      const revealCookie = cookieHeader(created.headers).split('; ').find((pair) => pair.startsWith('firmsite_preview_link='));
      expect(revealCookie).toBeDefined();

      const shown = await screen(id, `${session()}; ${revealCookie}`);
      const section = dataOf<Section>(shown).previewLinks;
      expect(section.noun).toBe(c.noun);
      expect(section.created).toMatch(/^http:\/\/localhost:3000\/preview\/[A-Za-z0-9_-]{43}$/);
      expect(section.links).toEqual([expect.objectContaining({ state: 'active', revision: null, createdBy: 'staff@corvane.example' })]);
      expect(shown.headers.getSetCookie().some((cookie) => cookie.startsWith('firmsite_preview_link=;'))).toBe(true);
      const [stored] = await db().select().from(preview_links).where(eq(preview_links.entity_id, id));
      expect(stored).toMatchObject({ entity: c.entity });
      // Another item's screen does not show it, and cannot revoke it.
      const other = await c.makeItem();
      expect(dataOf<Section>(await screen(other, `${session()}; ${revealCookie}`)).previewLinks.created).toBeNull();
      const linkId = section.links[0]!.id;
      expect((await post(other, { intent: 'revoke-preview-link', link_id: linkId })).flash).toEqual({ kind: 'error', message: 'Error revoking preview link: Preview link not found' });

      const revoked = await post(id, { intent: 'revoke-preview-link', link_id: linkId });
      expect(revoked).toMatchObject({ status: 302, location: editPath(id), flash: { kind: 'success', message: 'Preview link revoked.' } });
      expect(dataOf<Section>(await screen(id)).previewLinks).toMatchObject({ created: null, links: [{ id: linkId, state: 'revoked' }] });
    });

    it(`refuses an expiry not offered and a revision the ${c.noun} does not have, in its own words, writing nothing`, async () => {
      const id = await c.makeItem();
      expect((await post(id, { intent: 'create-preview-link', expires_in: '90d', revision: '' })).flash).toEqual({ kind: 'error', message: 'Error creating preview link: Please choose when the link expires.' });
      expect((await post(id, { intent: 'create-preview-link', expires_in: '1h', revision: 'two' })).flash).toEqual({
        kind: 'error',
        message: `Error creating preview link: Please choose a revision of this ${c.noun}, or Latest draft.`,
      });
      expect((await post(id, { intent: 'create-preview-link', expires_in: '1h', revision: '4' })).flash).toEqual({
        kind: 'error',
        message: `Error creating preview link: that revision of this ${c.noun} does not exist.`,
      });
      expect(await db().$count(preview_links, eq(preview_links.entity_id, id))).toBe(0);
    });

    it('the create screen has no preview links and refuses their posts (400)', async () => {
      const blank = await callAdmin(c.loader, { path: `${c.adminPath}/new`, cookie: session() });
      expect(dataOf<object>(blank)).not.toHaveProperty('previewLinks');
      const refused = await callAdmin(c.action, { path: `${c.adminPath}/new`, cookie: session(), form: { intent: 'create-preview-link', expires_in: '1h', revision: '' } });
      expect(refused.status).toBe(400);
    });

    it(`${c.allowedRole} staff may share it; ${c.deniedRole} staff get 403 and nothing is written`, async () => {
      const id = await c.makeItem();
      const asRole = async (role: StaffRole) => {
        const email = `${role}-preview-${c.entity}-${kind}@corvane.example`;
        const cookie = await staffCookie(db(), email);
        await db().update(staff).set({ role }).where(eq(staff.email, email));
        return cookie;
      };
      const denied = await asRole(c.deniedRole);
      const auditBefore = await db().$count(audit_log);
      expect((await post(id, { intent: 'create-preview-link', expires_in: '1h', revision: '' }, denied)).status).toBe(403);
      expect((await screen(id, denied)).status).toBe(403);
      expect(await db().$count(preview_links, eq(preview_links.entity_id, id))).toBe(0);
      expect(await db().$count(audit_log)).toBe(auditBefore);
      const allowed = await asRole(c.allowedRole);
      expect((await post(id, { intent: 'create-preview-link', expires_in: '1h', revision: '' }, allowed)).flash).toEqual({ kind: 'success', message: 'Preview link created.' });
      expect(await db().$count(preview_links, eq(preview_links.entity_id, id))).toBe(1);
    });
  });
}
