import { RecordLink } from '~/components/admin/admin-list';
import { DeleteForm } from '~/components/admin/delete-form';
import { ActiveBadge, ActiveToggleForm } from '~/components/admin/editor-kit';
import { jobAdminCopy as t } from '~/content/admin/catalog';
import { translationsCopy } from '~/content/admin/translations';
import { formatLongDate } from '~/domain/dates';
import { descriptionPreview } from '~/domain/job-admin';
import { jobPath } from '~/domain/job-posting';

export interface JobCardData {
  id: string;
  title: string;
  department: string;
  experience_level: string;
  location: string;
  employment_type: string;
  description: string;
  display_order: number;
  is_active: boolean;
  created_at: Date;
  /** Issue 18: the public page and the closing date. */
  slug?: string;
  closes_on?: string | null;
  /** Issue 48: the row's language, named in English. */
  language?: string;
}

/**
 * product §2 jobs list card: title, department, experience level, location, employment type,
 * description preview, order, created date, Active/Inactive badge; Edit, Activate/Deactivate, Delete.
 */
export function JobAdminCard({ job }: { job: JobCardData }) {
  const headingId = `job-${job.id}`;
  return (
    <article aria-labelledby={headingId} className="w-full rounded-lg border border-slate-200 bg-white p-5 shadow-sm">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <div className="flex flex-wrap items-center gap-2">
            <h2 id={headingId} className="text-lg font-semibold text-ink">
              {job.title}
            </h2>
            <ActiveBadge active={job.is_active} labels={t} />
          </div>
          <ul className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-700">
            <li>{job.department}</li>
            <li>{job.experience_level}</li>
            <li>{job.location}</li>
            <li>{job.employment_type}</li>
          </ul>
        </div>
        <div className="flex flex-wrap gap-2">
          <RecordLink to={`/admin/jobs/edit/${job.id}`} label={t.edit} subject={job.title} />
          <ActiveToggleForm id={job.id} active={job.is_active} subject={job.title} labels={t} />
          <DeleteForm id={job.id} question={t.deleteQuestion} />
        </div>
      </div>
      <p className="mt-3 text-sm text-slate-800">{descriptionPreview(job.description)}</p>
      <p className="mt-3 flex flex-wrap gap-x-4 text-xs text-slate-600">
        {job.language ? (
          <span>
            {translationsCopy.languageColumn}: {job.language}
          </span>
        ) : null}
        <span>
          {t.order}: {job.display_order}
        </span>
        <span>
          {t.created_at}: <time dateTime={job.created_at.toISOString()}>{formatLongDate(job.created_at)}</time>
        </span>
        {job.closes_on ? (
          <span>
            {t.fields.closes_on}: <time dateTime={job.closes_on}>{formatLongDate(job.closes_on)}</time>
          </span>
        ) : null}
        {job.slug ? (
          <a href={jobPath(job.slug)} className="text-brand-700 underline underline-offset-2">
            {jobPath(job.slug)}
          </a>
        ) : null}
      </p>
    </article>
  );
}
