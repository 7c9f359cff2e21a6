import { sitemapXml, staticSitemapEntries, type SitemapEntry } from '~/domain/sitemap';
import { env } from '~/server/platform/env.server';
import { log } from '~/server/platform/log.server';
import { listPublishedArticleSitemapEntries, maxAgeUntilNextScheduledChange } from '~/server/entities/news.server';
import { listActivePartnerSitemapEntries } from '~/server/entities/partners.server';

/** Dynamic pages; a failing query leaves its pages out (logged) and the sitemap still answers. */
async function dynamicEntries(): Promise<SitemapEntry[]> {
  const [articles, partners] = await Promise.all([
    listPublishedArticleSitemapEntries().catch((error: unknown) => {
      log.error({ err: error }, 'sitemap: articles could not be loaded');
      return [];
    }),
    listActivePartnerSitemapEntries().catch((error: unknown) => {
      log.error({ err: error }, 'sitemap: partners could not be loaded');
      return [];
    }),
  ]);
  return [
    ...articles.map((row) => ({ path: `/news-insights/${row.slug}`, lastmod: row.lastmod })),
    ...partners.map((row) => ({ path: `/partners/${row.slug}`, lastmod: row.lastmod })),
  ];
}

const SITEMAP_MAX_AGE_SECONDS = 3600;

export async function loader() {
  const [entries, maxAge] = await Promise.all([dynamicEntries(), maxAgeUntilNextScheduledChange(SITEMAP_MAX_AGE_SECONDS)]);
  const body = sitemapXml(env().PUBLIC_URL, [...staticSitemapEntries(), ...entries]);
  // Kept no longer than until a scheduled article goes live or ends (issue 19).
  return new Response(body, {
    headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': `public, max-age=${maxAge}` },
  });
}
