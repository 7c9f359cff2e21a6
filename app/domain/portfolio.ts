/**
 * Portfolio constants (product §7 carousel variant, §9 limits) and small display helpers shared by
 * the portfolio page and the Digital Experience success-stories carousel.
 */
import { queryText } from './query-params';

/** The success-stories carousel shows projects in these categories (product §9). */
export const CASE_STUDY_CATEGORIES = ['E-commerce', 'Healthcare', 'Technology'] as const;
/** At most this many projects in the success-stories carousel. */
export const CASE_STUDY_LIMIT = 6;
/** Auto-play interval of the success-stories carousel; the carousel's generic default is 5000 ms. */
export const CASE_STUDY_AUTOPLAY_MS = 6000;
/** At most this many key results per project in the carousel. */
export const KEY_RESULTS_SHOWN = 3;
/** A portfolio card lists at most this many services, then '+N more'. */
export const SERVICES_SHOWN = 3;

/** The first `limit` items and how many were left out. */
export function firstOf<T>(items: readonly T[], limit: number): { shown: T[]; more: number } {
  return { shown: items.slice(0, limit), more: Math.max(0, items.length - limit) };
}

/** The category chosen in the URL (`/portfolio?category=Healthcare`); undefined means All Projects. */
export function parseProjectCategory(searchParams: URLSearchParams): string | undefined {
  // 100: a project's category is at most that long (PROJECT_LIMITS, not imported: page weight).
  return queryText(searchParams, 'category', 100) || undefined;
}

export function portfolioFilterHref(category: string | undefined): string {
  return category ? `/portfolio?category=${encodeURIComponent(category)}` : '/portfolio';
}

/** The id of a project's card on /portfolio: the search result of a project links to it (issue 45). */
export function projectAnchor(id: string): string {
  return `project-${id}`;
}
