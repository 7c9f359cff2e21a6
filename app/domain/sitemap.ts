/**
 * /sitemap.xml as a pure function: the public routes, then any dynamic pages (articles,
 * partners) with their last modification.
 */
import { PUBLIC_ROUTES } from '~/content/site/pages';
import { escapeXml } from '~/domain/values';

export interface SitemapEntry {
  /** Path starting with '/', e.g. '/news-insights/my-article'. */
  path: string;
  lastmod?: Date;
}

/** Every public page without a parameter (product §2), in route-table order. */
export function staticSitemapEntries(): SitemapEntry[] {
  return PUBLIC_ROUTES.map((path) => ({ path }));
}

/** The sitemap document; paths are joined to `origin` and each appears once. */
export function sitemapXml(origin: string, entries: readonly SitemapEntry[]): string {
  const seen = new Set<string>();
  const urls: string[] = [];
  for (const entry of entries) {
    if (seen.has(entry.path)) continue;
    seen.add(entry.path);
    const encodedPath = entry.path.split('/').map(encodeURIComponent).join('/');
    const lastmod = entry.lastmod && !Number.isNaN(entry.lastmod.getTime()) ? `<lastmod>${entry.lastmod.toISOString().slice(0, 10)}</lastmod>` : '';
    urls.push(`  <url><loc>${escapeXml(`${origin}${encodedPath}`)}</loc>${lastmod}</url>`);
  }
  return ['<?xml version="1.0" encoding="UTF-8"?>', '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">', ...urls, '</urlset>', ''].join('\n');
}
