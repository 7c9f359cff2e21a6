/**
 * How the back office (English, issue 48) names a record's language: the leads and applications
 * lists and details, their CSV exports and the staff notifications ("Language: Arabic").
 */
import { isLocale, type Locale } from '~/domain/locales';

export const LANGUAGE_NAMES: Readonly<Record<Locale, string>> = { en: 'English', ar: 'Arabic' };

export const LANGUAGE_LABEL = 'Language';

/** A stored locale code's English name; an unknown code is shown as it is. */
export function languageName(code: string): string {
  return isLocale(code) ? LANGUAGE_NAMES[code] : code;
}
