/** /admin/job-applications: the list, a status change (fetcher and plain post), notes, the confirmed Delete. */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { job_applications } from '~/server/db/schema.server';
import { makeApplication } from '../../../../tests/support/inbox-factories';
import { makeJob } from '../../../../tests/support/content-factories';
import { inboxSearch } from '~/domain/inbox';
import { testDatabaseKinds, useTestDatabase } from '../../../../tests/support/database';
import { dataOf } from '../../../../tests/support/route-results';
import { callAdmin, refreshesSession, useStaffSession } from '../../../../tests/support/staff-sessions';
import { action, loader } from './index';

describe.each(testDatabaseKinds())('/admin/job-applications (%s)', (kind) => {
  const db = useTestDatabase(kind);
  const session = useStaffSession(db);
  const row = async (id: string) => (await db().select().from(job_applications).where(eq(job_applications.id, id)))[0];

  it('lists applications with the selected one', async () => {
    const application = await makeApplication(db(), { first_name: 'Selected' });
    const page = await callAdmin(loader, { path: `/admin/job-applications?application=${application.id}`, cookie: session() });
    expect(dataOf<{ selected: { id: string } | null }>(page).selected?.id).toBe(application.id);
    expect(refreshesSession(page.headers)).toBe(true);
  });

  it('a status change: in place for a fetcher, "Status saved." after a plain post; an unknown status is refused', async () => {
    const application = await makeApplication(db());
    const inPlace = await callAdmin(action, { path: '/admin/job-applications', cookie: session(), form: { intent: 'status', id: application.id, status: 'reviewing', via: 'fetcher' } });
    expect(inPlace).toMatchObject({ status: 200, data: { ok: true } });
    expect(refreshesSession(inPlace.headers)).toBe(true);
    expect((await row(application.id))?.status).toBe('reviewing');
    const plain = await callAdmin(action, { path: '/admin/job-applications?q=x', cookie: session(), form: { intent: 'status', id: application.id, status: 'accepted' } });
    expect(plain).toMatchObject({ status: 302, location: '/admin/job-applications?q=x', flash: { kind: 'info', message: 'Status saved.' } });
    const refused = await callAdmin(action, { path: '/admin/job-applications', cookie: session(), form: { intent: 'status', id: application.id, status: 'hired', via: 'fetcher' } });
    expect(refused).toMatchObject({ status: 400, data: { ok: false, message: 'Error updating status: Please choose one of the application statuses.' } });
    expect((await row(application.id))?.status).toBe('accepted');
  });

  it('notes: "Notes saved." (in place for the dialog); a confirmed Delete says "Application deleted."', async () => {
    const application = await makeApplication(db());
    const notes = await callAdmin(action, { path: '/admin/job-applications', cookie: session(), form: { intent: 'notes', id: application.id, notes: 'Strong', via: 'fetcher' } });
    expect(notes).toMatchObject({ status: 200, data: { ok: true, message: 'Notes saved.', values: { notes: 'Strong' } } });
    expect((await row(application.id))?.notes).toBe('Strong');
    const deleted = await callAdmin(action, { path: '/admin/job-applications', cookie: session(), form: { intent: 'delete', id: application.id, confirmed: 'yes' } });
    expect(deleted).toMatchObject({ status: 302, location: '/admin/job-applications', flash: { kind: 'success', message: 'Application deleted.' } });
    expect(await row(application.id)).toBeUndefined();
  });

  it('filters by job (kept by the status and search links) and links each row to its job page', async () => {
    const platform = await makeJob(db(), { title: 'Platform Engineer', slug: `platform-${kind}` });
    const designer = await makeJob(db(), { title: 'Designer', slug: `designer-${kind}` });
    const mine = await makeApplication(db(), { first_name: 'Filtered', job_id: platform.id, job_title: platform.title });
    await makeApplication(db(), { first_name: 'Elsewhere', job_id: designer.id, job_title: designer.title });
    const page = await callAdmin(loader, { path: `/admin/job-applications?job=${platform.id}`, cookie: session() });
    const loaded = dataOf<{ query: { job: string | null }; page: { rows: { id: string; job_slug: string | null }[] }; jobOptions: { id: string }[] }>(page);
    expect(loaded.page.rows).toEqual([expect.objectContaining({ id: mine.id, job_slug: `platform-${kind}` })]);
    expect(loaded.query.job).toBe(platform.id);
    expect(loaded.jobOptions.map((job) => job.id)).toEqual(expect.arrayContaining([platform.id, designer.id]));
    expect(inboxSearch({ ...loaded.query, status: 'new', q: '', page: 1 })).toBe(`?status=new&job=${platform.id}`);
    const unfiltered = await callAdmin(loader, { path: '/admin/job-applications?job=not-a-uuid', cookie: session() });
    expect(dataOf<{ page: { rows: unknown[] } }>(unfiltered).page.rows.length).toBeGreaterThanOrEqual(2);
  });
});
