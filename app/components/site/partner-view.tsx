/**
 * One partner as visitors read it: the public partner page (/partners/{slug}) and a preview link's
 * page (/preview/{token}) render this, so a preview shows exactly what activating will show.
 * A banner (preview) goes above the partner's own content.
 */
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { CaseStudySlider } from '~/components/site/case-study-slider';
import { SiteImage } from '~/components/site/decorative-image';
import { ExternalLink } from '~/components/site/portfolio-card';
import { useSiteOrigin } from '~/components/site/structured-data';
import { MarkdownView } from '~/components/markdown/markdown-view';
import { Badge } from '~/components/ui/badge';
import { buttonClass } from '~/components/ui/button';
import { JsonLd } from '~/components/ui/json-ld';
import { useChrome } from '~/components/layout/chrome';
import { useLocale } from '~/components/ui/locale';
import { partnerDetailCopies, partnershipTypeLabel } from '~/content/locales/partner-page-copy';
import type { CaseStudyView } from '~/domain/case-study';
import { breadcrumbJsonLd } from '~/domain/content-structured-data';
import { formatMonthYearIn, isoDate } from '~/domain/dates';
import { encodedPath, localizedPath, localizedRecordPath } from '~/domain/locales';
import type { MarkdownTree } from '~/domain/markdown';
import type { PartnerViewData } from '~/domain/public-views';
import { BackArrow } from '~/components/ui/icons';

export function PartnerView({
  partner,
  description,
  caseStudy,
  banner,
  structuredData = true,
}: {
  partner: PartnerViewData;
  /** The description parsed from Markdown on the server. */
  description: MarkdownTree | null;
  caseStudy: CaseStudyView | null;
  banner?: ReactNode;
  /** The breadcrumb JSON-LD: for the public page, not for a preview kept out of search. */
  structuredData?: boolean;
}) {
  const origin = useSiteOrigin();
  // The page's language (issue 48): its copy, dates and addresses. The partners list is linked in
  // this language when it is live in it, else in English, marked so (the frame's rule: never a 404).
  const locale = useLocale();
  const copy = partnerDetailCopies[locale];
  const list = useChrome().link('/partners');
  return (
    <article className="mx-auto max-w-5xl px-4 py-12 sm:px-6 lg:px-8">
      {/* One child slot for both, as the JSON-LD alone was before the extraction: React's useId values
          (the application form's and the slider's field ids) follow the children's positions. */}
      <>
        {banner}
        {structuredData ? (
          <JsonLd
            data={breadcrumbJsonLd(origin, [
              { name: copy.breadcrumbHome, path: encodedPath(localizedPath(locale, '/')) },
              { name: copy.breadcrumbPartners, path: encodedPath(list.to) },
              { name: partner.name, path: encodedPath(localizedRecordPath(locale, '/partners', partner.slug)) },
            ])}
          />
        ) : null}
      </>
      <Link to={list.to} hrefLang={list.hrefLang} className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900">
        <BackArrow />
        {copy.back}
        {list.note ? <span className="sr-only"> {list.note}</span> : null}
      </Link>
      <header className="mt-8 flex flex-col gap-8 sm:flex-row sm:items-center">
        <div className="flex shrink-0 items-center justify-center rounded-2xl border border-slate-200 bg-slate-50 p-6">
          <SiteImage src={partner.logo_url} alt={partner.logo_alt ?? copy.logoAlt(partner.name)} width={200} height={60} sizes="200px" priority className="h-16 w-auto max-w-[200px] object-contain" />
        </div>
        <div>
          <div className="flex flex-wrap gap-2">
            <Badge tone="brand">{partnershipTypeLabel(locale, partner.partnership_type)}</Badge>
            {partner.industry ? <Badge tone="gray">{partner.industry}</Badge> : null}
          </div>
          <h1 className="mt-3 text-4xl font-bold tracking-tight text-ink">{partner.name}</h1>
          {partner.established_date ? (
            <p className="mt-2 text-slate-600">
              {copy.established}{' '}
              <time dateTime={isoDate(partner.established_date).slice(0, 7)}>{formatMonthYearIn(locale, partner.established_date)}</time>
            </p>
          ) : null}
        </div>
      </header>

      <section aria-labelledby="about-partner" className="mt-12">
        <h2 id="about-partner" className="text-2xl font-bold tracking-tight text-ink">
          {copy.about}
        </h2>
        {description ? <MarkdownView tree={description} className="mt-4 text-lg" minHeadingLevel={3} /> : null}
        {partner.website ? (
          <ExternalLink href={partner.website} className={buttonClass('primary', 'mt-8')}>
            {copy.visitWebsite}
          </ExternalLink>
        ) : null}
      </section>

      {caseStudy && caseStudy.slides.length > 0 ? (
        <section aria-labelledby="success-story" className="mt-16">
          <h2 id="success-story" className="text-2xl font-bold tracking-tight text-ink">
            {copy.successStory}
          </h2>
          <CaseStudySlider study={caseStudy} partnerName={partner.name} />
        </section>
      ) : null}
    </article>
  );
}
