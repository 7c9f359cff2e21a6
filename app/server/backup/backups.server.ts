/**
 * Taking a backup and keeping its record (ADR 380): the `backups` table's one writer. A backup is
 * written by the server (its daily schedule; `npm run backup` asking over the data directory's
 * socket) or, on PostgreSQL or a stopped embedded database, by the command-line script itself.
 *
 * Scheduled backups: with several instances on one PostgreSQL, each instance's hourly check takes
 * an advisory lock and claims the day's backup by inserting its `running` row; the others then
 * find it and do nothing. Scheduled files are named firmsite-scheduled-<time>.backup.gz and the
 * newest BACKUP_KEEP are kept; files the operator made by hand are never removed.
 */
import fs from 'node:fs';
import path from 'node:path';
import { desc, eq, sql } from 'drizzle-orm';
import { db, queryRows, type DatabaseHandle, type Executor } from '~/server/db/db.server';
import { backups } from '~/server/db/schema.server';
import { writeBackupFile, type WrittenBackup } from '~/server/backup/dump.server';
import type { Env } from '~/server/platform/env.server';
import { startIntervalJob, type IntervalJob } from '~/server/platform/interval-job.server';
import { log } from '~/server/platform/log.server';

/** Rows of the backups table kept (one per backup; a few hundred bytes each). */
export const BACKUP_RECORDS_KEPT = 200;
/** How often an instance checks whether the day's scheduled backup is due. */
export const BACKUP_CHECK_INTERVAL_MS = 60 * 60 * 1000;
/** A scheduled backup is due when the last one started longer ago than this (a day, less one check). */
const SCHEDULED_EVERY_MS = 24 * 60 * 60 * 1000 - BACKUP_CHECK_INTERVAL_MS;
/** A `running` row older than this belongs to an instance that stopped mid-backup: it claims nothing. */
const RUNNING_CLAIM_MS = 2 * 60 * 60 * 1000;
/** The advisory lock of the scheduled backup's claim (a number no other feature uses). */
const BACKUP_LOCK_KEY = 2047_0001;

const SCHEDULED_PREFIX = 'firmsite-scheduled-';
export const BACKUP_SUFFIX = '.backup.gz';

/** A file name for a backup taken at `now`: firmsite-2026-11-29T21-39-02Z.backup.gz (scheduled: firmsite-scheduled-…). */
export function backupFileName(now: Date, trigger: 'scheduled' | 'manual'): string {
  const stamp = now.toISOString().replace(/\.\d+Z$/, 'Z').replaceAll(':', '-');
  return `${trigger === 'scheduled' ? SCHEDULED_PREFIX : 'firmsite-'}${stamp}${BACKUP_SUFFIX}`;
}

export interface LastBackup {
  finishedAt: Date;
  sizeBytes: number;
  fileName: string;
}

/** The newest finished backup (the dashboard's line). */
export async function lastBackup(executor: Executor = db()): Promise<LastBackup | null> {
  const [row] = await executor
    .select({ finished_at: backups.finished_at, size_bytes: backups.size_bytes, file_name: backups.file_name })
    .from(backups)
    .where(eq(backups.status, 'done'))
    .orderBy(desc(backups.finished_at))
    .limit(1);
  if (!row?.finished_at || row.size_bytes === null || !row.file_name) return null;
  return { finishedAt: row.finished_at, sizeBytes: row.size_bytes, fileName: row.file_name };
}

/** Writes `file` and records it (running → done, or failed). */
export async function takeBackup(handle: DatabaseHandle, file: string, trigger: 'scheduled' | 'manual', claimed?: string): Promise<WrittenBackup> {
  const id = claimed ?? (await handle.db.insert(backups).values({ trigger }).returning({ id: backups.id }))[0]!.id;
  try {
    const written = await writeBackupFile(handle, file);
    await handle.db
      .update(backups)
      .set({ status: 'done', file_name: path.basename(written.file), size_bytes: written.sizeBytes, sha256: written.sha256, finished_at: new Date() })
      .where(eq(backups.id, id));
    await handle.db.execute(
      sql`delete from backups where id not in (select id from backups order by started_at desc limit ${BACKUP_RECORDS_KEPT})`,
    );
    return written;
  } catch (error) {
    await handle.db
      .update(backups)
      .set({ status: 'failed', finished_at: new Date() })
      .where(eq(backups.id, id))
      .catch(() => undefined);
    throw error;
  }
}

/** Claims the scheduled backup if one is due and no other instance has it; the claimed row's id, or null. */
async function claimScheduledBackup(handle: DatabaseHandle, now: Date): Promise<string | null> {
  return handle.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${BACKUP_LOCK_KEY})`);
    const [recent] = await queryRows<{ id: string }>(
      tx,
      sql`select id from backups where trigger = 'scheduled'
            and ((status = 'done' and started_at > ${new Date(now.getTime() - SCHEDULED_EVERY_MS).toISOString()}::timestamptz)
              or (status = 'running' and started_at > ${new Date(now.getTime() - RUNNING_CLAIM_MS).toISOString()}::timestamptz))
          limit 1`,
    );
    if (recent) return null;
    const [claimed] = await tx.insert(backups).values({ trigger: 'scheduled', started_at: now }).returning({ id: backups.id });
    return claimed!.id;
  });
}

/** Removes all but the newest `keep` scheduled backups in `dir` (names sort by time). */
export function rotateScheduledBackups(dir: string, keep: number): string[] {
  const scheduled = fs
    .readdirSync(dir)
    .filter((name) => name.startsWith(SCHEDULED_PREFIX) && name.endsWith(BACKUP_SUFFIX))
    .sort();
  const removed = scheduled.slice(0, Math.max(0, scheduled.length - keep));
  for (const name of removed) fs.rmSync(path.join(dir, name), { force: true });
  return removed;
}

/** One check of the schedule: takes the day's backup when it is due and this instance claimed it. */
export async function runScheduledBackup(handle: DatabaseHandle, config: Pick<Env, 'BACKUP_DIR' | 'BACKUP_KEEP'>, now = new Date()): Promise<WrittenBackup | null> {
  const claimed = await claimScheduledBackup(handle, now);
  if (!claimed) return null;
  const written = await takeBackup(handle, path.join(config.BACKUP_DIR, backupFileName(now, 'scheduled')), 'scheduled', claimed);
  const removed = rotateScheduledBackups(config.BACKUP_DIR, config.BACKUP_KEEP);
  log.info({ file: path.basename(written.file), bytes: written.sizeBytes, removed: removed.length }, 'scheduled backup taken');
  return written;
}

/** BACKUP_SCHEDULE=daily: checks now and every hour (startIntervalJob). Off: nothing. */
export function startBackupSchedule(handle: () => DatabaseHandle, config: Env): IntervalJob | undefined {
  if (config.BACKUP_SCHEDULE !== 'daily') return undefined;
  return startIntervalJob(
    'scheduled backup',
    async () => {
      await runScheduledBackup(handle(), config);
    },
    BACKUP_CHECK_INTERVAL_MS,
  );
}
