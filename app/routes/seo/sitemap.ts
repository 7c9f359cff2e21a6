import { sitemapXml, staticSitemapEntries, type SitemapEntry } from '~/domain/sitemap';
import { env } from '~/server/platform/env.server';
import { log } from '~/server/platform/log.server';
import { maxAgeUntil } from '~/domain/dates';
import { listPublishedArticleSitemapEntries, nextScheduledChange } from '~/server/entities/news.server';
import { listActivePartnerSitemapEntries } from '~/server/entities/partners.server';
import { listOpenJobSitemapEntries } from '~/server/entities/jobs.server';
import { closingMoment } from '~/domain/job-posting';

const MAX_AGE_SECONDS = 3600;

/** Dynamic pages; a failing query leaves its pages out (logged) and the sitemap still answers. */
async function dynamicEntries(): Promise<{ entries: SitemapEntry[]; jobClosings: (Date | undefined)[] }> {
  const [articles, partners, jobs] = await Promise.all([
    listPublishedArticleSitemapEntries().catch((error: unknown) => {
      log.error({ err: error }, 'sitemap: articles could not be loaded');
      return [];
    }),
    listActivePartnerSitemapEntries().catch((error: unknown) => {
      log.error({ err: error }, 'sitemap: partners could not be loaded');
      return [];
    }),
    listOpenJobSitemapEntries().catch((error: unknown) => {
      log.error({ err: error }, 'sitemap: jobs could not be loaded');
      return [];
    }),
  ]);
  return {
    entries: [
      ...articles.map((row) => ({ path: `/news-insights/${row.slug}`, lastmod: row.lastmod })),
      ...partners.map((row) => ({ path: `/partners/${row.slug}`, lastmod: row.lastmod })),
      ...jobs.map((row) => ({ path: `/careers/${row.slug}`, lastmod: row.lastmod })),
    ],
    // A job leaves the sitemap when it closes.
    jobClosings: jobs.map((row) => closingMoment(row.closes_on)),
  };
}

export async function loader() {
  const [dynamic, nextChange] = await Promise.all([dynamicEntries(), nextScheduledChange()]);
  const body = sitemapXml(env().PUBLIC_URL, [...staticSitemapEntries(), ...dynamic.entries]);
  // Kept no longer than until a job closes or a scheduled article goes live or ends (issues 18, 19).
  const maxAge = maxAgeUntil([...dynamic.jobClosings, nextChange], MAX_AGE_SECONDS);
  return new Response(body, {
    headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': `public, max-age=${maxAge}` },
  });
}
