/**
 * The quote form (home and What We Do; product §2, §5, §8): required fields marked with an
 * asterisk, checks in product order with the first failure in a modal, SUBMITTING... with the button
 * disabled while busy, success (auto-closes after 5000 ms, form cleared) or failure (must be
 * dismissed, values kept). Without JavaScript the same form posts to the page's action and the
 * page shows the answer above the form.
 */
import { Section } from '~/components/site/section';
import { FormGuardFields, FormNoticeOnDemand, preloadStatusModal, StatusModalOnDemand } from '~/components/forms/form-guard';
import { Button } from '~/components/ui/button';
import { ConsentNotice } from '~/components/forms/consent-notice';
import { SelectField, TextAreaField, TextField } from '~/components/ui/field';
import { CountryField } from '~/components/forms/country-field';
import { keptValue, resultLink, usePublicForm } from '~/components/forms/use-public-form';
import { quoteFormCopy } from '~/content/forms/quote';
import { MAX, SUBMITTING_LABEL } from '~/domain/form-basics';
import type { Translated } from '~/content/locales/shape';
import type { QuoteChecks } from '~/domain/quote-form';
import type { FormChrome } from '~/components/forms/form-copy';
import { localizedCopy } from '~/components/forms/localized-copy';
import { useLocale } from '~/components/ui/locale';
import {
  BUDGET_OPTIONS,
  INDUSTRY_OPTIONS,
  PROJECT_TYPE_OPTIONS,
  QUOTE_SUCCESS_AUTO_CLOSE_MS,
  SERVICE_GROUPS,
  TIMELINE_OPTIONS,
} from '~/domain/quote-form-options';

/** The quote form's texts in one language (issue 48); the option values stay the English codes. */
export interface QuoteFormCopy extends FormChrome {
  form: Translated<typeof quoteFormCopy>;
  /** What an option reads; absent: the option's own (English) text. */
  optionLabel?: (option: string) => string;
  serviceGroups: readonly { label: string; options: readonly string[] }[];
  /** The checks' messages; absent: English (the schema module's own). */
  checks?: QuoteChecks;
}

const useQuoteFormCopy = localizedCopy<QuoteFormCopy>(
  { form: quoteFormCopy, submitting: SUBMITTING_LABEL, serviceGroups: SERVICE_GROUPS },
  { ar: () => import('~/components/forms/arabic-copy').then((module) => module.arabicQuoteForm) },
);

type QuoteFormProps = { title: string; intro?: string; id?: string };

export function QuoteForm({ title, intro, id = 'quote' }: QuoteFormProps) {
  const localized = useQuoteFormCopy(useLocale());
  const { form: copy, checks } = localized;
  const { fetcher, formRef, busy, status, close, onSubmit, warm, documentResult } = usePublicForm({
    form: 'quote',
    loadValidator: () => import('~/domain/quote-form').then((module) => (formData: FormData) => module.validateQuote(formData, checks)),
  });
  const kept = (name: string) => keptValue(documentResult, name);
  const warmAll = () => {
    warm();
    preloadStatusModal();
  };
  const { labels, placeholders } = copy;

  return (
    <Section id={id} tone="muted" title={title} intro={intro}>
      <div className="mt-10 max-w-4xl">
        {documentResult ? (
          <div className="mb-6">
            <FormNoticeOnDemand status={{ type: documentResult.ok ? 'success' : 'error', title: documentResult.title, message: documentResult.message, link: resultLink(documentResult) }} />
          </div>
        ) : null}
        <fetcher.Form
          ref={formRef}
          method="post"
          noValidate
          onSubmit={onSubmit}
          onFocus={warmAll}
          onPointerDown={warmAll}
          aria-label={title}
          className="relative grid gap-6 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:grid-cols-2 sm:p-8"
        >
          <FormGuardFields form="quote" />
          <p className="text-sm text-slate-600 sm:col-span-2">{copy.requiredNote}</p>
          <TextField label={labels.first_name} name="first_name" required autoComplete="given-name" maxLength={MAX.name} defaultValue={kept('first_name')} />
          <TextField label={labels.last_name} name="last_name" required autoComplete="family-name" maxLength={MAX.name} defaultValue={kept('last_name')} />
          <TextField label={labels.email} name="email" type="email" required autoComplete="email" maxLength={MAX.email} defaultValue={kept('email')} />
          <TextField label={labels.phone} name="phone" type="tel" autoComplete="tel" maxLength={MAX.phone} defaultValue={kept('phone')} />
          <TextField label={labels.company_name} name="company_name" autoComplete="organization" maxLength={MAX.company} defaultValue={kept('company_name')} />
          <TextField label={labels.job_title} name="job_title" autoComplete="organization-title" maxLength={MAX.jobTitle} defaultValue={kept('job_title')} />
          <SelectField label={labels.industry} name="industry" options={INDUSTRY_OPTIONS} optionLabel={localized.optionLabel} placeholder={placeholders.industry} defaultValue={kept('industry') ?? ''} />
          <SelectField label={labels.project_type} name="project_type" options={PROJECT_TYPE_OPTIONS} optionLabel={localized.optionLabel} placeholder={placeholders.project_type} defaultValue={kept('project_type') ?? ''} />
          <SelectField label={labels.budget} name="budget" options={BUDGET_OPTIONS} optionLabel={localized.optionLabel} placeholder={placeholders.budget} defaultValue={kept('budget') ?? ''} />
          <SelectField label={labels.timeline} name="timeline" options={TIMELINE_OPTIONS} optionLabel={localized.optionLabel} placeholder={placeholders.timeline} defaultValue={kept('timeline') ?? ''} />
          <SelectField label={labels.service} name="service" options={[]} groups={localized.serviceGroups} optionLabel={localized.optionLabel} placeholder={placeholders.service} defaultValue={kept('service') ?? ''} />
          <CountryField kept={kept('country')} copy={localized.country} />
          <TextAreaField
            label={labels.message}
            name="message"
            required
            rows={6}
            maxLength={MAX.message}
            placeholder={placeholders.message}
            className="sm:col-span-2"
            defaultValue={kept('message')}
          />
          <ConsentNotice className="sm:col-span-2" copy={localized.consent} />
          <div className="sm:col-span-2">
            <Button type="submit" disabled={busy} aria-disabled={busy}>
              {busy ? localized.submitting : copy.submit}
            </Button>
          </div>
        </fetcher.Form>
      </div>
      <StatusModalOnDemand status={status} onClose={close} autoCloseMs={QUOTE_SUCCESS_AUTO_CLOSE_MS} />
    </Section>
  );
}
