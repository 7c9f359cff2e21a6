/**
 * The head of a page made of blocks (issue 44): its title, description, share card and `noindex`
 * from the live document's search fields; a preview (a draft, a preview link's state) is never
 * indexed. Issue 48: the canonical address is the page's own language's, and the page lists its
 * published translations (hreflang, with x-default). Without loader data (an error page) there is
 * no meta.
 */
import { alternateLinks, DEFAULT_LOCALE, localizedPath, type StaticPagePath } from '~/domain/locales';
import { pageMeta, siteOrigin, type MetaDescriptor } from '~/domain/seo';
import type { PageData } from './page-data';

export function pageBlocksMeta(
  page: (Pick<PageData, 'seo' | 'preview'> & Partial<Pick<PageData, 'locale' | 'alternates'>>) | undefined,
  path: string,
  matches: Parameters<typeof siteOrigin>[0],
): MetaDescriptor[] {
  if (!page) return [];
  const { title, description, image } = page.seo;
  const noindex = page.seo.noindex || page.preview !== undefined;
  const origin = siteOrigin(matches);
  const locale = page.locale ?? DEFAULT_LOCALE;
  // Decoded: pageMeta percent-encodes the canonical, og:url and share image's address once.
  const ownPath = locale === DEFAULT_LOCALE ? path : localizedPath(locale, path as StaticPagePath);
  return [
    ...pageMeta({ title, description, path: ownPath, origin, ...(image ? { shareImage: image } : {}), ...(noindex ? { noindex } : {}) }),
    ...(noindex ? [] : alternateLinks(page.alternates ?? [], origin)),
  ];
}
