/**
 * /admin/offices (issue 46): the owner sees the three offices migration 0014 seeds, with their
 * zones, hours and owners; other roles are refused (403), anonymous visitors sent to sign in.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { staff } from '~/server/db/schema.server';
import { testDatabaseKinds, useTestDatabase } from '../../../../tests/support/database';
import { dataOf } from '../../../../tests/support/route-results';
import { callAdmin, staffCookie, useStaffSession } from '../../../../tests/support/staff-sessions';
import { loader } from './index';

type OfficesPage = { offices: { id: string; name: string; timeZone: string; hours: { day: string; text: string }[]; present: number; away: number }[] };

describe.each(testDatabaseKinds())('/admin/offices (%s)', (kind) => {
  const db = useTestDatabase(kind);
  const session = useStaffSession(db);

  it('lists Dallas, Hyderabad and Dubai with their zones and weekday hours', async () => {
    const page = dataOf<OfficesPage>(await callAdmin(loader, { path: '/admin/offices', cookie: session() }));
    expect(page.offices.map((office) => [office.id, office.name, office.timeZone])).toEqual([
      ['dallas', 'Dallas', 'America/Chicago'],
      ['hyderabad', 'Hyderabad', 'Asia/Kolkata'],
      ['dubai', 'Dubai', 'Asia/Dubai'],
    ]);
    expect(page.offices[2]!.hours).toEqual([
      { day: 'Monday', text: '09:00–18:00' },
      { day: 'Tuesday', text: '09:00–18:00' },
      { day: 'Wednesday', text: '09:00–18:00' },
      { day: 'Thursday', text: '09:00–18:00' },
      { day: 'Friday', text: '09:00–18:00' },
      { day: 'Saturday', text: '' },
      { day: 'Sunday', text: '' },
    ]);
    expect(page.offices[0]).toMatchObject({ present: 0, away: 0 });
  });

  it('refuses the sales role (403) and sends an anonymous visitor to sign in', async () => {
    const cookie = await staffCookie(db(), `seller-${kind}@corvane.example`);
    await db().update(staff).set({ role: 'sales' }).where(eq(staff.email, `seller-${kind}@corvane.example`));
    expect((await callAdmin(loader, { path: '/admin/offices', cookie })).status).toBe(403);
    const anonymous = await callAdmin(loader, { path: '/admin/offices' });
    expect(anonymous.location).toBe('/admin/login?redirect=%2Fadmin%2Foffices');
  });
});
