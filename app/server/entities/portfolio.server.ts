/**
 * portfolio_projects. Public functions return active projects only (product §6, §7; DESIGN §3.2), of
 * one language (issue 48: each translation is a row of its own; English unless asked).
 */
import { and, asc, eq, inArray, min } from 'drizzle-orm';
import { DEFAULT_LOCALE, type Locale } from '~/domain/locales';
import { addTranslation, type TranslationResult } from '~/server/entities/translations.server';
import { parseId } from '~/domain/admin-form';
import { CASE_STUDY_CATEGORIES, CASE_STUDY_LIMIT, KEY_RESULTS_SHOWN } from '~/domain/portfolio';
import type { ProjectInput } from '~/domain/project-admin';
import type { Actor } from '~/server/entities/admin-content.server';
import { auditedDelete, auditedSaveOrThrow, auditedUpdate } from '~/server/entities/audited-writes.server';
import { db } from '~/server/db/db.server';
import { portfolio_projects } from '~/server/db/schema.server';
import { libraryAltOf } from '~/server/media/library-alt.server';

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
  image_alt: libraryAltOf(portfolio_projects.image_url),
  website_url: portfolio_projects.website_url,
  featured: portfolio_projects.featured,
};

export type PublicProject = Pick<
  Project,
  'id' | 'title' | 'client' | 'description' | 'category' | 'year' | 'services' | 'technologies' | 'results' | 'image_url' | 'website_url' | 'featured'
>
  /** The media library's alt text when the image is a library image. */
  & { image_alt?: string | null };

const order = [asc(portfolio_projects.display_order), asc(portfolio_projects.created_at), asc(portfolio_projects.id)];

/** Active projects of one language (English unless asked) by display_order ascending; optionally only one category. */
export async function listActiveProjects(options: { category?: string; locale?: Locale } = {}): Promise<PublicProject[]> {
  const live = and(eq(portfolio_projects.is_active, true), eq(portfolio_projects.locale, options.locale ?? DEFAULT_LOCALE));
  const where = options.category ? and(live, eq(portfolio_projects.category, options.category)) : live;
  return db().select(publicColumns).from(portfolio_projects).where(where).orderBy(...order);
}

/** The distinct categories of one language's active projects, in the order they first appear (display_order). */
export async function listProjectCategories(locale: Locale = DEFAULT_LOCALE): Promise<string[]> {
  const rows = await db()
    .select({ category: portfolio_projects.category, first: min(portfolio_projects.display_order) })
    .from(portfolio_projects)
    .where(and(eq(portfolio_projects.is_active, true), eq(portfolio_projects.locale, locale)))
    .groupBy(portfolio_projects.category)
    .orderBy(asc(min(portfolio_projects.display_order)), asc(portfolio_projects.category));
  return rows.map((row) => row.category);
}

/**
 * The Digital Experience success stories (product §7 carousel variant): active projects of one language in the
 * case-study categories by display_order, at most CASE_STUDY_LIMIT, each with at most
 * KEY_RESULTS_SHOWN results.
 */
export async function listCaseStudyProjects(locale: Locale = DEFAULT_LOCALE): Promise<PublicProject[]> {
  const rows = await db()
    .select(publicColumns)
    .from(portfolio_projects)
    .where(and(eq(portfolio_projects.is_active, true), eq(portfolio_projects.locale, locale), inArray(portfolio_projects.category, [...CASE_STUDY_CATEGORIES])))
    .orderBy(...order)
    .limit(CASE_STUDY_LIMIT);
  return rows.map((row) => ({ ...row, results: row.results.slice(0, KEY_RESULTS_SHOWN) }));
}

// ── Admin (callers have passed requireStaff) ─────────────────────────────────────────────────

export type Project = typeof portfolio_projects.$inferSelect;
const AUDITED = { table: portfolio_projects, entity: 'portfolio_projects' };

/** Every project, active or not, by display_order ascending (product §7 admin). */
export async function listProjects(): Promise<Project[]> {
  return db().select().from(portfolio_projects).orderBy(...order);
}

/** One project by id; undefined when the id is malformed or unknown. */
export async function getProject(id: string): Promise<Project | undefined> {
  const key = parseId(id);
  if (!key) return undefined;
  const [row] = await db().select().from(portfolio_projects).where(eq(portfolio_projects.id, key)).limit(1);
  return row;
}

/** Creates (`id` null) or updates a project and returns the row, with its audit row in the same transaction. */
export async function saveProject(staff: Actor, id: string | null, input: ProjectInput): Promise<Project> {
  const values = {
    title: input.title,
    client: input.client,
    description: input.description,
    services: input.services,
    technologies: input.technologies,
    results: input.results,
    image_url: input.image_url,
    website_url: input.website_url,
    category: input.category,
    featured: input.featured,
    year: input.year,
    display_order: input.display_order,
    is_active: input.is_active,
  };
  return auditedSaveOrThrow(staff, AUDITED, id, values, 'Project not found');
}

/**
 * A project's translation into `locale` (issue 48): an inactive copy in its group to translate (its
 * category, year, image and links copied as they are: the category names the filter and the case
 * studies), audited as a create; not featured until staff make it so.
 */
export async function addProjectTranslation(staff: Actor, sourceId: string, locale: Locale): Promise<TranslationResult<Project>> {
  const source = await getProject(sourceId);
  if (!source) return { ok: false, reason: 'not_found' };
  const { title, client, description, category, year, services, technologies, results, image_url, website_url, display_order } = source;
  return addTranslation(staff, AUDITED, source, locale, {
    title,
    client,
    description,
    category,
    year,
    services,
    technologies,
    results,
    image_url,
    website_url,
    display_order,
    featured: false,
    is_active: false,
  });
}

/** Make Featured / Remove Featured (product §7 update {featured}); undefined when the project is unknown. */
export async function setProjectFeatured(staff: Actor, id: string, featured: boolean): Promise<Project | undefined> {
  const key = parseId(id);
  return key ? auditedUpdate(staff, AUDITED, key, { featured }, featured ? 'feature' : 'unfeature') : undefined;
}

/** Activate / Deactivate from the card (product §4); undefined when the project is unknown. */
export async function setProjectActive(staff: Actor, id: string, active: boolean): Promise<Project | undefined> {
  const key = parseId(id);
  return key ? auditedUpdate(staff, AUDITED, key, { is_active: active }, active ? 'activate' : 'deactivate') : undefined;
}

/** Deletes a project; false when there was none with that id. */
export async function deleteProject(staff: Actor, id: string): Promise<boolean> {
  const key = parseId(id);
  return key ? auditedDelete(staff, AUDITED, key) : false;
}

export type ConnectionTest =
  | { ok: true; rows: number }
  /** `query`: the database answered with an error; `unexpected`: anything else went wrong. */
  | { ok: false; kind: 'query' | 'unexpected'; message: string };

/** Test DB Connection (product §7): selects id and title, limit 1. */
export async function testProjectsConnection(): Promise<ConnectionTest> {
  let query: Promise<{ id: string; title: string }[]>;
  try {
    query = db().select({ id: portfolio_projects.id, title: portfolio_projects.title }).from(portfolio_projects).limit(1);
  } catch (error) {
    return { ok: false, kind: 'unexpected', message: error instanceof Error ? error.message : String(error) };
  }
  try {
    const rows = await query;
    return { ok: true, rows: rows.length };
  } catch (error) {
    const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error;
    return { ok: false, kind: 'query', message: cause instanceof Error ? cause.message : String(cause) };
  }
}
