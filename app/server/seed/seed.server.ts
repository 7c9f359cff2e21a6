/**
 * Demo content: loaded into an empty database at start-up, and reloaded on demand by
 * `npm run db:seed -- --reset`. The data itself lives beside this module in app/server/seed/.
 */
import { rebuildSearchIndex } from '~/server/search/search-index.server';
import { and, eq, sql } from 'drizzle-orm';
import { seedApplications } from '~/server/seed/applications.server';
import { seedJobs } from '~/server/seed/jobs.server';
import { slugify } from '~/domain/slug';
import { seedLeads } from '~/server/seed/leads.server';
import { seedLeadRouting } from '~/server/seed/offices.server';
import { seedArticles } from '~/server/seed/news.server';
import { seedArabicArticle, seedArabicJob } from '~/server/seed/arabic.server';
import { seedPartners } from '~/server/seed/partners.server';
import { seedProjects } from '~/server/seed/portfolio.server';
import { seedTeams } from '~/server/seed/teams.server';
import { seedArabicTestimonials, seedTestimonials } from '~/server/seed/testimonials.server';
import { queryRows, type Database } from '~/server/db/db.server';
import {
  contact_leads,
  job_applications,
  jobs,
  news_insights,
  partners,
  portfolio_projects,
  teams,
  testimonials,
} from '~/server/db/schema.server';

const DAY_MS = 24 * 60 * 60 * 1000;

/** True when none of the content tables holds a row. */
export async function isContentEmpty(database: Database): Promise<boolean> {
  const rows = await queryRows<{ any_rows: boolean }>(database, sql`
    select exists (select 1 from news_insights) or exists (select 1 from partners)
        or exists (select 1 from teams) or exists (select 1 from testimonials)
        or exists (select 1 from jobs) or exists (select 1 from portfolio_projects) as any_rows`);
  return !rows[0]?.any_rows;
}

/** Loads the demo content; with `reset`, first deletes every content, lead and application row. */
export async function seedDemoContent(database: Database, options: { reset?: boolean } = {}) {
  await database.transaction(async (tx) => {
    if (options.reset) {
      await tx.delete(job_applications);
      await tx.delete(contact_leads);
      await tx.delete(jobs);
      await tx.delete(news_insights);
      await tx.delete(partners);
      await tx.delete(portfolio_projects);
      await tx.delete(teams);
      await tx.delete(testimonials);
    }
    await tx.insert(news_insights).values([...seedArticles]);
    await tx.insert(partners).values([...seedPartners]);
    await tx.insert(teams).values([...seedTeams]);
    const insertedTestimonials = await tx
      .insert(testimonials)
      .values([...seedTestimonials])
      .returning({ name: testimonials.name, translation_group: testimonials.translation_group });
    await tx.insert(portfolio_projects).values([...seedProjects]);
    const insertedJobs = await tx
      .insert(jobs)
      .values(seedJobs.map((job) => ({ ...job, slug: slugify(job.title) })))
      .returning({ id: jobs.id, title: jobs.title, translation_group: jobs.translation_group });
    // Issue 48: the Arabic translations, published, each in its English source's translation group.
    const [articleSource] = await tx
      .select({ group: news_insights.translation_group })
      .from(news_insights)
      .where(and(eq(news_insights.slug, seedArabicArticle.sourceSlug), eq(news_insights.locale, 'en')));
    if (articleSource) await tx.insert(news_insights).values({ ...seedArabicArticle.article, locale: 'ar', translation_group: articleSource.group });
    const jobSource = insertedJobs.find((job) => job.title === seedArabicJob.sourceTitle);
    if (jobSource) {
      await tx.insert(jobs).values({ ...seedArabicJob.job, slug: slugify(seedArabicJob.job.title), locale: 'ar', translation_group: jobSource.translation_group });
    }
    // Issue 48: each testimonial's Arabic translation, in its English row's group (names stay as they are).
    const testimonialGroups = new Map(insertedTestimonials.map((row) => [row.name, row.translation_group]));
    const arabicTestimonials = seedArabicTestimonials.flatMap((row) => {
      const group = testimonialGroups.get(row.name);
      return group ? [{ ...row, locale: 'ar', translation_group: group }] : [];
    });
    if (arabicTestimonials.length > 0) await tx.insert(testimonials).values(arabicTestimonials);
    const now = Date.now();
    await tx.insert(contact_leads).values(
      seedLeads.map(({ days_ago, ...lead }) => {
        const at = new Date(now - days_ago * DAY_MS);
        return { ...lead, form: 'quote', source_page: '/', created_at: at, updated_at: at };
      }),
    );
    await tx.insert(job_applications).values(
      seedApplications.map(({ days_ago, job_index, ...application }) => {
        const at = new Date(now - days_ago * DAY_MS);
        const job = insertedJobs[job_index];
        return {
          ...application,
          job_id: job?.id ?? null,
          job_title: job?.title ?? null,
          source_page: '/careers',
          created_at: at,
          updated_at: at,
        };
      }),
    );
    // Issue 46: sales staff owning each office and the demo routing rules, so new leads go to named people.
    await seedLeadRouting(tx);
    // The demo content is written here, not through staff saves: the search index is built from it.
    await rebuildSearchIndex(tx);
  });
}

/** Seeds only a database with no content at all, so a restart never duplicates anything. */
export async function seedIfEmpty(database: Database): Promise<boolean> {
  if (!(await isContentEmpty(database))) return false;
  await seedDemoContent(database);
  return true;
}
