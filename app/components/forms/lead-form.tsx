/**
 * The AI lead form (product §5 fields) inside the lead modal or, without JavaScript, the page's
 * panel — see lead-modal.tsx, which loads this module on demand.
 */
import { FormGuardFields } from '~/components/forms/form-guard';
import { FormActions } from '~/components/forms/form-actions';
import { ConsentNotice } from '~/components/forms/consent-notice';
import { TextAreaField, TextField } from '~/components/ui/field';
import { CountryField } from '~/components/forms/country-field';
import { keptValue, type usePublicForm } from '~/components/forms/use-public-form';
import { MAX, type FormResult } from '~/domain/form-basics';
import type { LeadModalCopy } from '~/components/forms/lead-modal';

export function LeadForm({
  lead,
  onCancel,
  documentResult,
  copy: localized,
}: {
  /** The texts in the page's language (the modal has them already). */
  copy: LeadModalCopy;
  lead: ReturnType<typeof usePublicForm>;
  onCancel?: () => void;
  documentResult?: FormResult;
}) {
  const { fetcher, formRef, busy, failure, answer, onSubmit, warm } = lead;
  const alert = failure?.message ?? (answer && !answer.ok ? answer.message : undefined) ?? (documentResult && !documentResult.ok ? documentResult.message : undefined);
  const kept = (name: string) => keptValue(documentResult, name);
  const { form: copy } = localized;
  const { labels } = copy;
  return (
    <fetcher.Form ref={formRef} method="post" noValidate onSubmit={onSubmit} onFocus={warm} onPointerDown={warm} aria-label={copy.title} className="relative mt-4 grid gap-4 sm:grid-cols-2">
      <FormGuardFields form="lead_modal" />
      {alert ? (
        <p role="alert" className="rounded-md border border-red-300 bg-red-50 p-3 text-sm font-medium text-red-900 sm:col-span-2">
          {alert}
        </p>
      ) : null}
      <TextField label={labels.first_name} name="first_name" required autoComplete="given-name" maxLength={MAX.name} defaultValue={kept('first_name')} />
      <TextField label={labels.last_name} name="last_name" required autoComplete="family-name" maxLength={MAX.name} defaultValue={kept('last_name')} />
      <TextField label={labels.email} name="email" type="email" required autoComplete="email" maxLength={MAX.email} defaultValue={kept('email')} />
      <TextField label={labels.company_name} name="company_name" autoComplete="organization" maxLength={MAX.company} defaultValue={kept('company_name')} />
      <TextField label={labels.phone} name="phone" type="tel" autoComplete="tel" maxLength={MAX.phone} defaultValue={kept('phone')} />
      <CountryField kept={kept('country')} copy={localized.country} />
      <TextAreaField label={labels.message} name="message" rows={4} maxLength={MAX.message} className="sm:col-span-2" defaultValue={kept('message')} />
      <ConsentNotice className="sm:col-span-2" copy={localized.consent} />
      <FormActions busy={busy} submitLabel={copy.submit} submittingLabel={localized.submitting} cancelLabel={copy.cancel} onCancel={onCancel} className="sm:col-span-2" />
    </fetcher.Form>
  );
}
