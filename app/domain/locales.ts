/**
 * The site's languages (issue 48, ADR 420): configuration, not code. English is the default and
 * keeps every address it has; every other locale lives under its own prefix with its own path
 * segments for the static pages. A third language is a new entry here and its copy module.
 *
 * Plain data and pure functions without imports: routes.ts reads it without the app's `~/` alias,
 * and every public page's browser code does (the language switcher, `lang`/`dir` on <html>).
 */

export const LOCALE_CODES = ['en', 'ar'] as const;
export type Locale = (typeof LOCALE_CODES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

/** The English path of every public page without a parameter, and the pages with a record's slug. */
export type StaticPagePath =
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

/**
 * The per-request pages a link opens — a candidate's withdraw link, a visitor's erase link, a
 * preview link (issue 48): never cached, never in the sitemap, each with its address per locale.
 */
export type LinkPagePath = '/applications/withdraw' | '/privacy/erase' | '/preview';

export interface LocaleSettings {
  readonly code: Locale;
  /** The URL prefix: '' for the default locale, '/ar' for Arabic. */
  readonly prefix: '' | `/${string}`;
  /** What `lang` says on <html> and `hreflang` on the alternates. */
  readonly htmlLang: string;
  readonly dir: 'ltr' | 'rtl';
  /**
   * The `Intl` locale for dates, numbers and currency. Arabic uses `ar-AE` with Latin digits
   * (CLDR's default for the UAE, and what the firm's Dubai clients read); `-u-nu-arab` here
   * would switch to Arabic-Indic digits (ADR 420).
   */
  readonly intl: string;
  /** The language's own name, as the switcher shows it. */
  readonly name: string;
  /** PostgreSQL's text-search configuration for the locale's search documents. */
  readonly textSearch: 'english' | 'arabic';
  /**
   * The site search's path segment (without the prefix): '/search', '/بحث'. Not a static page: no
   * seeded copy, never in the sitemap nor the page cache (ADR 350, ADR 420 point 8).
   */
  readonly search: `/${string}`;
  /** The link pages' paths (without the prefix), English path → the locale's: '/preview' → '/معاينة'. */
  readonly linkPages: Readonly<Record<LinkPagePath, `/${string}`>>;
  /**
   * Booking a call (issue 46/48): the page's path segment (without the prefix) and the segment of a
   * booked call's own page under it, '/book-a-call' and '/manage'. Per request: never in the page
   * cache nor the sitemap.
   */
  readonly booking: { readonly page: `/${string}`; readonly manage: `/${string}` };
  /**
   * The locale's path of each static page, English path → its own (without the prefix). A page
   * missing here has no address in the locale; one listed answers only when its copy exists
   * (a stored or seeded page in that locale), so a page can be limited to one language.
   */
  readonly segments: Readonly<Record<StaticPagePath, string>>;
}

export const LOCALES: Readonly<Record<Locale, LocaleSettings>> = {
  en: {
    code: 'en',
    prefix: '',
    htmlLang: 'en',
    dir: 'ltr',
    intl: 'en-US',
    name: 'English',
    textSearch: 'english',
    search: '/search',
    booking: { page: '/book-a-call', manage: '/manage' },
    linkPages: { '/applications/withdraw': '/applications/withdraw', '/privacy/erase': '/privacy/erase', '/preview': '/preview' },
    segments: {
      '/': '/',
      '/what-we-do': '/what-we-do',
      '/digital-experience': '/digital-experience',
      '/generative-ai': '/generative-ai',
      '/security-services': '/security-services',
      '/industries': '/industries',
      '/portfolio': '/portfolio',
      '/about-us': '/about-us',
      '/partners': '/partners',
      '/news-insights': '/news-insights',
      '/careers': '/careers',
      '/contact-us': '/contact-us',
      '/terms': '/terms',
      '/privacy': '/privacy',
    },
  },
  ar: {
    code: 'ar',
    prefix: '/ar',
    htmlLang: 'ar',
    dir: 'rtl',
    intl: 'ar-AE',
    name: 'العربية',
    textSearch: 'arabic',
    search: '/بحث',
    booking: { page: '/احجز-مكالمة', manage: '/إدارة' },
    linkPages: { '/applications/withdraw': '/سحب-طلب-التوظيف', '/privacy/erase': '/الخصوصية/محو', '/preview': '/معاينة' },
    segments: {
      '/': '/',
      '/what-we-do': '/خدماتنا',
      '/digital-experience': '/التجربة-الرقمية',
      '/generative-ai': '/الذكاء-الاصطناعي-التوليدي',
      '/security-services': '/الخدمات-الأمنية',
      '/industries': '/القطاعات',
      '/portfolio': '/أعمالنا',
      '/about-us': '/من-نحن',
      '/partners': '/الشركاء',
      '/news-insights': '/الأخبار-والرؤى',
      '/careers': '/الوظائف',
      '/contact-us': '/اتصل-بنا',
      '/terms': '/الشروط',
      '/privacy': '/الخصوصية',
    },
  },
};

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALE_CODES as readonly string[]).includes(value);
}

/** The locales other than English, which have a prefix. */
export const PREFIXED_LOCALES: readonly Locale[] = LOCALE_CODES.filter((code) => LOCALES[code].prefix !== '');

