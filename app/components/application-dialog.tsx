/**
 * The job application dialog (/careers; SPEC §2, §4, §5, §8): APPLY HERE opens it (closed → open);
 * the form's checks show 'Missing Information' / 'Invalid Email' notices; SUBMITTING... while
 * busy; then a result notice. On success the form clears and the dialog closes when the notice is
 * dismissed or after 5 seconds; a failure notice stays until dismissed and the values are kept.
 *
 * Without JavaScript APPLY HERE links to `?apply={job id}#apply-{job id}`, which renders the form
 * in the job's card; it posts to the page's action and the card shows the answer.
 */
import { useCallback, useState, type MouseEvent } from 'react';
import { useSearchParams } from 'react-router';
import { FormGuardFields } from './form-guard';
import { FormNotice, StatusModal } from './status-modal';
import { Button, buttonClass } from './ui/button';
import { Dialog } from './ui/dialog';
import { TextAreaField, TextField } from './ui/field';
import { keptValue, usePublicForm } from './use-public-form';
import { openingsSection } from '~/content/careers';
import { applicationCopy as copy, SUBMITTING_LABEL } from '~/content/forms';
import { MAX, type FormResult } from '~/domain/form-basics';
import { APPLICATION_SUCCESS_AUTO_CLOSE_MS } from '~/domain/public-form-display';

const loadValidator = () => import('~/domain/job-application').then((module) => module.validateJobApplication);

export interface ApplyJob {
  id: string;
  title: string;
}

export function ApplyButton({ job }: { job: ApplyJob }) {
  const [open, setOpen] = useState(false);
  const [searchParams] = useSearchParams();
  const application = usePublicForm({ form: 'job_application', loadValidator, key: job.id });
  const { status, answer, close: dismiss } = application;
  const panelId = `apply-${job.id}`;

  const closeDialog = useCallback(() => {
    setOpen(false);
    dismiss();
  }, [dismiss]);

  // Closing the notice: after a success the dialog closes too; after a failure it stays open.
  const closeNotice = useCallback(() => {
    if (answer?.ok) closeDialog();
    else dismiss();
  }, [answer, closeDialog, dismiss]);

  const openDialog = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    dismiss();
    setOpen(true);
  };

  const inline = searchParams.get('apply') === job.id || application.documentResult !== undefined;

  return (
    <>
      <a href={`?apply=${encodeURIComponent(job.id)}#${panelId}`} onClick={openDialog} className={buttonClass('primary', 'w-full sm:w-auto')} aria-label={`${openingsSection.applyLabel}: ${job.title}`}>
        {openingsSection.applyLabel}
      </a>
      <Dialog open={open} onClose={closeDialog} size="lg" title={copy.title(job.title)} description={copy.intro}>
        <ApplicationForm job={job} application={application} onCancel={closeDialog} />
      </Dialog>
      <StatusModal status={open ? status : null} onClose={closeNotice} autoCloseMs={APPLICATION_SUCCESS_AUTO_CLOSE_MS} />
      {inline ? (
        <section id={panelId} aria-label={copy.title(job.title)} className="mt-6 rounded-xl border border-slate-200 bg-slate-50 p-4 sm:p-6">
          <h4 className="text-lg font-bold">{copy.title(job.title)}</h4>
          {application.documentResult ? (
            <div className="mt-4">
              <FormNotice
                status={{ type: application.documentResult.ok ? 'success' : 'error', title: application.documentResult.title, message: application.documentResult.message }}
              />
            </div>
          ) : null}
          {application.documentResult?.ok ? null : <ApplicationForm job={job} application={application} documentResult={application.documentResult} />}
        </section>
      ) : null}
    </>
  );
}

function ApplicationForm({
  job,
  application,
  onCancel,
  documentResult,
}: {
  job: ApplyJob;
  application: ReturnType<typeof usePublicForm>;
  onCancel?: () => void;
  documentResult?: FormResult;
}) {
  const { fetcher, formRef, busy, onSubmit, warm } = application;
  const kept = (name: string) => keptValue(documentResult, name);
  const { labels, sections } = copy;
  return (
    <fetcher.Form ref={formRef} method="post" noValidate onSubmit={onSubmit} onFocus={warm} onPointerDown={warm} aria-label={copy.title(job.title)} className="relative mt-4 space-y-8">
      <FormGuardFields form="job_application" />
      <input type="hidden" name="job_id" value={job.id} />
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 text-base font-bold text-ink">{sections.personal}</legend>
        <TextField label={labels.first_name} name="first_name" required autoComplete="given-name" maxLength={MAX.name} defaultValue={kept('first_name')} />
        <TextField label={labels.last_name} name="last_name" required autoComplete="family-name" maxLength={MAX.name} defaultValue={kept('last_name')} />
        <TextField label={labels.email} name="email" type="email" required autoComplete="email" maxLength={MAX.email} defaultValue={kept('email')} />
        <TextField label={labels.phone} name="phone" type="tel" autoComplete="tel" maxLength={MAX.phone} defaultValue={kept('phone')} />
        <TextField label={labels.linkedin_url} name="linkedin_url" type="url" inputMode="url" maxLength={MAX.url} defaultValue={kept('linkedin_url')} />
        <TextField label={labels.portfolio_url} name="portfolio_url" type="url" inputMode="url" maxLength={MAX.url} defaultValue={kept('portfolio_url')} />
        <TextField label={labels.resume_url} name="resume_url" type="url" inputMode="url" maxLength={MAX.url} hint={copy.hints.resume_url} className="sm:col-span-2" defaultValue={kept('resume_url')} />
      </fieldset>
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 text-base font-bold text-ink">{sections.professional}</legend>
        <TextField label={labels.experience_years} name="experience_years" type="number" inputMode="numeric" min={0} max={99} step={1} defaultValue={kept('experience_years')} />
        <TextField label={labels.availability_date} name="availability_date" type="date" defaultValue={kept('availability_date')} />
        <TextField label={labels.current_company} name="current_company" autoComplete="organization" maxLength={MAX.company} defaultValue={kept('current_company')} />
        <TextField label={labels.current_position} name="current_position" autoComplete="organization-title" maxLength={MAX.jobTitle} defaultValue={kept('current_position')} />
        <TextField label={labels.salary_expectation} name="salary_expectation" maxLength={MAX.shortText} className="sm:col-span-2" defaultValue={kept('salary_expectation')} />
      </fieldset>
      <fieldset className="grid gap-4">
        <legend className="mb-2 text-base font-bold text-ink">{sections.more}</legend>
        <TextAreaField label={labels.cover_letter} name="cover_letter" rows={6} maxLength={MAX.longText} defaultValue={kept('cover_letter')} />
        <TextAreaField label={labels.additional_info} name="additional_info" rows={3} maxLength={MAX.longText} defaultValue={kept('additional_info')} />
      </fieldset>
      <div className="flex flex-wrap justify-end gap-3">
        {onCancel ? (
          <Button variant="secondary" onClick={onCancel} disabled={busy}>
            {copy.cancel}
          </Button>
        ) : null}
        <Button type="submit" disabled={busy} aria-disabled={busy}>
          {busy ? SUBMITTING_LABEL : copy.submit}
        </Button>
      </div>
    </fetcher.Form>
  );
}
