import { asc, eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { makeJob } from '../../../tests/support/content-factories';
import { testDatabaseKinds, useTestDatabase } from '../../../tests/support/database';
import { jobSchema } from '~/domain/job-admin';
import { onContentChange } from '~/server/entities/audit.server';
import { publishedTranslations } from '~/server/entities/translations.server';
import {
  deleteJob,
  getActiveJob,
  getJob,
  getJobPage,
  listActiveJobs,
  listJobs,
  saveJob,
  setJobActive,
} from '~/server/entities/jobs.server';
import { audit_log, job_applications, jobs } from '~/server/db/schema.server';
import { runWithRequestState } from '~/server/platform/request-state.server';

describe.each(testDatabaseKinds())('jobs public queries (%s)', (kind) => {
  const db = useTestDatabase(kind);
  beforeEach(async () => {
    await db().delete(jobs);
  });

  it('lists active openings only, by display_order ascending, with product defaults', async () => {
    const second = await makeJob(db(), { display_order: 2, requirements: ['TypeScript'], benefits: ['Remote'] });
    const inactive = await makeJob(db(), { display_order: 0, is_active: false });
    const first = await makeJob(db(), { display_order: 1 });
    const listed = await listActiveJobs();
    expect(listed.map((j) => j.id)).toEqual([first.id, second.id]);
    expect(listed[0]).toMatchObject({ employment_type: 'Full Time', location: 'Remote' });
    expect(listed[1]).toMatchObject({ requirements: ['TypeScript'], benefits: ['Remote'] });
    expect(await getActiveJob(inactive.id)).toBeUndefined();
  });

  it('closing dates are checked at read time: open through the closing day (UTC), then closed (410), gone from the list and the sitemap', async () => {
    const job = await makeJob(db(), { slug: 'closing-soon', closes_on: '2030-06-15' });
    const lastDay = new Date('2030-06-15T23:59:59Z');
    const dayAfter = new Date('2030-06-16T00:00:00Z');
    expect((await listActiveJobs(lastDay)).map((j) => j.id)).toEqual([job.id]);
    expect(await getJobPage('closing-soon', lastDay)).toMatchObject({ kind: 'open', job: { id: job.id } });
    expect((await publishedTranslations(lastDay)).filter((entry) => entry.kind === 'job').map((entry) => entry.slug)).toEqual(['closing-soon']);
    expect(await getActiveJob(job.id, lastDay)).toMatchObject({ id: job.id });

    expect(await listActiveJobs(dayAfter)).toEqual([]);
    expect(await getJobPage('closing-soon', dayAfter)).toEqual({ kind: 'closed', title: job.title });
    expect((await publishedTranslations(dayAfter)).filter((entry) => entry.kind === 'job')).toEqual([]);
    expect(await getActiveJob(job.id, dayAfter)).toBeUndefined();
  });

  it('an open job page and the list report the job\'s closing moment to the page cache (markExpiresAt)', async () => {
    await makeJob(db(), { slug: 'reported', closes_on: '2999-03-01' });
    const page = runWithRequestState(() => getJobPage('reported'));
    await page.result;
    expect(page.state.expiresAt).toBe(Date.UTC(2999, 2, 2));
    const list = runWithRequestState(() => listActiveJobs());
    await list.result;
    expect(list.state.expiresAt).toBe(Date.UTC(2999, 2, 2));
  });

  it('a job page: open, inactive (closed) or unknown; a segment that is no slug is never looked up', async () => {
    const open = await makeJob(db(), { slug: 'open-role' });
    const inactive = await makeJob(db(), { slug: 'old-role', is_active: false });
    expect(await getJobPage('open-role')).toMatchObject({ kind: 'open', job: { id: open.id, slug: 'open-role' } });
    expect(await getJobPage('old-role')).toEqual({ kind: 'closed', title: inactive.title });
    expect(await getJobPage('no-such-role')).toEqual({ kind: 'unknown' });
    expect(await getJobPage("x' or '1'='1")).toEqual({ kind: 'unknown' });
  });

  it('finds one active job by id, and nothing for unknown or malformed ids', async () => {
    const job = await makeJob(db());
    expect(await getActiveJob(job.id)).toMatchObject({ id: job.id, title: job.title });
    expect(await getActiveJob('00000000-0000-4000-8000-000000000000')).toBeUndefined();
    expect(await getActiveJob("1' or '1'='1")).toBeUndefined();
  });
});

describe.each(testDatabaseKinds())('jobs admin commands (%s)', (kind) => {
  const db = useTestDatabase(kind);
  const staff = { email: 'editor@corvane.example' };
  const input = jobSchema.parse({
    title: 'Cloud Architect',
    slug: 'cloud-architect',
    department: 'Technology',
    experience_level: 'Senior',
    description: 'Design platforms.',
    requirements: 'AWS\n\nTerraform',
    benefits: 'Remote work',
    is_active: 'on',
  });
  const auditRows = (entityId: string) =>
    db().select().from(audit_log).where(eq(audit_log.entity_id, entityId)).orderBy(asc(audit_log.created_at));

  beforeEach(async () => {
    await db().delete(job_applications);
    await db().delete(jobs);
    await db().delete(audit_log);
  });

  it('create, update, deactivate, activate and delete each write an audit row and reach the public list', async () => {
    const changes: number[] = [];
    const stop = onContentChange(() => changes.push(1));
    try {
      const saved = await saveJob(staff, null, input);
      if (!saved.ok) throw new Error('not saved');
      const created = saved.row;
      expect(created).toMatchObject({
        slug: 'cloud-architect',
        closes_on: null,
        employment_type: 'Full Time',
        location: 'Remote',
        salary_range: null,
        requirements: ['AWS', 'Terraform'],
        benefits: ['Remote work'],
        display_order: 0,
        is_active: true,
      });
      expect((await listActiveJobs()).map((j) => j.id)).toEqual([created.id]);

      const updated = await saveJob(staff, created.id, { ...input, title: 'Lead Cloud Architect', salary_range: '$150k' });
      expect(updated).toMatchObject({ ok: true, row: { title: 'Lead Cloud Architect', salary_range: '$150k' } });
      expect((await listActiveJobs())[0]?.title).toBe('Lead Cloud Architect');

      await setJobActive(staff, created.id, false);
      expect(await listActiveJobs()).toEqual([]);
      expect(await getActiveJob(created.id)).toBeUndefined();
      await setJobActive(staff, created.id, true);
      expect(await deleteJob(staff, created.id)).toBe(true);
      expect(await getJob(created.id)).toBeUndefined();

      const audit = await auditRows(created.id);
      expect(audit.map((row) => row.action)).toEqual(['create', 'update', 'deactivate', 'activate', 'delete']);
      expect(audit.every((row) => row.staff_email === staff.email && row.entity === 'jobs')).toBe(true);
      expect(audit[1]!.changes).toEqual({
        title: { before: 'Cloud Architect', after: 'Lead Cloud Architect' },
        salary_range: { before: null, after: '$150k' },
      });
      expect(changes).toHaveLength(5);
    } finally {
      stop();
    }
  });

  it('refuses a slug another job has, and stores the closing date', async () => {
    await makeJob(db(), { slug: 'cloud-architect' });
    expect(await saveJob(staff, null, input)).toEqual({ ok: false, reason: 'slug_taken' });
    const saved = await saveJob(staff, null, { ...input, slug: 'cloud-architect-2', closes_on: '2031-01-31' });
    expect(saved).toMatchObject({ ok: true, row: { slug: 'cloud-architect-2', closes_on: '2031-01-31' } });
  });

  it('lists every job by display_order, inactive too', async () => {
    const b = await makeJob(db(), { display_order: 3 });
    const a = await makeJob(db(), { display_order: 1, is_active: false });
    expect((await listJobs()).map((j) => j.id)).toEqual([a.id, b.id]);
  });

  it('deleting a job keeps its applications, detached', async () => {
    const job = await makeJob(db());
    const [application] = await db()
      .insert(job_applications)
      .values({ job_id: job.id, first_name: 'Ann', last_name: 'Lee', email: 'ann@example.com' })
      .returning();
    expect(await deleteJob(staff, job.id)).toBe(true);
    const [kept] = await db().select().from(job_applications).where(eq(job_applications.id, application!.id));
    expect(kept?.job_id).toBeNull();
  });

  it('an update of an unknown job changes nothing', async () => {
    expect(await saveJob(staff, '00000000-0000-4000-8000-000000000000', input)).toEqual({ ok: false, reason: 'not_found' });
    expect(await saveJob(staff, 'bad-id', input)).toEqual({ ok: false, reason: 'not_found' });
    expect(await setJobActive(staff, 'bad-id', true)).toBeUndefined();
    expect(await deleteJob(staff, 'bad-id')).toBe(false);
    expect(await db().select().from(jobs)).toEqual([]);
    expect(await db().select().from(audit_log)).toEqual([]);
  });
});
