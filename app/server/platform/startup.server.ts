/**
 * What runs once the database is open: demo content for an empty database, then the
 * background work of later features. Returns a function that stops that work.
 */
import { currentDatabase, db } from '~/server/db/db.server';
import { startBackupSchedule } from '~/server/backup/backups.server';
import { startBackupSocket } from '~/server/backup/socket.server';
import { startContentBus } from '~/server/platform/content-bus.server';
import type { Env } from '~/server/platform/env.server';
import { log } from '~/server/platform/log.server';
import { startOutboxWorker } from '~/server/platform/outbox.server';
import { seedIfEmpty } from '~/server/seed/seed.server';
import { ensureSearchIndex } from '~/server/search/search-index.server';
import { syncStaffFromConfig } from '~/server/entities/staff.server';
import { startPurgeSchedule } from '~/server/privacy/purge.server';
import { startReminderSchedule } from '~/server/meetings/reminders.server';
import { removeStaleUploadSpools } from '~/server/platform/uploads.server';
import { flushNotFound } from '~/server/entities/redirects.server';

export async function startupTasks(config: Env): Promise<() => Promise<void>> {
  if (await seedIfEmpty(db())) log.info('the database was empty: demo content loaded');
  // A database from before the search index (ADR 350) gets its index built once.
  const indexed = await ensureSearchIndex();
  if (indexed !== undefined) log.info({ documents: indexed }, 'search index built');
  // Files of forms posted to a process that stopped before it could remove them (ADR 200).
  const staleUploads = await removeStaleUploadSpools();
  if (staleUploads > 0) log.info({ directories: staleUploads }, 'files left by an earlier process removed');
  // Staff sign-in: ADMIN_EMAILS join the allowlist (and a local default on a fresh start).
  await syncStaffFromConfig(config);
  // Notifications: the outbox worker sends queued e-mails and webhook calls, with retries.
  const outboxWorker = startOutboxWorker();
  // Several instances on one PostgreSQL: a content change on any of them clears every page cache
  // (LISTEN/NOTIFY). On the embedded database it does nothing.
  const contentBus = await startContentBus({ connectionString: config.DATABASE_URL });
  // Retention (issue 20): expired leads and applications are purged now and every 24 hours.
  const purge = startPurgeSchedule();
  // Issue 46: unanswered leads' reminders, queued once across instances (ADR 360 §4).
  const reminders = startReminderSchedule(config.REMINDER_SCAN_SECONDS * 1000);
  // Issue 47 (ADR 380): daily backups when BACKUP_SCHEDULE=daily; on the embedded database, the
  // socket in DATA_DIR through which `npm run backup` asks this process for one.
  const backupSchedule = startBackupSchedule(currentDatabase, config);
  const backupSocket = config.DATABASE_URL
    ? undefined
    : await startBackupSocket(config.DATA_DIR, currentDatabase).catch((error: unknown) => {
        log.warn({ err: error }, 'the backup socket could not be opened: `npm run backup` cannot reach this server');
        return undefined;
      });
  return async () => {
    await backupSocket?.stop();
    await backupSchedule?.stop();
    await reminders.stop();
    await purge.stop();
    await contentBus.stop();
    await outboxWorker.stop();
    // The 404 log's misses counted since its last write (ADR 310).
    await flushNotFound();
  };
}
