import { data } from 'react-router';
import { PartnerView } from '~/components/site/partner-view';
import { LinkButton } from '~/components/ui/button';
import { Spinner } from '~/components/ui/spinner';
import { usePageLoading } from '~/components/ui/use-page-loading';
import { useChrome } from '~/components/layout/chrome';
import { useLocale } from '~/components/ui/locale';
import { brandTitle } from '~/content/company';
import { partnerDetailCopies } from '~/content/locales/partner-page-copy';
import { caseStudyView } from '~/server/pages/case-study.server';
import { alternateLinks, localeOfPath, localeOfRequest, localizedRecordPath, type Alternate } from '~/domain/locales';
import { missingPageMeta, pageMeta, siteOrigin } from '~/domain/seo';
import { plainSummary } from '~/domain/text';
import { getActivePartnerBySlug } from '~/server/entities/partners.server';
import { markdownTree } from '~/server/pages/markdown.server';
import { redirectIfMoved } from '~/server/pages/moved.server';
import { requestInfo } from '~/server/platform/request-state.server';
import { loadSection } from '~/server/pages/section.server';
import type { Route } from './+types/partner';

export async function loader({ params, request, context }: Route.LoaderArgs) {
  // The address's language (issue 48): /ar/الشركاء/{slug} finds only an active Arabic partner with that slug.
  const locale = localeOfRequest(request);
  const result = await loadSection('partner', () => getActivePartnerBySlug(params.slug, locale));
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
  const { case_study, translations, ...shown } = partner;
  // Its active translations, itself included: the page's hreflang alternates.
  const alternates: Alternate[] = translations.map((translation) => ({ locale: translation.locale, path: localizedRecordPath(translation.locale, '/partners', translation.slug) }));
  return { partner: shown, description: markdownTree(partner.description), caseStudy: caseStudyView(case_study), alternates };
}

export default function Partner({ loaderData }: Route.ComponentProps) {
  const { partner, description, caseStudy } = loaderData;
  const copy = partnerDetailCopies[useLocale()];
  const loading = usePageLoading();
  if (loading) return <Spinner label={copy.loading} className="py-24" />;
  if (!partner) return <PartnerNotFound />;
  return <PartnerView partner={partner} description={description} caseStudy={caseStudy} />;
}

function PartnerNotFound() {
  const copy = partnerDetailCopies[useLocale()];
  const list = useChrome().link('/partners');
  return (
    <div className="mx-auto max-w-2xl px-6 py-24 text-center">
      <h1 className="text-3xl font-bold tracking-tight text-ink">{copy.notFound}</h1>
      <p className="mt-4 text-slate-600">{copy.notFoundHint}</p>
      <LinkButton to={list.to} hrefLang={list.hrefLang} className="mt-8">
        {copy.back}
        {list.note ? <span className="sr-only"> {list.note}</span> : null}
      </LinkButton>
    </div>
  );
}

export const meta: Route.MetaFunction = ({ loaderData, matches, location }) => {
  const origin = siteOrigin(matches);
  const locale = localeOfPath(location.pathname);
  const copy = partnerDetailCopies[locale];
  if (!loaderData?.partner) {
    return missingPageMeta({ title: brandTitle(copy.notFound), description: copy.fallbackDescription });
  }
  return [
    ...pageMeta({
      title: brandTitle(loaderData.partner.name),
      description: plainSummary(loaderData.partner.description) || copy.fallbackDescription,
      // Canonical on the partner's own address in its language (pageMeta percent-encodes it).
      path: localizedRecordPath(locale, '/partners', loaderData.partner.slug),
      origin,
      shareImage: loaderData.partner.logo_url,
    }),
    ...alternateLinks(loaderData.alternates, origin),
  ];
};
