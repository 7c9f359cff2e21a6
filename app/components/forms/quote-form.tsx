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
import { keptValue, usePublicForm } from '~/components/forms/use-public-form';
import { quoteFormCopy as copy } from '~/content/forms/quote';
import { MAX, SUBMITTING_LABEL } from '~/domain/form-basics';
import {
  BUDGET_OPTIONS,
  INDUSTRY_OPTIONS,
  PROJECT_TYPE_OPTIONS,
  QUOTE_SUCCESS_AUTO_CLOSE_MS,
  TIMELINE_OPTIONS,
} from '~/domain/quote-form-options';

const loadValidator = () => import('~/domain/quote-form').then((module) => module.validateQuote);

export function QuoteForm({ title, intro, id = 'quote' }: { title: string; intro?: string; id?: string }) {
  const { fetcher, formRef, busy, status, close, onSubmit, warm, documentResult } = usePublicForm({
    form: 'quote',
    loadValidator,
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
            <FormNoticeOnDemand status={{ type: documentResult.ok ? 'success' : 'error', title: documentResult.title, message: documentResult.message }} />
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
          <SelectField label={labels.industry} name="industry" options={INDUSTRY_OPTIONS} placeholder={placeholders.industry} defaultValue={kept('industry') ?? ''} />
          <SelectField label={labels.project_type} name="project_type" options={PROJECT_TYPE_OPTIONS} placeholder={placeholders.project_type} defaultValue={kept('project_type') ?? ''} />
          <SelectField label={labels.budget} name="budget" options={BUDGET_OPTIONS} placeholder={placeholders.budget} defaultValue={kept('budget') ?? ''} />
          <SelectField label={labels.timeline} name="timeline" options={TIMELINE_OPTIONS} placeholder={placeholders.timeline} defaultValue={kept('timeline') ?? ''} />
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
          <ConsentNotice className="sm:col-span-2" />
          <div className="sm:col-span-2">
            <Button type="submit" disabled={busy} aria-disabled={busy}>
              {busy ? SUBMITTING_LABEL : copy.submit}
            </Button>
          </div>
        </fetcher.Form>
      </div>
      <StatusModalOnDemand status={status} onClose={close} autoCloseMs={QUOTE_SUCCESS_AUTO_CLOSE_MS} />
    </Section>
  );
}
