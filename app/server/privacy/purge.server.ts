/**
 * Retention enforced (issue 20): leads last updated more than RETENTION.leadYears ago and
 * applications last updated more than RETENTION.applicationYears ago are deleted, with every copy
 * (person.server.ts: the outbox rows about them, their audit values — the entries keep the fact of
 * the change but lose its values).
 *
 * A notification lives exactly as long as its record (issue 40, finding 5): an application's go
 * when the application's retention ends, a lead's when the lead's does, and one whose record is
 * already gone (deleted by staff, or left by an older version) goes at the next run. Only rows
 * about no record (a staff invitation) fall back to the lead period.
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
 *
 * And earlier versions of content (issue 43, ADR 330): those visitors never saw, after
 * RETENTION.draftRevisionDays; never an item's current version. And preview links (ADR 331) 30
 * days after they expired or were revoked, or once their item is gone.
 */
import { sql, TransactionRollbackError, type SQL } from 'drizzle-orm';
import { PURGE_INTERVAL_HOURS, RETENTION, yearsBefore } from '~/domain/privacy';
import { db, queryRows, type Executor } from '~/server/db/db.server';
import { purgePreviewLinks } from '~/server/entities/preview-links.server';
import { flushSearchIndexes, pruneSearchLexicon } from '~/server/search/search-index.server';
import { purgeRevisions } from '~/server/entities/revisions.server';
import { startIntervalJob, type IntervalJob } from '~/server/platform/interval-job.server';
import { log } from '~/server/platform/log.server';
import { recordErasure } from '~/server/privacy/data-rights.server';
import { eraseRecords, recordsById } from '~/server/privacy/person.server';
import { journalErasure } from '~/server/backup/erase-journal.server';

/** The advisory lock key of the purge (any fixed number no other feature uses). */
const PURGE_LOCK_KEY = 2020_0001;

export const PURGE_ACTOR = 'system (retention purge)';

export interface PurgeReport {
  dryRun: boolean;
  leadCutoff: Date;
  applicationCutoff: Date;
  leads: number;
  applications: number;
  /** Booked calls of the expired leads (issue 46; they go with the lead by ON DELETE CASCADE). */
  bookings: number;
  outbox: number;
  /** Audit entries whose values were scrubbed. */
  audit: number;
  /** Expired sign-in codes and links, expired sessions, and rate-limit counters past their window. */
  expiredAccess: { signInSecrets: number; sessions: number; rateLimitCounters: number };
  /** Earlier versions of content past RETENTION's revision periods (issue 43). */
  revisions: number;
  /** Preview links past PREVIEW_LINK_KEEP_DAYS after expiry or revocation, or whose item is gone (ADR 331). */
  previewLinks: number;
  /** Words of the search lexicon no indexed title or heading holds any more (ADR 350). */
  searchWords: number;
}

/** Longer than any rate-limit window (the longest is an hour): older counters count nothing. */
const RATE_LIMIT_COUNTER_KEEP_MS = 24 * 60 * 60 * 1000;

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
  let report: PurgeReport | undefined;
  let erasedIds: { leads: string[]; applications: string[] } = { leads: [], applications: [] };
  try {
    await db().transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${PURGE_LOCK_KEY})`);
      const found = await expired(tx, leadCutoff, applicationCutoff);
      const deleteCount = async (from: SQL) => Number((await queryRows<{ n: number | string }>(tx, sql`with gone as (delete from ${from} returning 1) select count(*) as n from gone`))[0]?.n ?? 0);
      const expiredAccess = {
        signInSecrets: await deleteCount(sql`verification where expires_at < ${now.toISOString()}::timestamptz`),
        sessions: await deleteCount(sql`session where expires_at < ${now.toISOString()}::timestamptz`),
        rateLimitCounters: await deleteCount(sql`rate_limits where window_start < ${new Date(now.getTime() - RATE_LIMIT_COUNTER_KEEP_MS).toISOString()}::timestamptz`),
      };
      erasedIds = { leads: found.leads.map((row) => row.id), applications: found.applications.map((row) => row.id) };
      const erased = await eraseRecords(tx, recordsById(erasedIds));
      // Notifications whose record is gone, and old ones about no record.
      const leftover = await deleteCount(
        sql`outbox where (record_id is not null
                            and not exists (select 1 from contact_leads where contact_leads.id = outbox.record_id)
                            and not exists (select 1 from job_applications where job_applications.id = outbox.record_id))
                       or (record_id is null and created_at < ${leadCutoff.toISOString()}::timestamptz)`,
      );
      const revisions = await purgeRevisions(tx, now, { draftDays: RETENTION.draftRevisionDays, publishedDays: RETENTION.publishedRevisionDays });
      const previewLinks = await purgePreviewLinks(now, tx);
      const searchWords = await pruneSearchLexicon(tx);
      await flushSearchIndexes(tx);
      report = { dryRun, leadCutoff, applicationCutoff, ...erased, outbox: erased.outbox + leftover, expiredAccess, revisions, previewLinks, searchWords };
      // A dry run does the same work and rolls it back, so its counts are the real run's.
      if (dryRun) tx.rollback();
      await recordErasure(tx, PURGE_ACTOR, 'purge', now.toISOString(), {
        leads: report.leads,
        applications: report.applications,
        bookings: report.bookings,
        outbox: report.outbox,
        audit: report.audit,
        ...report.expiredAccess,
        revisions: report.revisions,
        previewLinks: report.previewLinks,
        searchWords: report.searchWords,
      });
    });
  } catch (error) {
    if (!(dryRun && error instanceof TransactionRollbackError && report)) throw error;
  }
  if (!report) throw new Error('the purge ended without a report');
  // A restore of an earlier backup purges them again (ADR 380); a dry run removed nothing.
  if (!dryRun) await journalErasure({ reason: 'purge', ...erasedIds });
  return report;
}

export type PurgeSchedule = IntervalJob;

/** Runs the purge now (without delaying start-up) and every PURGE_INTERVAL_HOURS (startIntervalJob); failures are logged. */
export function startPurgeSchedule(intervalMs = PURGE_INTERVAL_HOURS * 60 * 60 * 1000): PurgeSchedule {
  return startIntervalJob(
    'retention purge',
    async () => {
      const report = await purgeExpiredData();
      const removed = report.leads + report.applications + report.outbox;
      log.info(
        { leads: report.leads, applications: report.applications, outbox: report.outbox, audit: report.audit, ...report.expiredAccess },
        removed > 0 ? 'retention purge removed expired records' : 'retention purge: nothing expired',
      );
    },
    intervalMs,
  );
}
