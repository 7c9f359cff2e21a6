/**
 * /careers/{slug} — one job's page (issue 18): the facts, the description (Markdown), the
 * requirements and benefits, the closing date, the application form in the page (with and without
 * JavaScript), and the job's JobPosting markup (the only place it appears). A job that is inactive
 * or past its closing date answers 410 Gone, an unknown one 404; both link to current openings.
 */
import { data } from 'react-router';
import { JobApplication } from '~/components/site/job-application';
import { JobView } from '~/components/site/job-view';
import { LinkButton } from '~/components/ui/button';
import { brandTitle } from '~/content/company';
import { useLocale } from '~/components/ui/locale';
import { jobPageCopies } from '~/content/locales/job-page-copy';
import { jobPageCopyOf, useJobPageCopy } from '~/components/site/job-copy';
import { listHtml, markdownTreeHtml } from '~/domain/job-posting';
import { alternateLinks, localeOfPath, localeOfRequest, localizedPath, localizedRecordPath, type Alternate } from '~/domain/locales';
import { missingPageMeta, pageMeta, siteOrigin } from '~/domain/seo';
import { getJobPage } from '~/server/entities/jobs.server';
import { markdownTree } from '~/server/pages/markdown.server';
import { redirectIfMoved } from '~/server/pages/moved.server';
import { requestInfo } from '~/server/platform/request-state.server';
import { handleApplicationSubmission } from '~/server/pages/public-forms.server';
import { loadSection } from '~/server/pages/section.server';
import { formGuard } from '~/server/platform/spam.server';
import { keepDataAfterFormPost } from '~/routes/site/revalidation';
import type { Route } from './+types/job';

export async function loader({ params, request, context }: Route.LoaderArgs) {
  // The address's language (issue 48): /ar/الوظائف/{slug} finds only an Arabic job with that slug.
  const locale = localeOfRequest(request);
  const copy = jobPageCopies[locale];
  const result = await loadSection('job', () => getJobPage(params.slug, new Date(), locale));
  // The job may well exist: 503, so crawlers keep it while the database is away.
  if (!result.ok) return data({ state: 'unavailable' as const }, { status: 503, headers: { 'Retry-After': '60' } });
  const lookup = result.data;
  if (lookup.kind === 'unknown') {
    // An old job address staff redirected answers 301, and the miss is counted, as for articles —
    // unless this is the stored not-found document, whose requests the server handled (ADR 310).
    if (!requestInfo(context).sharedDocument) {
      const moved = await redirectIfMoved(request);
      if (moved) return moved;
    }
    return data({ state: 'unknown' as const }, { status: 404 });
  }
  if (lookup.kind === 'closed') return data({ state: 'closed' as const, title: lookup.title }, { status: 410 });
  const { job, translations } = lookup;
  const body = markdownTree(job.description);
  const descriptionHtml = [markdownTreeHtml(body), listHtml(copy.requirements, job.requirements), listHtml(copy.benefits, job.benefits)].join('');
  // Its open translations, itself included: the page's hreflang alternates.
  const alternates: Alternate[] = translations.map((translation) => ({ locale: translation.locale, path: localizedRecordPath(translation.locale, '/careers', translation.slug) }));
  return { state: 'open' as const, ...formGuard(), job, body, descriptionHtml, alternates };
}

export async function action({ request, context }: Route.ActionArgs) {
  return handleApplicationSubmission(request, context);
}

export const shouldRevalidate = keepDataAfterFormPost;

export default function JobPage({ loaderData }: Route.ComponentProps) {
  const locale = useLocale();
  const copy = useJobPageCopy();
  if (loaderData.state !== 'open') {
    const [title, message] =
      loaderData.state === 'closed'
        ? [copy.closedTitle, copy.closedMessage(loaderData.title)]
        : loaderData.state === 'unknown'
          ? [copy.notFoundTitle, copy.notFoundMessage]
          : [copy.unavailableTitle, copy.unavailableMessage];
    return (
      <div className="mx-auto max-w-2xl px-6 py-24 text-center">
        <h1 className="text-3xl font-bold tracking-tight text-ink">{title}</h1>
        <p className="mt-4 text-slate-600">{message}</p>
        <LinkButton to={`${localizedPath(locale, '/careers')}#openings`} className="mt-8">
          {copy.openings}
        </LinkButton>
      </div>
    );
  }
  const { job, body, descriptionHtml } = loaderData;
  return <JobView job={job} body={body} application={<JobApplication job={{ id: job.id, title: job.title }} />} structuredData={{ descriptionHtml, created_at: job.created_at }} />;
}

export const meta: Route.MetaFunction = ({ loaderData, matches, params, location }) => {
  const origin = siteOrigin(matches);
  const locale = localeOfPath(location.pathname);
  const copy = jobPageCopyOf(matches, locale);
  // Canonical on the job's own address in its language (pageMeta percent-encodes it).
  const pathOf = (slug: string) => localizedRecordPath(locale, '/careers', slug);
  if (loaderData?.state === 'closed') {
    return pageMeta({ title: brandTitle(copy.closedTitle), description: copy.closedSeoDescription, path: pathOf(params.slug), origin, noindex: true });
  }
  if (!loaderData || loaderData.state !== 'open') return missingPageMeta({ title: brandTitle(copy.notFoundTitle), description: copy.notFoundMessage });
  const { job } = loaderData;
  return [
    ...pageMeta({ title: brandTitle(job.title), description: copy.seoDescription(job.title, job.location), path: pathOf(job.slug), origin }),
    ...alternateLinks(loaderData.alternates, origin),
  ];
};
