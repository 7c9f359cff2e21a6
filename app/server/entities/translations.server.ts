/**
 * Translations of articles, jobs, partners, testimonials, team members and portfolio projects (issue 48, ADR 420): a translation is a row of its own, in its
 * own language, sharing its source's `translation_group` (one row per language in a group). Each
 * has its own status, schedule, revisions, preview links, redirects and audit trail — the
 * machinery that keys by row id, unchanged. This module makes a translation (a draft copy, never
 * public until staff publish it), lists a group for the editor, and lists every published
 * translation for the sitemap's alternates.
 */
import { and, asc, eq, ne } from 'drizzle-orm';
import type { PgInsertValue, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import { isJobOpen } from '~/domain/job-posting';
import { DEFAULT_LOCALE, isLocale, localizedRecordPath, type Locale } from '~/domain/locales';
import { publicationState } from '~/domain/schedule';
import { isUuid } from '~/domain/values';
import type { Actor } from '~/server/entities/admin-content.server';
import { auditedSave } from '~/server/entities/audited-writes.server';
import { getJob, type Job } from '~/server/entities/jobs.server';
import { articleIsPublicNow, getArticle, type ArticleRow } from '~/server/entities/news.server';
import { getPartner, type PartnerRow } from '~/server/entities/partners.server';
import { isRevisionFollowing, latestRevisionNumber } from '~/server/entities/translation-revisions.server';
import { db } from '~/server/db/db.server';
import { jobs, news_insights, partners, type portfolio_projects, type teams, type testimonials } from '~/server/db/schema.server';

type TranslatableTable = typeof news_insights | typeof jobs | typeof partners | typeof testimonials | typeof teams | typeof portfolio_projects;
export type TranslatableRow = TranslatableTable['$inferSelect'];

/** Why a translation was not made: no source, the source is already in that language, or the group has one. */
export type TranslationRefusal = 'not_found' | 'same_locale' | 'translation_exists' | 'slug_taken';

export type TranslationResult<Row> = { ok: true; row: Row } | { ok: false; reason: TranslationRefusal };

/**
 * Makes `source`'s translation into `locale`: a copy of its fields (`values`, which the caller
 * makes unpublished) in that language and its group, audited as a 'create' with its first
 * revision, in one transaction. Its slug (for the kinds that have one) is the source's until the
 * translator gives it one of its own (a slug is unique within its language, so the copy's is free
 * unless another row of that language took it: 'slug_taken').
 */
export async function addTranslation<T extends TranslatableTable>(
  actor: Actor,
  target: { table: T; entity: string },
  source: TranslatableRow,
  locale: Locale,
  /** The copied fields, the source's slug among them when the kind has one. */
  values: PgInsertValue<T> & PgUpdateSetSource<T>,
): Promise<TranslationResult<T['$inferSelect']>> {
  if (source.locale === locale) return { ok: false, reason: 'same_locale' };
  if (await translationIn(target.table, source.translation_group, locale)) return { ok: false, reason: 'translation_exists' };
  const slug = 'slug' in target.table && 'slug' in source ? { uniqueSlug: { column: target.table.slug, value: source.slug } } : {};
  // An article's, job's or partner's translation records the source's newest revision: what it is
  // made from (the editor says when the source has a newer one, ADR 420 point 2).
  const follows = isRevisionFollowing(target.entity) ? { translated_from_revision: await latestRevisionNumber(target.entity, source.id) } : {};
  const result = await auditedSave(actor, target, null, { ...values, locale, translation_group: source.translation_group, ...follows }, slug);
  if (result.ok) return { ok: true, row: result.row };
  // Two staff adding the same translation at once: the group's unique index refused the second.
  if (await translationIn(target.table, source.translation_group, locale)) return { ok: false, reason: 'translation_exists' };
  return { ok: false, reason: result.reason === 'slug_taken' ? 'slug_taken' : 'not_found' };
}

async function translationIn(table: TranslatableTable, group: string, locale: Locale): Promise<string | undefined> {
  const [row] = await db()
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.translation_group, group), eq(table.locale, locale)))
    .limit(1);
  return row?.id;
}

/** One row of an item's translation group, as the editor's Translations panel lists it. */
export interface TranslationSummary {
  id: string;
  locale: Locale;
  title: string;
  /** Its slug; absent for the kinds without an address of their own (testimonials, projects). */
  slug?: string;
  /** Visitors can read it now (an article published and in its window, a job active and open, the others active). */
  live: boolean;
}

/** The other rows of `row`'s translation group, in the locale table's order. */
export async function listOtherTranslations(table: TranslatableTable, row: TranslatableRow, now: Date = new Date()): Promise<TranslationSummary[]> {
  const rows = await db()
    .select()
    .from(table)
    .where(and(eq(table.translation_group, row.translation_group), ne(table.id, row.id)))
    .orderBy(asc(table.locale));
  return rows.flatMap((other) =>
    isLocale(other.locale) ? [{ id: other.id, locale: other.locale, title: titleOf(other), ...('slug' in other ? { slug: other.slug } : {}), live: isLive(other, now) }] : [],
  );
}

/** What the back office calls a row: an article's, a job's or a project's title, a partner's, a testimonial's or a team member's name. */
export function titleOf(row: TranslatableRow): string {
  return 'name' in row ? row.name : row.title;
}

function isLive(row: TranslatableRow, now: Date): boolean {
  if ('is_published' in row) return publicationState(row, now) === 'published';
  return 'closes_on' in row ? isJobOpen(row, now) : row.is_active;
}

