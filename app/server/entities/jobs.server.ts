/** jobs. Public functions return active openings only (product §6, §7; DESIGN §3.2). */
import { and, asc, eq, sql } from 'drizzle-orm';
import { DEFAULT_LOCALE, type Locale } from '~/domain/locales';
import { knownTranslations, type TranslationRef } from '~/server/entities/news.server';
import { parseId } from '~/domain/admin-form';
import type { JobInput } from '~/domain/job-admin';
import type { Actor } from '~/server/entities/admin-content.server';
import { auditedDelete, auditedSave, auditedUpdate } from '~/server/entities/audited-writes.server';
import type { SaveResult } from '~/server/entities/admin-content.server';
import { closingMoment, isJobOpen } from '~/domain/job-posting';
import { isSlug } from '~/domain/slug';
import { markExpiresAt } from '~/server/platform/request-state.server';
import { db } from '~/server/db/db.server';
import { jobs } from '~/server/db/schema.server';
import { isUuid } from '~/domain/values';

// ── Public (active/published only) ───────────────────────────────────────────────────────────

const publicColumns = {
  id: jobs.id,
  slug: jobs.slug,
  title: jobs.title,
  department: jobs.department,
  experience_level: jobs.experience_level,
  employment_type: jobs.employment_type,
  location: jobs.location,
  description: jobs.description,
  requirements: jobs.requirements,
  benefits: jobs.benefits,
  salary_range: jobs.salary_range,
  closes_on: jobs.closes_on,
  is_active: jobs.is_active,
  created_at: jobs.created_at,
};

/** What the careers pages show; created_at is JobPosting's datePosted. */
export type PublicJob = Pick<
  Job,
  | 'id'
  | 'slug'
  | 'title'
  | 'department'
  | 'experience_level'
  | 'employment_type'
  | 'location'
  | 'description'
  | 'requirements'
  | 'benefits'
  | 'salary_range'
  | 'closes_on'
  | 'is_active'
  | 'created_at'
>;

/**
 * Open job openings of one language (English unless asked) by display_order ascending: active, and not past their closing date, checked
 * now (issue 18). Each open job's closing moment is reported to the page cache (markExpiresAt), so
 * a cached page listing it is dropped the moment it closes.
 */
export async function listActiveJobs(now: Date = new Date(), locale: Locale = DEFAULT_LOCALE): Promise<PublicJob[]> {
  const rows = await db()
    .select(publicColumns)
    .from(jobs)
    .where(and(eq(jobs.is_active, true), eq(jobs.locale, locale)))
    .orderBy(asc(jobs.display_order), asc(jobs.created_at), asc(jobs.id));
  const open = rows.filter((job) => isJobOpen(job, now));
  for (const job of open) reportClosingMoment(job);
  return open;
}

function reportClosingMoment(job: Pick<PublicJob, 'closes_on'>): void {
  const closes = closingMoment(job.closes_on);
  if (closes) markExpiresAt(closes);
}

/**
 * One open job by id (a job application must name one); undefined when the id is not a UUID,
 * unknown, inactive or past its closing date.
 */
export async function getActiveJob(id: string, now: Date = new Date()): Promise<PublicJob | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await db()
    .select(publicColumns)
    .from(jobs)
    .where(and(eq(jobs.id, id), eq(jobs.is_active, true)))
    .limit(1);
  return row && isJobOpen(row, now) ? row : undefined;
}

/** The slug of every job of one language (English unless asked), open or closed: the job addresses that answer something but 404 (ADR 310). */
export async function listJobSlugs(locale: Locale = DEFAULT_LOCALE): Promise<string[]> {
  const rows = await db().select({ slug: jobs.slug }).from(jobs).where(eq(jobs.locale, locale));
  return rows.map((row) => row.slug);
}

/**
 * A job page's answer: the open job with its open translations, itself included (the page's
 * hreflang cluster), a job that exists but is closed (410), or none (404).
 */
export type JobPageLookup = { kind: 'open'; job: PublicJob; translations: TranslationRef[] } | { kind: 'closed'; title: string } | { kind: 'unknown' };

/**
 * The active rows of the outer job's group ({locale, slug, closes_on}[]): one more column of the
 * job's query, no second round trip. Written out, names and all: drizzle leaves a single-table
 * select's columns unqualified, which inside this subquery would name its own row.
 */
