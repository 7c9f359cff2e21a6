/**
 * The visitor's likely country from the Accept-Language header (issue 46): the default of the
 * forms' optional country select, which routing reads. No outside lookup (no IP geolocation, no
 * service): only the region subtag the browser already sends ("ar-AE" → AE). It is a guess for a
 * default — a browser set to "en-US" is common everywhere — so the visitor can change it, and a
 * header with no region gives no country rather than a wrong one.
 */

/** More than any real header; the rest is ignored, so a hostile header costs nothing to read. */
export const MAX_ACCEPT_LANGUAGE_LENGTH = 512;
/** Language ranges read from the header; browsers send a handful. */
const MAX_RANGES = 20;

/**
 * Two-letter codes that parse as regions but are no country: user-assigned (AA, QM–QZ, XA–XZ,
 * ZZ "unknown") and the exceptionally reserved groupings Intl knows by name (EU, EZ, UN). XK is
 * kept: user-assigned, but Kosovo's code in practice (CLDR, browsers, card networks).
 */
function isCountryCode(code: string): boolean {
  if (!/^[A-Z]{2}$/.test(code)) return false;
  if (code === 'AA' || code === 'ZZ' || code === 'EU' || code === 'EZ' || code === 'UN') return false;
  if (code.startsWith('X') && code !== 'XK') return false;
  if (code >= 'QM' && code <= 'QZ') return false;
  return regionNames().of(code) !== undefined;
}

let names: Intl.DisplayNames | undefined;
function regionNames(): Intl.DisplayNames {
  // fallback 'none': an unassigned code (e.g. 'QQ') has no name rather than its own code.
  names ??= new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' });
  return names;
}

/**
 * The names that Node's ICU and Chromium's name differently (CLDR versions differ): the server
 * renders the country select and the browser hydrates it, so both must say the same. A runtime
 * that names another country differently shows up as a hydration error on the pages with lead
 * forms (the browser tests fail on a page error); add that country here.
 */
const PINNED_COUNTRY_NAMES: Readonly<Record<string, string>> = {
  FK: 'Falkland Islands',
  HK: 'Hong Kong',
  MO: 'Macao',
  PS: 'Palestinian Territories',
};

/**
 * A country's name in another language for the select (issue 48): `intl` is the locale's Intl tag
 * ('ar-AE'), `pinned` the names Node's and Chromium's ICU give differently in it (the locale's
 * copy lists them, as PINNED_COUNTRY_NAMES does for English); the code if Intl has none.
 */
export function countryNamer(intl: string, pinned: Readonly<Record<string, string>>): (code: string) => string {
  const localNames = new Intl.DisplayNames([intl], { type: 'region', fallback: 'none' });
  return (code) => pinned[code] ?? (isCountryCode(code) ? localNames.of(code) : undefined) ?? code;
}

/** A country's English name for the select ("United Arab Emirates"), or the code if Intl has none. */
export function countryName(code: string): string {
  return PINNED_COUNTRY_NAMES[code] ?? (isCountryCode(code) ? regionNames().of(code) : undefined) ?? code;
}

/** A country code as the forms store it: two letters, upper case, a real country; otherwise null. */
export function normaliseCountry(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const code = value.trim().toUpperCase();
  return isCountryCode(code) ? code : null;
}

/** The region subtag of a language tag: 'zh-Hant-TW' → 'TW'; 'es-419' (a UN area) and 'en' → null. */
function regionOf(tag: string): string | null {
  const subtags = tag.split(/[-_]/);
  // language, then an optional 4-letter script, then the region; anything later is a variant or extension.
  for (const subtag of subtags.slice(1, 3)) {
    if (/^[A-Za-z]{2}$/.test(subtag)) return normaliseCountry(subtag);
    if (!/^[A-Za-z]{4}$/.test(subtag)) return null;
  }
  return null;
}

/**
 * The country of the most preferred language range that names one: "ar-AE,ar;q=0.9,en;q=0.8" →
 * 'AE'; "en" → null. Ranges are ordered by quality (ties keep the header's order); a range with
 * q=0 (not acceptable) or a malformed quality is skipped; '*' names no country.
 */
export function countryFromAcceptLanguage(header: string | null | undefined): string | null {
  if (!header) return null;
  const ranges = header.slice(0, MAX_ACCEPT_LANGUAGE_LENGTH).split(',').slice(0, MAX_RANGES);
  const candidates: { country: string; quality: number; order: number }[] = [];
  ranges.forEach((range, order) => {
    const [tagPart = '', ...parameters] = range.split(';');
    const tag = tagPart.trim();
    if (!/^[A-Za-z]{1,8}([-_][A-Za-z0-9]{1,8})*$/.test(tag)) return;
    let quality = 1;
    for (const parameter of parameters) {
      const match = /^\s*q\s*=\s*(0(\.\d{0,3})?|1(\.0{0,3})?)\s*$/i.exec(parameter);
      if (match) quality = Number(match[1]);
      else if (/^\s*q\s*=/i.test(parameter)) quality = -1;
    }
    if (quality <= 0) return;
    const country = regionOf(tag);
    if (country) candidates.push({ country, quality, order });
  });
  candidates.sort((a, b) => b.quality - a.quality || a.order - b.order);
  return candidates[0]?.country ?? null;
}
