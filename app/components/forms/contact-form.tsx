/**
 * The contact form (/contact-us; product §5: no checks beyond the e-mail input type, no field marked
 * required). 'Message Sent!' closes itself after 5 seconds; a failure stays until dismissed.
 * Without JavaScript the form posts to the page's action and the page shows the answer.
 */
import { FormGuardFields, FormNoticeOnDemand, preloadStatusModal, StatusModalOnDemand } from '~/components/forms/form-guard';
import { ConsentNotice } from '~/components/forms/consent-notice';
import { Button } from '~/components/ui/button';
import { TextAreaField, TextField } from '~/components/ui/field';
import { CountryField } from '~/components/forms/country-field';
import { keptValue, resultLink, usePublicForm } from '~/components/forms/use-public-form';
import { contactFormCopy } from '~/content/forms/contact';
import { MAX, SUBMITTING_LABEL } from '~/domain/form-basics';
import { CONTACT_SUCCESS_AUTO_CLOSE_MS } from '~/domain/public-form-display';
import type { Translated } from '~/content/locales/shape';
import type { ContactChecks } from '~/domain/contact-form';
import type { FormChrome } from '~/components/forms/form-copy';
import { localizedCopy } from '~/components/forms/localized-copy';
import { useLocale } from '~/components/ui/locale';

/** The contact form's texts in one language (issue 48). */
export interface ContactFormCopy extends FormChrome {
  form: Translated<typeof contactFormCopy>;
  /** The form's accessible name when the page gives none; absent: the English default. */
  label?: string;
  /** The checks' messages; absent: English (the schema module's own). */
  checks?: ContactChecks;
}

const useContactFormCopy = localizedCopy<ContactFormCopy>(
  { form: contactFormCopy, submitting: SUBMITTING_LABEL },
  { ar: () => import('~/components/forms/arabic-copy').then((module) => module.arabicContactForm) },
);

export function ContactForm({ label }: { label?: string }) {
  const localized = useContactFormCopy(useLocale());
  const { form: copy, checks } = localized;
  const { fetcher, formRef, busy, status, close, onSubmit, warm, documentResult } = usePublicForm({
    form: 'contact',
    loadValidator: () => import('~/domain/contact-form').then((module) => (formData: FormData) => module.validateContact(formData, checks)),
  });
  const kept = (name: string) => keptValue(documentResult, name);
  const warmAll = () => {
    warm();
    preloadStatusModal();
  };
  const { labels } = copy;

  return (
    <div>
      {documentResult ? (
        <div className="mb-6">
          <FormNoticeOnDemand status={{ type: documentResult.ok ? 'success' : 'error', title: documentResult.title, message: documentResult.message, link: resultLink(documentResult) }} />
        </div>
      ) : null}
      <fetcher.Form ref={formRef} method="post" onSubmit={onSubmit} onFocus={warmAll} onPointerDown={warmAll} aria-label={label ?? localized.label ?? 'Contact Form'} className="relative grid gap-6 sm:grid-cols-2">
        <FormGuardFields form="contact" />
        <TextField label={labels.first_name} name="first_name" autoComplete="given-name" maxLength={MAX.name} defaultValue={kept('first_name')} />
        <TextField label={labels.last_name} name="last_name" autoComplete="family-name" maxLength={MAX.name} defaultValue={kept('last_name')} />
        <TextField label={labels.email} name="email" type="email" autoComplete="email" maxLength={MAX.email} defaultValue={kept('email')} />
        <TextField label={labels.company_name} name="company_name" autoComplete="organization" maxLength={MAX.company} defaultValue={kept('company_name')} />
        <CountryField kept={kept('country')} copy={localized.country} />
        <TextAreaField label={labels.message} name="message" rows={6} maxLength={MAX.message} className="sm:col-span-2" defaultValue={kept('message')} />
        <ConsentNotice className="sm:col-span-2" copy={localized.consent} />
        <div className="sm:col-span-2">
          <Button type="submit" disabled={busy} aria-disabled={busy}>
            {busy ? localized.submitting : copy.submit}
          </Button>
        </div>
      </fetcher.Form>
      <StatusModalOnDemand status={status} onClose={close} autoCloseMs={CONTACT_SUCCESS_AUTO_CLOSE_MS} />
    </div>
  );
}
