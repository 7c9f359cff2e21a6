/**
 * /careers/{slug} — one job's page (issue 18): the facts, the description (Markdown), the
 * requirements and benefits, the closing date, the application form in the page (with and without
 * JavaScript), and the job's JobPosting markup (the only place it appears). A job that is inactive
 * or past its closing date answers 410 Gone, an unknown one 404; both link to current openings.
 */
import { data, Link } from 'react-router';
import { JobApplication } from '~/components/site/job-application';
import { MarkdownView } from '~/components/markdown/markdown-view';
import { useSiteOrigin } from '~/components/site/structured-data';
import { JobFact } from '~/components/site/job-card';
import { LinkButton } from '~/components/ui/button';
import { JsonLd } from '~/components/ui/json-ld';
import { brandTitle } from '~/content/company';
import { jobPageCopy as copy } from '~/content/site/careers';
import { breadcrumbJsonLd, jobPostingJsonLd } from '~/domain/content-structured-data';
import { formatLongDate, isoDate } from '~/domain/dates';
import { jobPath, listHtml, markdownTreeHtml } from '~/domain/job-posting';
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
  const result = await loadSection('job', () => getJobPage(params.slug));
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
  const { job } = lookup;
  const body = markdownTree(job.description);
  const descriptionHtml = [markdownTreeHtml(body), listHtml(copy.requirements, job.requirements), listHtml(copy.benefits, job.benefits)].join('');
  return { state: 'open' as const, ...formGuard(), job, body, descriptionHtml };
}

export async function action({ request, context }: Route.ActionArgs) {
  return handleApplicationSubmission(request, context);
}

export const shouldRevalidate = keepDataAfterFormPost;

const backLinkClass = 'inline-flex min-h-11 items-center font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900';

export default function JobPage({ loaderData }: Route.ComponentProps) {
  const origin = useSiteOrigin();
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
        <LinkButton to="/careers#openings" className="mt-8">
          {copy.openings}
        </LinkButton>
      </div>
    );
  }
  const { job, body, descriptionHtml } = loaderData;
  return (
    <article className="mx-auto max-w-3xl px-4 py-12 sm:px-6 lg:px-8">
      <JsonLd
        data={[
          jobPostingJsonLd(origin, { ...job, descriptionHtml }),
          breadcrumbJsonLd(origin, [
            { name: 'Home', path: '/' },
            { name: 'Careers', path: '/careers' },
            { name: job.title, path: jobPath(job.slug) },
          ]),
        ]}
      />
      <Link to="/careers#openings" className={backLinkClass}>
        <span aria-hidden="true">←&nbsp;</span>
        {copy.back}
      </Link>
      <header className="mt-8">
        <h1 className="text-4xl font-bold tracking-tight text-balance text-ink sm:text-5xl">{job.title}</h1>
        <dl className="mt-8 grid grid-cols-1 gap-x-6 gap-y-4 text-sm sm:grid-cols-2">
          <JobFact term={copy.facts.department} value={job.department} />
          <JobFact term={copy.facts.location} value={job.location} />
          <JobFact term={copy.facts.employmentType} value={job.employment_type} />
          <JobFact term={copy.facts.experienceLevel} value={job.experience_level} />
          {job.salary_range ? <JobFact term={copy.facts.salaryRange} value={job.salary_range} /> : null}
          {job.closes_on ? (
            <div>
              <dt className="font-medium text-slate-600">{copy.facts.closesOn}</dt>
              <dd className="mt-1">
                <time dateTime={isoDate(job.closes_on)}>{formatLongDate(job.closes_on)}</time>
              </dd>
            </div>
          ) : null}
        </dl>
      </header>
      <section aria-labelledby="job-description" className="mt-12">
        <h2 id="job-description" className="text-2xl font-bold tracking-tight text-ink">
          {copy.description}
        </h2>
        <MarkdownView tree={body} className="mt-4 text-lg" minHeadingLevel={3} />
      </section>
      <List id="job-requirements" title={copy.requirements} items={job.requirements} />
      <List id="job-benefits" title={copy.benefits} items={job.benefits} />
      <JobApplication job={{ id: job.id, title: job.title }} />
      <footer className="mt-16 border-t border-slate-200 pt-8">
        <Link to="/careers#openings" className={backLinkClass}>
          <span aria-hidden="true">←&nbsp;</span>
          {copy.back}
        </Link>
      </footer>
    </article>
  );
}


function List({ id, title, items }: { id: string; title: string; items: readonly string[] }) {
  if (items.length === 0) return null;
  return (
    <section aria-labelledby={id} className="mt-12">
      <h2 id={id} className="text-2xl font-bold tracking-tight text-ink">
        {title}
      </h2>
      <ul className="mt-4 list-disc space-y-2 pl-5 text-lg text-slate-700">
        {items.map((item, index) => (
          <li key={index}>{item}</li>
        ))}
      </ul>
    </section>
  );
}

export const meta: Route.MetaFunction = ({ loaderData, matches, params }) => {
  const origin = siteOrigin(matches);
  if (loaderData?.state === 'closed') {
    return pageMeta({ title: brandTitle(copy.closedTitle), description: copy.closedSeoDescription, path: jobPath(params.slug), origin, noindex: true });
  }
  if (!loaderData || loaderData.state !== 'open') return missingPageMeta({ title: brandTitle(copy.notFoundTitle), description: copy.notFoundMessage });
  const { job } = loaderData;
  return pageMeta({ title: brandTitle(job.title), description: copy.seoDescription(job.title, job.location), path: jobPath(job.slug), origin });
};
