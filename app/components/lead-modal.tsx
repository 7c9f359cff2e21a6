/**
 * The AI lead modal (/generative-ai; SPEC §2, §4, §5, §8): Start Your AI Transformation opens a
 * form; submitting; then a success view for 3 seconds, after which the form resets and the modal
 * closes. Checks and failures show as alert text in the form (values kept).
 *
 * Without JavaScript the trigger is a link to `?lead=open#ai-lead`, which renders the same form in
 * the page; it posts to the page's action and the page shows the answer there.
 */
import { useCallback, useEffect, useState, type MouseEvent } from 'react';
import { useSearchParams } from 'react-router';
import { FormGuardFields } from './form-guard';
import { Button, buttonClass } from './ui/button';
import { Dialog } from './ui/dialog';
import { TextAreaField, TextField } from './ui/field';
import { keptValue, usePublicForm } from './use-public-form';
import { leadModalCopy as copy, SUBMITTING_LABEL } from '~/content/forms';
import { MAX, type FormResult } from '~/domain/form-basics';
import { LEAD_MODAL_SUCCESS, LEAD_MODAL_SUCCESS_MS } from '~/domain/public-form-display';

const loadValidator = () => import('~/domain/lead-modal').then((module) => module.validateLeadModal);

const PANEL_ID = 'ai-lead';

export function LeadModal() {
  const [open, setOpen] = useState(false);
  const [searchParams] = useSearchParams();
  const lead = usePublicForm({ form: 'lead_modal', loadValidator });
  const { answer, close: dismiss } = lead;
  const succeeded = answer?.ok === true;

  const closeModal = useCallback(() => {
    setOpen(false);
    dismiss();
  }, [dismiss]);

  // SPEC §4: the success view shows for 3 seconds, then the form resets and the modal closes.
  useEffect(() => {
    if (!succeeded) return;
    const timer = setTimeout(closeModal, LEAD_MODAL_SUCCESS_MS);
    return () => clearTimeout(timer);
  }, [succeeded, closeModal]);

  const openModal = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    dismiss();
    setOpen(true);
  };

  const inline = searchParams.get('lead') === 'open' || lead.documentResult !== undefined;

  return (
    <>
      <a href={`?lead=open#${PANEL_ID}`} onClick={openModal} className={buttonClass('inverse', 'px-7 text-base')}>
        {copy.trigger}
      </a>
      <Dialog open={open} onClose={closeModal} title={succeeded ? LEAD_MODAL_SUCCESS.title : copy.title} description={succeeded ? undefined : copy.intro}>
        {succeeded ? <SuccessView /> : <LeadForm lead={lead} onCancel={closeModal} />}
      </Dialog>
      {inline ? (
        <div id={PANEL_ID} className="basis-full rounded-2xl bg-white p-6 text-ink shadow-xl sm:p-8">
          <h2 className="text-xl font-bold">{lead.documentResult?.ok ? LEAD_MODAL_SUCCESS.title : copy.title}</h2>
          {lead.documentResult?.ok ? <SuccessView /> : <LeadForm lead={lead} documentResult={lead.documentResult} />}
        </div>
      ) : null}
    </>
  );
}

function SuccessView() {
  return (
    <div role="status" className="space-y-2 text-slate-700">
      <p>{LEAD_MODAL_SUCCESS.message}</p>
      <p className="font-medium">{LEAD_MODAL_SUCCESS.note}</p>
    </div>
  );
}

function LeadForm({
  lead,
  onCancel,
  documentResult,
}: {
  lead: ReturnType<typeof usePublicForm>;
  onCancel?: () => void;
  documentResult?: FormResult;
}) {
  const { fetcher, formRef, busy, failure, answer, onSubmit, warm } = lead;
  const alert = failure?.message ?? (answer && !answer.ok ? answer.message : undefined) ?? (documentResult && !documentResult.ok ? documentResult.message : undefined);
  const kept = (name: string) => keptValue(documentResult, name);
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
      <TextField label={labels.phone} name="phone" type="tel" autoComplete="tel" maxLength={MAX.phone} className="sm:col-span-2" defaultValue={kept('phone')} />
      <TextAreaField label={labels.message} name="message" rows={4} maxLength={MAX.message} className="sm:col-span-2" defaultValue={kept('message')} />
      <div className="flex flex-wrap justify-end gap-3 sm:col-span-2">
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
