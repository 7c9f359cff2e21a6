/**
 * The public pages of product §2, in its order: the one table that routes.ts builds the site's
 * routes from and the sitemap lists; pages.test.ts holds every page's meta (canonical path) to
 * its row. The 404 page is not a page of product and stays in routes.ts.
 *
 * Plain data with relative imports only: routes.ts is loaded without the app's `~/` alias. The pages do not
 * import it: as a shared chunk it cost every page ~750 B of gzipped JavaScript (measured with
 * tests/e2e/budgets.spec.ts), which / and /digital-experience do not have to spare. Titles and
 * descriptions stay in each page's content module (`homeSeo` in home.ts …) for the same reason.
 */

import { LOCALE_CODES, localizedRouteId } from '../../domain/locales';

export interface PublicPage {
  /** The URL pattern: '/', '/what-we-do', '/partners/:slug'. */
  readonly path: `/${string}`;
  /** The route module, relative to app/; its route id is this without the extension. */
  readonly file: `routes/site/${string}.tsx`;
  /**
   * Whether the sitemap lists the path itself. Pages with a parameter are listed once per
   * published record by the sitemap route instead.
   */
  readonly sitemap: boolean;
}

export const homePage = { path: '/', file: 'routes/site/home.tsx', sitemap: true } as const satisfies PublicPage;
export const whatWeDoPage = { path: '/what-we-do', file: 'routes/site/what-we-do.tsx', sitemap: true } as const satisfies PublicPage;
export const digitalExperiencePage = { path: '/digital-experience', file: 'routes/site/digital-experience.tsx', sitemap: true } as const satisfies PublicPage;
export const generativeAiPage = { path: '/generative-ai', file: 'routes/site/generative-ai.tsx', sitemap: true } as const satisfies PublicPage;
export const securityServicesPage = { path: '/security-services', file: 'routes/site/security-services.tsx', sitemap: true } as const satisfies PublicPage;
export const industriesPage = { path: '/industries', file: 'routes/site/industries.tsx', sitemap: true } as const satisfies PublicPage;
export const portfolioPage = { path: '/portfolio', file: 'routes/site/portfolio.tsx', sitemap: true } as const satisfies PublicPage;
export const aboutPage = { path: '/about-us', file: 'routes/site/about-us.tsx', sitemap: true } as const satisfies PublicPage;
export const partnersPage = { path: '/partners', file: 'routes/site/partners.tsx', sitemap: true } as const satisfies PublicPage;
export const partnerPage = { path: '/partners/:slug', file: 'routes/site/partner.tsx', sitemap: false } as const satisfies PublicPage;
export const newsPage = { path: '/news-insights', file: 'routes/site/news.tsx', sitemap: true } as const satisfies PublicPage;
export const articlePage = { path: '/news-insights/:slug', file: 'routes/site/article.tsx', sitemap: false } as const satisfies PublicPage;
export const careersPage = { path: '/careers', file: 'routes/site/careers.tsx', sitemap: true } as const satisfies PublicPage;
export const jobPage = { path: '/careers/:slug', file: 'routes/site/job.tsx', sitemap: false } as const satisfies PublicPage;
export const contactPage = { path: '/contact-us', file: 'routes/site/contact-us.tsx', sitemap: true } as const satisfies PublicPage;
export const termsPage = { path: '/terms', file: 'routes/site/terms.tsx', sitemap: true } as const satisfies PublicPage;
export const privacyPage = { path: '/privacy', file: 'routes/site/privacy.tsx', sitemap: true } as const satisfies PublicPage;

/** product §2's order. */
export const PUBLIC_PAGES: readonly PublicPage[] = [
  homePage,
  whatWeDoPage,
  digitalExperiencePage,
  generativeAiPage,
  securityServicesPage,
  industriesPage,
  portfolioPage,
  aboutPage,
  partnersPage,
  partnerPage,
  newsPage,
  articlePage,
  careersPage,
  jobPage,
  contactPage,
  termsPage,
  privacyPage,
];

/** The route id React Router gives the page's module (its file without the extension). */
export function pageRouteId(page: PublicPage): string {
  return page.file.replace(/\.tsx$/, '');
}

/**
 * The route ids of every public page (static and per-record) in every locale, e.g. for the
 * public page cache: 'routes/site/careers', then each prefixed locale's twin, 'routes/site/careers.ar'.
 */
export const PUBLIC_PAGE_ROUTE_IDS: ReadonlySet<string> = new Set(
  LOCALE_CODES.flatMap((locale) => PUBLIC_PAGES.map((page) => localizedRouteId(pageRouteId(page), locale))),
);

/** The paths the sitemap lists as they are (every page without a parameter), in the product's order. */
export const PUBLIC_ROUTES: readonly string[] = PUBLIC_PAGES.filter((page) => page.sitemap).map((page) => page.path);
