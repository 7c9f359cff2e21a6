/** jobs. Public functions return active openings only (SPEC §6, §7; DESIGN §3.2). */
import { and, asc, eq } from 'drizzle-orm';
import { parseId } from '~/domain/admin-form';
import type { JobInput } from '~/domain/job-admin';
import type { Actor } from '~/server/entities/admin-content.server';
import { auditedDelete, auditedSaveOrThrow, auditedUpdate } from '~/server/entities/audited-writes.server';
import { db } from '~/server/db/db.server';
import { jobs } from '~/server/db/schema.server';
import { isUuid } from '~/domain/values';

// ── Public (active/published only) ───────────────────────────────────────────────────────────

const publicColumns = {
  id: jobs.id,
  title: jobs.title,
  department: jobs.department,
  experience_level: jobs.experience_level,
  employment_type: jobs.employment_type,
  location: jobs.location,
  description: jobs.description,
  requirements: jobs.requirements,
  benefits: jobs.benefits,
  salary_range: jobs.salary_range,
  created_at: jobs.created_at,
};

/** What the careers page shows; created_at is JobPosting's datePosted. */
export type PublicJob = Pick<
  Job,
  'id' | 'title' | 'department' | 'experience_level' | 'employment_type' | 'location' | 'description' | 'requirements' | 'benefits' | 'salary_range' | 'created_at'
>;

/** Active job openings by display_order ascending. */
export async function listActiveJobs(): Promise<PublicJob[]> {
  return db()
    .select(publicColumns)
    .from(jobs)
    .where(eq(jobs.is_active, true))
    .orderBy(asc(jobs.display_order), asc(jobs.created_at), asc(jobs.id));
}

/**
 * One active opening by id (a job application must name one); undefined when the id is not a
 * UUID, unknown, or the job is inactive.
 */
export async function getActiveJob(id: string): Promise<PublicJob | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await db()
    .select(publicColumns)
    .from(jobs)
    .where(and(eq(jobs.id, id), eq(jobs.is_active, true)))
    .limit(1);
  return row;
}

// ── Admin (callers have passed requireStaff) ─────────────────────────────────────────────────

export type Job = typeof jobs.$inferSelect;
const AUDITED = { table: jobs, entity: 'jobs' };

/** Every job, active or not, by display_order ascending (SPEC §7 admin). */
export async function listJobs(): Promise<Job[]> {
  return db().select().from(jobs).orderBy(asc(jobs.display_order), asc(jobs.created_at), asc(jobs.id));
}

/** One job by id; undefined when the id is malformed or unknown. */
export async function getJob(id: string): Promise<Job | undefined> {
  const key = parseId(id);
  if (!key) return undefined;
  const [row] = await db().select().from(jobs).where(eq(jobs.id, key)).limit(1);
  return row;
}

/** Creates (`id` null) or updates a job, with its audit row in the same transaction. */
export async function saveJob(staff: Actor, id: string | null, input: JobInput): Promise<Job> {
  const values = {
    title: input.title,
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
  return auditedSaveOrThrow(staff, AUDITED, id, values, 'Job not found');
}

/** Activates or deactivates a job (SPEC §7 update {is_active}); undefined when unknown. */
export async function setJobActive(staff: Actor, id: string, active: boolean): Promise<Job | undefined> {
  const key = parseId(id);
  return key ? auditedUpdate(staff, AUDITED, key, { is_active: active }, active ? 'activate' : 'deactivate') : undefined;
}

/** Deletes a job (its applications stay, detached); false when there was none with that id. */
export async function deleteJob(staff: Actor, id: string): Promise<boolean> {
  const key = parseId(id);
  return key ? auditedDelete(staff, AUDITED, key) : false;
}
