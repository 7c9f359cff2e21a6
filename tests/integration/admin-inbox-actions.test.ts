/**
 * The actions of /admin/leads, /admin/job-applications and /admin (Retry), called as React Router
 * calls them: product §8's messages on success and on real database errors (a table renamed away
 * for the moment), field errors with values kept, the no-JavaScript delete confirmation step.
 */
import { eq, sql } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { action as dashboardAction } from '../../app/routes/admin/dashboard';
import { action as applicationsAction } from '../../app/routes/admin/job-applications/index';
import { action as leadsAction } from '../../app/routes/admin/leads/index';
import { takeFlash } from '../../app/server/platform/flash.server';
import { audit_log, contact_leads, job_applications, outbox } from '../../app/server/db/schema.server';
import { addStaff } from '../../app/server/entities/staff.server';
import { testDatabaseKinds, useTestDatabase } from '../support/database';
import { makeApplication, makeLead } from '../support/inbox-factories';
import { resultOf } from '../support/route-results';
import { configureTestAuth, cookieHeader, makeSessionCookie, TEST_ORIGIN } from '../support/staff-sessions';

const STAFF = 'staff@corvane.example';
/** Any route's action; each is called with the arguments React Router would pass. */
type Action = (args: never) => Promise<unknown>;

/** What an action answered: a redirect (with its one-time message) or data with a status. */
async function outcome(answer: unknown) {
  const result = await resultOf(answer);
  if (!result.response) return { status: result.status, data: result.data };
  const { flash } = await takeFlash(new Request(TEST_ORIGIN, { headers: { cookie: cookieHeader(result.headers) } }));
  return { status: result.status, location: result.location, flash };
}

