/** /admin/teams/new and /admin/teams/edit/{id}: create, the e-mail check, an update without an id. */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { teams } from '~/server/db/schema.server';
import { testDatabaseKinds, useTestDatabase } from '../../../../tests/support/database';
import { dataOf } from '../../../../tests/support/route-results';
import { callAdmin, refreshesSession, useStaffSession } from '../../../../tests/support/staff-sessions';
import { action, loader } from './form';

const fields = { name: 'Route Member', slug: '', title: 'Principal', department: 'Strategy', display_order: '2', photo_url: '', email: '', linkedin_url: '', twitter_url: '', bio: 'Bio.', is_active: 'on' };

describe.each(testDatabaseKinds())('/admin/teams form (%s)', (kind) => {
  const db = useTestDatabase(kind);
  const session = useStaffSession(db);

  it('a blank form on /new; a create says "Team member created successfully!"', async () => {
    const blank = await callAdmin(loader, { path: '/admin/teams/new', cookie: session() });
    expect(dataOf<{ mode: string }>(blank).mode).toBe('create');
    expect(refreshesSession(blank.headers)).toBe(true);
    const created = await callAdmin(action, { path: '/admin/teams/new', cookie: session(), form: fields });
    expect(created).toMatchObject({ status: 302, location: '/admin/teams', flash: { kind: 'success', message: 'Team member created successfully!' } });
    expect(await db().select().from(teams).where(eq(teams.slug, 'route-member'))).toHaveLength(1);
  });

  it('a malformed e-mail is a field error; an update without an id is the product\'s error', async () => {
    const refused = await callAdmin(action, { path: '/admin/teams/new', cookie: session(), form: { ...fields, email: 'not-an-address' } });
    expect(refused.status).toBe(400);
    expect(dataOf<{ errors: Record<string, string> }>(refused).errors.email).toEqual(expect.any(String));
    const noId = await callAdmin(action, { path: '/admin/teams/edit/undefined', cookie: session(), params: { id: 'undefined' }, form: fields });
    expect(noId).toMatchObject({ status: 400, data: { message: 'Error saving team member: No team member ID provided for update' } });
  });
});
