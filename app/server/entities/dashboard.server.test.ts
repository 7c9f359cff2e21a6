import crypto from 'node:crypto';
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
  listMemberCalls,
  markCall,
  retryDeadNotification,
  runDiagnostic,
  tableCounts,
} from '~/server/entities/dashboard.server';
import { queryRows } from '~/server/db/db.server';
import {
  audit_log,
  bookings,
  contact_leads,
  job_applications,
  jobs,
  news_insights,
  outbox,
  partners,
  portfolio_projects,
  staff as staffTable,
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

// ── The member's calls (issue 46) ─────────────────────────────────────────────────────────────

describe.each(testDatabaseKinds())('the dashboard’s calls (%s)', (kind) => {
  const db = useTestDatabase(kind);
  // Each test its own moment, 60 days from the last: bookings of one office never share a slot
  // (the database refuses that) and no test's calls fall in another's windows.
  let NOW = new Date('2026-03-04T12:00:00Z');
  let tests = 0;
  beforeEach(() => {
    NOW = new Date(Date.UTC(2026, 2, 4, 12) + tests++ * 60 * 86_400_000);
  });
  const minutes = (n: number) => new Date(NOW.getTime() + n * 60_000);
  const members = { sales: { email: `calls-sales-${kind}@corvane.example`, role: 'sales' as const, id: '' }, other: { email: `calls-other-${kind}@corvane.example`, role: 'sales' as const, id: '' }, owner: { email: `calls-owner-${kind}@corvane.example`, role: 'owner' as const, id: '' } };

  beforeAll(async () => {
    configureTestAuth();
    for (const member of Object.values(members)) {
      const [row] = await db().insert(staffTable).values({ email: member.email, role: member.role }).returning({ id: staffTable.id });
      member.id = row!.id;
    }
  });

  /** A call booked directly (the booking pages are another module's), 30 minutes from `start`. */
  async function bookCall(owner: { id: string } | null, start: Date, values: Partial<typeof bookings.$inferInsert> = {}) {
    const lead = await makeLead(db(), { first_name: 'Ada', last_name: 'Lovelace' });
    const [row] = await db()
      .insert(bookings)
      .values({
        lead_id: lead.id,
        office_key: 'dubai',
        owner_staff_id: owner?.id ?? null,
        slot_start: start,
        slot_end: new Date(start.getTime() + 30 * 60_000),
        visitor_name: `Visitor ${crypto.randomUUID().slice(0, 8)}`,
        visitor_email: lead.email,
        visitor_time_zone: 'Asia/Dubai',
        uid: `${crypto.randomUUID()}@corvane.example`,
        ...values,
      })
      .returning();
    return { booking: row!, lead };
  }

  it('lists the member’s booked calls still to come, soonest first, at most 10; ended ones of the last 14 days to mark', async () => {
    const soon = await bookCall(members.sales, minutes(60));
    const later = await bookCall(members.sales, minutes(24 * 60));
    const inProgress = await bookCall(members.sales, minutes(-10));
    const ended = await bookCall(members.sales, minutes(-120));
    await bookCall(members.sales, minutes(-15 * 24 * 60));
    await bookCall(members.sales, minutes(90), { status: 'cancelled' });
    await bookCall(members.sales, minutes(-240), { status: 'held' });
    await bookCall(members.other, minutes(120));

    const calls = await listMemberCalls(members.sales.email.toUpperCase(), NOW);
    expect(calls.upcoming.map((call) => call.id)).toEqual([inProgress.booking.id, soon.booking.id, later.booking.id]);
    expect(calls.upcoming[1]).toEqual({ id: soon.booking.id, slotStart: minutes(60), slotEnd: minutes(90), visitorName: soon.booking.visitor_name, leadId: soon.lead.id, officeName: 'Dubai' });
    expect(calls.toMark.map((call) => call.id)).toEqual([ended.booking.id]);

    for (let day = 2; day <= 12; day++) await bookCall(members.sales, minutes(day * 24 * 60));
    expect((await listMemberCalls(members.sales.email, NOW)).upcoming).toHaveLength(10);
  });

  it('held: the call is held, a new lead becomes contacted with its first response recorded, both audited', async () => {
    const { booking, lead } = await bookCall(members.sales, minutes(-60));
    expect(await markCall(members.sales, booking.id, 'held', NOW)).toEqual({ ok: true, outcome: 'held' });
    expect((await db().select().from(bookings).where(eq(bookings.id, booking.id)))[0]?.status).toBe('held');
    const [after] = await db().select().from(contact_leads).where(eq(contact_leads.id, lead.id));
    expect(after).toMatchObject({ status: 'contacted', first_response_at: NOW });
    const audits = await db().select().from(audit_log).where(eq(audit_log.staff_email, members.sales.email));
    expect(audits.filter((row) => row.entity_id === booking.id || row.entity_id === lead.id).map((row) => [row.entity, row.action, row.changes])).toEqual(
      expect.arrayContaining([
        ['bookings', 'status', { status: { before: 'booked', after: 'held' } }],
        ['contact_leads', 'status', { status: { before: 'new', after: 'contacted' } }],
      ]),
    );
    expect(await markCall(members.sales, booking.id, 'no_show', NOW)).toEqual({ ok: false, reason: 'gone' });
  });

  it('held keeps a lead already further along, and an earlier first response', async () => {
    const answered = new Date('2026-03-01T09:00:00Z');
    const { booking, lead } = await bookCall(members.sales, minutes(-60));
    await db().update(contact_leads).set({ status: 'qualified', first_response_at: answered }).where(eq(contact_leads.id, lead.id));
    await markCall(members.sales, booking.id, 'held', NOW);
    expect((await db().select().from(contact_leads).where(eq(contact_leads.id, lead.id)))[0]).toMatchObject({ status: 'qualified', first_response_at: answered });
  });

  it('no-show leaves the lead as it was', async () => {
    const { booking, lead } = await bookCall(members.sales, minutes(-60));
    expect(await markCall(members.sales, booking.id, 'no_show', NOW)).toEqual({ ok: true, outcome: 'no_show' });
    expect((await db().select().from(bookings).where(eq(bookings.id, booking.id)))[0]?.status).toBe('no_show');
    expect((await db().select().from(contact_leads).where(eq(contact_leads.id, lead.id)))[0]).toMatchObject({ status: 'new', first_response_at: null });
  });

  it('refuses someone else’s call (an owner may mark any), a call not ended, a cancelled one and one ended over 14 days ago', async () => {
    const theirs = await bookCall(members.other, minutes(-60));
    expect(await markCall(members.sales, theirs.booking.id, 'held', NOW)).toEqual({ ok: false, reason: 'not-yours' });
    expect((await db().select().from(bookings).where(eq(bookings.id, theirs.booking.id)))[0]?.status).toBe('booked');
    expect(await markCall(members.owner, theirs.booking.id, 'no_show', NOW)).toEqual({ ok: true, outcome: 'no_show' });

    const upcoming = await bookCall(members.sales, minutes(-10));
    expect(await markCall(members.sales, upcoming.booking.id, 'held', NOW)).toEqual({ ok: false, reason: 'not-ended' });
    const cancelled = await bookCall(members.sales, minutes(-120), { status: 'cancelled' });
    expect(await markCall(members.sales, cancelled.booking.id, 'held', NOW)).toEqual({ ok: false, reason: 'gone' });
    const old = await bookCall(members.sales, minutes(-15 * 24 * 60));
    expect(await markCall(members.sales, old.booking.id, 'held', NOW)).toEqual({ ok: false, reason: 'gone' });
    expect(await markCall(members.sales, crypto.randomUUID(), 'held', NOW)).toEqual({ ok: false, reason: 'gone' });
  });
});
