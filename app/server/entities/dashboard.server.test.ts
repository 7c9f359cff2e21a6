import { eq, sql } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { makeArticle, makeJob, makePartner, makeProject, makeTeamMember, makeTestimonial } from '../../../tests/support/content-factories';
import { testDatabaseKinds, useTestDatabase } from '../../../tests/support/database';
import { makeApplication, makeLead } from '../../../tests/support/inbox-factories';
import { configureTestAuth } from '../../../tests/support/staff-sessions';
import {
  DASHBOARD_TABLES,
  diagnosticHints,
  leadsPerWeek,
  listDeadOutboxRows,
  retryDeadNotification,
  runDiagnostic,
  tableCounts,
} from '~/server/entities/dashboard.server';
import { queryRows } from '~/server/db/db.server';
import {
  audit_log,
  contact_leads,
  job_applications,
  jobs,
  news_insights,
  outbox,
  partners,
  portfolio_projects,
  teams,
  testimonials,
} from '~/server/db/schema.server';

const staff = { email: 'staff@corvane.example' };

describe.each(testDatabaseKinds())('admin dashboard (%s)', (kind) => {
  const db = useTestDatabase(kind);
  beforeAll(() => configureTestAuth());
  beforeEach(async () => {
    for (const table of [job_applications, contact_leads, jobs, news_insights, partners, portfolio_projects, teams, testimonials, outbox, audit_log]) {
      await db().delete(table);
    }
  });

  it('counts every row of the eight tables, active or not', async () => {
    await makeArticle(db(), { is_published: false });
    await makeArticle(db());
    await makePartner(db());
    await makeTeamMember(db(), { is_active: false });
    await makeTestimonial(db());
    await makeTestimonial(db());
    await makeTestimonial(db());
    await makeProject(db());
    const job = await makeJob(db());
    await makeLead(db());
    await makeLead(db(), { status: 'closed' });
    await makeApplication(db(), { job_id: job.id });
    const counts = await tableCounts();
    expect(Object.keys(counts)).toEqual([...DASHBOARD_TABLES]);
    expect(counts).toEqual({
      news_insights: 2,
      partners: 1,
      teams: 1,
      testimonials: 3,
      contact_leads: 2,
      portfolio_projects: 1,
      jobs: 1,
      job_applications: 1,
    });
    // The same as counting each table directly.
    for (const table of DASHBOARD_TABLES) {
      const [row] = await queryRows<{ n: number | string }>(db(), sql.raw(`select count(*) as n from ${table}`));
      expect(counts[table]).toBe(Number(row!.n));
    }
  });

  it("says 'connection successful' and flags active jobs other than 6", async () => {
    const empty = await runDiagnostic();
    expect(empty).toMatchObject({ status: 'connection successful', jobCount: 0, activeJobs: 0, activeJobsFlag: true });
    expect(empty.hints.join(' ')).toMatch(/jobs table is empty/);

    for (let i = 0; i < 6; i++) await makeJob(db());
    const six = await runDiagnostic();
    expect(six).toMatchObject({ status: 'connection successful', jobCount: 6, activeJobs: 6, activeJobsFlag: false, hints: [] });
    // The policy lookup answers on both databases (no policies, the owner's privileges).
    expect(six.policy).toMatchObject({ available: true, rowLevelSecurity: false, policies: [] });

    await makeJob(db(), { is_active: false });
    await makeJob(db());
    const seven = await runDiagnostic();
    expect(seven).toMatchObject({ status: 'connection successful', jobCount: 8, activeJobs: 7, activeJobsFlag: true });
    expect(seven.hints).toEqual(['Expected 6 active jobs, found 7. Check which openings are active under Jobs.']);
  });

  it('gives the hint that fits a failure', () => {
    const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });
    expect(diagnosticHints(withCode('relation "jobs" does not exist', '42P01'))[0]).toMatch(/jobs table is missing/);
    expect(diagnosticHints(withCode('permission denied for table jobs', '42501'))[0]).toMatch(/^Permission denied/);
    expect(diagnosticHints(new Error('wrapped', { cause: withCode('password authentication failed for user "x"', '28P01') }))[0]).toMatch(
      /no browser JWT/,
    );
    expect(diagnosticHints(new Error('connect ECONNREFUSED'))[0]).toMatch(/running and reachable/);
  });

  it('counts new leads per week by status for the last 12 weeks', async () => {
    const now = new Date('2025-03-19T12:00:00Z'); // a Wednesday; its week starts Monday 17th
    await makeLead(db(), { status: 'new', created_at: new Date('2025-03-17T00:00:00Z') });
    await makeLead(db(), { status: 'new', created_at: new Date('2025-03-19T11:00:00Z') });
    await makeLead(db(), { status: 'qualified', created_at: new Date('2025-03-16T23:59:59Z') }); // previous week
    await makeLead(db(), { status: 'closed', created_at: new Date('2024-12-29T12:00:00Z') }); // 13 weeks back: left out
    const series = await leadsPerWeek(now);
    expect(series).toHaveLength(12);
    expect(series.at(-1)).toMatchObject({ week: '2025-03-17', total: 2, counts: { new: 2, qualified: 0 } });
    expect(series.at(-2)).toMatchObject({ week: '2025-03-10', total: 1, counts: { qualified: 1 } });
    expect(series.reduce((sum, week) => sum + week.total, 0)).toBe(3);
  });

  it('lists dead notifications and retries one, audited', async () => {
    const payload = { to: 'sales@corvane.example', from: 'x@corvane.example', subject: 'New Quote Request from Ada Lovelace', html: '', text: '' };
    const [dead] = await db()
      .insert(outbox)
      .values({ channel: 'webhook', topic: 'lead.quote', payload, status: 'dead', attempts: 8, last_error: 'Webhook failed: Bad Gateway' })
      .returning();
    await db().insert(outbox).values({ channel: 'email', topic: 'lead.quote', payload, status: 'sent' });
    const listed = await listDeadOutboxRows();
    expect(listed.map((row) => [row.id, row.subject, row.last_error])).toEqual([[dead!.id, payload.subject, 'Webhook failed: Bad Gateway']]);

    expect(await retryDeadNotification(staff, dead!.id)).toBe(true);
    const [row] = await db().select().from(outbox).where(eq(outbox.id, dead!.id));
    expect(row).toMatchObject({ status: 'pending', attempts: 0 });
    expect(await listDeadOutboxRows()).toEqual([]);
    const audit = await db().select().from(audit_log);
    expect(audit).toMatchObject([{ action: 'retry', entity: 'outbox', entity_id: dead!.id, staff_email: staff.email }]);
    // Not dead any more: a second retry does nothing and records nothing.
    expect(await retryDeadNotification(staff, dead!.id)).toBe(false);
    expect(await retryDeadNotification(staff, 'not-an-id')).toBe(false);
    expect(await db().select().from(audit_log)).toHaveLength(1);
  });
});
