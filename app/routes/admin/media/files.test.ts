/** /admin/media.json: the library as JSON for the image picker, and the upload answer (its refusal) as JSON. */
import { describe, expect, it } from 'vitest';
import { testDatabaseKinds, useTestDatabase } from '../../../../tests/support/database';
import { callAdmin, useStaffSession } from '../../../../tests/support/staff-sessions';
import { action, loader } from './files';

describe.each(testDatabaseKinds())('/admin/media.json (%s)', (kind) => {
  const db = useTestDatabase(kind);
  const session = useStaffSession(db);

  it('answers the picker with the library as private JSON, and an upload without a file with a JSON refusal', async () => {
    const listed = (await callAdmin(loader, { path: '/admin/media.json', cookie: session() })).response!;
    expect(listed.headers.get('cache-control')).toBe('private, no-store');
    expect(Array.isArray(((await listed.json()) as { images: unknown[] }).images)).toBe(true);

    const refused = (await callAdmin(action, { path: '/admin/media.json', cookie: session(), form: { intent: 'upload', alt: 'A picture' } })).response!;
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { ok: boolean }).ok).toBe(false);
  });
});
