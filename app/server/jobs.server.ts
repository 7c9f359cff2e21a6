/** jobs. Public functions return active openings only (SPEC §6, §7; DESIGN §3.2). */
import { and, asc, eq } from 'drizzle-orm';
import { db } from './db.server';
import { jobs } from './schema.server';

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

export interface PublicJob {
  id: string;
  title: string;
  department: string;
  experience_level: string;
  employment_type: string;
  location: string;
  description: string;
  requirements: string[];
  benefits: string[];
  salary_range: string | null;
  /** JobPosting datePosted. */
  created_at: Date;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

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
  if (!UUID.test(id)) return undefined;
  const [row] = await db()
    .select(publicColumns)
    .from(jobs)
    .where(and(eq(jobs.id, id), eq(jobs.is_active, true)))
    .limit(1);
  return row;
}
