/**
 * The language switcher's target and the remembered choice (issue 48, ADR 420 point 7). Pure and
 * small: every public page's browser code carries it.
 *
 * The choice is kept in a first-party cookie, `lang`, holding a locale code and nothing else (no
 * identifier: it is the same for everyone who chose that language). It never redirects and never
 * changes what an address serves — each URL stays one cacheable page, and each locale's 404 one
 * stored document; only the 404 page reads it, in the browser once hydrated, to offer the
 * remembered language's home. Its name must not start with `firmsite` or
 * `better-auth`: the page cache treats those as a session and would stop caching
 * (cacheability.server.ts `carriesOurCookie`).
 */
import { DEFAULT_LOCALE, LOCALE_CODES, LOCALES, isLocale, localizedPath, type Alternate, type Locale } from '~/domain/locales';

export const LANGUAGE_COOKIE = 'lang';
/** One year, in seconds. */
export const LANGUAGE_COOKIE_MAX_AGE = 31_536_000;

/** The `document.cookie` assignment (or `Set-Cookie` value) that remembers `locale`. */
export function languageCookie(locale: Locale, secure: boolean): string {
  return `${LANGUAGE_COOKIE}=${locale}; Path=/; Max-Age=${LANGUAGE_COOKIE_MAX_AGE}; SameSite=Lax${secure ? '; Secure' : ''}`;
}

/** The locale a request's Cookie header remembers, or undefined (none, or not a locale of ours). */
export function rememberedLocale(cookieHeader: string | null | undefined): Locale | undefined {
  if (!cookieHeader) return undefined;
  for (const pair of cookieHeader.split(';')) {
    const equals = pair.indexOf('=');
    if (equals === -1 || pair.slice(0, equals).trim() !== LANGUAGE_COOKIE) continue;
    const value = pair.slice(equals + 1).trim();
    if (isLocale(value)) return value;
  }
  return undefined;
}

/** The language the switcher offers on a page in `current`: the next one in the table (of two, the other). */
export function otherLocale(current: Locale): Locale {
  return LOCALE_CODES[(LOCALE_CODES.indexOf(current) + 1) % LOCALE_CODES.length] ?? DEFAULT_LOCALE;
}

export interface SwitcherTarget {
  readonly locale: Locale;
  readonly path: string;
  /** The language's own name ('العربية', 'English') and its `lang`/`hreflang`. */
  readonly name: string;
  readonly htmlLang: string;
}

/**
 * Where the switcher leads from a page in `current`: the same item's translation when the page's
 * loader names one among its `alternates`, else the other language's home page.
 */
export function switcherTarget(current: Locale, alternates: readonly Alternate[] | undefined): SwitcherTarget {
  const locale = otherLocale(current);
  const translation = alternates?.find((alternate) => alternate.locale === locale);
  return { locale, path: translation?.path ?? localizedPath(locale, '/'), name: LOCALES[locale].name, htmlLang: LOCALES[locale].htmlLang };
}

/** The `alternates` a route's loader data lists, if it has that shape (the switcher reads the deepest match's). */
export function alternatesOf(data: unknown): readonly Alternate[] | undefined {
  if (typeof data !== 'object' || data === null || !('alternates' in data)) return undefined;
  const { alternates } = data as { alternates: unknown };
  if (!Array.isArray(alternates)) return undefined;
  return alternates.filter(
    (item): item is Alternate => typeof item === 'object' && item !== null && isLocale((item as Alternate).locale) && typeof (item as Alternate).path === 'string',
  );
}
