import { sitemapXml, staticSitemapEntries, type SitemapEntry } from '~/domain/sitemap';
import { env } from '~/server/platform/env.server';
import { log } from '~/server/platform/log.server';
import { listPublishedArticleSitemapEntries, maxAgeUntilNextScheduledChange } from '~/server/entities/news.server';
import { listActivePartnerSitemapEntries } from '~/server/entities/partners.server';
import { listOpenJobSitemapEntries } from '~/server/entities/jobs.server';
import { closingMoment } from '~/domain/job-posting';

const MAX_AGE_SECONDS = 3600;

/** Dynamic pages; a failing query leaves its pages out (logged) and the sitemap still answers. */
async function dynamicEntries(): Promise<{ entries: SitemapEntry[]; maxAge: number }> {
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
  // A job leaves the sitemap when it closes: no cache may keep the list past that moment.
  const now = Date.now();
  const closings = jobs.flatMap((row) => closingMoment(row.closes_on)?.getTime() ?? []).map((at) => Math.floor((at - now) / 1000));
  const maxAge = Math.max(0, Math.min(MAX_AGE_SECONDS, ...closings));
  return {
    entries: [
      ...articles.map((row) => ({ path: `/news-insights/${row.slug}`, lastmod: row.lastmod })),
      ...partners.map((row) => ({ path: `/partners/${row.slug}`, lastmod: row.lastmod })),
      ...jobs.map((row) => ({ path: `/careers/${row.slug}`, lastmod: row.lastmod })),
    ],
    maxAge,
  };
}

export async function loader() {
  const [dynamic, scheduleMaxAge] = await Promise.all([dynamicEntries(), maxAgeUntilNextScheduledChange(MAX_AGE_SECONDS)]);
  const body = sitemapXml(env().PUBLIC_URL, [...staticSitemapEntries(), ...dynamic.entries]);
  // Kept no longer than until a job closes or a scheduled article goes live or ends (issues 18, 19).
  const maxAge = Math.min(dynamic.maxAge, scheduleMaxAge);
  return new Response(body, {
    headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': `public, max-age=${maxAge}` },
  });
}
