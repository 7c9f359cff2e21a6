/** Admin functions of applications.server.ts (the public write is tested with the careers form). */
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { makeJob } from '../../../tests/support/content-factories';
import { testDatabaseKinds, useTestDatabase } from '../../../tests/support/database';
import { makeApplication } from '../../../tests/support/inbox-factories';
import {
  deleteApplication,
  getApplication,
  listApplications,
  listApplicationsForExport,
  saveApplicationNotes,
  setApplicationStatus,
} from '~/server/entities/applications.server';
import { audit_log, job_applications, jobs } from '~/server/db/schema.server';

const staff = { email: 'staff@corvane.example' };
const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000);

describe.each(testDatabaseKinds())('job applications admin (%s)', (kind) => {
  const db = useTestDatabase(kind);
  beforeEach(async () => {
    await db().delete(job_applications);
    await db().delete(jobs);
    await db().delete(audit_log);
  });

  it("lists newest first with the related job's title, falling back to the stored one", async () => {
    const job = await makeJob(db(), { title: 'Senior UX Designer' });
    const gone = await makeJob(db(), { title: 'Data Engineer' });
    const first = await makeApplication(db(), { job_id: job.id, job_title: 'UX Designer (old title)', created_at: minutesAgo(5) });
    const second = await makeApplication(db(), { job_id: gone.id, job_title: 'Data Engineer', current_company: 'Acme', created_at: minutesAgo(1) });
    await db().delete(jobs).where(eq(jobs.id, gone.id)); // the posting is deleted; the application stays

    const page = await listApplications({ status: 'all', q: '', page: 1 });
    expect(page.total).toBe(2);
    expect(page.rows.map((row) => [row.id, row.job_title_current, row.job_title])).toEqual([
      [second.id, null, 'Data Engineer'],
      [first.id, 'Senior UX Designer', 'UX Designer (old title)'],
    ]);
    expect(await getApplication(first.id)).toMatchObject({ id: first.id, job_title_current: 'Senior UX Designer', cover_letter: null });
    expect((await listApplications({ status: 'all', q: 'acme', page: 1 })).rows.map((row) => row.id)).toEqual([second.id]);
    expect((await listApplications({ status: 'all', q: first.email.toUpperCase(), page: 1 })).rows.map((row) => row.id)).toEqual([first.id]);
    expect((await listApplications({ status: 'reviewing', q: '', page: 1 })).total).toBe(0);
  });

  it('changes the status and the notes, each audited', async () => {
    const application = await makeApplication(db());
    expect(await setApplicationStatus(staff, application.id, 'interviewing')).toMatchObject({ status: 'interviewing' });
    expect(await saveApplicationNotes(staff, application.id, 'Strong portfolio')).toMatchObject({ notes: 'Strong portfolio' });
    await setApplicationStatus(staff, application.id, 'interviewing'); // unchanged: not audited
    expect(await getApplication(application.id)).toMatchObject({ status: 'interviewing', notes: 'Strong portfolio' });
    const audit = await db().select().from(audit_log).orderBy(audit_log.created_at);
    expect(audit.map((row) => [row.action, row.entity, row.entity_id, row.changes])).toEqual([
      ['status', 'job_applications', application.id, { status: { before: 'new', after: 'interviewing' } }],
      ['notes', 'job_applications', application.id, { notes: { before: null, after: 'Strong portfolio' } }],
    ]);
  });

  it('deletes with an audit row; unknown ids change nothing', async () => {
    const application = await makeApplication(db());
    expect(await setApplicationStatus(staff, '00000000-0000-4000-8000-000000000000', 'accepted')).toBeUndefined();
    expect(await saveApplicationNotes(staff, 'nope', 'x')).toBeUndefined();
    expect(await deleteApplication(staff, application.id)).toBe(true);
    expect(await deleteApplication(staff, application.id)).toBe(false);
    expect(await getApplication(application.id)).toBeUndefined();
    const audit = await db().select().from(audit_log);
    expect(audit.map((row) => row.action)).toEqual(['delete']);
  });

  it('exports the filtered rows with the job title', async () => {
    const job = await makeJob(db(), { title: 'QA Lead' });
    const kept = await makeApplication(db(), { job_id: job.id, status: 'accepted' });
    await makeApplication(db(), { status: 'rejected' });
    const rows = await listApplicationsForExport({ status: 'accepted', q: '' });
    expect(rows.map((row) => [row.id, row.job_title_current])).toEqual([[kept.id, 'QA Lead']]);
  });
});
