/**
 * Title and meta description for every public route in SPEC §2, collected: each page's text
 * lives in its content module (`homeSeo` in home.ts, …) so a page's JavaScript carries only its
 * own; this module is for the sitemap, the feed and tests (it imports every page's content, so
 * pages themselves do not import it). /partners/{slug} and /news-insights/{slug} take theirs
 * from the record via `brandTitle` in company.ts.
 */
import { company } from '~/content/company';
import { aboutSeo } from '~/content/site/about';
import { careersSeo } from '~/content/site/careers';
import { contactSeo } from '~/content/site/contact';
import { digitalExperienceSeo } from '~/content/site/digital-experience';
import { generativeAiSeo } from '~/content/site/generative-ai';
import { homeSeo } from '~/content/site/home';
import { industriesSeo } from '~/content/site/industries';
import { articleFallbackSeo, newsSeo } from '~/content/site/news';
import { partnerFallbackSeo, partnersSeo } from '~/content/site/partners';
import { portfolioSeo } from '~/content/site/portfolio';
import { privacySeo, termsSeo } from '~/content/site/legal';
import { securityServicesSeo } from '~/content/site/security-services';
import { whatWeDoSeo } from '~/content/site/what-we-do';

export type PublicRoute =
  | '/'
  | '/what-we-do'
  | '/digital-experience'
  | '/generative-ai'
  | '/security-services'
  | '/industries'
  | '/portfolio'
  | '/about-us'
  | '/partners'
  | '/news-insights'
  | '/careers'
  | '/contact-us'
  | '/terms'
  | '/privacy';

export interface PageSeo {
  /** Full document title, brand included. */
  readonly title: string;
  /** 120–160 characters where possible. */
  readonly description: string;
}

const n = company.name;

export const routeSeo = {
  '/': homeSeo,
  '/what-we-do': whatWeDoSeo,
  '/digital-experience': digitalExperienceSeo,
  '/generative-ai': generativeAiSeo,
  '/security-services': securityServicesSeo,
  '/industries': industriesSeo,
  '/portfolio': portfolioSeo,
  '/about-us': aboutSeo,
  '/partners': partnersSeo,
  '/news-insights': newsSeo,
  '/careers': careersSeo,
  '/contact-us': contactSeo,
  '/terms': termsSeo,
  '/privacy': privacySeo,
} as const satisfies Record<PublicRoute, PageSeo>;

export const PUBLIC_ROUTES = Object.keys(routeSeo) as readonly PublicRoute[];

/** Fallbacks for the dynamic routes when a record has no excerpt or description. */
export const dynamicRouteSeo = {
  partner: partnerFallbackSeo,
  article: articleFallbackSeo,
  notFound: { title: `Page Not Found | ${n}`, description: 'The page you were looking for could not be found.' },
} as const;
