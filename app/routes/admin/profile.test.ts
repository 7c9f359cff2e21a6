/** /admin/profile: a staff member's own time zone, shown and changed (chosen, or detected from the browser). */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { testDatabaseKinds, useTestDatabase } from '../../../tests/support/database';
import { dataOf } from '../../../tests/support/route-results';
import { callAdmin, useStaffSession } from '../../../tests/support/staff-sessions';
import { profileCopy } from '~/content/admin/back-office';
import { staff } from '~/server/db/schema.server';
import { action, loader } from './profile';

describe.each(testDatabaseKinds())('/admin/profile (%s)', (kind) => {
  const db = useTestDatabase(kind);
  const session = useStaffSession(db);
  const stored = async () => (await db().select({ zone: staff.time_zone, chosen: staff.time_zone_chosen }).from(staff).where(eq(staff.email, 'staff@corvane.example')))[0];

  it('saves a chosen zone with its message, shows it, and refuses a zone that is not on the list', async () => {
    const saved = await callAdmin(action, { path: '/admin/profile', cookie: session(), form: { intent: 'save', time_zone: 'Asia/Dubai', back: '/admin/profile' } });
    expect(saved.location).toBe('/admin/profile');
    expect(saved.flash).toMatchObject({ kind: 'success', message: profileCopy.saved('Asia/Dubai') });
    expect(await stored()).toEqual({ zone: 'Asia/Dubai', chosen: true });
    expect(dataOf<{ timeZone: string }>(await callAdmin(loader, { path: '/admin/profile', cookie: session() })).timeZone).toBe('Asia/Dubai');

    const refused = await callAdmin(action, { path: '/admin/profile', cookie: session(), form: { intent: 'save', time_zone: 'Mars/Olympus' } });
    expect(refused.status).toBe(400);
    expect(dataOf<{ message: string }>(refused).message).toBe(profileCopy.invalid);
    expect(await stored()).toEqual({ zone: 'Asia/Dubai', chosen: true });
  });

  it("the browser's zone is kept without a message unless the member chose one; a save goes back only to a path of this site", async () => {
    await db().update(staff).set({ time_zone: null, time_zone_chosen: false }).where(eq(staff.email, 'staff@corvane.example'));
    const detected = await callAdmin(action, { path: '/admin/profile', cookie: session(), form: { intent: 'detect', time_zone: 'Asia/Kolkata' } });
    expect(dataOf<{ ok: boolean; message: string }>(detected)).toEqual({ ok: true, message: '' });
    expect(await stored()).toEqual({ zone: 'Asia/Kolkata', chosen: false });
    const away = await callAdmin(action, { path: '/admin/profile', cookie: session(), form: { time_zone: 'America/Chicago', back: '//evil.example/x' } });
    expect(away.location).toBe('/admin/profile');
    await callAdmin(action, { path: '/admin/profile', cookie: session(), form: { intent: 'detect', time_zone: 'Asia/Kolkata' } });
    expect(await stored()).toEqual({ zone: 'America/Chicago', chosen: true });
  });

  it('without a session: the sign-in page', async () => {
    const answer = await callAdmin(loader, { path: '/admin/profile' });
    expect(answer.location).toMatch(/^\/admin\/login/);
  });
});
