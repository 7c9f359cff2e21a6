import { useRouteLoaderData } from 'react-router';
import { JsonLd } from '~/components/ui/json-ld';
import { useLocale } from '~/components/ui/locale';
import type { Faq } from '~/content/types';
import { faqPageJsonLd, organizationJsonLd, webSiteJsonLd } from '~/domain/structured-data';

/** The public origin from the root loader (absolute URLs in structured data). */
export function useSiteOrigin(): string {
  const data = useRouteLoaderData('root') as { origin?: string } | undefined;
  return data?.origin ?? '';
}

export function OrganizationJsonLd() {
  return <JsonLd data={organizationJsonLd(useSiteOrigin())} />;
}

/** The home page's WebSite with its SearchAction (issue 45), in the page's language (issue 48). */
export function WebSiteJsonLd() {
  return <JsonLd data={webSiteJsonLd(useSiteOrigin(), useLocale())} />;
}

export function FaqJsonLd({ faqs }: { faqs: readonly Faq[] }) {
  return <JsonLd data={faqPageJsonLd(faqs)} />;
}
