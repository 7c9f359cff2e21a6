/** /admin/jobs: every job, Activate/Deactivate, the confirmed Delete. */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { jobs } from '~/server/db/schema.server';
import { makeJob } from '../../../../tests/support/content-factories';
import { testDatabaseKinds, useTestDatabase } from '../../../../tests/support/database';
import { dataOf } from '../../../../tests/support/route-results';
import { callAdmin, refreshesSession, useStaffSession } from '../../../../tests/support/staff-sessions';
import { action, loader } from './index';

describe.each(testDatabaseKinds())('/admin/jobs (%s)', (kind) => {
  const db = useTestDatabase(kind);
  const session = useStaffSession(db);

  it('lists closed jobs; Activate says "Job activated."; Delete says "Job deleted."', async () => {
    const job = await makeJob(db(), { title: 'Closed Role', is_active: false });
    const list = await callAdmin(loader, { path: '/admin/jobs', cookie: session() });
    expect(dataOf<{ jobs: { id: string }[] }>(list).jobs.map((row) => row.id)).toContain(job.id);
    expect(refreshesSession(list.headers)).toBe(true);
    const on = await callAdmin(action, { path: '/admin/jobs?index', cookie: session(), form: { intent: 'toggle', id: job.id, active: 'true' } });
    expect(on).toMatchObject({ status: 302, location: '/admin/jobs', flash: { kind: 'success', message: 'Job activated.' } });
    expect((await db().select().from(jobs).where(eq(jobs.id, job.id)))[0]?.is_active).toBe(true);
    const deleted = await callAdmin(action, { path: '/admin/jobs?index', cookie: session(), form: { intent: 'delete', id: job.id, confirmed: 'yes' } });
    expect(deleted.flash).toEqual({ kind: 'success', message: 'Job deleted.' });
    expect(await db().select().from(jobs).where(eq(jobs.id, job.id))).toHaveLength(0);
  });
});
