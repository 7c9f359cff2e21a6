/**
 * Page metadata: one helper builds every page's title, description, canonical link, Open Graph
 * and Twitter tags, so no page forgets one.
 */
import { company } from '~/content/company';
import { shareImagePath } from '~/domain/share-image';
import { encodedPath } from '~/domain/locales';

export interface PageMetaInput {
  title: string;
  description: string;
  /** The page's path, e.g. '/what-we-do'; joined to the site origin for canonical and og:url. */
  path: string;
  /** The site origin (from the root loader); relative URLs are used when it is unknown. */
  origin?: string;
  /**
   * The page's own picture for share previews (an article's featured image, a partner's logo):
   * converted to a 1200×630 JPEG. Without one the page gets a generated card with its title.
   */
  shareImage?: string | null;
  /** Read by no one: the SEO records of a few pages still carry an illustration (SVG, which share previews do not render). */
  image?: string;
  type?: 'website' | 'article';
  noindex?: boolean;
}

export type MetaDescriptor =
  | { title: string }
  | { name: string; content: string }
  | { property: string; content: string }
  | { tagName: 'link'; rel: string; href: string; type?: string; title?: string };

/** A page's title as the document shows it: with the firm's name. */
export function fullPageTitle(title: string): string {
  return title.includes(company.name) ? title : `${title} | ${company.name}`;
}

export function pageMeta({ title, description, path, origin = '', shareImage, type = 'website', noindex }: PageMetaInput): MetaDescriptor[] {
  const fullTitle = fullPageTitle(title);
  // Percent-encoded, as the sitemap and the hreflang links spell it (an Arabic address, issue 48).
  const url = `${origin}${encodedPath(path)}`;
  // Issue 19: every page has a raster share image (share-image.ts), the page's own picture or a card.
  const [imagePath, imageQuery] = shareImagePath(path, { title: fullTitle, picture: shareImage ?? undefined }).split('?');
  const imageUrl = `${origin}${encodedPath(imagePath!)}?${imageQuery}`;
  return [
    { title: fullTitle },
    { name: 'description', content: description },
    { tagName: 'link', rel: 'canonical', href: url },
    { property: 'og:type', content: type },
    { property: 'og:site_name', content: company.name },
    { property: 'og:title', content: fullTitle },
    { property: 'og:description', content: description },
    { property: 'og:url', content: url },
    { property: 'og:image', content: imageUrl },
    // Literal, not the constants: every byte here is in each public page's JavaScript (budget).
    { property: 'og:image:width', content: '1200' },
    { property: 'og:image:height', content: '630' },
    { property: 'og:image:alt', content: fullTitle },
    { name: 'twitter:card', content: 'summary_large_image' },
    { name: 'twitter:title', content: fullTitle },
    { name: 'twitter:description', content: description },
    { name: 'twitter:image', content: imageUrl },
    ...(noindex ? [{ name: 'robots', content: 'noindex' }] : []),
  ];
}

/**
 * The head of a page that is not there (an unknown article, partner or job): its title and
 * description, `noindex`, and nothing that names its address — no canonical URL, no share card
 * for a page that does not exist. One document answers every unknown address of a route (ADR
 * 310), so nothing in it may depend on the address asked for.
 */
export function missingPageMeta({ title, description }: { title: string; description: string }): MetaDescriptor[] {
  return [{ title: fullPageTitle(title) }, { name: 'description', content: description }, { name: 'robots', content: 'noindex' }];
}

/** The public origin from the root loader's data, inside a route's `meta({ matches })`. */
export function siteOrigin(matches: readonly ({ id: string; data?: unknown; loaderData?: unknown } | undefined)[]): string {
  const root = matches.find((match) => match?.id === 'root');
  const data = (root?.loaderData ?? root?.data) as { origin?: string } | undefined;
  return data?.origin ?? '';
}
