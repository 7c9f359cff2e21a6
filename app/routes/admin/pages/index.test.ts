/**
 * /admin/pages (issue 44): every page made of blocks with its state — owners and editors only; a
 * visitor is sent to sign in, sales is refused.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { forgetHeldContent, testDatabaseKinds, useTestDatabase } from '../../../../tests/support/database';
import { dataOf } from '../../../../tests/support/route-results';
import { callAdmin, makeSessionCookie, useStaffSession } from '../../../../tests/support/staff-sessions';
import { pagesAdminCopy as copy } from '~/content/admin/pages';
import { PAGE_SEEDS } from '~/content/pages/index';
import { PAGE_KEYS } from '~/domain/page-blocks/page-definitions';
import { site_pages, staff } from '~/server/db/schema.server';
import { addStaff } from '~/server/entities/staff.server';
import { writeSitePage } from '~/server/entities/site-pages.server';
import { loader } from './index';

describe.each(testDatabaseKinds())('/admin/pages (%s)', (kind) => {
  const db = useTestDatabase(kind);
  const session = useStaffSession(db);

  it('lists every page with what visitors see of it, for an owner and an editor', async () => {
    await db().delete(site_pages);
    forgetHeldContent();
    await writeSitePage({ email: 'staff@corvane.example' }, 'careers', { kind: 'draft', document: PAGE_SEEDS.careers });
    const editor = `pages-list-editor-${kind}@corvane.example`;
    await addStaff(editor, 'test', db());
    await db().update(staff).set({ role: 'editor' }).where(eq(staff.email, editor));
    for (const cookie of [session(), (await makeSessionCookie(db(), editor)).cookie]) {
      const shown = dataOf<{ pages: { key: string; state: string; editHref: string }[] }>(await callAdmin(loader, { path: '/admin/pages', cookie }));
      expect(shown.pages.map((page) => page.key)).toEqual(PAGE_KEYS);
      expect(shown.pages.find((page) => page.key === 'home')).toMatchObject({ state: copy.seeded, editHref: '/admin/pages/home' });
      expect(shown.pages.find((page) => page.key === 'careers')?.state).toBe(copy.draftPending);
    }
  });

  it('sends a visitor to sign in and refuses sales', async () => {
    const visitor = await callAdmin(loader, { path: '/admin/pages' });
    expect(visitor.status).toBe(302);
    expect(visitor.location).toMatch(/^\/admin\/login/);
    const sales = `pages-list-sales-${kind}@corvane.example`;
    await addStaff(sales, 'test', db());
    await db().update(staff).set({ role: 'sales' }).where(eq(staff.email, sales));
    const refused = await callAdmin(loader, { path: '/admin/pages', cookie: (await makeSessionCookie(db(), sales)).cookie });
    expect(refused.status).toBe(403);
  });
});
