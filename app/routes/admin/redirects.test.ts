/**
 * /admin/redirects refuses a new path that leaves the site once decoded (issue 40, finding 3: the
 * probe stored '/%5C127.0.0.1:3999/pwned' and it was served as 'Location: /\127.0.0.1:3999/pwned'),
 * and a row written before that check is never answered.
 */
import { describe, expect, it } from 'vitest';
import { redirects } from '~/server/db/schema.server';
import { findRedirect, loadRedirectsIntoMemory, redirectInMemory } from '~/server/entities/redirects.server';
import { redirectMessages } from '~/domain/redirects';
import { testDatabaseKinds, useTestDatabase } from '../../../tests/support/database';
import { callAdmin, useStaffSession } from '../../../tests/support/staff-sessions';
import { action } from './redirects';

describe.each(testDatabaseKinds())('/admin/redirects: only same-site targets (%s)', (kind) => {
  const db = useTestDatabase(kind);
  const session = useStaffSession(db);

  it.each(['/%5C127.0.0.1:3999/pwned', '/%255C127.0.0.1:3999/pwned', '/%2F%2F127.0.0.1:3999/pwned', '/a/..//127.0.0.1:3999/pwned'])(
    'refuses the new path %j with the form message and stores nothing',
    async (to_path) => {
      const answer = await callAdmin(action, { path: '/admin/redirects', cookie: session(), form: { intent: 'add', from_path: '/old-page', to_path } });
      expect(answer.status).toBe(400);
      expect(answer.data).toMatchObject({ errors: { to_path: redirectMessages.to_path } });
      expect(await db().select().from(redirects)).toEqual([]);
    },
  );

  it('still adds an ordinary redirect', async () => {
    const answer = await callAdmin(action, { path: '/admin/redirects', cookie: session(), form: { intent: 'add', from_path: '/old-page', to_path: '/careers' } });
    expect(answer.location).toBe('/admin/redirects');
    expect((await db().select().from(redirects)).map((row) => [row.from_path, row.to_path])).toEqual([['/old-page', '/careers']]);
  });

  it('never answers a stored row whose target is not a same-site path', async () => {
    const unsafe = ['/\\127.0.0.1:3999/pwned', '/%5C127.0.0.1:3999/pwned', '/.//127.0.0.1:3999/pwned', '/a/..//127.0.0.1:3999/pwned'];
    await db()
      .insert(redirects)
      .values(unsafe.map((to_path, index) => ({ from_path: `/old-${index}`, to_path, reason: 'manual' as const })));
    await loadRedirectsIntoMemory();
    for (const index of unsafe.keys()) {
      expect(await findRedirect(`/old-${index}`)).toBeUndefined();
      expect(redirectInMemory(`/old-${index}`)).toBeUndefined();
    }
  });
});
