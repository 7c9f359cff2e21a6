/**
 * The job cards' and job pages' words in the page's language (issue 48, ADR 420 point 5): English
 * from this module's code; another language from the site layout's loader data, as the rest of the
 * frame's copy and the article copy (article-copy.ts), so no English page's JavaScript carries the
 * Arabic (the cards are on /careers).
 */
import { useRouteLoaderData } from 'react-router';
import { SITE_LAYOUT_ROUTE_ID, type SiteLayoutData } from '~/components/layout/chrome';
import { useLocale } from '~/components/ui/locale';
import { jobPageCopyFrom } from '~/content/locales/job-words';
import { jobPageCopy, type JobPageCopy } from '~/content/site/careers';
import type { Locale } from '~/domain/locales';

/** The copy in `locale` from the layout's data, or English (also mid-navigation, when the data is another language's). */
function copyIn(locale: Locale, data: SiteLayoutData | undefined): JobPageCopy {
  return data?.chrome?.locale === locale ? jobPageCopyFrom(data.chrome.jobs) : jobPageCopy;
}

export function useJobPageCopy(): JobPageCopy {
  return copyIn(useLocale(), useRouteLoaderData(SITE_LAYOUT_ROUTE_ID) as SiteLayoutData | undefined);
}

/** The same for a route's `meta`, which gets the matches rather than hooks. */
export function jobPageCopyOf(matches: readonly ({ id: string; data?: unknown; loaderData?: unknown } | undefined)[], locale: Locale): JobPageCopy {
  const layout = matches.find((match) => match?.id === SITE_LAYOUT_ROUTE_ID);
  return copyIn(locale, (layout?.loaderData ?? layout?.data) as SiteLayoutData | undefined);
}
