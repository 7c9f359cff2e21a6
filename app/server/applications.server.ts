/**
 * job_applications. The public write inserts the application and its notification's outbox rows
 * in one transaction (DESIGN §3.4), status 'new', the job's title copied in, empty optional values
 * null. Admin functions live below the public ones.
 */
import type { JobApplicationInput } from '~/domain/job-application';
import { db } from './db.server';
import { getActiveJob } from './jobs.server';
import type { Attribution } from './leads.server';
import { applicationNotification } from './notifications.server';
import { enqueueNotification, kickOutbox } from './outbox.server';
import { job_applications } from './schema.server';

export type ApplicationRow = typeof job_applications.$inferSelect;

// ── Public writes ─────────────────────────────────────────────────────────────────────────────

export type CreateApplicationResult = { ok: true; application: ApplicationRow } | { ok: false; reason: 'job_not_open' };

/** SPEC §7: stores an application for an active job (anything else: 'job_not_open', nothing stored). */
export async function createApplication(input: JobApplicationInput, attribution: Attribution): Promise<CreateApplicationResult> {
  const job = await getActiveJob(input.job_id);
  if (!job) return { ok: false, reason: 'job_not_open' };
  const application = await db().transaction(async (tx) => {
    const [row] = await tx
      .insert(job_applications)
      .values({ ...input, job_id: job.id, job_title: job.title, ...attribution, status: 'new' })
      .returning();
    if (!row) throw new Error('the application was not stored');
    await enqueueNotification(tx, 'application.new', applicationNotification(row));
    return row;
  });
  kickOutbox();
  return { ok: true, application };
}
