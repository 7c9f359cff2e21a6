/** /admin/teams: every member, Activate naming the member, the confirmed Delete. */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { teams } from '~/server/db/schema.server';
import { makeTeamMember } from '../../../../tests/support/content-factories';
import { testDatabaseKinds, useTestDatabase } from '../../../../tests/support/database';
import { dataOf } from '../../../../tests/support/route-results';
import { callAdmin, refreshesSession, useStaffSession } from '../../../../tests/support/staff-sessions';
import { action, loader } from './index';

describe.each(testDatabaseKinds())('/admin/teams (%s)', (kind) => {
  const db = useTestDatabase(kind);
  const session = useStaffSession(db);

  it('lists inactive members and activates one by name', async () => {
    const member = await makeTeamMember(db(), { name: 'Quiet Member', is_active: false });
    const list = await callAdmin(loader, { path: '/admin/teams', cookie: session() });
    expect(dataOf<{ members: { id: string }[] }>(list).members.map((row) => row.id)).toContain(member.id);
    expect(refreshesSession(list.headers)).toBe(true);
    const on = await callAdmin(action, { path: '/admin/teams?index', cookie: session(), form: { intent: 'toggle', id: member.id, active: 'true' } });
    expect(on.flash).toEqual({ kind: 'success', message: 'Team member "Quiet Member" is now active.' });
    expect((await db().select().from(teams).where(eq(teams.id, member.id)))[0]?.is_active).toBe(true);
  });

  it('a confirmed Delete removes the member with "Team member deleted."; an unknown intent is a 400', async () => {
    const member = await makeTeamMember(db());
    const deleted = await callAdmin(action, { path: '/admin/teams?index', cookie: session(), form: { intent: 'delete', id: member.id, confirmed: 'yes' } });
    expect(deleted).toMatchObject({ status: 302, location: '/admin/teams', flash: { kind: 'success', message: 'Team member deleted.' } });
    expect(await db().select().from(teams).where(eq(teams.id, member.id))).toHaveLength(0);
    const bad = await callAdmin(action, { path: '/admin/teams?index', cookie: session(), form: { intent: 'publish', id: member.id } });
    expect(bad.status).toBe(400);
  });
});
