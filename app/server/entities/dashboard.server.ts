/**
 * The admin dashboard (product §2 "Dashboard", §7 "Admin: Dashboard"): row counts of the eight
 * tables, the System Diagnostic on jobs, new leads per week by status, the notifications whose
 * delivery died (with Retry), and (issue 46) the signed-in member's calls, past ones marked held or
 * no-show. Callers have passed requireStaff.
 */
import { and, asc, desc, eq, gt, lte, sql } from 'drizzle-orm';
import { errorMessage } from '~/domain/admin-form';
import { recentWeeks, weeklySeries, type WeekCount, type WeekSeries } from '~/domain/leads-chart';
import type { StaffSession } from '~/server/platform/auth.server';
import { recordAudit } from '~/server/entities/audit.server';
import { currentDatabase, db, queryRows } from '~/server/db/db.server';
import { bookings, contact_leads, offices, staff } from '~/server/db/schema.server';
import { normalizeEmail } from '~/server/entities/staff.server';
import { log } from '~/server/platform/log.server';
import { kickOutbox, listDeadOutboxRows, retryOutboxRow, type DeadOutboxRow } from '~/server/platform/outbox.server';

// ── Counts ───────────────────────────────────────────────────────────────────────────────────

/** the product's eight tables, in the product's order. */
export const DASHBOARD_TABLES = [
  'news_insights',
  'partners',
  'teams',
  'testimonials',
  'contact_leads',
  'portfolio_projects',
  'jobs',
  'job_applications',
] as const;
export type DashboardTable = (typeof DASHBOARD_TABLES)[number];

/** Exact row counts of the eight tables, in one round trip. */
export async function tableCounts(): Promise<Record<DashboardTable, number>> {
  const [row] = await queryRows<Record<DashboardTable, number | string>>(
    db(),
    sql.raw(`select ${DASHBOARD_TABLES.map((table) => `(select count(*) from ${table}) as ${table}`).join(', ')}`),
  );
  const counts = {} as Record<DashboardTable, number>;
  for (const table of DASHBOARD_TABLES) counts[table] = Number(row?.[table] ?? 0);
  return counts;
}

// ── System Diagnostic ────────────────────────────────────────────────────────────────────────

/** product §2: the diagnostic expects this many active jobs and flags any other number. */
export const EXPECTED_ACTIVE_JOBS = 6;

export type DiagnosticStatus = 'connection successful' | 'connection failed' | 'jobs fetch failed' | 'unexpected error';

export type PolicyLookup =
  | { available: true; rowLevelSecurity: boolean; policies: string[]; privileges: string[] }
  | { available: false; reason: string };

export interface Diagnostic {
  status: DiagnosticStatus;
  database: 'PGlite (embedded)' | 'PostgreSQL';
  /** The database's own error text, when a step failed. */
  error?: string;
  hints: string[];
  jobCount?: number;
  activeJobs?: number;
  /** True when the number of active jobs is not EXPECTED_ACTIVE_JOBS. */
  activeJobsFlag: boolean;
  policy: PolicyLookup;
  durationMs: number;
}

/** PostgreSQL error codes we give a specific hint for. */
const UNDEFINED_TABLE = '42P01';
const INSUFFICIENT_PRIVILEGE = '42501';
const AUTH_FAILED = ['28000', '28P01'];

function errorCode(error: unknown): string | undefined {
  for (let current: unknown = error; current instanceof Error; current = current.cause) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string') return code;
  }
  return undefined;
}

/** the product's hints (missing table, permission denied, JWT problems), said the way they apply here. */
export function diagnosticHints(error: unknown): string[] {
  const code = errorCode(error);
  const text = errorMessage(error);
  if (code === UNDEFINED_TABLE || /relation .* does not exist/i.test(text)) {
    return ['The jobs table is missing: the database migrations have not run. Restart the server (it applies them at start-up) or check DATABASE_URL points at the right database.'];
  }
  if (code === INSUFFICIENT_PRIVILEGE || /permission denied/i.test(text)) {
    return ['Permission denied: the database user in DATABASE_URL needs SELECT, INSERT, UPDATE and DELETE on the application tables (GRANT … TO that user).'];
  }
  if ((code && AUTH_FAILED.includes(code)) || /jwt|token|password authentication/i.test(text)) {
    return [
      'Authentication failed. This site has no browser JWT or anonymous key: the server connects with the credentials in DATABASE_URL (or the embedded database, which needs none). Check that user name and password.',
    ];
  }
  return ['Check that the database is running and reachable (DATABASE_URL, or the embedded database in DATA_DIR), then reload this page.'];
}

