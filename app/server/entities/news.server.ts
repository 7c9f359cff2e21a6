/**
 * news_insights. Public functions return published articles only (SPEC §6, §7; DESIGN §3.2);
 * admin functions (added beside them) are separate and named for staff.
 */
import { and, desc, eq } from 'drizzle-orm';
import type { NewsCategory } from '~/domain/news';
import type { ArticleInput } from '~/domain/news-admin';
import { isSlug } from '~/domain/slug';
import type { Actor, SaveResult } from '~/server/entities/admin-content.server';
import { auditedDelete, auditedSave } from '~/server/entities/audited-writes.server';
import { db } from '~/server/db/db.server';
import { news_insights } from '~/server/db/schema.server';
import { libraryAltOf } from '~/server/media/library-alt.server';

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
};

/** What a list of published articles shows ('YYYY-MM-DD' dates). */
export type PublishedArticleSummary = Pick<ArticleRow, 'id' | 'slug' | 'title' | 'excerpt' | 'category' | 'author' | 'published_date' | 'featured_image'>
  /** The media library's alt text when the featured image is a library image. */
  & { featured_image_alt?: string | null };

/** One published article: its Markdown content, and when it last changed (Article JSON-LD dateModified). */
export type PublishedArticle = PublishedArticleSummary & Pick<ArticleRow, 'content' | 'updated_at'>;

/** Published articles, newest first (published_date descending); optionally one category, at most `limit`. */
export async function listPublishedArticles(
  options: { category?: NewsCategory; limit?: number } = {},
): Promise<PublishedArticleSummary[]> {
  const where = options.category
    ? and(eq(news_insights.is_published, true), eq(news_insights.category, options.category))
    : eq(news_insights.is_published, true);
  const query = db()
    .select(summaryColumns)
    .from(news_insights)
    .where(where)
    .orderBy(desc(news_insights.published_date), desc(news_insights.created_at), news_insights.id);
  return options.limit === undefined ? query : query.limit(options.limit);
}

/** One published article by slug; undefined when there is none or it is a draft. */
export async function getPublishedArticleBySlug(slug: string): Promise<PublishedArticle | undefined> {
  // Not a slug (a NUL, %FF, an over-long segment): nothing to find, and nothing to send to the database.
  if (!isSlug(slug)) return undefined;
  const [row] = await db()
    .select({ ...summaryColumns, content: news_insights.content, updated_at: news_insights.updated_at })
    .from(news_insights)
    .where(and(eq(news_insights.slug, slug), eq(news_insights.is_published, true)))
    .limit(1);
  return row;
}

/** Published articles for /sitemap.xml: path slug and last modification. */
export async function listPublishedArticleSitemapEntries(): Promise<{ slug: string; lastmod: Date }[]> {
  return db()
    .select({ slug: news_insights.slug, lastmod: news_insights.updated_at })
    .from(news_insights)
    .where(eq(news_insights.is_published, true))
    .orderBy(desc(news_insights.published_date), news_insights.slug);
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

/** One article by slug, draft or published: staff previewing a draft at its public address. */
export async function getArticleBySlugForStaff(slug: string): Promise<ArticleRow | undefined> {
  if (!isSlug(slug)) return undefined;
  const [row] = await db().select().from(news_insights).where(eq(news_insights.slug, slug)).limit(1);
  return row;
}

/**
 * Creates (id null) or updates an article; the audit row is written in the same transaction and
 * the public page cache is cleared after the commit. A slug used by another article is refused.
 */
export async function saveArticle(staff: Actor, id: string | null, input: ArticleInput): Promise<SaveResult<ArticleRow>> {
  return auditedSave(staff, AUDITED, id, input, { uniqueSlug: { column: news_insights.slug, value: input.slug } });
}

/** Deletes an article; false when there was none. */
export async function deleteArticle(staff: Actor, id: string): Promise<boolean> {
  return auditedDelete(staff, AUDITED, id);
}
