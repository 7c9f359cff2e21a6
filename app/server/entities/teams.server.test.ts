import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { auditRowsFor } from '../../../tests/support/audit';
import { makeTeamMember } from '../../../tests/support/content-factories';
import { testDatabaseKinds, useTestDatabase } from '../../../tests/support/database';
import { teams } from '~/server/db/schema.server';
import type { TeamInput } from '~/domain/team-admin';
import { onContentChange } from '~/server/entities/audit.server';
import {
  deleteTeamMember,
  getTeamMember,
  listActiveTeamMembers,
  listTeamMembers,
  saveTeamMember,
  setTeamMemberActive,
} from '~/server/entities/teams.server';

describe.each(testDatabaseKinds())('teams public queries (%s)', (kind) => {
  const db = useTestDatabase(kind);
  beforeEach(async () => {
    await db().delete(teams);
  });

  it('lists active members only, by display_order ascending', async () => {
    const second = await makeTeamMember(db(), { display_order: 5 });
    await makeTeamMember(db(), { display_order: 0, is_active: false });
    const first = await makeTeamMember(db(), { display_order: 1, photo_url: null });
    const listed = await listActiveTeamMembers();
    expect(listed.map((m) => m.slug)).toEqual([first.slug, second.slug]);
    expect(listed[0]!.photo_url).toBeNull();
  });
});

const staff = { email: 'editor@corvane.example' };

function memberInput(overrides: Partial<TeamInput> = {}): TeamInput {
  return {
    name: 'Ana Ruiz',
    slug: `ana-ruiz-${Math.random().toString(36).slice(2, 8)}`,
    title: 'Managing Partner',
    department: 'Leadership',
    display_order: 0,
    photo_url: null,
    email: null,
    linkedin_url: null,
    twitter_url: null,
    bio: 'Bio.',
    is_active: true,
    ...overrides,
  };
}

describe.each(testDatabaseKinds())('teams admin commands (%s)', (kind) => {
  const db = useTestDatabase(kind);
  let changes = 0;
  let stop: () => void = () => undefined;
  beforeEach(async () => {
    await db().delete(teams);
    changes = 0;
    stop = onContentChange(() => changes++);
  });
  afterEach(() => stop());

  it('lists every member, inactive included, by display_order', async () => {
    const second = await makeTeamMember(db(), { display_order: 5, is_active: false });
    const first = await makeTeamMember(db(), { display_order: 1 });
    expect((await listTeamMembers()).map((m) => m.id)).toEqual([first.id, second.id]);
    expect(await getTeamMember(second.id)).toMatchObject({ is_active: false });
  });

  it('create, update, toggle and delete each write one audit row', async () => {
    const created = await saveTeamMember(staff, null, memberInput({ email: 'ana@corvane.example' }));
    expect(created.ok).toBe(true);
    if (!created.ok) return;
    const id = created.row.id;
    expect(await getTeamMember(id)).toMatchObject({ name: 'Ana Ruiz', email: 'ana@corvane.example', photo_url: null, department: 'Leadership' });

    expect((await saveTeamMember(staff, id, memberInput({ slug: created.row.slug, email: 'ana@corvane.example', department: 'Strategy' }))).ok).toBe(true);
    expect(await setTeamMemberActive(staff, id, false)).toMatchObject({ is_active: false });
    expect((await listActiveTeamMembers()).map((m) => m.id)).not.toContain(id);
    expect(await setTeamMemberActive(staff, id, true)).toMatchObject({ is_active: true });
    expect(await deleteTeamMember(staff, id)).toBe(true);
    expect(await getTeamMember(id)).toBeUndefined();

    const audit = await auditRowsFor(db(), id);
    expect(audit.map((row) => row.action)).toEqual(['create', 'update', 'deactivate', 'activate', 'delete']);
    expect(audit.every((row) => row.entity === 'teams' && row.staff_email === staff.email)).toBe(true);
    expect(audit[0]!.changes).toMatchObject({ name: { before: null, after: 'Ana Ruiz' } });
    expect(audit[1]!.changes).toEqual({ department: { before: 'Leadership', after: 'Strategy' } });
    expect(audit[3]!.changes).toEqual({ is_active: { before: false, after: true } });
    expect(changes).toBe(5);
  });

  it('a slug in use is refused; a missing member is reported, not written', async () => {
    const existing = await makeTeamMember(db());
    expect(await saveTeamMember(staff, null, memberInput({ slug: existing.slug }))).toEqual({ ok: false, reason: 'slug_taken' });
    const missing = '00000000-0000-4000-8000-000000000000';
    expect(await saveTeamMember(staff, missing, memberInput())).toEqual({ ok: false, reason: 'not_found' });
    expect(await setTeamMemberActive(staff, missing, true)).toBeUndefined();
    expect(await deleteTeamMember(staff, missing)).toBe(false);
    expect(changes).toBe(0);
  });
});