describe.each(testDatabaseKinds())('inbox and dashboard actions (%s)', (kind) => {
  const db = useTestDatabase(kind);
  let cookie = '';
  beforeAll(async () => {
    configureTestAuth();
    await addStaff(STAFF, 'test', db());
    cookie = (await makeSessionCookie(db(), STAFF)).cookie;
  });
  beforeEach(async () => {
    await db().delete(contact_leads);
    await db().delete(job_applications);
    await db().delete(audit_log);
  });

  const post = async (run: Action, path: string, fields: Record<string, string>) => {
    const request = new Request(`${TEST_ORIGIN}${path}`, { method: 'POST', headers: { cookie }, body: new URLSearchParams(fields) });
    return outcome(run({ request, params: {}, context: {} } as never));
  };
  /** Runs `body` while `table` is renamed away, so every query on it fails for real. */
  const withoutTable = async (table: string, body: () => Promise<void>) => {
    await db().execute(sql.raw(`alter table ${table} rename to ${table}_away`));
    try {
      await body();
    } finally {
      await db().execute(sql.raw(`alter table ${table}_away rename to ${table}`));
    }
  };

  it('leads: Save Changes redirects with product success text; bad input keeps values; errors read as product says', async () => {
    const lead = await makeLead(db());
    const saved = await post(leadsAction, '/admin/leads?status=new&q=Lead', { intent: 'update', id: lead.id, status: 'qualified', notes: 'Call back' });
    expect(saved).toMatchObject({ status: 302, location: `/admin/leads?status=new&q=Lead&lead=${lead.id}`, flash: { kind: 'success', message: 'Lead updated successfully!' } });
    expect((await db().select().from(contact_leads).where(eq(contact_leads.id, lead.id)))[0]).toMatchObject({ status: 'qualified', notes: 'Call back' });

    const invalid = await post(leadsAction, '/admin/leads', { intent: 'update', id: lead.id, status: 'won', notes: 'kept' });
    expect(invalid).toMatchObject({ status: 400, data: { errors: { status: 'Please choose one of the lead statuses.' }, values: { status: 'won', notes: 'kept' } } });

    await withoutTable('contact_leads', async () => {
      const failed = await post(leadsAction, '/admin/leads', { intent: 'update', id: lead.id, status: 'closed', notes: '' });
      expect(failed.status).toBe(500);
      expect((failed.data as { message: string }).message).toMatch(/^Error updating lead: relation "contact_leads" does not exist/);
      const notDeleted = await post(leadsAction, '/admin/leads', { intent: 'delete', id: lead.id, confirmed: 'yes' });
      expect(notDeleted.flash?.kind).toBe('error');
      expect(notDeleted.flash?.message).toMatch(/^Error deleting lead: relation "contact_leads" does not exist/);
    });
    // Nothing half-written: the failed save left the lead as it was.
    expect((await db().select().from(contact_leads).where(eq(contact_leads.id, lead.id)))[0]).toMatchObject({ status: 'qualified' });
  });

  it('leads: an unconfirmed delete asks first (no JavaScript); a confirmed one deletes', async () => {
    const lead = await makeLead(db());
    const asked = await post(leadsAction, `/admin/leads?lead=${lead.id}`, { intent: 'delete', id: lead.id, confirmed: 'no' });
    expect(asked).toMatchObject({ status: 302, location: `/admin/leads?lead=${lead.id}&confirm-delete=${lead.id}` });
    expect(await db().select().from(contact_leads)).toHaveLength(1);
    const deleted = await post(leadsAction, `/admin/leads?lead=${lead.id}`, { intent: 'delete', id: lead.id, confirmed: 'yes' });
    expect(deleted).toMatchObject({ status: 302, location: '/admin/leads', flash: { kind: 'success', message: 'Lead deleted.' } });
    expect(await db().select().from(contact_leads)).toHaveLength(0);
  });

  it('applications: status through the fetcher answers in place, a plain post redirects; product error texts', async () => {
    const application = await makeApplication(db());
    const inPlace = await post(applicationsAction, '/admin/job-applications', { intent: 'status', id: application.id, status: 'reviewing', via: 'fetcher' });
    expect(inPlace).toMatchObject({ status: 200, data: { ok: true } });
    const plain = await post(applicationsAction, '/admin/job-applications?q=x', { intent: 'status', id: application.id, status: 'accepted', via: 'form' });
    expect(plain).toMatchObject({ status: 302, location: '/admin/job-applications?q=x' });
    expect((await db().select().from(job_applications))[0]).toMatchObject({ status: 'accepted' });

    const notes = await post(applicationsAction, '/admin/job-applications', { intent: 'notes', id: application.id, notes: 'Strong' });
    expect(notes).toMatchObject({ status: 302, location: `/admin/job-applications?application=${application.id}`, flash: { message: 'Notes saved.' } });
    const notesInPlace = await post(applicationsAction, '/admin/job-applications', { intent: 'notes', id: application.id, notes: 'Strong', via: 'fetcher' });
    expect(notesInPlace).toMatchObject({ status: 200, data: { ok: true, message: 'Notes saved.' } });

    await withoutTable('job_applications', async () => {
      const status = await post(applicationsAction, '/admin/job-applications', { intent: 'status', id: application.id, status: 'rejected', via: 'fetcher' });
      expect(status.status).toBe(500);
      expect((status.data as { message: string }).message).toMatch(/^Error updating status: relation "job_applications" does not exist/);
      const failedNotes = await post(applicationsAction, '/admin/job-applications', { intent: 'notes', id: application.id, notes: 'Lost?' });
      expect((failedNotes.data as { message: string; values: { notes: string } }).message).toMatch(/^Error updating notes: /);
      expect((failedNotes.data as { values: { notes: string } }).values.notes).toBe('Lost?');
      const failedDelete = await post(applicationsAction, '/admin/job-applications', { intent: 'delete', id: application.id, confirmed: 'yes' });
      expect(failedDelete.flash?.message).toMatch(/^Error deleting application: /);
    });
    expect((await db().select().from(job_applications))[0]).toMatchObject({ status: 'accepted', notes: 'Strong' });
    const deleted = await post(applicationsAction, '/admin/job-applications', { intent: 'delete', id: application.id, confirmed: 'yes' });
    expect(deleted.flash).toEqual({ kind: 'success', message: 'Application deleted.' });
  });

  it('dashboard: Retry requeues a dead notification, audited', async () => {
    const payload = { to: 'sales@corvane.example', from: 'x@corvane.example', subject: 'New Contact Message from A B', html: '', text: '' };
    const [dead] = await db().insert(outbox).values({ channel: 'email', topic: 'lead.contact', payload, status: 'dead', attempts: 8 }).returning();
    const retried = await post(dashboardAction, '/admin?index', { intent: 'retry', id: dead!.id });
    expect(retried).toMatchObject({ status: 302, location: '/admin', flash: { kind: 'success', message: 'Notification queued for another attempt.' } });
    expect((await db().select().from(outbox).where(eq(outbox.id, dead!.id)))[0]?.status).not.toBe('dead');
    expect(await db().select().from(audit_log)).toMatchObject([{ action: 'retry', entity: 'outbox', staff_email: STAFF }]);
    const again = await post(dashboardAction, '/admin?index', { intent: 'retry', id: dead!.id });
    expect(again.flash).toEqual({ kind: 'error', message: 'That notification is no longer waiting for a retry.' });
  });
});
