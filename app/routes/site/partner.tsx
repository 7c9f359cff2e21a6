import { data, Link } from 'react-router';
import { CaseStudySlider } from '~/components/site/case-study-slider';
import { SiteImage } from '~/components/site/decorative-image';
import { JsonLd } from '~/components/ui/json-ld';
import { MarkdownView } from '~/components/markdown/markdown-view';
import { ExternalLink } from '~/components/site/portfolio-card';
import { useSiteOrigin } from '~/components/site/structured-data';
import { Badge } from '~/components/ui/badge';
import { buttonClass, LinkButton } from '~/components/ui/button';
import { Spinner } from '~/components/ui/spinner';
import { usePageLoading } from '~/components/ui/use-page-loading';
import { brandTitle } from '~/content/company';
import { partnerDetailCopy as copy, partnerFallbackSeo } from '~/content/site/partners';
import { caseStudyView } from '~/server/pages/case-study.server';
import { breadcrumbJsonLd } from '~/domain/content-structured-data';
import { formatMonthYear, isoDate } from '~/domain/dates';
import { missingPageMeta, pageMeta, siteOrigin } from '~/domain/seo';
import { plainSummary } from '~/domain/text';
import { getActivePartnerBySlug } from '~/server/entities/partners.server';
import { markdownTree } from '~/server/pages/markdown.server';
import { redirectIfMoved } from '~/server/pages/moved.server';
import { requestInfo } from '~/server/platform/request-state.server';
import { loadSection } from '~/server/pages/section.server';
import type { Route } from './+types/partner';

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const result = await loadSection('partner', () => getActivePartnerBySlug(params.slug));
  if (!result.ok) {
    // product §8: logged only, the page shows its not-found state. 503, not 404: the partner may
    // well exist, and crawlers must not drop the page while the database is away.
    return data({ partner: null, description: null, caseStudy: null }, { status: 503, headers: { 'Retry-After': '60' } });
  }
  const partner = result.data;
  if (!partner) {
    // A renamed partner's old address answers 301 to the new one (issue 19) — unless this is the
    // stored not-found document, whose requests the server redirected and counted (ADR 310).
    if (!requestInfo(context).sharedDocument) {
      const moved = await redirectIfMoved(request);
      if (moved) return moved;
    }
    return data({ partner: null, description: null, caseStudy: null }, { status: 404 });
  }
  // Markdown goes to the page parsed (no Markdown parser in the browser).
  const { case_study, ...shown } = partner;
  return { partner: shown, description: markdownTree(partner.description), caseStudy: caseStudyView(case_study) };
}

export default function Partner({ loaderData }: Route.ComponentProps) {
  const { partner, description, caseStudy } = loaderData;
  const origin = useSiteOrigin();
  const loading = usePageLoading();
  if (loading) return <Spinner label={copy.loading} className="py-24" />;
  if (!partner) return <PartnerNotFound />;
  return (
    <article className="mx-auto max-w-5xl px-4 py-12 sm:px-6 lg:px-8">
      <JsonLd
        data={breadcrumbJsonLd(origin, [
          { name: 'Home', path: '/' },
          { name: 'Partners', path: '/partners' },
          { name: partner.name, path: `/partners/${partner.slug}` },
        ])}
      />
      <Link to="/partners" className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900">
        <span aria-hidden="true">←&nbsp;</span>
        {copy.back}
      </Link>
      <header className="mt-8 flex flex-col gap-8 sm:flex-row sm:items-center">
        <div className="flex shrink-0 items-center justify-center rounded-2xl border border-slate-200 bg-slate-50 p-6">
          <SiteImage src={partner.logo_url} alt={partner.logo_alt ?? `${partner.name} logo`} width={200} height={60} sizes="200px" priority className="h-16 w-auto max-w-[200px] object-contain" />
        </div>
        <div>
          <div className="flex flex-wrap gap-2">
            <Badge tone="brand">{partner.partnership_type}</Badge>
            {partner.industry ? <Badge tone="gray">{partner.industry}</Badge> : null}
          </div>
          <h1 className="mt-3 text-4xl font-bold tracking-tight text-ink">{partner.name}</h1>
          {partner.established_date ? (
            <p className="mt-2 text-slate-600">
              {copy.established}{' '}
              <time dateTime={isoDate(partner.established_date).slice(0, 7)}>{formatMonthYear(partner.established_date)}</time>
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

function PartnerNotFound() {
  return (
    <div className="mx-auto max-w-2xl px-6 py-24 text-center">
      <h1 className="text-3xl font-bold tracking-tight text-ink">{copy.notFound}</h1>
      <p className="mt-4 text-slate-600">{copy.notFoundHint}</p>
      <LinkButton to="/partners" className="mt-8">
        {copy.back}
      </LinkButton>
    </div>
  );
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const origin = siteOrigin(matches);
  const partner = loaderData?.partner;
  if (!partner) {
    return missingPageMeta({ title: brandTitle(copy.notFound), description: partnerFallbackSeo.description });
  }
  return pageMeta({
    title: brandTitle(partner.name),
    description: plainSummary(partner.description) || partnerFallbackSeo.description,
    path: `/partners/${partner.slug}`,
    origin,
    shareImage: partner.logo_url,
  });
};
