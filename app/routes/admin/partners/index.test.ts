/** /admin/partners: every partner, Activate/Deactivate naming the partner, the confirmed Delete. */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { partners } from '~/server/db/schema.server';
import { makePartner } from '../../../../tests/support/content-factories';
import { testDatabaseKinds, useTestDatabase } from '../../../../tests/support/database';
import { dataOf } from '../../../../tests/support/route-results';
import { callAdmin, refreshesSession, useStaffSession } from '../../../../tests/support/staff-sessions';
import { action, loader } from './index';

describe.each(testDatabaseKinds())('/admin/partners (%s)', (kind) => {
  const db = useTestDatabase(kind);
  const session = useStaffSession(db);

  it('lists inactive partners too', async () => {
    await makePartner(db(), { name: 'Dormant Partner', is_active: false });
    const list = await callAdmin(loader, { path: '/admin/partners', cookie: session() });
    expect(dataOf<{ partners: { name: string; is_active: boolean }[] }>(list).partners).toContainEqual(expect.objectContaining({ name: 'Dormant Partner', is_active: false }));
    expect(refreshesSession(list.headers)).toBe(true);
  });

  it('Deactivate names the partner; Delete asks first, then removes the row', async () => {
    const partner = await makePartner(db(), { name: 'Halcyon Route' });
    const off = await callAdmin(action, { path: '/admin/partners?index', cookie: session(), form: { intent: 'toggle', id: partner.id, active: 'false' } });
    expect(off).toMatchObject({ status: 302, location: '/admin/partners', flash: { kind: 'success', message: 'Partner "Halcyon Route" is now inactive.' } });
    expect((await db().select().from(partners).where(eq(partners.id, partner.id)))[0]?.is_active).toBe(false);
    const asked = await callAdmin(action, { path: '/admin/partners?index', cookie: session(), form: { intent: 'delete', id: partner.id } });
    expect(asked.location).toBe(`/admin/partners?confirm-delete=${partner.id}`);
    const deleted = await callAdmin(action, { path: '/admin/partners?index', cookie: session(), form: { intent: 'delete', id: partner.id, confirmed: 'yes' } });
    expect(deleted.flash).toEqual({ kind: 'success', message: 'Partner deleted.' });
    expect(await db().select().from(partners).where(eq(partners.id, partner.id))).toHaveLength(0);
  });
});
