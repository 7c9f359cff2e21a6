/** /admin/jobs/new and /admin/jobs/edit/{id}: create with list fields, required fields, 'Failed to load job.', and the job's preview links. */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { jobs } from '~/server/db/schema.server';
import { makeJob } from '../../../../tests/support/content-factories';
import { testDatabaseKinds, useTestDatabase } from '../../../../tests/support/database';
import { describePreviewLinkSection } from '../../../../tests/support/preview-link-routes';
import { callAdmin, refreshesSession, useStaffSession } from '../../../../tests/support/staff-sessions';
import { action, loader } from './form';

const fields = { title: 'Route Engineer', department: 'Engineering', experience_level: 'Senior', employment_type: 'Full Time', location: 'Dallas, TX', salary_range: '', description: 'Build things.', requirements: 'TypeScript\n\nSQL', benefits: '', display_order: '0', is_active: 'on' };

describe.each(testDatabaseKinds())('/admin/jobs form (%s)', (kind) => {
  const db = useTestDatabase(kind);
  const session = useStaffSession(db);

  it('creates a job, one requirement per line, with "Job created successfully!"', async () => {
    const created = await callAdmin(action, { path: '/admin/jobs/new', cookie: session(), form: fields });
    expect(created).toMatchObject({ status: 302, location: '/admin/jobs', flash: { kind: 'success', message: 'Job created successfully!' } });
    expect(refreshesSession(created.headers)).toBe(true);
    expect((await db().select().from(jobs).where(eq(jobs.title, 'Route Engineer')))[0]).toMatchObject({ requirements: ['TypeScript', 'SQL'], salary_range: null });
  });

  it("required fields are the product's field errors; an unknown job shows 'Failed to load job.' (404)", async () => {
    const refused = await callAdmin(action, { path: '/admin/jobs/new', cookie: session(), form: { ...fields, title: '', description: '' } });
    expect(refused).toMatchObject({ status: 400, data: { errors: { title: 'Job title is required.', description: 'Description is required.' } } });
    const missing = await callAdmin(loader, { path: '/admin/jobs/edit/0f8fad5b-d9cb-469f-a165-70867728950e', cookie: session(), params: { id: '0f8fad5b-d9cb-469f-a165-70867728950e' } });
    expect(missing).toMatchObject({ status: 404, data: { loadFailed: true } });
  });

  describePreviewLinkSection(db, session, kind, {
    entity: 'jobs',
    adminPath: '/admin/jobs',
    noun: 'job',
    makeItem: async () => (await makeJob(db(), { is_active: false })).id,
    loader,
    action,
    allowedRole: 'recruiter',
    deniedRole: 'editor',
  });
});
