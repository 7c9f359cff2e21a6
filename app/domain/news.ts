/**
 * News & Insights categories (product §3 news_insights.category, §9 "Category lists") and the
 * category filter that lives in the URL (`/news-insights?category=Insights`).
 */

import { NEWS_CATEGORIES, type NewsCategory } from './options';

// The list lives in ./options (one source with the database's CHECK and the seed); re-exported for this module's users.
export { NEWS_CATEGORIES, type NewsCategory };

/** The filter buttons in the product's order: All, Articles, Insights, News. */
export const NEWS_FILTERS = ['All', 'Articles', 'Insights', 'News'] as const;

/** Up to this many published articles on the home page (product §9). */
export const HOME_INSIGHTS_LIMIT = 6;

export function isNewsCategory(value: unknown): value is NewsCategory {
  return typeof value === 'string' && (NEWS_CATEGORIES as readonly string[]).includes(value);
}

/**
 * The category chosen in the URL, or undefined for "All" (also for anything unknown: a stale
 * or hand-edited link shows every article rather than an error). Case-insensitive.
 */
export function parseNewsCategory(searchParams: URLSearchParams): NewsCategory | undefined {
  const raw = searchParams.get('category')?.trim().toLowerCase();
  if (!raw) return undefined;
  return NEWS_CATEGORIES.find((category) => category.toLowerCase() === raw);
}

/** The URL of the news list filtered by a category ('All' or undefined: unfiltered). */
export function newsFilterHref(category: NewsCategory | 'All' | undefined): string {
  return !category || category === 'All' ? '/news-insights' : `/news-insights?category=${encodeURIComponent(category)}`;
}

/** '{n} article(s) found' (product §2 News & Insights), verbatim. */
export function articleCountText(count: number): string {
  return `${count} article(s) found`;
}

export function articleHref(slug: string): string {
  return `/news-insights/${encodeURIComponent(slug)}`;
}