/**
 * The locale a path belongs to, from its first segment: '/ar', '/ar/…' → 'ar'; everything else
 * English. Works on a percent-encoded path (what a request carries) and a decoded one.
 */
export function localeOfPath(pathname: string): Locale {
  for (const code of PREFIXED_LOCALES) {
    const prefix = LOCALES[code].prefix;
    if (pathname === prefix || pathname.startsWith(`${prefix}/`)) return code;
  }
  return DEFAULT_LOCALE;
}

/** The locale of a request, from its URL's path. */
export function localeOfRequest(request: Request): Locale {
  return localeOfPath(new URL(request.url).pathname);
}

/** A static page's address in a locale (decoded: React Router's links and the router take it so): '/careers' → '/ar/الوظائف'. */
export function localizedPath(locale: Locale, page: StaticPagePath): string {
  const settings = LOCALES[locale];
  const segment = settings.segments[page];
  if (segment === '/') return settings.prefix || '/';
  return `${settings.prefix}${segment}`;
}

/** The site search's address in a locale (decoded): '/search', '/ar/بحث'. */
export function searchPath(locale: Locale): string {
  return `${LOCALES[locale].prefix}${LOCALES[locale].search}`;
}

/** The Book a Call page's address in a locale (decoded): '/book-a-call', '/ar/احجز-مكالمة'. */
export function bookingPath(locale: Locale): string {
  return `${LOCALES[locale].prefix}${LOCALES[locale].booking.page}`;
}

/** Where a booked call's own pages start in a locale (decoded; the token follows): '/book-a-call/manage'. */
export function manageBookingBase(locale: Locale): string {
  return `${bookingPath(locale)}${LOCALES[locale].booking.manage}`;
}

/** A link page's address in a locale (decoded): '/privacy/erase' → '/ar/الخصوصية/محو'. */
export function linkPagePath(locale: Locale, page: LinkPagePath): string {
  return `${LOCALES[locale].prefix}${LOCALES[locale].linkPages[page]}`;
}

/** A record's address in a locale: the listing's path and the record's own slug ('/ar/الوظائف/مهندس-بيانات'). */
export function localizedRecordPath(locale: Locale, listing: StaticPagePath, slug: string): string {
  return `${localizedPath(locale, listing)}/${slug}`;
}

/**
 * A public page's route pattern in a locale: '/careers' → '/ar/الوظائف', '/careers/:slug' →
 * '/ar/الوظائف/:slug' (a record keeps its parameter: an Arabic job is found by its own slug).
 */
export function localizedPattern(locale: Locale, pattern: `/${string}`): string {
  const slugAt = pattern.indexOf('/:');
  const listing = (slugAt === -1 ? pattern : pattern.slice(0, slugAt)) as StaticPagePath;
  if (!(listing in LOCALES[locale].segments)) throw new Error(`No page ${listing} in the locale table (app/domain/locales.ts).`);
  return `${localizedPath(locale, listing)}${slugAt === -1 ? '' : pattern.slice(slugAt)}`;
}

/**
 * The address to put in a sitemap, a hreflang link or an e-mail: each segment percent-encoded
 * (RFC 3986; non-ASCII letters as a browser sends them), so one page has one spelling everywhere.
 */
export function encodedPath(path: string): string {
  return path.split('/').map(encodeURIComponent).join('/');
}

/** One published translation of the page being shown: its locale and its (decoded) path. */
export interface Alternate {
  readonly locale: Locale;
  readonly path: string;
}

export type AlternateLink = { tagName: 'link'; rel: 'alternate'; hrefLang: string; href: string };

/**
 * The `<link rel="alternate" hreflang>` cluster of a page (ADR 420): one per published
 * translation, including the page itself, plus `x-default` (the English one, or the only one).
 * Nothing when the page has no other translation: a lone page needs no cluster.
 */
export function alternateLinks(alternates: readonly Alternate[], origin: string): AlternateLink[] {
  if (alternates.length < 2) return [];
  const ordered = LOCALE_CODES.flatMap((code) => alternates.filter((alternate) => alternate.locale === code));
  const fallback = ordered.find((alternate) => alternate.locale === DEFAULT_LOCALE) ?? ordered[0]!;
  return [
    ...ordered.map((alternate) => ({ tagName: 'link' as const, rel: 'alternate' as const, hrefLang: LOCALES[alternate.locale].htmlLang, href: `${origin}${encodedPath(alternate.path)}` })),
    { tagName: 'link', rel: 'alternate', hrefLang: 'x-default', href: `${origin}${encodedPath(fallback.path)}` },
  ];
}

/** The route id of a public page's twin in a prefixed locale: 'routes/site/careers' → 'routes/site/careers.ar'. */
export function localizedRouteId(routeId: string, locale: Locale): string {
  return locale === DEFAULT_LOCALE ? routeId : `${routeId}.${locale}`;
}

/** The English page's route id of any locale's twin: 'routes/site/careers.ar' → 'routes/site/careers'. */
export function englishRouteId(routeId: string): string {
  for (const code of PREFIXED_LOCALES) if (routeId.endsWith(`.${code}`)) return routeId.slice(0, -code.length - 1);
  return routeId;
}