/** The honest equivalent of get_table_policies('jobs'): row-level security, policies and grants. */
async function lookUpJobsPolicy(): Promise<PolicyLookup> {
  try {
    const [table] = await queryRows<{ rls: boolean }>(
      db(),
      sql`select relrowsecurity as rls from pg_class where oid = to_regclass('public.jobs')`,
    );
    const policies = await queryRows<{ policyname: string; cmd: string }>(
      db(),
      sql`select policyname, cmd from pg_policies where schemaname = 'public' and tablename = 'jobs' order by policyname`,
    );
    const privileges = await queryRows<{ privilege_type: string }>(
      db(),
      sql`select distinct privilege_type from information_schema.role_table_grants
          where table_schema = 'public' and table_name = 'jobs' and grantee = current_user
          order by privilege_type`,
    );
    return {
      available: true,
      rowLevelSecurity: Boolean(table?.rls),
      policies: policies.map((p) => `${p.policyname} (${p.cmd})`),
      privileges: privileges.map((p) => p.privilege_type),
    };
  } catch (error) {
    // product: the policy lookup's failure is tolerated.
    return { available: false, reason: errorMessage(error) };
  }
}

/**
 * the product's diagnostic: count jobs (the connection check), select all jobs (the fetch), expect 6
 * active ones, then the policy lookup (failure tolerated). Never throws.
 */
export async function runDiagnostic(): Promise<Diagnostic> {
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  let database: Diagnostic['database'] = 'PGlite (embedded)';
  try {
    database = currentDatabase().kind === 'postgres' ? 'PostgreSQL' : 'PGlite (embedded)';
    const fail = (status: DiagnosticStatus, error: unknown): Diagnostic => {
      log.warn({ err: error, status }, 'dashboard diagnostic failed');
      return { status, database, error: errorMessage(error), hints: diagnosticHints(error), activeJobsFlag: true, policy: { available: false, reason: 'not run' }, durationMs: elapsed() };
    };
    let jobCount: number;
    try {
      const [row] = await queryRows<{ n: number | string }>(db(), sql`select count(*) as n from jobs`);
      jobCount = Number(row?.n ?? 0);
    } catch (error) {
      return fail('connection failed', error);
    }
    let activeJobs: number;
    try {
      const rows = await queryRows<{ is_active: boolean }>(db(), sql`select * from jobs`);
      activeJobs = rows.filter((job) => job.is_active).length;
    } catch (error) {
      return fail('jobs fetch failed', error);
    }
    const hints: string[] = [];
    if (jobCount === 0) {
      hints.push('The jobs table is empty: add openings under Jobs, or load the demo content with npm run db:seed.');
    } else if (activeJobs !== EXPECTED_ACTIVE_JOBS) {
      hints.push(`Expected ${EXPECTED_ACTIVE_JOBS} active jobs, found ${activeJobs}. Check which openings are active under Jobs.`);
    }
    const policy = await lookUpJobsPolicy();
    return {
      status: 'connection successful',
      database,
      hints,
      jobCount,
      activeJobs,
      activeJobsFlag: activeJobs !== EXPECTED_ACTIVE_JOBS,
      policy,
      durationMs: elapsed(),
    };
  } catch (error) {
    log.error({ err: error }, 'dashboard diagnostic: unexpected error');
    return {
      status: 'unexpected error',
      database,
      error: errorMessage(error),
      hints: diagnosticHints(error),
      activeJobsFlag: true,
      policy: { available: false, reason: 'not run' },
      durationMs: elapsed(),
    };
  }
}

// ── Leads per week ───────────────────────────────────────────────────────────────────────────

/** New leads per week (Monday 00:00 UTC) by current status, for the last 12 weeks. */
export async function leadsPerWeek(now: Date = new Date()): Promise<WeekSeries[]> {
  const weeks = recentWeeks(now);
  const rows = await queryRows<{ week: string; status: string; count: number | string }>(
    db(),
    sql`select to_char(date_trunc('week', created_at at time zone 'UTC'), 'YYYY-MM-DD') as week, status, count(*) as count
        from contact_leads
        where created_at >= ${`${weeks[0]}T00:00:00Z`}::timestamptz
        group by 1, 2`,
  );
  const counts: WeekCount[] = rows.map((row) => ({ week: row.week, status: row.status, count: Number(row.count) }));
  return weeklySeries(counts, weeks);
}

// ── Notifications whose delivery died ──────────────────────────────────────────────────────

export type { DeadOutboxRow };
export { listDeadOutboxRows };

/** Retry: puts a dead notification back in the queue, audited. False when it is not dead (any more). */
export async function retryDeadNotification(staff: Pick<StaffSession, 'email'>, id: string): Promise<boolean> {
  const retried = await db().transaction(async (tx) => {
    const requeued = await retryOutboxRow(id, tx);
    if (requeued) {
      await recordAudit(tx, {
        staffEmail: staff.email,
        entity: 'outbox',
        entityId: id,
        action: 'retry',
        before: { status: 'dead' },
        after: { status: 'pending', attempts: 0 },
      });
    }
    return requeued;
  });
  if (retried) kickOutbox();
  return retried;
}

// ── The member's calls (issue 46, ADR 360 §5) ─────────────────────────────────────────────────

