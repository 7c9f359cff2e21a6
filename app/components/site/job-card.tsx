import { Link } from 'react-router';
import { ApplyButton } from '~/components/forms/application-dialog';
import { Badge } from '~/components/ui/badge';
import { useLocale } from '~/components/ui/locale';
import { useJobPageCopy } from '~/components/site/job-copy';
import { localizedRecordPath } from '~/domain/locales';
import type { PublicJob } from '~/server/entities/jobs.server';

/**
 * One opening on /careers (product §2 Careers): title, location, employment type, department,
 * experience level, description, requirements, benefits and the APPLY HERE button (the
 * application dialog's trigger, from lead capture, goes in the slot below).
 */
export function JobCard({ job }: { job: PublicJob }) {
  // The page's language (issue 48): the labels and the job's address in it.
  const locale = useLocale();
  const jobPageCopy = useJobPageCopy();
  const href = localizedRecordPath(locale, '/careers', job.slug);
  return (
    <article className="flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
      <h3 className="text-xl font-bold tracking-tight text-ink">
        <Link to={href} className="underline-offset-4 hover:text-brand-700 hover:underline">
          {job.title}
        </Link>
      </h3>
      <dl className="mt-4 grid grid-cols-2 gap-x-6 gap-y-3 text-sm">
        <JobFact term={jobPageCopy.facts.location} value={job.location} />
        <JobFact term={jobPageCopy.facts.employmentType} value={job.employment_type} />
        <JobFact term={jobPageCopy.facts.department} value={job.department} />
        <JobFact term={jobPageCopy.facts.experienceLevel} value={job.experience_level} />
        {job.salary_range ? <JobFact term={jobPageCopy.facts.salaryRange} value={job.salary_range} /> : null}
      </dl>
      <p className="mt-6 whitespace-pre-line text-slate-700">{job.description}</p>
      <List title={jobPageCopy.requirements} items={job.requirements} />
      <List title={jobPageCopy.benefits} items={job.benefits} />
      <p className="mt-6">
        <Link to={href} aria-label={jobPageCopy.viewJob(job.title)} className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900">
          {jobPageCopy.viewLabel}
        </Link>
      </p>
      <div className="mt-auto pt-6">
        <ApplyButton job={{ id: job.id, title: job.title }} />
      </div>
    </article>
  );
}

/** One of a job's facts (department, location…) as a term and a badge; the job page shows them too. */
export function JobFact({ term, value }: { term: string; value: string }) {
  return (
    <div>
      <dt className="font-medium text-slate-600">{term}</dt>
      <dd className="mt-1">
        <Badge tone="brand">{value}</Badge>
      </dd>
    </div>
  );
}

function List({ title, items }: { title: string; items: readonly string[] }) {
  if (items.length === 0) return null;
  return (
    <>
      <h4 className="mt-6 text-sm font-semibold uppercase tracking-wider text-slate-700">{title}</h4>
      <ul className="mt-3 list-disc space-y-1 ps-5 text-slate-700">
        {items.map((item, i) => (
          <li key={i}>{item}</li>
        ))}
      </ul>
    </>
  );
}
