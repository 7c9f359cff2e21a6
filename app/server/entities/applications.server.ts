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
import { job_application_resumes, job_applications } from '~/server/db/schema.server';
import { candidateConfirmation } from '~/server/platform/notifications.server';
import { env } from '~/server/platform/env.server';
import { signedLinkToken } from '~/server/platform/signed-links.server';
import type { ResumeUpload } from '~/server/entities/resumes.server';
import { jobPath } from '~/domain/job-posting';
import { encodedPath, linkPagePath, localizedRecordPath, type Locale } from '~/domain/locales';
import { applicationTexts } from '~/server/pages/form-texts.server';
import { applicationAdminPath, WITHDRAWN_BY } from '~/domain/applications';
import type { ConsentRecord } from '~/server/privacy/consent.server';
import { eraseRecords, recordsById } from '~/server/privacy/person.server';
import { journalErasure } from '~/server/backup/erase-journal.server';
// Admin imports (below).
import { and, eq, sql } from 'drizzle-orm';
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

/**
 * product §7: stores an application for an open job (anything else: 'job_not_open', nothing stored),
 * with its résumé file if one came, the staff notification (linking to the application in the
 * admin) and the candidate's confirmation (with a signed withdraw link) — all in one transaction.
 */
export async function createApplication(
  input: JobApplicationInput,
  attribution: Attribution,
  resume: ResumeUpload | null = null,
  consent: ConsentRecord = {},
  locale: Locale = 'en',
): Promise<CreateApplicationResult> {
  const job = await getActiveJob(input.job_id);
  if (!job) return { ok: false, reason: 'job_not_open' };
  const origin = env().PUBLIC_URL;
  const application = await db().transaction(async (tx) => {
    const [row] = await tx
      .insert(job_applications)
      .values({ ...input, job_id: job.id, job_title: job.title, ...attribution, ...consent, locale, status: 'new' })
      .returning();
    if (!row) throw new Error('the application was not stored');
    if (resume) await tx.insert(job_application_resumes).values({ application_id: row.id, ...resume });
    const adminUrl = `${origin}${applicationAdminPath(row.id)}`;
    await queueNotification('application.new', applicationNotification(row, { adminUrl, resume }), { executor: tx, recordId: row.id });
    // Issue 48: the withdraw page in the application's language (/applications/withdraw, /ar/سحب-طلب-التوظيف).
    const withdrawUrl = `${origin}${encodedPath(linkPagePath(locale, '/applications/withdraw'))}?token=${signedLinkToken('withdraw-application', row.id)}`;
    // Issue 48: the candidate's e-mail in the language they applied in, linking the job's page in it.
    const jobUrl = `${origin}${locale === 'en' ? jobPath(job.slug) : encodedPath(localizedRecordPath(locale, '/careers', job.slug))}`;
    await queueNotification('application.confirmation', candidateConfirmation(row, { withdrawUrl, jobUrl }, applicationTexts(locale).confirmation), {
      executor: tx,
      recordId: row.id,
      to: row.email,
      channels: ['email'],
    });
    return row;
  });
  kickOutbox();
  return { ok: true, application };
}

/**
 * The candidate's withdraw link, used (issue 18): deletes the application and its résumé (the
 * foreign key cascades) and records the withdrawal in the audit log — without the candidate's
 * details, which they asked us to drop. False when the application is already gone.
 */
export async function withdrawApplication(id: string): Promise<boolean> {
  const key = parseId(id);
  if (!key) return false;
  const withdrawn = await db().transaction(async (tx) => {
    const [resume] = await tx
      .select({ size_bytes: job_application_resumes.size_bytes })
      .from(job_application_resumes)
      .where(eq(job_application_resumes.application_id, key));
    const [before] = await tx.select().from(job_applications).where(eq(job_applications.id, key)).for('update');
    if (!before) return false;
    // The application and every copy of it: its notifications, sent or waiting, and its audit values (ADR 300).
    await eraseRecords(tx, recordsById({ applications: [key] }));
    await recordAudit(tx, {
      staffEmail: WITHDRAWN_BY,
      entity: APPLICATION_ENTITY,
      entityId: key,
      action: 'withdraw',
      before: { job_id: before.job_id, job_title: before.job_title, status: before.status, resume: resume !== undefined },
    });
    return true;
  });
  // A restore of an earlier backup withdraws it again (ADR 380).
  if (withdrawn) await journalErasure({ reason: 'delete', leads: [], applications: [key] });
  return withdrawn;
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
> & { job_title_current: string | null; job_slug: string | null };

export type ApplicationPage = InboxPage<ApplicationListItem>;

type ApplicationFilter = Pick<InboxQuery<ApplicationStatus>, 'status' | 'q' | 'job'>;

const applicationWhere = (filter: ApplicationFilter) =>
  and(
    inboxWhere({ ...job_applications, company: job_applications.current_company }, filter),
    filter.job ? eq(job_applications.job_id, filter.job) : undefined,
  );

/** product §7: job_applications with the related job, by created_at descending (ties by id); 50 a page. */
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
      job_slug: jobs.slug,
      created_at: job_applications.created_at,
      locale: job_applications.locale,
    })
    .from(job_applications)
    .leftJoin(jobs, eq(jobs.id, job_applications.job_id))
    .where(where)
    .orderBy(...APPLICATION_ORDER)
    .limit(INBOX_PAGE_SIZE)
    .offset((paging.page - 1) * INBOX_PAGE_SIZE);
  return { rows, ...paging };
}

/** One application with its job's title and page and its résumé file's facts (the details modal); undefined when unknown. */
export async function getApplication(id: string): Promise<ApplicationDetails | undefined> {
  const key = parseId(id);
  if (!key) return undefined;
  const [row] = await db()
    .select({
      application: job_applications,
      job_title_current: jobs.title,
      job_slug: jobs.slug,
      resume_file_name: job_application_resumes.file_name,
      resume_content_type: job_application_resumes.content_type,
      resume_size_bytes: job_application_resumes.size_bytes,
    })
    .from(job_applications)
    .leftJoin(jobs, eq(jobs.id, job_applications.job_id))
    .leftJoin(job_application_resumes, eq(job_application_resumes.application_id, job_applications.id))
    .where(eq(job_applications.id, key))
    .limit(1);
  if (!row) return undefined;
  const resume =
    row.resume_file_name !== null && row.resume_content_type !== null && row.resume_size_bytes !== null
      ? { file_name: row.resume_file_name, content_type: row.resume_content_type, size_bytes: row.resume_size_bytes }
      : null;
  return { ...row.application, job_title_current: row.job_title_current, job_slug: row.job_slug, resume };
}

/** The details modal's application: its job's current title and slug, and its résumé file if any (no bytes). */
export type ApplicationDetails = ApplicationWithJob & {
  job_slug: string | null;
  resume: { file_name: string; content_type: string; size_bytes: number } | null;
};

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

/** product §7: update {status}. */
export function setApplicationStatus(staff: Staff, id: string, status: ApplicationStatus): Promise<ApplicationRow | undefined> {
  return updateApplicationField(staff, id, 'status', status);
}

/** product §7: update {notes} (null clears them). */
export function saveApplicationNotes(staff: Staff, id: string, notes: string | null): Promise<ApplicationRow | undefined> {
  return updateApplicationField(staff, id, 'notes', notes);
}

/** product §7: delete by id (audited with the deleted row); false when there was none. */
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