/** Upcoming calls shown, soonest first. */
export const UPCOMING_CALLS_SHOWN = 10;
/** A call still 'booked' that ended within this many days may be marked held or no-show. */
export const MARK_CALLS_WITHIN_DAYS = 14;
/** Past calls waiting to be marked, shown newest first. */
const CALLS_TO_MARK_SHOWN = 20;

export interface CallItem {
  id: string;
  slotStart: Date;
  slotEnd: Date;
  visitorName: string;
  leadId: string;
  officeName: string;
}

export interface MemberCalls {
  upcoming: CallItem[];
  /** Ended within MARK_CALLS_WITHIN_DAYS and still 'booked'. */
  toMark: CallItem[];
}

const markFrom = (now: Date) => new Date(now.getTime() - MARK_CALLS_WITHIN_DAYS * 86_400_000);

/** The calls booked with the staff member `email` (bookings.owner_staff_id): upcoming, and ended ones to mark. */
export async function listMemberCalls(email: string, now: Date = new Date()): Promise<MemberCalls> {
  const columns = {
    id: bookings.id,
    slotStart: bookings.slot_start,
    slotEnd: bookings.slot_end,
    visitorName: bookings.visitor_name,
    leadId: bookings.lead_id,
    officeName: offices.name,
  };
  const theirs = and(eq(staff.email, normalizeEmail(email)), eq(bookings.status, 'booked'));
  const calls = () =>
    db()
      .select(columns)
      .from(bookings)
      .innerJoin(staff, eq(staff.id, bookings.owner_staff_id))
      .innerJoin(offices, eq(offices.key, bookings.office_key));
  const [upcoming, toMark] = await Promise.all([
    calls().where(and(theirs, gt(bookings.slot_end, now))).orderBy(asc(bookings.slot_start), asc(bookings.id)).limit(UPCOMING_CALLS_SHOWN),
    calls()
      .where(and(theirs, lte(bookings.slot_end, now), gt(bookings.slot_end, markFrom(now))))
      .orderBy(desc(bookings.slot_start), desc(bookings.id))
      .limit(CALLS_TO_MARK_SHOWN),
  ]);
  return { upcoming, toMark };
}

export const CALL_OUTCOMES = ['held', 'no_show'] as const;
export type CallOutcome = (typeof CALL_OUTCOMES)[number];

/** 'gone': no such call, already marked or cancelled, or ended too long ago. */
export type MarkCallResult = { ok: true; outcome: CallOutcome } | { ok: false; reason: 'gone' | 'not-yours' | 'not-ended' };

/**
 * Marks a call that has ended held or no-show, audited. The call must be booked with the member,
 * or the member an owner. Held: the lead becomes 'contacted' if it was 'new', and its first
 * response is recorded if none was (its reminders stop); no-show leaves the lead as it is.
 */
export async function markCall(member: Pick<StaffSession, 'email' | 'role'>, bookingId: string, outcome: CallOutcome, now: Date = new Date()): Promise<MarkCallResult> {
  return db().transaction(async (tx) => {
    const [call] = await tx
      .select({ id: bookings.id, leadId: bookings.lead_id, ownerId: bookings.owner_staff_id, status: bookings.status, slotEnd: bookings.slot_end })
      .from(bookings)
      .where(eq(bookings.id, bookingId))
      .for('update');
    if (!call || call.status !== 'booked' || call.slotEnd <= markFrom(now)) return { ok: false, reason: 'gone' };
    if (member.role !== 'owner') {
      const [self] = await tx.select({ id: staff.id }).from(staff).where(eq(staff.email, normalizeEmail(member.email))).limit(1);
      if (!self || self.id !== call.ownerId) return { ok: false, reason: 'not-yours' };
    }
    if (call.slotEnd > now) return { ok: false, reason: 'not-ended' };
    await tx.update(bookings).set({ status: outcome }).where(eq(bookings.id, call.id));
    await recordAudit(tx, { staffEmail: member.email, entity: 'bookings', entityId: call.id, action: 'status', before: { status: 'booked' }, after: { status: outcome } });
    if (outcome === 'held') {
      const [lead] = await tx
        .select({ status: contact_leads.status, firstResponseAt: contact_leads.first_response_at })
        .from(contact_leads)
        .where(eq(contact_leads.id, call.leadId))
        .for('update');
      if (lead && (lead.status === 'new' || lead.firstResponseAt === null)) {
        const status = lead.status === 'new' ? 'contacted' : lead.status;
        await tx
          .update(contact_leads)
          .set({ status, first_response_at: lead.firstResponseAt ?? now })
          .where(eq(contact_leads.id, call.leadId));
        if (status !== lead.status) {
          await recordAudit(tx, { staffEmail: member.email, entity: 'contact_leads', entityId: call.leadId, action: 'status', before: { status: lead.status }, after: { status } });
        }
      }
    }
    return { ok: true, outcome };
  });
}
