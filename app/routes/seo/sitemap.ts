import { sitemapXml, staticSitemapEntries, type SitemapEntry } from '~/domain/sitemap';
import { env } from '~/server/platform/env.server';
import { log } from '~/server/platform/log.server';
import { listPublishedArticleSitemapEntries } from '~/server/entities/news.server';
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

export async function loader() {
  const body = sitemapXml(env().PUBLIC_URL, [...staticSitemapEntries(), ...(await dynamicEntries())]);
  return new Response(body, {
    headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
  });
}
