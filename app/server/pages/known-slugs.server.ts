/**
 * The addresses that exist among the public pages that take a slug (ADR 310): articles visitors
 * can read now, active partners, and jobs (open or closed: a closed job answers 410 with its
 * title). A request for any other slug of those routes gets the route's own not-found document,
 * stored once, instead of a render per address — a crawler guessing `/news-insights/…` costs what a
 * cached page costs.
 *
 * Held in memory, reloaded after every content change (on any instance: the content bus), when
 * the public article set next changes by itself (a scheduled publication), and at least every
 * KNOWN_SLUGS_MAX_AGE_MS. Bounded by the content itself (one slug per article, partner and job).
 */
import { listJobSlugs } from '~/server/entities/jobs.server';
import { listPublicArticleSlugs } from '~/server/entities/news.server';
import { listActivePartnerSlugs } from '~/server/entities/partners.server';
import { contentSnapshot } from '~/server/platform/content-snapshot.server';

export const KNOWN_SLUGS_MAX_AGE_MS = 60_000;

/** The routes whose unknown slugs get a stored not-found document, by route id (app/routes.ts). */
export const SLUG_ROUTES = ['routes/site/article', 'routes/site/partner', 'routes/site/job'] as const;
type SlugRoute = (typeof SLUG_ROUTES)[number];

const knownSlugs = contentSnapshot('the known slugs', KNOWN_SLUGS_MAX_AGE_MS, async () => {
  const [articles, partners, jobs] = await Promise.all([listPublicArticleSlugs(), listActivePartnerSlugs(), listJobSlugs()]);
  const byRoute = new Map<SlugRoute, ReadonlySet<string>>([
    ['routes/site/article', new Set(articles.slugs)],
    ['routes/site/partner', new Set(partners)],
    ['routes/site/job', new Set(jobs)],
  ]);
  return { value: byRoute as ReadonlyMap<SlugRoute, ReadonlySet<string>>, staleAt: articles.nextChange?.getTime() };
});

/** Reads the slugs into memory when they are not there or stale (once for all who ask together). */
export async function loadKnownSlugs(): Promise<void> {
  await knownSlugs.load();
}

function isSlugRoute(routeId: string): routeId is SlugRoute {
  return (SLUG_ROUTES as readonly string[]).includes(routeId);
}

/**
 * Whether `slug` of the page `routeId` is known to name nothing: true only for a slug route, with
 * the table in memory and fresh, and the slug not in it. Otherwise false — the page is rendered as
 * before (and a stale or missing table starts loading).
 */
export function isUnknownSlug(routeId: string, slug: string | undefined, now = Date.now()): boolean {
  if (slug === undefined || !isSlugRoute(routeId)) return false;
  const byRoute = knownSlugs.current(now);
  return byRoute !== undefined && !byRoute.get(routeId)!.has(slug);
}
