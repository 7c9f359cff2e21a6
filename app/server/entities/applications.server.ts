/**
 * job_applications. The public write inserts the application and its notification's outbox rows
 * in one transaction (DESIGN §3.4), status 'new', the job's title copied in, empty optional values
 * null. Admin functions live below the public ones.
 */
import type { JobApplicationInput } from '~/domain/job-application';
import { db } from '~/server/db/db.server';
import { getActiveJob } from '~/server/entities/jobs.server';
import type { Attribution } from '~/server/entities/leads.server';
import { applicationNotification } from '~/server/platform/notifications.server';
import { kickOutbox, queueNotification } from '~/server/platform/outbox.server';
import { job_applications } from '~/server/db/schema.server';
import type { ConsentRecord } from '~/server/privacy/consent.server';
// Admin imports (below).
import { eq, sql } from 'drizzle-orm';
import { parseId } from '~/domain/admin-form';
import type { ApplicationStatus } from '~/domain/applications';
import { INBOX_PAGE_SIZE, type InboxQuery } from '~/domain/inbox';
import { inboxPaging, inboxWhere, type InboxPage } from '~/server/entities/inbox.server';
import type { StaffSession } from '~/server/platform/auth.server';
import { recordAudit } from '~/server/entities/audit.server';
import { jobs } from '~/server/db/schema.server';

export type ApplicationRow = typeof job_applications.$inferSelect;

// ── Public writes ─────────────────────────────────────────────────────────────────────────────

export type CreateApplicationResult = { ok: true; application: ApplicationRow } | { ok: false; reason: 'job_not_open' };

/** SPEC §7: stores an application for an active job (anything else: 'job_not_open', nothing stored). */
export async function createApplication(
  input: JobApplicationInput,
  attribution: Attribution,
  consent: ConsentRecord = {},
): Promise<CreateApplicationResult> {
  const job = await getActiveJob(input.job_id);
  if (!job) return { ok: false, reason: 'job_not_open' };
  const application = await db().transaction(async (tx) => {
    const [row] = await tx
      .insert(job_applications)
      .values({ ...input, job_id: job.id, job_title: job.title, ...attribution, ...consent, status: 'new' })
      .returning();
    if (!row) throw new Error('the application was not stored');
    await queueNotification('application.new', applicationNotification(row), { executor: tx, recordId: row.id });
    return row;
  });
  kickOutbox();
  return { ok: true, application };
}

// ── Admin (callers have passed requireStaff) ──────────────────────────────────────────────────
// Applications never reach a public page, so these writes leave the public page cache alone.

type Staff = Pick<StaffSession, 'email'>;

/**
 * Newest first, ties by id — spelled NULLS LAST to match the index on (job_applications.created_at DESC NULLS
 * LAST, id DESC NULLS LAST), so a page is an index range scan instead of a sort of the whole table
 * (both columns are NOT NULL, so the order is the same).
 */
const APPLICATION_ORDER = [sql`${job_applications.created_at} desc nulls last`, sql`${job_applications.id} desc nulls last`];
const APPLICATION_ENTITY = 'job_applications';

/** An application with its related job's current title (null when the job was deleted). */
export type ApplicationWithJob = ApplicationRow & { job_title_current: string | null };

/** What the list shows per row. */
export type ApplicationListItem = Pick<
  ApplicationRow,
  'id' | 'first_name' | 'last_name' | 'email' | 'current_company' | 'current_position' | 'status' | 'job_title' | 'created_at'
> & { job_title_current: string | null };

export type ApplicationPage = InboxPage<ApplicationListItem>;

type ApplicationFilter = Pick<InboxQuery<ApplicationStatus>, 'status' | 'q'>;

const applicationWhere = (filter: ApplicationFilter) =>
  inboxWhere({ ...job_applications, company: job_applications.current_company }, filter);

