/**
 * What runs once the database is open: demo content for an empty database, then the
 * background work of later features. Returns a function that stops that work.
 */
import { db } from '~/server/db/db.server';
import { startContentBus } from '~/server/platform/content-bus.server';
import type { Env } from '~/server/platform/env.server';
import { log } from '~/server/platform/log.server';
import { startOutboxWorker } from '~/server/platform/outbox.server';
import { seedIfEmpty } from '~/server/seed/seed.server';
import { syncStaffFromConfig } from '~/server/entities/staff.server';
import { startPurgeSchedule } from '~/server/privacy/purge.server';
import { removeStaleUploadSpools } from '~/server/platform/uploads.server';
import { flushNotFound } from '~/server/entities/redirects.server';

export async function startupTasks(config: Env): Promise<() => Promise<void>> {
  if (await seedIfEmpty(db())) log.info('the database was empty: demo content loaded');
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
  return async () => {
    await purge.stop();
    await contentBus.stop();
    await outboxWorker.stop();
    // The 404 log's misses counted since its last write (ADR 310).
    await flushNotFound();
  };
}
