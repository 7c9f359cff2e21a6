/**
 * /sitemap.xml (issue 48 adds the languages): every public page in every language it is published
 * in, each translation listing its siblings and x-default as alternates, as its head does; a page
 * staff marked noindex is left out in that language; articles, open jobs and active partners in
 * every language, grouped by translation.
 */
import { sitemapXml, translatedEntries, type SitemapEntry, type TranslatedPage } from '~/domain/sitemap';
import { env } from '~/server/platform/env.server';
import { log } from '~/server/platform/log.server';
import { maxAgeUntil } from '~/domain/dates';
import { nextScheduledChange } from '~/server/entities/news.server';
import { closingMoment } from '~/domain/job-posting';
import { PAGE_DEFINITIONS, PAGE_KEYS } from '~/domain/page-blocks/page-definitions';
import { localizedPath } from '~/domain/locales';
import { PUBLIC_ROUTES } from '~/content/site/pages';
import { loadLivePage, pageTranslations } from '~/server/entities/site-pages.server';
import { publishedTranslations, type PublishedTranslation } from '~/server/entities/translations.server';

const MAX_AGE_SECONDS = 3600;

/** Every static page in each language it is live in, unless marked noindex there; in the product's order. */
async function pageEntries(): Promise<SitemapEntry[]> {
  const translations = await pageTranslations();
  const keyOfPath = new Map(PAGE_KEYS.map((key) => [PAGE_DEFINITIONS[key].path as string, key]));
  const pages = await Promise.all(
    PUBLIC_ROUTES.map(async (path) => {
      const key = keyOfPath.get(path);
      if (!key) return [{ locale: 'en', path }] satisfies TranslatedPage[];
      const live = await Promise.all((translations.get(key) ?? []).map(async (locale) => ({ locale, live: await loadLivePage(key, locale) })));
      return live.filter(({ live: page }) => page && !page.document.seo.noindex).map(({ locale }) => ({ locale, path: localizedPath(locale, PAGE_DEFINITIONS[key].path) }));
    }),
  );
  return translatedEntries(pages);
}

/** Articles, jobs and partners; a failing query leaves its pages out (logged) and the sitemap still answers. */
async function recordEntries(): Promise<{ entries: SitemapEntry[]; jobClosings: (Date | undefined)[] }> {
  const records = await publishedTranslations().catch((error: unknown) => {
    log.error({ err: error }, 'sitemap: articles, jobs and partners could not be loaded');
    return [];
  });
  // The translations of one article, job or partner are one item, each other's alternates.
  const items = new Map<string, TranslatedPage[]>();
  for (const record of records) {
    const key = `${record.kind}:${record.group}`;
    items.set(key, [...(items.get(key) ?? []), { locale: record.locale, path: record.path, lastmod: record.updated }]);
  }
  const ofKind = (kind: PublishedTranslation['kind']) => [...items].filter(([key]) => key.startsWith(`${kind}:`)).map(([, translations]) => translations);
  return {
    entries: [
      ...translatedEntries(ofKind('article')),
      ...translatedEntries(ofKind('partner')),
      ...translatedEntries(ofKind('job')),
    ],
    // A job leaves the sitemap when it closes.
    jobClosings: records.flatMap((record) => (record.kind === 'job' ? [closingMoment(record.closesOn ?? null)] : [])),
  };
}

export async function loader() {
  const [pages, records, nextChange] = await Promise.all([pageEntries(), recordEntries(), nextScheduledChange()]);
  const body = sitemapXml(env().PUBLIC_URL, [...pages, ...records.entries]);
  // Kept no longer than until a job closes or a scheduled article goes live or ends (issues 18, 19).
  const maxAge = maxAgeUntil([...records.jobClosings, nextChange], MAX_AGE_SECONDS);
  return new Response(body, {
    headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': `public, max-age=${maxAge}` },
  });
}
