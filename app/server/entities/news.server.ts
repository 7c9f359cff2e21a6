/**
 * news_insights. Public functions return published articles only (product §6, §7; DESIGN §3.2);
 * admin functions (added beside them) are separate and named for staff.
 */
import { and, desc, eq, gt, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { DEFAULT_LOCALE, isLocale, LOCALE_CODES, localizedPath, type Locale, type StaticPagePath } from '~/domain/locales';
import type { NewsCategory } from '~/domain/news';
import type { ArticleInput } from '~/domain/news-admin';
import { articlePath } from '~/domain/redirects';
import { publicationState } from '~/domain/schedule';
import { isSlug } from '~/domain/slug';
import { isUuid } from '~/domain/values';
import type { Actor, SaveResult } from '~/server/entities/admin-content.server';
import { auditedDelete, auditedSave } from '~/server/entities/audited-writes.server';
import { saveKeepingLinks } from '~/server/entities/redirects.server';
import { db } from '~/server/db/db.server';
import { news_insights } from '~/server/db/schema.server';
import { libraryAltOf } from '~/server/media/library-alt.server';
import { markExpiresAt } from '~/server/platform/request-state.server';

// ── Scheduled publishing (issue 19): decided when read, no job runner ──────────────────────────

/**
 * Public now: the switch is on, its publish time has come and its unpublish time has not — the
 * same rule as domain/schedule's publicationState. `now()` is the database's clock, one for every
 * app instance. The redirect table asks it too (an unpublished target is not answered).
 */
export function articleIsPublicNow(): SQL {
  return and(
    eq(news_insights.is_published, true),
    or(isNull(news_insights.publish_at), lte(news_insights.publish_at, sql`now()`)),
    or(isNull(news_insights.unpublish_at), gt(news_insights.unpublish_at, sql`now()`)),
  )!;
}

/**
 * A translated record's public path in SQL, in its own language (for an article '/news-insights/'
 * || slug in English, '/ar/الأخبار-والرؤى/' || slug in Arabic; a partner's under '/partners'):
 * what a redirect's target is compared with.
 */
export function recordPathSql(table: { locale: AnyPgColumn; slug: AnyPgColumn }, listing: StaticPagePath): SQL {
  const cases = LOCALE_CODES.map((code) => sql`when ${code} then ${`${localizedPath(code, listing)}/`}`);
  return sql`(case ${table.locale} ${sql.join(cases, sql` `)} end || ${table.slug})`;
}

/**
 * The published translations of the outer row's group, itself included ({locale, slug}[]): one
 * more column of the query that reads the article, so its page's hreflang alternates cost no
 * second round trip (ADR 420). Written out, names and all: drizzle leaves a single-table select's
 * columns unqualified, which inside this subquery would name its own row. "Published" is
 * articleIsPublicNow's rule.
 */
const publishedTranslationsSql = sql<TranslationRef[]>`(select coalesce(json_agg(json_build_object('locale', t.locale, 'slug', t.slug) order by t.locale), '[]'::json)
    from news_insights t where t.translation_group = news_insights.translation_group and t.is_published
      and (t.publish_at is null or t.publish_at <= now()) and (t.unpublish_at is null or t.unpublish_at > now()))`;

/**
 * The soonest future publish or unpublish time of an article that is switched on: the moment the
 * public article set next changes by itself. An uncorrelated subquery (evaluated once per query),
 * so a public read carries it as one more column instead of costing a second query.
 */
const nextScheduledChangeSql = sql<string | Date | null>`(select least(
    min(${news_insights.publish_at}) filter (where ${news_insights.publish_at} > now()),
    min(${news_insights.unpublish_at}) filter (where ${news_insights.unpublish_at} > now())
  ) from ${news_insights} where ${news_insights.is_published})`;

/**
 * Tells the page cache (markExpiresAt) when the public article set next changes by itself, so a
 * cached list, home page, article, feed or sitemap is dropped at that moment and the next visitor
 * sees it.
 */
function markScheduledChange(value: string | Date | null | undefined): Date | undefined {
  if (!value) return undefined;
  const next = new Date(value);
  markExpiresAt(next);
  return next;
}

/** Reads and marks the next scheduled change on its own (for a read that returned no row to carry it). */
export async function markNextScheduledChange(): Promise<Date | undefined> {
  const [row] = await db().select({ next: nextScheduledChangeSql }).from(news_insights).limit(1);
  return markScheduledChange(row?.next);
}

/**
 * Runs a public read whose rows carry the next scheduled change (`next_change`), marks it and
 * returns the rows without it. A read that found nothing asks for the change on its own: an empty
 * list still changes when a scheduled article goes live.
 */
async function withScheduledChange<Row extends { next_change: string | Date | null }>(rows: Promise<Row[]>): Promise<Omit<Row, 'next_change'>[]> {
  const found = await rows;
  if (found.length === 0) {
    await markNextScheduledChange();
    return [];
  }
  markScheduledChange(found[0]!.next_change);
  return found.map(({ next_change: _carried, ...row }) => row);
}

// ── Public (active/published only) ───────────────────────────────────────────────────────────

const summaryColumns = {
  id: news_insights.id,
  slug: news_insights.slug,
  title: news_insights.title,
  excerpt: news_insights.excerpt,
  category: news_insights.category,
  author: news_insights.author,
  published_date: news_insights.published_date,
  featured_image: news_insights.featured_image,
  featured_image_alt: libraryAltOf(news_insights.featured_image),
  publish_at: news_insights.publish_at,
  updated_at: news_insights.updated_at,
};

/** What a list of published articles shows ('YYYY-MM-DD' dates; publish_at: the moment it went live, when known). */
export type PublishedArticleSummary = Pick<
  ArticleRow,
  'id' | 'slug' | 'title' | 'excerpt' | 'category' | 'author' | 'published_date' | 'featured_image' | 'publish_at' | 'updated_at'
>
  /** The media library's alt text when the featured image is a library image. */
  & { featured_image_alt?: string | null };

/** One published article: its Markdown content, and when it last changed (Article JSON-LD dateModified). */
export type PublishedArticle = PublishedArticleSummary & Pick<ArticleRow, 'content'>;

/**
 * Published articles of one language (English unless asked), newest first (published_date
 * descending); optionally one category, at most `limit`.
 */
export async function listPublishedArticles(
  options: { category?: NewsCategory; limit?: number; locale?: Locale } = {},
): Promise<PublishedArticleSummary[]> {
  const where = and(
    articleIsPublicNow(),
    eq(news_insights.locale, options.locale ?? DEFAULT_LOCALE),
    options.category ? eq(news_insights.category, options.category) : undefined,
  );
  const query = db()
    .select({ ...summaryColumns, next_change: nextScheduledChangeSql })
    .from(news_insights)
    .where(where)
    .orderBy(desc(news_insights.published_date), desc(news_insights.created_at), news_insights.id);
  return withScheduledChange(options.limit === undefined ? query.execute() : query.limit(options.limit).execute());
}

/**
 * The slugs of every article visitors can read now, and the next moment that set changes by itself
 * (a scheduled publication or end): the server's list of article addresses that exist (ADR 310).
 */
export async function listPublicArticleSlugs(locale: Locale = DEFAULT_LOCALE): Promise<{ slugs: string[]; nextChange: Date | undefined }> {
  const rows = await db()
    .select({ slug: news_insights.slug })
    .from(news_insights)
    .where(and(articleIsPublicNow(), eq(news_insights.locale, locale)));
  const [next] = await db().select({ next: nextScheduledChangeSql }).from(news_insights).limit(1);
  return { slugs: rows.map((row) => row.slug), nextChange: next?.next ? new Date(next.next) : undefined };
}

/** A translation of an item: its language and its slug (its address is the language's path with it). */
export interface TranslationRef {
  locale: Locale;
  slug: string;
}

/**
 * One published article by slug in one language (English unless asked), with the published
 * translations of its group, itself included (its page's hreflang cluster); undefined when there
 * is none in that language or it is a draft. An English slug asked for in Arabic finds nothing.
 */
export async function getPublishedArticleBySlug(
  slug: string,
  locale: Locale = DEFAULT_LOCALE,
): Promise<(PublishedArticle & { translations: TranslationRef[] }) | undefined> {
  // Not a slug (a NUL, %FF, an over-long segment): nothing to find, and nothing to send to the database.
  if (!isSlug(slug)) return undefined;
  const [row] = await withScheduledChange(
    db()
      .select({ ...summaryColumns, content: news_insights.content, translations: publishedTranslationsSql, next_change: nextScheduledChangeSql })
      .from(news_insights)
      .where(and(eq(news_insights.slug, slug), eq(news_insights.locale, locale), articleIsPublicNow()))
      .limit(1)
      .execute(),
  );
  return row && { ...row, translations: knownTranslations(row.translations) };
}

/** The translations a json column gave, each in a configured language (a row of a removed language is left out). */
export function knownTranslations(refs: readonly { locale: string; slug: string }[] | null): TranslationRef[] {
  return (refs ?? []).flatMap((ref) => (isLocale(ref.locale) ? [{ locale: ref.locale, slug: ref.slug }] : []));
}

/**
 * A response's max-age that ends when the public article set next changes (a feed or sitemap
 * must not be kept past a scheduled article's time), at most `maxSeconds`. Never throws.
 */
/** The next scheduled change, or undefined when none is known (a failed read only loses the bound). */
export async function nextScheduledChange(): Promise<Date | undefined> {
  return markNextScheduledChange().catch(() => undefined);
}

// ── Admin (callers have passed requireStaff) ─────────────────────────────────────────────────

export type ArticleRow = typeof news_insights.$inferSelect;
const AUDITED = { table: news_insights, entity: 'news_insights' };

/** Every article, drafts included, newest published_date first; optionally one category. */
export async function listArticles(filters: { category?: NewsCategory } = {}): Promise<ArticleRow[]> {
  return db()
    .select()
    .from(news_insights)
    .where(filters.category ? eq(news_insights.category, filters.category) : undefined)
    .orderBy(desc(news_insights.published_date), desc(news_insights.created_at), news_insights.id);
}

/** One article by id, draft or published. */
export async function getArticle(id: string): Promise<ArticleRow | undefined> {
  const [row] = await db().select().from(news_insights).where(eq(news_insights.id, id)).limit(1);
  return row;
}

/** One article by slug in one language, draft or published: staff previewing a draft at its public address. */
export async function getArticleBySlugForStaff(slug: string, locale: Locale = DEFAULT_LOCALE): Promise<ArticleRow | undefined> {
  if (!isSlug(slug)) return undefined;
  const [row] = await db()
    .select()
    .from(news_insights)
    .where(and(eq(news_insights.slug, slug), eq(news_insights.locale, locale)))
    .limit(1);
  return row;
}

/**
 * One article by id whatever its state, in the shape the public page shows: what a preview link
 * for its latest state opens (ADR 331). Only the preview page may call it, after resolving a token.
 */
export async function getArticleForPreview(id: string): Promise<PublishedArticle | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await db()
    .select({ ...summaryColumns, content: news_insights.content })
    .from(news_insights)
    .where(eq(news_insights.id, id))
    .limit(1);
  return row;
}

