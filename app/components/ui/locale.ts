/**
 * The language of the page being shown (issue 48, ADR 420), from its address: the same on the
 * server and in the browser, so a component's copy never differs between render and hydration.
 */
import { useLocation } from 'react-router';
import { LOCALES, localeOfPath, type Locale, type LocaleSettings } from '~/domain/locales';

export function useLocale(): Locale {
  return localeOfPath(useLocation().pathname);
}

export function useLocaleSettings(): LocaleSettings {
  return LOCALES[useLocale()];
}

/**
 * The language of a route's `meta` (its address's), where no hook runs: English when the arguments
 * carry no location (a test calling `meta` with loader data alone).
 */
export function metaLocale({ location }: { location?: { pathname: string } }): Locale {
  return localeOfPath(location?.pathname ?? '/');
}
