/**
 * schema.org structured data (JSON-LD) built from the content modules. Pure functions; render the
 * result with <JsonLd> (app/components/json-ld.tsx).
 */
import { company } from '~/content/company';
import type { Faq } from '~/content/types';
import { DEFAULT_LOCALE, encodedPath, LOCALES, localizedPath, searchPath, type Locale } from '~/domain/locales';

type JsonObject = Record<string, unknown>;

/** The raster brand logo (scripts/brand-logo.ts renders it from /favicon.svg): Organization,
 * publisher and hiring-organization markup need a PNG of at least 112×112. */
export const BRAND_LOGO_PATH = '/brand/logo-512.png';
export const BRAND_LOGO_SIZE = 512;

/** Organization for the home page: name, logo, founding year, offices, contact, social profiles. */
export function organizationJsonLd(origin: string): JsonObject {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    '@id': `${origin}/#organization`,
    name: company.name,
    legalName: company.legalName,
    url: `${origin}/`,
    logo: `${origin}${BRAND_LOGO_PATH}`,
    description: company.description,
    foundingDate: String(company.founded),
    email: company.email,
    telephone: company.phone,
    address: company.offices.map((office) => ({ '@type': 'PostalAddress', ...office.postal })),
    contactPoint: company.offices.map((office) => ({
      '@type': 'ContactPoint',
      contactType: 'sales',
      telephone: office.phone,
      email: office.email,
      areaServed: office.postal.addressCountry,
      availableLanguage: 'English',
    })),
    sameAs: company.social.map((social) => social.href),
  };
}

/**
 * The home page's WebSite: the site's name and its search (issue 45), so search engines can offer
 * a search box that opens /search?q=…. Another language's home (issue 48) names its own home, its
 * language and its own search (/ar/بحث?q=…, percent-encoded as a canonical address is).
 */
export function webSiteJsonLd(origin: string, locale: Locale = DEFAULT_LOCALE): JsonObject {
  const home = locale === DEFAULT_LOCALE ? `${origin}/` : `${origin}${encodedPath(localizedPath(locale, '/'))}`;
  return {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    '@id': `${home}#website`,
    name: company.name,
    url: home,
    ...(locale === DEFAULT_LOCALE ? {} : { inLanguage: LOCALES[locale].htmlLang }),
    publisher: { '@id': `${origin}/#organization` },
    potentialAction: {
      '@type': 'SearchAction',
      target: { '@type': 'EntryPoint', urlTemplate: `${origin}${encodedPath(searchPath(locale))}?q={search_term_string}` },
      'query-input': 'required name=search_term_string',
    },
  };
}

/** FAQPage for a practice page's questions and answers (the same text the page shows). */
export function faqPageJsonLd(faqs: readonly Faq[]): JsonObject {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: faqs.map((faq) => ({
      '@type': 'Question',
      name: faq.question,
      acceptedAnswer: { '@type': 'Answer', text: faq.answer },
    })),
  };
}
