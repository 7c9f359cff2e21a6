/**
 * The view of /partners' list block (issue 44): the partners' logos scrolling, the block's heading
 * and introduction, then each partner (live); while loading or with no partner, the list's state.
 * In the page's language (issue 48): /ar/الشركاء lists the Arabic partners, linking to their Arabic pages.
 */
import { Link } from 'react-router';
import { ArrowRightIcon } from '~/components/ui/icons';
import { Badge } from '~/components/ui/badge';
import { Spinner } from '~/components/ui/spinner';
import { usePageLoading } from '~/components/ui/use-page-loading';
import { SiteImage } from '~/components/site/decorative-image';
import { Marquee } from '~/components/site/marquee';
import { MARQUEE_SECONDS } from '~/content/site/logos';
import { useLocale } from '~/components/ui/locale';
import { partnersCopies, partnershipTypeLabel } from '~/content/locales/partner-page-copy';
import { localizedRecordPath, type Locale } from '~/domain/locales';
import { plainSummary } from '~/domain/text';
import type { PublicPartner } from '~/server/entities/partners.server';
import type { CompanyBlockProps as Props } from '../company-blocks';

/** What the page's loader gives its blocks besides the document. */
export interface PartnersContext {
  partners: readonly PublicPartner[];
}

function partnerHref(locale: Locale, slug: string): string {
  return localizedRecordPath(locale, '/partners', encodeURIComponent(slug));
}

export function PartnerDirectoryBlock({ block, context }: Props<'partnerDirectory', PartnersContext>) {
  const { label, title, paragraphs } = block.data;
  const { partners } = context;
  const locale = useLocale();
  const partnersCopy = partnersCopies[locale];
  const loading = usePageLoading();
  if (loading) return <Spinner label={partnersCopy.loading} className="py-16" />;
  if (partners.length === 0) return <p className="mx-auto max-w-7xl px-4 py-16 text-center text-slate-700 sm:px-6 lg:px-8">{partnersCopy.empty}</p>;
  const half = Math.ceil(partners.length / 2);
  const rows = [partners.slice(0, half), partners.slice(half)].filter((row) => row.length > 0);
  const introId = `${block.id}-intro`;
  return (
    <>
      <div className="border-b border-slate-200 bg-white py-6">
        {rows.map((row, i) => (
          <Marquee
            key={i}
            items={row}
            seconds={i === 0 ? MARQUEE_SECONDS.partnersRowA : MARQUEE_SECONDS.partnersRowB}
            reverse={i === 1}
            label={partnersCopy.marqueeRow(label, i + 1, rows.length)}
            renderItem={(partner) => (
              <Link to={`#partner-${partner.slug}`} className="block rounded-md">
                <SiteImage src={partner.logo_url} alt={partner.logo_alt ?? partner.name} width={180} height={54} sizes="180px" className="h-[54px] w-[180px] object-contain" />
              </Link>
            )}
          />
        ))}
      </div>
      <section aria-labelledby={introId} className="mx-auto max-w-3xl px-4 pt-16 text-center sm:px-6">
        <h2 id={introId} className="text-3xl font-bold tracking-tight text-ink sm:text-4xl">
          {title}
        </h2>
        {paragraphs.map((paragraph, index) => (
          <p key={index} className="mt-4 text-lg leading-8 text-slate-600">
            {paragraph}
          </p>
        ))}
      </section>
      <ul className="mx-auto max-w-7xl space-y-16 px-4 py-16 sm:px-6 lg:px-8">
        {partners.map((partner, index) => (
          <li key={partner.id}>
            <PartnerEntry partner={partner} flipped={index % 2 === 1} />
          </li>
        ))}
      </ul>
    </>
  );
}

function PartnerEntry({ partner, flipped }: { partner: PublicPartner; flipped: boolean }) {
  const locale = useLocale();
  const partnersCopy = partnersCopies[locale];
  return (
    <article id={`partner-${partner.slug}`} className="grid scroll-mt-24 items-center gap-8 lg:grid-cols-2">
      <div className={`flex items-center justify-center rounded-2xl border border-slate-200 bg-slate-50 p-10 ${flipped ? 'lg:order-2' : ''}`}>
        <SiteImage src={partner.logo_url} alt={partner.logo_alt ?? ''} width={320} height={96} sizes="320px" className="h-24 w-auto max-w-full object-contain" />
      </div>
      <div>
        <div className="flex flex-wrap gap-2">
          <Badge tone="brand">{partnershipTypeLabel(locale, partner.partnership_type)}</Badge>
          {partner.industry ? <Badge tone="gray">{partner.industry}</Badge> : null}
        </div>
        <h2 className="mt-4 text-2xl font-bold tracking-tight text-ink sm:text-3xl">{partner.name}</h2>
        <p className="mt-4 text-lg leading-8 text-slate-600">{plainSummary(partner.description, 320)}</p>
        <Link
          to={partnerHref(locale, partner.slug)}
          className="mt-6 inline-flex min-h-11 items-center gap-2 font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900"
        >
          {partnersCopy.learnMore}
          <span className="sr-only">{partnersCopy.learnMoreAbout(partner.name)}</span>
          <ArrowRightIcon size={16} />
        </Link>
      </div>
    </article>
  );
}
