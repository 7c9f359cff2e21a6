import type { ReactNode } from 'react';
import { useFetcher } from 'react-router';
import { LANGUAGE_LABEL, languageName } from '~/content/admin/languages';
import { buttonClass } from '~/components/ui/button';
import { TextAreaField } from '~/components/ui/field';
import { applicationCopy, inboxCopy } from '~/content/admin/inbox';
import { applicationJobTitle, APPLICATION_ADMIN_MESSAGES, APPLICATION_NOTES_MAX, resumeDownloadPath } from '~/domain/applications';
import { formatFileSize, resumeTypeLabel } from '~/domain/resume-accept';
import { jobPath } from '~/domain/job-posting';
import { formatLongDate } from '~/domain/dates';
import { StaffTime } from '~/components/admin/staff-time';
import { safeHttpUrl } from '~/domain/inbox';
import { DeleteForm } from './delete-form';
import { ApplicationStatusForm } from './application-list';
import { mailtoHref } from './lead-detail';
import { useHydrated } from '~/components/ui/use-hydrated';
import { ConsentDetails, type ConsentFields } from './consent-details';

export interface ApplicationDetailRow extends ConsentFields {
  id: string;
  first_name: string;
  last_name: string;
  email: string;
  phone: string | null;
  resume_url: string | null;
  cover_letter: string | null;
  linkedin_url: string | null;
  portfolio_url: string | null;
  experience_years: number | null;
  current_company: string | null;
  current_position: string | null;
  availability_date: string | null;
  salary_expectation: string | null;
  additional_info: string | null;
  status: string;
  notes: string | null;
  job_title: string | null;
  job_title_current: string | null;
  /** Issue 18: the job's page, and the résumé file's facts (when the candidate sent one). */
  job_slug?: string | null;
  resume?: { file_name: string; content_type: string; size_bytes: number } | null;
  created_at: Date | string;
  /** Issue 48: the language of the page the application was sent from. */
  locale?: string;
}

/** The notes form's answer (action data, or the fetcher's). */
export interface NotesFormState {
  ok?: boolean;
  message?: string;
  values?: { notes?: string };
}

function Facts({ items }: { items: readonly [string, ReactNode][] }) {
  return (
    <dl className="grid grid-cols-1 gap-x-4 gap-y-2 text-sm sm:grid-cols-[max-content_1fr]">
      {items.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="font-medium text-slate-600">{label}</dt>
          <dd className="break-words text-ink">{value ?? <span className="text-slate-600">{inboxCopy.notProvided}</span>}</dd>
        </div>
      ))}
    </dl>
  );
}

function Block({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="border-t border-slate-200 pt-4 first:border-t-0 first:pt-0">
      <h3 className="mb-2 text-sm font-semibold tracking-wide text-slate-700 uppercase">{title}</h3>
      {children}
    </section>
  );
}

/** Only http(s) addresses are links (opened without handing over this page); others are text. */
function ExternalLink({ value }: { value: string | null }) {
  if (!value) return null;
  const href = safeHttpUrl(value);
  if (!href) return <span className="break-all">{value}</span>;
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className="break-all text-brand-700 underline underline-offset-2">
      {value}
    </a>
  );
}

function LongText({ value }: { value: string | null }) {
  return value ? (
    <p className="text-sm whitespace-pre-wrap text-ink">{value}</p>
  ) : (
    <p className="text-sm text-slate-600">{applicationCopy.none}</p>
  );
}

/**
 * product §2's details: personal and professional information, links, cover letter, additional
 * info, and the editable Notes with Save Notes. Shown in the Dialog (with JavaScript) or in the
 * page (without).
 */