/** SPEC §7: job_applications with the related job, by created_at descending (ties by id); 50 a page. */
export async function listApplications(query: InboxQuery<ApplicationStatus>): Promise<ApplicationPage> {
  const where = applicationWhere(query);
  const paging = await inboxPaging(job_applications, where, query.page);
  const rows = await db()
    .select({
      id: job_applications.id,
      first_name: job_applications.first_name,
      last_name: job_applications.last_name,
      email: job_applications.email,
      current_company: job_applications.current_company,
      current_position: job_applications.current_position,
      status: job_applications.status,
      job_title: job_applications.job_title,
      job_title_current: jobs.title,
      created_at: job_applications.created_at,
    })
    .from(job_applications)
    .leftJoin(jobs, eq(jobs.id, job_applications.job_id))
    .where(where)
    .orderBy(...APPLICATION_ORDER)
    .limit(INBOX_PAGE_SIZE)
    .offset((paging.page - 1) * INBOX_PAGE_SIZE);
  return { rows, ...paging };
}

/** One application with its job's title (the details modal); undefined when unknown. */
export async function getApplication(id: string): Promise<ApplicationWithJob | undefined> {
  const key = parseId(id);
  if (!key) return undefined;
  const [row] = await db()
    .select({ application: job_applications, job_title_current: jobs.title })
    .from(job_applications)
    .leftJoin(jobs, eq(jobs.id, job_applications.job_id))
    .where(eq(job_applications.id, key))
    .limit(1);
  return row ? { ...row.application, job_title_current: row.job_title_current } : undefined;
}

/** The rows of a CSV export (same filter and order as the list, no paging; at most `limit`). */
export async function listApplicationsForExport(filter: ApplicationFilter, limit = 100_000): Promise<ApplicationWithJob[]> {
  const rows = await db()
    .select({ application: job_applications, job_title_current: jobs.title })
    .from(job_applications)
    .leftJoin(jobs, eq(jobs.id, job_applications.job_id))
    .where(applicationWhere(filter))
    .orderBy(...APPLICATION_ORDER)
    .limit(limit);
  return rows.map((row) => ({ ...row.application, job_title_current: row.job_title_current }));
}

/** Updates one column and audits it; undefined when the application does not exist. */
async function updateApplicationField<K extends 'status' | 'notes'>(
  staff: Staff,
  id: string,
  field: K,
  value: ApplicationRow[K],
): Promise<ApplicationRow | undefined> {
  const key = parseId(id);
  if (!key) return undefined;
  return db().transaction(async (tx) => {
    const [before] = await tx.select().from(job_applications).where(eq(job_applications.id, key)).for('update');
    if (!before) return undefined;
    const [row] = await tx
      .update(job_applications)
      .set({ [field]: value })
      .where(eq(job_applications.id, key))
      .returning();
    if ((before[field] ?? null) !== (row![field] ?? null)) {
      await recordAudit(tx, {
        staffEmail: staff.email,
        entity: APPLICATION_ENTITY,
        entityId: key,
        action: field,
        before: { [field]: before[field] },
        after: { [field]: row![field] },
      });
    }
    return row;
  });
}

/** SPEC §7: update {status}. */
export function setApplicationStatus(staff: Staff, id: string, status: ApplicationStatus): Promise<ApplicationRow | undefined> {
  return updateApplicationField(staff, id, 'status', status);
}

/** SPEC §7: update {notes} (null clears them). */
export function saveApplicationNotes(staff: Staff, id: string, notes: string | null): Promise<ApplicationRow | undefined> {
  return updateApplicationField(staff, id, 'notes', notes);
}

/** SPEC §7: delete by id (audited with the deleted row); false when there was none. */
export async function deleteApplication(staff: Staff, id: string): Promise<boolean> {
  const key = parseId(id);
  if (!key) return false;
  return db().transaction(async (tx) => {
    const [before] = await tx.delete(job_applications).where(eq(job_applications.id, key)).returning();
    if (!before) return false;
    await recordAudit(tx, { staffEmail: staff.email, entity: APPLICATION_ENTITY, entityId: key, action: 'delete', before });
    return true;
  });
}
