/**
 * The job application form (product §5 fields and order) inside the application dialog or, without
 * JavaScript, the job's card — see application-dialog.tsx, which loads this module on demand.
 */
import { FormGuardFields, preloadStatusModal } from '~/components/forms/form-guard';
import { FormActions } from '~/components/forms/form-actions';
import { ConsentNotice } from '~/components/forms/consent-notice';
import { TextAreaField, TextField } from '~/components/ui/field';
import { keptValue, type usePublicForm } from '~/components/forms/use-public-form';
import type { ApplicationCopy } from '~/components/forms/application-copy';
import { MAX, type FormResult } from '~/domain/form-basics';
import { RESUME_ACCEPT } from '~/domain/resume-accept';

export interface ApplyJob {
  id: string;
  title: string;
}

export function ApplicationForm({
  job,
  application,
  onCancel,
  documentResult,
  copy: localized,
}: {
  /** The texts in the page's language (the dialog has them already). */
  copy: ApplicationCopy;
  job: ApplyJob;
  application: ReturnType<typeof usePublicForm>;
  onCancel?: () => void;
  documentResult?: FormResult;
}) {
  const { fetcher, formRef, busy, onSubmit, warm } = application;
  const kept = (name: string) => keptValue(documentResult, name);
  const warmAll = () => {
    warm();
    preloadStatusModal();
  };
  const { form: copy } = localized;
  const { labels, sections } = copy;
  return (
    <fetcher.Form ref={formRef} method="post" encType="multipart/form-data" noValidate onSubmit={onSubmit} onFocus={warmAll} onPointerDown={warmAll} aria-label={copy.title(job.title)} className="relative mt-4 space-y-8">
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
        {/* Issue 18: the résumé itself (multipart; the server checks the bytes, size and type). */}
        <TextField label={labels.resume_file} name="resume_file" type="file" accept={RESUME_ACCEPT} hint={copy.hints.resume_file} className="sm:col-span-2" />
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
      <ConsentNotice copy={localized.consent} />
      <FormActions busy={busy} submitLabel={copy.submit} submittingLabel={localized.submitting} cancelLabel={copy.cancel} onCancel={onCancel} />
    </fetcher.Form>
  );
}
