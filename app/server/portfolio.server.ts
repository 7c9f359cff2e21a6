/** portfolio_projects. Public functions return active projects only (SPEC §6, §7; DESIGN §3.2). */
import { and, asc, eq, inArray, min } from 'drizzle-orm';
import { CASE_STUDY_CATEGORIES, CASE_STUDY_LIMIT, KEY_RESULTS_SHOWN } from '~/domain/portfolio';
import { db } from './db.server';
import { portfolio_projects } from './schema.server';

// ── Public (active/published only) ───────────────────────────────────────────────────────────

const publicColumns = {
  id: portfolio_projects.id,
  title: portfolio_projects.title,
  client: portfolio_projects.client,
  description: portfolio_projects.description,
  category: portfolio_projects.category,
  year: portfolio_projects.year,
  services: portfolio_projects.services,
  technologies: portfolio_projects.technologies,
  results: portfolio_projects.results,
  image_url: portfolio_projects.image_url,
  website_url: portfolio_projects.website_url,
  featured: portfolio_projects.featured,
};

export interface PublicProject {
  id: string;
  title: string;
  client: string;
  description: string;
  category: string;
  year: number;
  services: string[];
  technologies: string[];
  results: string[];
  image_url: string | null;
  website_url: string | null;
  featured: boolean;
}

const order = [asc(portfolio_projects.display_order), asc(portfolio_projects.created_at), asc(portfolio_projects.id)];

/** Active projects by display_order ascending; optionally only one category. */
export async function listActiveProjects(options: { category?: string } = {}): Promise<PublicProject[]> {
  const where = options.category
    ? and(eq(portfolio_projects.is_active, true), eq(portfolio_projects.category, options.category))
    : eq(portfolio_projects.is_active, true);
  return db().select(publicColumns).from(portfolio_projects).where(where).orderBy(...order);
}

/** The distinct categories of active projects, in the order they first appear (display_order). */
export async function listProjectCategories(): Promise<string[]> {
  const rows = await db()
    .select({ category: portfolio_projects.category, first: min(portfolio_projects.display_order) })
    .from(portfolio_projects)
    .where(eq(portfolio_projects.is_active, true))
    .groupBy(portfolio_projects.category)
    .orderBy(asc(min(portfolio_projects.display_order)), asc(portfolio_projects.category));
  return rows.map((row) => row.category);
}

/**
 * The Digital Experience success stories (SPEC §7 carousel variant): active projects in the
 * case-study categories by display_order, at most CASE_STUDY_LIMIT, each with at most
 * KEY_RESULTS_SHOWN results.
 */
export async function listCaseStudyProjects(): Promise<PublicProject[]> {
  const rows = await db()
    .select(publicColumns)
    .from(portfolio_projects)
    .where(and(eq(portfolio_projects.is_active, true), inArray(portfolio_projects.category, [...CASE_STUDY_CATEGORIES])))
    .orderBy(...order)
    .limit(CASE_STUDY_LIMIT);
  return rows.map((row) => ({ ...row, results: row.results.slice(0, KEY_RESULTS_SHOWN) }));
}
