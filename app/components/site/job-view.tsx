/**
 * One job as visitors read it: the public job page (/careers/{slug}) and a preview link's page
 * (/preview/{token}) render this, so a preview shows exactly what the opening will show. A banner
 * (preview) goes above the job's own content; `application` is what stands where the application
 * form goes (the form on the public page, a note on a preview, which takes no applications).
 */
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { JobFact } from '~/components/site/job-card';
import { useSiteOrigin } from '~/components/site/structured-data';
import { MarkdownView } from '~/components/markdown/markdown-view';
import { JsonLd } from '~/components/ui/json-ld';
import { useLocale } from '~/components/ui/locale';
import { useJobPageCopy } from '~/components/site/job-copy';
import { breadcrumbJsonLd, jobPostingJsonLd } from '~/domain/content-structured-data';
import { formatLongDateIn, isoDate } from '~/domain/dates';
import { encodedPath, localizedPath, localizedRecordPath } from '~/domain/locales';
import type { MarkdownTree } from '~/domain/markdown';
import type { JobViewData } from '~/domain/public-views';
import { BackArrow } from '~/components/ui/icons';

const backLinkClass = 'inline-flex min-h-11 items-center font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900';

export function JobView({
  job,
  body,
  application,
  banner,
  structuredData,
}: {
  job: JobViewData;
  /** The description parsed from Markdown on the server. */
  body: MarkdownTree;
  application: ReactNode;
  banner?: ReactNode;
  /** The JobPosting and breadcrumb JSON-LD's extra facts: for the public page only, not for a preview kept out of search. */
  structuredData?: { descriptionHtml: string; created_at: Date | string };
}) {
  const origin = useSiteOrigin();
  // The page's language (issue 48): its copy, dates and addresses.
  const locale = useLocale();
  const copy = useJobPageCopy();
  const listPath = localizedPath(locale, '/careers');
  const ownPath = encodedPath(localizedRecordPath(locale, '/careers', job.slug));
  return (
    <article className="mx-auto max-w-3xl px-4 py-12 sm:px-6 lg:px-8">
      {/* One child slot for both, as the JSON-LD alone was before the extraction: React's useId values
          (the application form's and the slider's field ids) follow the children's positions. */}
      <>
        {banner}
        {structuredData ? (
          <JsonLd
            data={[
              jobPostingJsonLd(origin, { ...job, ...structuredData }, ownPath),
              breadcrumbJsonLd(origin, [
                { name: copy.breadcrumbHome, path: encodedPath(localizedPath(locale, '/')) },
                { name: copy.breadcrumbCareers, path: encodedPath(listPath) },
                { name: job.title, path: ownPath },
              ]),
            ]}
          />
        ) : null}
      </>
      <Link to={`${listPath}#openings`} className={backLinkClass}>
        <BackArrow />
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
                <time dateTime={isoDate(job.closes_on)}>{formatLongDateIn(locale, job.closes_on)}</time>
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
      {application}
      <footer className="mt-16 border-t border-slate-200 pt-8">
        <Link to={`${listPath}#openings`} className={backLinkClass}>
          <BackArrow />
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
      <ul className="mt-4 list-disc space-y-2 ps-5 text-lg text-slate-700">
        {items.map((item, index) => (
          <li key={index}>{item}</li>
        ))}
      </ul>
    </section>
  );
}