export function ApplicationDetails({ application, notesForm }: { application: ApplicationDetailRow; notesForm?: NotesFormState }) {
  // With JavaScript the notes are saved through a fetcher and confirmed here, inside the dialog
  // (a toast behind a modal dialog is neither visible nor announced); without it, a plain post.
  const fetcher = useFetcher<NotesFormState>();
  const hydrated = useHydrated();
  const saving = fetcher.state !== 'idle';
  const answer = fetcher.state === 'idle' && fetcher.data ? fetcher.data : notesForm;
  const notesId = `application-notes-${application.id}`;
  return (
    <div className="space-y-4">
      <p className="text-sm text-slate-700">
        {application.job_slug ? (
          <a href={jobPath(application.job_slug)} className="text-brand-700 underline underline-offset-2">
            {applicationJobTitle(application)}
          </a>
        ) : (
          applicationJobTitle(application)
        )}{' '}
        · <StaffTime value={application.created_at} />
      </p>
      {/* The status changes here too, not only in the list (issue 21). */}
      <ApplicationStatusForm application={application} name={`${application.first_name} ${application.last_name}`} place="details" />
      <Block title={applicationCopy.personal}>
        <Facts
          items={[
            [applicationCopy.name, `${application.first_name} ${application.last_name}`],
            [
              applicationCopy.email,
              <a key="e" href={mailtoHref(application.email)} className="break-all text-brand-700 underline underline-offset-2">
                {application.email}
              </a>,
            ],
            [applicationCopy.phone, application.phone],
            // Issue 48: the language the candidate applied in (their e-mails are in it).
            ...(application.locale ? [[LANGUAGE_LABEL, languageName(application.locale)] as [string, string]] : []),
          ]}
        />
      </Block>
      <Block title={applicationCopy.professional}>
        <Facts
          items={[
            [applicationCopy.currentCompany, application.current_company],
            [applicationCopy.currentPosition, application.current_position],
            [applicationCopy.experienceYears, application.experience_years === null ? null : String(application.experience_years)],
            [applicationCopy.availabilityDate, application.availability_date ? formatLongDate(application.availability_date) : null],
            [applicationCopy.salaryExpectation, application.salary_expectation],
          ]}
        />
      </Block>
      <Block title={applicationCopy.links}>
        <Facts
          items={[
            [
              applicationCopy.resumeFile,
              application.resume ? (
                <span key="f">
                  <a href={resumeDownloadPath(application.id)} download className="break-all text-brand-700 underline underline-offset-2">
                    {applicationCopy.downloadResume(application.resume.file_name)}
                  </a>{' '}
                  <span className="text-slate-700">
                    ({resumeTypeLabel(application.resume.content_type)}, {formatFileSize(application.resume.size_bytes)})
                  </span>
                </span>
              ) : null,
            ],
            [applicationCopy.resume, application.resume_url ? <ExternalLink key="r" value={application.resume_url} /> : null],
            [applicationCopy.linkedin, application.linkedin_url ? <ExternalLink key="l" value={application.linkedin_url} /> : null],
            [applicationCopy.portfolio, application.portfolio_url ? <ExternalLink key="p" value={application.portfolio_url} /> : null],
          ]}
        />
      </Block>
      <ConsentDetails record={application} />
      <Block title={applicationCopy.coverLetter}>
        <LongText value={application.cover_letter} />
      </Block>
      <Block title={applicationCopy.additionalInfo}>
        <LongText value={application.additional_info} />
      </Block>
      <Block title={applicationCopy.notes}>
        <fetcher.Form method="post" preventScrollReset className="space-y-3">
          <input type="hidden" name="intent" value="notes" />
          <input type="hidden" name="id" value={application.id} />
          <input type="hidden" name="via" value={hydrated ? 'fetcher' : 'form'} />
          {answer?.message && !answer.ok ? (
            <p role="alert" className="rounded-md border border-red-300 bg-red-50 p-3 text-sm text-red-900">
              {answer.message}
            </p>
          ) : null}
          <TextAreaField
            id={notesId}
            label={<span className="sr-only">{applicationCopy.notes}</span>}
            name="notes"
            rows={4}
            maxLength={APPLICATION_NOTES_MAX}
            defaultValue={answer?.values?.notes ?? application.notes ?? ''}
          />
          <div className="flex flex-wrap items-center gap-3">
            <button type="submit" disabled={saving} className={buttonClass('primary', 'px-3 py-1.5 text-sm')}>
              {saving ? inboxCopy.saving : applicationCopy.saveNotes}
            </button>
            <span role="status" className="text-sm text-green-800">
              {answer?.ok && answer.message ? answer.message : null}
            </span>
          </div>
        </fetcher.Form>
      </Block>
      <div className="border-t border-slate-200 pt-4">
        <DeleteForm id={application.id} question={APPLICATION_ADMIN_MESSAGES.confirmDelete} label={applicationCopy.delete} />
      </div>
    </div>
  );
}
