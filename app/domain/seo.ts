/**
 * Page metadata: one helper builds every page's title, description, canonical link, Open Graph
 * and Twitter tags, so no page forgets one.
 */
import { company } from '~/content/company';

export interface PageMetaInput {
  title: string;
  description: string;
  /** The page's path, e.g. '/what-we-do'; joined to the site origin for canonical and og:url. */
  path: string;
  /** The site origin (from the root loader); relative URLs are used when it is unknown. */
  origin?: string;
  image?: string;
  type?: 'website' | 'article';
  noindex?: boolean;
}

export type MetaDescriptor =
  | { title: string }
  | { name: string; content: string }
  | { property: string; content: string }
  | { tagName: 'link'; rel: string; href: string; type?: string; title?: string };

export function pageMeta({ title, description, path, origin = '', image, type = 'website', noindex }: PageMetaInput): MetaDescriptor[] {
  const fullTitle = title.includes(company.name) ? title : `${title} | ${company.name}`;
  const url = `${origin}${path}`;
  const imageUrl = image ? (image.startsWith('http') ? image : `${origin}${image}`) : undefined;
  return [
    { title: fullTitle },
    { name: 'description', content: description },
    { tagName: 'link', rel: 'canonical', href: url },
    { property: 'og:type', content: type },
    { property: 'og:site_name', content: company.name },
    { property: 'og:title', content: fullTitle },
    { property: 'og:description', content: description },
    { property: 'og:url', content: url },
    ...(imageUrl ? [{ property: 'og:image', content: imageUrl }] : []),
    { name: 'twitter:card', content: imageUrl ? 'summary_large_image' : 'summary' },
    { name: 'twitter:title', content: fullTitle },
    { name: 'twitter:description', content: description },
    ...(noindex ? [{ name: 'robots', content: 'noindex' }] : []),
  ];
}

/** The public origin from the root loader's data, inside a route's `meta({ matches })`. */
export function siteOrigin(matches: readonly ({ id: string; data?: unknown; loaderData?: unknown } | undefined)[]): string {
  const root = matches.find((match) => match?.id === 'root');
  const data = (root?.loaderData ?? root?.data) as { origin?: string } | undefined;
  return data?.origin ?? '';
}