/**
 * Creates (id null) or updates an article; the audit row is written in the same transaction and
 * the public page cache is cleared after the commit. A slug used by another article is refused.
 */
export async function saveArticle(
  staff: Actor,
  id: string | null,
  input: ArticleInput,
  options: { replaceRedirect?: boolean } = {},
): Promise<SaveResult<ArticleRow>> {
  return saveKeepingLinks({
    actor: staff,
    id,
    slug: input.slug,
    confirmReplace: options.replaceRedirect === true,
    pathOf: (slug, before) => articlePath(slug, before && isLocale(before.locale) ? before.locale : DEFAULT_LOCALE),
    load: getArticle,
    isPublic: (row) => publicationState(row) === 'published',
    save: (before) =>
      auditedSave(staff, AUDITED, id, { ...input, publish_at: publishMoment(input, before) }, {
        uniqueSlug: { column: news_insights.slug, value: input.slug },
      }),
  });
}

/**
 * When a published article went (or goes) live. A time staff gave is kept; published without one,
 * it is the moment it was first published (kept over later saves), or now. A draft keeps none.
 */
function publishMoment(input: ArticleInput, before: ArticleRow | undefined): Date | null {
  if (input.publish_at) return input.publish_at;
  if (!input.is_published) return null;
  // To the minute, as the form shows and posts it back: a later save that changes nothing else
  // keeps it (seconds here made every article's first edit a change of its publish time).
  const now = new Date(Math.floor(Date.now() / 60_000) * 60_000);
  const earlier = before?.is_published ? before.publish_at : null;
  return earlier && earlier <= now ? earlier : now;
}

/** Deletes an article; false when there was none. */
export async function deleteArticle(staff: Actor, id: string): Promise<boolean> {
  return auditedDelete(staff, AUDITED, id);
}
