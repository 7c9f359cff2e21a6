/**
 * /sitemap.xml as a pure function: the public routes, then any dynamic pages (articles,
 * partners) with their last modification.
 */
import { escapeXml } from '~/domain/values';
import { alternateLinks, encodedPath, LOCALE_CODES, type Alternate, type Locale } from '~/domain/locales';

export interface SitemapEntry {
  /** Path starting with '/', e.g. '/news-insights/my-article' (decoded: it is percent-encoded here). */
  path: string;
  lastmod?: Date;
  /**
   * Issue 48: the page's published translations, itself included (ADR 420); with two or more,
   * the entry lists them all and `x-default` as `xhtml:link` alternates, as its head does.
   */
  alternates?: readonly Alternate[];
}

/** One translation of an item (a page, an article, a job) the sitemap lists. */
export interface TranslatedPage {
  locale: Locale;
  path: string;
  lastmod?: Date;
}

/**
 * The entries of items with translations (issue 48): one per published translation, each naming
 * all of its item's translations as alternates; English first, then each other language, each in
 * the items' order.
 */
export function translatedEntries(items: readonly (readonly TranslatedPage[])[]): SitemapEntry[] {
  return LOCALE_CODES.flatMap((locale) =>
    items.flatMap((translations) => {
      const alternates = translations.map(({ locale: language, path }) => ({ locale: language, path }));
      return translations
        .filter((page) => page.locale === locale)
        .map(({ path, lastmod }) => ({ path, ...(lastmod ? { lastmod } : {}), alternates }));
    }),
  );
}

/** The sitemap document; paths are joined to `origin` and each appears once. */
export function sitemapXml(origin: string, entries: readonly SitemapEntry[]): string {
  const seen = new Set<string>();
  const urls: string[] = [];
  for (const entry of entries) {
    if (seen.has(entry.path)) continue;
    seen.add(entry.path);
    const lastmod = entry.lastmod && !Number.isNaN(entry.lastmod.getTime()) ? `<lastmod>${entry.lastmod.toISOString().slice(0, 10)}</lastmod>` : '';
    const alternates = alternateLinks(entry.alternates ?? [], origin)
      .map((link) => `<xhtml:link rel="alternate" hreflang="${link.hrefLang}" href="${escapeXml(link.href)}"/>`)
      .join('');
    urls.push(`  <url><loc>${escapeXml(`${origin}${encodedPath(entry.path)}`)}</loc>${lastmod}${alternates}</url>`);
  }
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}
