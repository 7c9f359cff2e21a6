/**
 * Retention enforced (issue 20): leads last updated more than RETENTION.leadYears ago and
 * applications last updated more than RETENTION.applicationYears ago are deleted, with the outbox
 * rows about them; the audit entries about them keep the fact of the change but lose its values.
 * Outbox rows older than the lead period go too, whatever they were about.
 *
 * One run at a time across instances: the run holds a transaction-level advisory lock, so a
 * second instance waits and then finds nothing left to remove (each row is removed once). On the
 * embedded database there is only one process. Every real run writes one audit row with its
 * counts; a dry run counts the same rows and changes nothing.
 *
 * The same run clears what has stopped working but still names people: expired sign-in codes and
 * links (their identifier is a staff address), expired sessions (with the address and browser
 * they were opened from) and rate-limit counters whose window ended a day ago (keyed by client
 * address or e-mail). Nothing else ever deletes them.
 */
import { sql, type SQL } from 'drizzle-orm';
import { PURGE_INTERVAL_HOURS, RETENTION, yearsBefore } from '~/domain/privacy';
import { db, queryRows, type Executor } from '~/server/db/db.server';
import { log } from '~/server/platform/log.server';
import { recordErasure } from '~/server/privacy/data-rights.server';

/** The advisory lock key of the purge (any fixed number no other feature uses). */
const PURGE_LOCK_KEY = 2020_0001;

export const PURGE_ACTOR = 'system (retention purge)';

export interface PurgeReport {
  dryRun: boolean;
  leadCutoff: Date;
  applicationCutoff: Date;
  leads: number;
  applications: number;
  outbox: number;
  /** Audit entries whose values were scrubbed. */
  audit: number;
  /** Expired sign-in codes and links, expired sessions, and rate-limit counters past their window. */
  expiredAccess: { signInSecrets: number; sessions: number; rateLimitCounters: number };
}

/** Longer than any rate-limit window (the longest is an hour): older counters count nothing. */
const RATE_LIMIT_COUNTER_KEEP_MS = 24 * 60 * 60 * 1000;

const ids = (rows: { id: string }[]) => (rows.length === 0 ? sql`array[]::text[]` : sql`array[${sql.join(rows.map((row) => sql`${row.id}`), sql`, `)}]::text[]`);

async function expired(tx: Executor, leadCutoff: Date, applicationCutoff: Date) {
  const leads = await queryRows<{ id: string }>(tx, sql`select id::text as id from contact_leads where updated_at < ${leadCutoff.toISOString()}::timestamptz`);
  const applications = await queryRows<{ id: string }>(
    tx,
    sql`select id::text as id from job_applications where updated_at < ${applicationCutoff.toISOString()}::timestamptz`,
  );
  return { leads, applications };
}

export async function purgeExpiredData(options: { dryRun?: boolean; now?: Date } = {}): Promise<PurgeReport> {
  const now = options.now ?? new Date();
  const dryRun = options.dryRun ?? false;
  const leadCutoff = yearsBefore(now, RETENTION.leadYears);
  const applicationCutoff = yearsBefore(now, RETENTION.applicationYears);
  return db().transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${PURGE_LOCK_KEY})`);
    const found = await expired(tx, leadCutoff, applicationCutoff);
    const recordIds = ids([...found.leads, ...found.applications]);
    const outboxWhere = sql`(record_id::text = any(${recordIds}) or created_at < ${leadCutoff.toISOString()}::timestamptz)`;
    const auditWhere = sql`entity in ('contact_leads', 'job_applications') and entity_id = any(${recordIds}) and changes is not null`;
    const expiredAccessWhere = {
      signInSecrets: sql`verification where expires_at < ${now.toISOString()}::timestamptz`,
      sessions: sql`session where expires_at < ${now.toISOString()}::timestamptz`,
      rateLimitCounters: sql`rate_limits where window_start < ${new Date(now.getTime() - RATE_LIMIT_COUNTER_KEEP_MS).toISOString()}::timestamptz`,
    };
    const report: PurgeReport = {
      dryRun,
      leadCutoff,
      applicationCutoff,
      leads: found.leads.length,
      applications: found.applications.length,
      outbox: 0,
      audit: 0,
      expiredAccess: { signInSecrets: 0, sessions: 0, rateLimitCounters: 0 },
    };
    if (dryRun) {
      const [messages] = await queryRows<{ n: number | string }>(tx, sql`select count(*) as n from outbox where ${outboxWhere}`);
      const [audit] = await queryRows<{ n: number | string }>(tx, sql`select count(*) as n from audit_log where ${auditWhere}`);
      const countOf = async (from: SQL) => Number((await queryRows<{ n: number | string }>(tx, sql`select count(*) as n from ${from}`))[0]?.n ?? 0);
      return {
        ...report,
        outbox: Number(messages?.n ?? 0),
        audit: Number(audit?.n ?? 0),
        expiredAccess: {
          signInSecrets: await countOf(expiredAccessWhere.signInSecrets),
          sessions: await countOf(expiredAccessWhere.sessions),
          rateLimitCounters: await countOf(expiredAccessWhere.rateLimitCounters),
        },
      };
    }
    const deleteCount = async (from: SQL) => (await queryRows<{ n: number | string }>(tx, sql`with gone as (delete from ${from} returning 1) select count(*) as n from gone`))[0]?.n ?? 0;
    report.expiredAccess = {
      signInSecrets: Number(await deleteCount(expiredAccessWhere.signInSecrets)),
      sessions: Number(await deleteCount(expiredAccessWhere.sessions)),
      rateLimitCounters: Number(await deleteCount(expiredAccessWhere.rateLimitCounters)),
    };
    report.outbox = (await queryRows<{ id: string }>(tx, sql`delete from outbox where ${outboxWhere} returning id`)).length;
    report.audit = (await queryRows<{ id: string }>(tx, sql`update audit_log set changes = null where ${auditWhere} returning id`)).length;
    report.leads = (await queryRows<{ id: string }>(tx, sql`delete from contact_leads where id::text = any(${ids(found.leads)}) returning id`)).length;
    report.applications = (
      await queryRows<{ id: string }>(tx, sql`delete from job_applications where id::text = any(${ids(found.applications)}) returning id`)
    ).length;
    await recordErasure(tx, PURGE_ACTOR, 'purge', now.toISOString(), {
      leads: report.leads,
      applications: report.applications,
      outbox: report.outbox,
      audit: report.audit,
      ...report.expiredAccess,
    });
    return report;
  });
}

export interface PurgeSchedule {
  stop(): Promise<void>;
}

/** Runs the purge now (without delaying start-up) and every PURGE_INTERVAL_HOURS; failures are logged. */
export function startPurgeSchedule(intervalMs = PURGE_INTERVAL_HOURS * 60 * 60 * 1000): PurgeSchedule {
  let running: Promise<void> = Promise.resolve();
  const run = () => {
    running = purgeExpiredData()
      .then((report) => {
        const removed = report.leads + report.applications + report.outbox;
        log.info(
          { leads: report.leads, applications: report.applications, outbox: report.outbox, audit: report.audit, ...report.expiredAccess },
          removed > 0 ? 'retention purge removed expired records' : 'retention purge: nothing expired',
        );
      })
      .catch((error: unknown) => log.warn({ err: error }, 'retention purge failed; next try at the next interval'));
  };
  run();
  const timer = setInterval(run, intervalMs);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
