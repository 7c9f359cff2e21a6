import { beforeEach, describe, expect, it } from 'vitest';
import { makeTeamMember } from '../../tests/support/content-factories';
import { testDatabaseKinds, useTestDatabase } from '../../tests/support/database';
import { teams } from './schema.server';
import { listActiveTeamMembers } from './teams.server';

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
