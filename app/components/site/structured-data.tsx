import { useRouteLoaderData } from 'react-router';
import { JsonLd } from '~/components/ui/json-ld';
import type { Faq } from '~/content/types';
import { faqPageJsonLd, organizationJsonLd } from '~/domain/structured-data';

/** The public origin from the root loader (absolute URLs in structured data). */
export function useSiteOrigin(): string {
  const data = useRouteLoaderData('root') as { origin?: string } | undefined;
  return data?.origin ?? '';
}

export function OrganizationJsonLd() {
  return <JsonLd data={organizationJsonLd(useSiteOrigin())} />;
}

export function FaqJsonLd({ faqs }: { faqs: readonly Faq[] }) {
  return <JsonLd data={faqPageJsonLd(faqs)} />;
}
