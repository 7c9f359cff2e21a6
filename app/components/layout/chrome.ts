/**
 * The site's frame in the page's language (issue 48): English from the pages' own code; another
 * language from the layout's loader data (routes/site/layout.tsx), which also says which pages are
 * live in it. A link to a page not yet translated leads to the English page, says so to a screen
 * reader and carries `hreflang` — an Arabic reader is never sent to a 404.
 */
import { useRouteLoaderData } from 'react-router';
import { useLocale } from '~/components/ui/locale';
import { englishChrome, type ChromeCopy, type LocalizedChrome } from '~/content/site/navigation';
import { DEFAULT_LOCALE, LOCALES, localizedPath, type Locale, type StaticPagePath } from '~/domain/locales';

/** The layout's route id (app/routes.ts): its loader data is the frame's copy. */
export const SITE_LAYOUT_ROUTE_ID = 'routes/site/layout';

export interface SiteLayoutData {
  readonly chrome: LocalizedChrome | null;
}

/** A link of the frame as rendered: its address, and for a page in another language its `hreflang` and the hidden note. */
export interface ResolvedLink {
  readonly to: string;
  readonly hrefLang?: string;
  readonly note?: string;
}

export interface Chrome {
  readonly locale: Locale;
  readonly copy: ChromeCopy;
  /** The page's home. */
  readonly home: string;
  /** The address of the page at English path `to` for this language's reader. */
  readonly link: (to: string) => ResolvedLink;
}

const ENGLISH: Chrome = { locale: DEFAULT_LOCALE, copy: englishChrome, home: '/', link: (to) => ({ to }) };

/** Resolves the frame's links for `chrome` (pure; the hook below and the tests use it). */
export function chromeFor(chrome: LocalizedChrome | null | undefined): Chrome {
  if (!chrome || chrome.locale === DEFAULT_LOCALE) return ENGLISH;
  const { locale, copy, live } = chrome;
  return {
    locale,
    copy,
    home: localizedPath(locale, '/'),
    link: (to) =>
      live.includes(to as StaticPagePath)
        ? { to: localizedPath(locale, to as StaticPagePath) }
        : { to, hrefLang: LOCALES[DEFAULT_LOCALE].htmlLang, note: copy.inEnglish },
  };
}

export function useChrome(): Chrome {
  const locale = useLocale();
  const data = useRouteLoaderData(SITE_LAYOUT_ROUTE_ID) as SiteLayoutData | undefined;
  // Only the page's own language: loader data of another (mid-navigation) is not used.
  return chromeFor(data?.chrome?.locale === locale ? data.chrome : null);
}
