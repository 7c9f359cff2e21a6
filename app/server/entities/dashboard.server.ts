/**
 * The admin dashboard (product §2 "Dashboard", §7 "Admin: Dashboard"): row counts of the eight
 * tables, the System Diagnostic on jobs, new leads per week by status, and the notifications
 * whose delivery died (with Retry). Callers have passed requireStaff.
 */
import { sql } from 'drizzle-orm';
import { errorMessage } from '~/domain/admin-form';
import { recentWeeks, weeklySeries, type WeekCount, type WeekSeries } from '~/domain/leads-chart';
import type { StaffSession } from '~/server/platform/auth.server';
import { recordAudit } from '~/server/entities/audit.server';
import { currentDatabase, db, queryRows } from '~/server/db/db.server';
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
