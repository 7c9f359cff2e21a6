/**
 * /admin/staff (issue 17): an owner invites (staff row, outbox e-mail with a 7-day single-use
 * link, audit row; the link itself: app/routes/auth/invite.test.ts), roles change and members go (their
 * sessions end at once), the last owner can be neither removed nor demoted, each change audited.
 */
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { outbox, staff, staff_invites } from '~/server/db/schema.server';
import { addStaff, staffRoleOf, syncStaffFromConfig } from '~/server/entities/staff.server';
import { changeStaffRole, pendingInviteEmail } from '~/server/entities/staff-admin.server';
import { countSessionsOfEmail } from '~/server/platform/session.server';
import { auditRowsFor } from '../../../../tests/support/audit';
import { testDatabaseKinds, useTestDatabase } from '../../../../tests/support/database';
import { dataOf } from '../../../../tests/support/route-results';
import { callAdmin, invitationToken, makeSessionCookie, useStaffSession } from '../../../../tests/support/staff-sessions';
import { action, loader } from './index';

const OWNER = 'staff@corvane.example';
type StaffPage = { members: { id: string; email: string; role: string; activeSessions: number; lastSignInAt: string | null; inviteExpiresAt: string | null }[] };

describe.each(testDatabaseKinds())('/admin/staff (%s)', (kind) => {
  const db = useTestDatabase(kind);
  const session = useStaffSession(db);

  async function staffRow(email: string) {
    const [row] = await db().select().from(staff).where(eq(staff.email, email));
    return row;
  }

  it('ADMIN_EMAILS makes owners', async () => {
    const email = `from-config-${kind}@corvane.example`;
    await syncStaffFromConfig({ ADMIN_EMAILS: [email], SMTP_URL: 'smtp://127.0.0.1:1' });
    expect(await staffRoleOf(email)).toBe('owner');
  });

  it('lists the staff with role, last sign-in and live sessions', async () => {
    const page = await callAdmin(loader, { path: '/admin/staff', cookie: session() });
    const owner = dataOf<StaffPage>(page).members.find((member) => member.email === OWNER);
    expect(owner).toMatchObject({ role: 'owner', lastSignInAt: null });
    expect(owner!.activeSessions).toBeGreaterThanOrEqual(1);
  });

  it('Invite adds the member with the role, queues the e-mail with a 7-day link, and audits it', async () => {
    const email = `editor-${kind}@corvane.example`;
    const sent = await callAdmin(action, { path: '/admin/staff', cookie: session(), form: { intent: 'invite', email: ` ${email.toUpperCase()} `, role: 'editor' } });
    expect(sent).toMatchObject({ status: 302, location: '/admin/staff', flash: { kind: 'success', message: `Invitation sent to ${email}.` } });
    const member = await staffRow(email);
    expect(member).toMatchObject({ role: 'editor', added_by: OWNER, last_sign_in_at: null });

    const [mail] = (await db().select().from(outbox).where(eq(outbox.topic, 'staff.invite'))).filter((row) => JSON.stringify(row.payload).includes(email));
    expect(mail).toMatchObject({ channel: 'email', status: 'pending' });
    const payload = (typeof mail!.payload === 'string' ? JSON.parse(mail!.payload) : mail!.payload) as { to: string; subject: string; text: string };
    expect(payload.to).toBe(email);
    expect(payload.subject).toBe('You are invited to the Corvane Digital back office');
    expect(payload.text).toContain(`${OWNER} invited you to the Corvane Digital back office as Editor.`);

    const [invite] = await db().select().from(staff_invites).where(eq(staff_invites.staff_id, member!.id));
    const days = (invite!.expires_at.getTime() - invite!.created_at.getTime()) / 86_400_000;
    expect(days).toBeCloseTo(7, 2);
    const token = await invitationToken(db(), email);
    expect(await pendingInviteEmail(token, new Date(Date.now() + 6.9 * 86_400_000))).toBe(email);
    expect(await pendingInviteEmail(token, new Date(Date.now() + 7.01 * 86_400_000))).toBeNull();

    const audit = await auditRowsFor(db(), member!.id);
    expect(audit.map((row) => [row.entity, row.action, row.staff_email])).toEqual([['staff', 'create', OWNER]]);
    expect(audit[0]!.changes).toEqual({ email: { before: null, after: email }, role: { before: null, after: 'editor' } });

    const listed = dataOf<StaffPage>(await callAdmin(loader, { path: '/admin/staff', cookie: session() })).members.find((row) => row.email === email);
    expect(listed?.inviteExpiresAt).toBe(invite!.expires_at.toISOString());
  });

  it('Invite refuses a bad address, an unknown role and someone already on staff, storing nothing', async () => {
    const before = (await db().select().from(staff)).length;
    const outboxBefore = (await db().select().from(outbox)).length;
    const bad = await callAdmin(action, { path: '/admin/staff', cookie: session(), form: { intent: 'invite', email: 'not-an-address', role: 'admin' } });
    expect(bad.status).toBe(400);
    expect(dataOf(bad)).toMatchObject({ errors: { email: 'Please enter a valid email address.', role: 'Please choose a role.' } });
    const existing = await callAdmin(action, { path: '/admin/staff', cookie: session(), form: { intent: 'invite', email: OWNER, role: 'sales' } });
    expect(dataOf(existing)).toMatchObject({ errors: { email: `${OWNER} is already on the staff list.` } });
    expect((await staffRow(OWNER))!.role).toBe('owner');
    expect((await db().select().from(staff)).length).toBe(before);
    expect((await db().select().from(outbox)).length).toBe(outboxBefore);
  });

  it('Change role applies at the member\'s next request and is audited', async () => {
    const email = `mover-${kind}@corvane.example`;
    await addStaff(email, 'test');
    await db().update(staff).set({ role: 'sales' }).where(eq(staff.email, email));
    const member = await staffRow(email);
    const theirs = await makeSessionCookie(db(), email);
    const { loader: leadsLoader } = await import('../leads/index');
    expect((await callAdmin(leadsLoader, { path: '/admin/leads', cookie: theirs.cookie })).status).toBe(200);

    const changed = await callAdmin(action, { path: '/admin/staff', cookie: session(), form: { intent: 'role', id: member!.id, role: 'editor' } });
    expect(changed).toMatchObject({ status: 302, flash: { kind: 'success', message: `${email} is now Editor.` } });
    expect((await staffRow(email))!.role).toBe('editor');
    expect((await callAdmin(leadsLoader, { path: '/admin/leads', cookie: theirs.cookie })).status).toBe(403);
    const audit = await auditRowsFor(db(), member!.id);
    expect(audit.map((row) => [row.action, row.changes])).toEqual([['update', { role: { before: 'sales', after: 'editor' } }]]);
  });

  it('Remove ends the member\'s sessions at once, voids their invitation and is audited', async () => {
    const email = `leaver-${kind}@corvane.example`;
    await callAdmin(action, { path: '/admin/staff', cookie: session(), form: { intent: 'invite', email, role: 'editor' } });
    const token = await invitationToken(db(), email);
    const member = await staffRow(email);
    const theirs = await makeSessionCookie(db(), email);
    await makeSessionCookie(db(), email);
    expect(await countSessionsOfEmail(email)).toBe(2);

    const confirm = dataOf<{ toRemove: unknown }>(await callAdmin(loader, { path: `/admin/staff?remove=${member!.id}`, cookie: session() }));
    expect(confirm.toRemove).toEqual({ id: member!.id, email });
    const removed = await callAdmin(action, { path: '/admin/staff', cookie: session(), form: { intent: 'remove', id: member!.id } });
    expect(removed).toMatchObject({ status: 302, flash: { kind: 'success', message: `${email} was removed; 2 sessions ended.` } });
    expect(await staffRow(email)).toBeUndefined();
    expect(await countSessionsOfEmail(email)).toBe(0);
    expect(await db().select().from(staff_invites).where(eq(staff_invites.staff_id, member!.id))).toEqual([]);
    expect(await pendingInviteEmail(token)).toBeNull();
    const { loader: newsLoader } = await import('../news/index');
    expect((await callAdmin(newsLoader, { path: '/admin/news', cookie: theirs.cookie })).status).toBe(302);
    const audit = await auditRowsFor(db(), member!.id);
    expect(audit.map((row) => row.action)).toEqual(['create', 'delete']);
    expect(audit[1]!.changes).toEqual({ email: { before: email, after: null }, role: { before: 'editor', after: null } });
  });

  it('two owners demoting each other at the same moment leave one owner', async () => {
    const [a, b] = [`race-a-${kind}@corvane.example`, `race-b-${kind}@corvane.example`];
    await addStaff(a, 'test');
    await addStaff(b, 'test');
    // Every other owner steps down first, so a and b are the only two.
    await db().update(staff).set({ role: 'editor' }).where(eq(staff.role, 'owner'));
    await db().update(staff).set({ role: 'owner' }).where(eq(staff.email, a));
    await db().update(staff).set({ role: 'owner' }).where(eq(staff.email, b));
    const [rowA, rowB] = [await staffRow(a), await staffRow(b)];
    // Open a few pooled connections first (PostgreSQL), so both changes start at once.
    await Promise.all([1, 2, 3].map(() => db().execute(sql`select 1`)));
    const results = await Promise.all([
      changeStaffRole({ email: a }, rowB!.id, 'sales'),
      changeStaffRole({ email: b }, rowA!.id, 'sales'),
    ]);
    expect(results.map((result) => (result.ok ? 'changed' : result.reason)).sort()).toEqual(['changed', 'last_owner']);
    expect((await db().select().from(staff).where(eq(staff.role, 'owner'))).length).toBe(1);
    // Put OWNER back as an owner for the next test.
    await db().update(staff).set({ role: 'owner' }).where(eq(staff.email, OWNER));
  });

  it('the last owner can be neither demoted nor removed; with a second owner they can', async () => {
    const ownerRow = await staffRow(OWNER);
    const auditBefore = (await auditRowsFor(db(), ownerRow!.id)).length;
    // Every other owner (made by earlier tests' addStaff) becomes an editor first: OWNER is the last.
    const others = (await db().select().from(staff).where(eq(staff.role, 'owner'))).filter((row) => row.email !== OWNER);
    for (const other of others) await db().update(staff).set({ role: 'editor' }).where(eq(staff.id, other.id));

    const lastOwner = { kind: 'error', message: 'The last owner cannot be removed or given another role. Make someone else an owner first.' };
    expect((await callAdmin(action, { path: '/admin/staff', cookie: session(), form: { intent: 'role', id: ownerRow!.id, role: 'sales' } })).flash).toEqual(lastOwner);
    expect((await callAdmin(action, { path: '/admin/staff', cookie: session(), form: { intent: 'remove', id: ownerRow!.id } })).flash).toEqual(lastOwner);
    expect((await staffRow(OWNER))!.role).toBe('owner');
    expect((await auditRowsFor(db(), ownerRow!.id)).length).toBe(auditBefore);

    const second = `second-owner-${kind}@corvane.example`;
    await callAdmin(action, { path: '/admin/staff', cookie: session(), form: { intent: 'invite', email: second, role: 'owner' } });
    const demoted = await callAdmin(action, { path: '/admin/staff', cookie: session(), form: { intent: 'role', id: ownerRow!.id, role: 'sales' } });
    expect(demoted.flash).toEqual({ kind: 'success', message: `${OWNER} is now Sales.` });
    // Now an owner no more, the same person is refused the page at once.
    expect((await callAdmin(loader, { path: '/admin/staff', cookie: session() })).status).toBe(403);
  });
});