/** The source a translation was made from: the group's English row (undefined for an English row, or when it is gone). */
export async function translationSource(table: TranslatableTable, row: TranslatableRow): Promise<TranslatableRow | undefined> {
  if (row.locale === DEFAULT_LOCALE) return undefined;
  const [source] = await db()
    .select()
    .from(table)
    .where(and(eq(table.translation_group, row.translation_group), eq(table.locale, DEFAULT_LOCALE)))
    .limit(1);
  return source;
}

/** One page visitors can read now in one language, and its translation group (the sitemap's xhtml:link alternates). */
export interface PublishedTranslation {
  kind: 'article' | 'job' | 'partner';
  group: string;
  locale: Locale;
  slug: string;
  /** Its decoded path in its language ('/ar/الوظائف/…'); percent-encode it for XML (encodedPath). */
  path: string;
  /** Its last save: the sitemap's lastmod. */
  updated: Date;
  /** A job's last day (the sitemap is not kept past it); absent for an article. */
  closesOn?: string | null;
}

/**
 * Every article, job and partner visitors can read now, in every language, with its translation
 * group: the pages of one group are each other's alternates. Articles published and in their
 * window; jobs active and not past their closing day (a closed job's page answers 410 and is in no
 * sitemap); partners active. Partners in their display order (the sitemap's order before issue 48).
 */
export async function publishedTranslations(now: Date = new Date()): Promise<PublishedTranslation[]> {
  const [articleRows, jobRows, partnerRows] = await Promise.all([
    db()
      .select({ group: news_insights.translation_group, locale: news_insights.locale, slug: news_insights.slug, updated: news_insights.updated_at })
      .from(news_insights)
      .where(articleIsPublicNow())
      .orderBy(asc(news_insights.translation_group), asc(news_insights.locale)),
    db()
      .select({ group: jobs.translation_group, locale: jobs.locale, slug: jobs.slug, updated: jobs.updated_at, is_active: jobs.is_active, closes_on: jobs.closes_on })
      .from(jobs)
      .where(eq(jobs.is_active, true))
      .orderBy(asc(jobs.translation_group), asc(jobs.locale)),
    db()
      .select({ group: partners.translation_group, locale: partners.locale, slug: partners.slug, updated: partners.updated_at })
      .from(partners)
      .where(eq(partners.is_active, true))
      .orderBy(asc(partners.display_order), asc(partners.slug)),
  ]);
  const articles = articleRows.flatMap(({ group, locale, slug, updated }) =>
    isLocale(locale) ? [{ kind: 'article' as const, group, locale, slug, path: localizedRecordPath(locale, '/news-insights', slug), updated }] : [],
  );
  const openJobs = jobRows.flatMap((job) =>
    isLocale(job.locale) && isJobOpen(job, now)
      ? [{ kind: 'job' as const, group: job.group, locale: job.locale, slug: job.slug, path: localizedRecordPath(job.locale, '/careers', job.slug), updated: job.updated, closesOn: job.closes_on }]
      : [],
  );
  const activePartners = partnerRows.flatMap(({ group, locale, slug, updated }) =>
    isLocale(locale) ? [{ kind: 'partner' as const, group, locale, slug, path: localizedRecordPath(locale, '/partners', slug), updated }] : [],
  );
  return [...articles, ...openJobs, ...activePartners];
}

// ── The three kinds of translated content ─────────────────────────────────────────────────────────

/** An article's translation into `locale`: an unpublished copy (no schedule) to translate. */
export async function addArticleTranslation(staff: Actor, sourceId: string, locale: Locale): Promise<TranslationResult<ArticleRow>> {
  const source = isUuid(sourceId) ? await getArticle(sourceId) : undefined;
  if (!source) return { ok: false, reason: 'not_found' };
  const { title, excerpt, content, category, author, published_date, featured_image } = source;
  return addTranslation(staff, { table: news_insights, entity: 'news_insights' }, source, locale, {
    slug: source.slug,
    title,
    excerpt,
    content,
    category,
    author,
    published_date,
    featured_image,
    is_published: false,
    publish_at: null,
    unpublish_at: null,
  });
}

/** A job's translation into `locale`: an inactive copy to translate (its facts copied, to localise). */
export async function addJobTranslation(staff: Actor, sourceId: string, locale: Locale): Promise<TranslationResult<Job>> {
  const source = await getJob(sourceId);
  if (!source) return { ok: false, reason: 'not_found' };
  const { title, department, experience_level, employment_type, location, description, requirements, benefits, salary_range, closes_on, display_order } = source;
  return addTranslation(staff, { table: jobs, entity: 'jobs' }, source, locale, {
    slug: source.slug,
    title,
    department,
    experience_level,
    employment_type,
    location,
    description,
    requirements,
    benefits,
    salary_range,
    closes_on,
    display_order,
    is_active: false,
  });
}

/** A partner's translation into `locale`: an inactive copy to translate (its logo, links and facts copied, to localise). */
export async function addPartnerTranslation(staff: Actor, sourceId: string, locale: Locale): Promise<TranslationResult<PartnerRow>> {
  const source = isUuid(sourceId) ? await getPartner(sourceId) : undefined;
  if (!source) return { ok: false, reason: 'not_found' };
  const { name, logo_url, description, website, partnership_type, industry, established_date, case_study, display_order } = source;
  return addTranslation(staff, { table: partners, entity: 'partners' }, source, locale, {
    slug: source.slug,
    name,
    logo_url,
    description,
    website,
    partnership_type,
    industry,
    established_date,
    case_study,
    display_order,
    is_active: false,
  });
}
