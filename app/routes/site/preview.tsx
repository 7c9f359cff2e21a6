/**
 * /preview/:token — an article, partner or job shared through a preview link (issue 43, ADR 331),
 * or a page's link (issue 44, ADR 340), which opens the page at its own address in preview,
 * for anyone who holds the link, signed in or not. The token alone decides the item (no slug in
 * the address); it is shown with its public page's own view under the preview banner, without
 * structured data. A job's preview takes no applications: it shows a note where the application
 * form stands, and this route has no action. Every answer is private, uncached and kept out of
 * search engines: the page cache stores only the routes on its list (cacheability.server.ts), and
 * this one is not and must never be. Issue 48: an item is previewed in its own language — an Arabic
 * article at /ar/معاينة/{token} (right to left, the Arabic frame and words); a link opened at the
 * other language's address is sent to its item's (302, as private as the page).
 */
import { data, Link, redirect } from 'react-router';
import { useChrome } from '~/components/layout/chrome';
import { metaLocale, useLocale } from '~/components/ui/locale';
import { ArticleView } from '~/components/site/article-view';
import { JobView } from '~/components/site/job-view';
import { PartnerView } from '~/components/site/partner-view';
import { PreviewBanner } from '~/components/site/preview-banner';
import { brandTitle } from '~/content/company';
import { arPreviewCopy } from '~/content/locales/ar/preview';
import { previewCopy, type PreviewCopy } from '~/content/site/preview';
import { localeOfRequest, type Locale } from '~/domain/locales';
import { leavePagePreview, openPagePreview } from '~/server/pages/page-preview.server';
import { loadPreviewPage, PREVIEW_HEADERS, previewPagePath, type PreviewView } from '~/server/pages/preview.server';
import type { Route } from './+types/preview';

const COPY: Readonly<Record<Locale, PreviewCopy>> = { en: previewCopy, ar: arPreviewCopy };

export async function loader({ params, request }: Route.LoaderArgs) {
  // /preview/exit?page={key}[&locale=ar]: the page preview banner's "Leave the preview" (never a token's shape).
  if (params.token === 'exit') {
    const query = new URL(request.url).searchParams;
    throw await leavePagePreview(query.get('page'), PREVIEW_HEADERS, query.get('locale') ?? undefined);
  }
  const page = await loadPreviewPage(params.token);
  if (page.state === 'page') throw await openPagePreview(page.key, params.token, PREVIEW_HEADERS, page.locale);
  // The item's language decides the address, so the page (frame, lang, dir, words) is in it.
  if (page.state === 'ok' && page.locale !== localeOfRequest(request)) throw redirect(previewPagePath(page.locale, params.token), { headers: PREVIEW_HEADERS });
  if (page.state !== 'ok') {
    // Unknown: 404. Expired, revoked, or its item or version gone: 410, the link existed.
    return data({ state: page.state, view: null }, { status: page.state === 'unknown' ? 404 : 410, headers: PREVIEW_HEADERS });
  }
  return data({ state: page.state, view: page.view }, { headers: PREVIEW_HEADERS });
}

export function headers() {
  return PREVIEW_HEADERS;
}

type ClosedState = 'expired' | 'revoked' | 'gone' | 'unknown';

const closedMessage = (copy: PreviewCopy, state: ClosedState): { title: string; detail: string } =>
  ({
    expired: { title: copy.closedTitle, detail: copy.closedDetail },
    revoked: { title: copy.closedTitle, detail: copy.closedDetail },
    gone: { title: copy.versionGoneTitle, detail: copy.versionGoneDetail },
    unknown: { title: copy.unknownTitle, detail: copy.unknownDetail },
  })[state];

export default function Preview({ loaderData }: Route.ComponentProps) {
  const copy = COPY[useLocale()];
  const home = useChrome().home;
  if (loaderData.view === null) {
    const message = closedMessage(copy, loaderData.state);
    return (
      <div className="mx-auto max-w-2xl px-6 py-24 text-center">
        <h1 className="text-3xl font-bold tracking-tight text-ink">{message.title}</h1>
        <p className="mt-4 text-slate-600">{message.detail}</p>
        <p className="mt-8">
          <Link to={home} className="font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900">
            {copy.backHome}
          </Link>
        </p>
      </div>
    );
  }
  const view = loaderData.view;
  switch (view.entity) {
    case 'news_insights':
      return <ArticleView article={view.article} body={view.body} banner={<PreviewBanner copy={copy} />} structuredData={false} />;
    case 'partners':
      return <PartnerView partner={view.partner} description={view.description} caseStudy={view.caseStudy} banner={<PreviewBanner copy={copy} />} structuredData={false} />;
    case 'jobs':
      return <JobView job={view.job} body={view.body} application={<NoApplications copy={copy} />} banner={<PreviewBanner copy={copy} />} />;
  }
}

/** Where a job's page has its application form: a preview takes no applications (ADR 331). */
function NoApplications({ copy }: { copy: PreviewCopy }) {
  return (
    <section aria-labelledby="preview-apply-heading" className="mt-16 rounded-2xl border border-slate-200 bg-slate-50 p-4 sm:p-8" data-testid="preview-no-applications">
      <h2 id="preview-apply-heading" className="text-2xl font-bold tracking-tight text-ink">
        {copy.applyTitle}
      </h2>
      <p className="mt-2 text-slate-700">{copy.applyNote}</p>
    </section>
  );
}

/** The item's name, for the page title. */
function previewTitle(view: PreviewView): string {
  switch (view.entity) {
    case 'news_insights':
      return view.article.title;
    case 'partners':
      return view.partner.name;
    case 'jobs':
      return view.job.title;
  }
}

export const meta: Route.MetaFunction = (args) => {
  const { loaderData } = args;
  const copy = COPY[metaLocale(args)];
  const view = loaderData?.view;
  const title = view ? `${copy.metaTitle}: ${previewTitle(view)}` : loaderData ? closedMessage(copy, loaderData.state).title : copy.metaTitle;
  return [{ title: brandTitle(title) }, { name: 'robots', content: 'noindex' }];
};