const activeTranslationsSql = sql<{ locale: string; slug: string; closes_on: string | null }[]>`(select coalesce(json_agg(json_build_object('locale', t.locale, 'slug', t.slug, 'closes_on', t.closes_on) order by t.locale), '[]'::json)
    from jobs t where t.translation_group = jobs.translation_group and t.is_active)`;

/**
 * The job at /careers/{slug} (or its language's address), open or closed; checked now. An English
 * slug asked for in Arabic finds nothing: each language's job has its own slug.
 */
export async function getJobPage(slug: string, now: Date = new Date(), locale: Locale = DEFAULT_LOCALE): Promise<JobPageLookup> {
  // Not a slug (a NUL, %FF, an over-long segment): nothing to find, and nothing to send to the database.
  if (!isSlug(slug)) return { kind: 'unknown' };
  const [row] = await db()
    .select({ ...publicColumns, translations: activeTranslationsSql })
    .from(jobs)
    .where(and(eq(jobs.slug, slug), eq(jobs.locale, locale)))
    .limit(1);
  if (!row) return { kind: 'unknown' };
  const { translations, ...job } = row;
  if (!isJobOpen(job, now)) return { kind: 'closed', title: job.title };
  reportClosingMoment(job);
  const open = (translations ?? []).filter((other) => isJobOpen({ is_active: true, closes_on: other.closes_on }, now));
  return { kind: 'open', job, translations: knownTranslations(open) };
}

/**
 * One job by id whatever its state (inactive, closed), in the shape the public page shows: what a
 * preview link for its latest state opens (ADR 331). Only the preview page may call it, after
 * resolving a token; its closing moment is not reported to the page cache (a preview is never cached).
 */
export async function getJobForPreview(id: string): Promise<PublicJob | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await db().select(publicColumns).from(jobs).where(eq(jobs.id, id)).limit(1);
  return row;
}

// ── Admin (callers have passed requireStaff) ─────────────────────────────────────────────────

export type Job = typeof jobs.$inferSelect;
const AUDITED = { table: jobs, entity: 'jobs' };

/** Every job, active or not, by display_order ascending (product §7 admin). */
export async function listJobs(): Promise<Job[]> {
  return db().select().from(jobs).orderBy(asc(jobs.display_order), asc(jobs.created_at), asc(jobs.id));
}

/** Every job's id and title, for the applications list's job filter. */
export async function listJobOptions(): Promise<{ id: string; title: string }[]> {
  return db().select({ id: jobs.id, title: jobs.title }).from(jobs).orderBy(asc(jobs.title), asc(jobs.id));
}

/** One job by id; undefined when the id is malformed or unknown. */
export async function getJob(id: string): Promise<Job | undefined> {
  const key = parseId(id);
  if (!key) return undefined;
  const [row] = await db().select().from(jobs).where(eq(jobs.id, key)).limit(1);
  return row;
}

/** Creates (`id` null) or updates a job, with its audit row in the same transaction. */
export async function saveJob(staff: Actor, id: string | null, input: JobInput): Promise<SaveResult<Job>> {
  const values = {
    title: input.title,
    slug: input.slug,
    closes_on: input.closes_on,
    department: input.department,
    experience_level: input.experience_level,
    employment_type: input.employment_type,
    location: input.location,
    description: input.description,
    requirements: input.requirements,
    benefits: input.benefits,
    salary_range: input.salary_range,
    display_order: input.display_order,
    is_active: input.is_active,
  };
  // A malformed id is an unknown job (auditedSave takes a parsed key).
  const key = id === null ? null : parseId(id);
  if (id !== null && key === null) return { ok: false, reason: 'not_found' };
  // The slug is checked within the job's own language (auditedSave reads the row's locale).
  return auditedSave(staff, AUDITED, key, values, { uniqueSlug: { column: jobs.slug, value: input.slug } });
}

/** Activates or deactivates a job (product §7 update {is_active}); undefined when unknown. */
export async function setJobActive(staff: Actor, id: string, active: boolean): Promise<Job | undefined> {
  const key = parseId(id);
  return key ? auditedUpdate(staff, AUDITED, key, { is_active: active }, active ? 'activate' : 'deactivate') : undefined;
}

/** Deletes a job (its applications stay, detached); false when there was none with that id. */
export async function deleteJob(staff: Actor, id: string): Promise<boolean> {
  const key = parseId(id);
  return key ? auditedDelete(staff, AUDITED, key) : false;
}
