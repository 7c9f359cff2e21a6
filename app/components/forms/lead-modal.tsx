/**
 * The AI lead modal (/generative-ai; product §2, §4, §5, §8): Start Your AI Transformation opens a
 * form; submitting; then a success view for 3 seconds, after which the form resets and the modal
 * closes. Checks and failures show as alert text in the form (values kept).
 *
 * Without JavaScript the trigger is a link to `?lead=open#ai-lead`, which renders the same form in
 * the page; it posts to the page's action and the page shows the answer there.
 *
 * The form itself (lead-form.tsx) is loaded when it is first needed — warmed when the visitor
 * points at or focuses the trigger — and rendered on the server as usual for the no-JS panel.
 */
import { lazy, Suspense, useCallback, useEffect, useState, type MouseEvent } from 'react';
import { useSearchParams } from 'react-router';
import { DialogOnDemand, preloadDialog } from '~/components/forms/dialog-on-demand';
import { buttonClass } from '~/components/ui/button';
import { usePublicForm } from '~/components/forms/use-public-form';
import { leadModalCopy } from '~/content/forms/lead-modal';
import { LEAD_MODAL_SUCCESS, LEAD_MODAL_SUCCESS_MS } from '~/domain/public-form-display';
import { SUBMITTING_LABEL } from '~/domain/form-basics';
import type { Translated } from '~/content/locales/shape';
import type { LeadModalChecks } from '~/domain/lead-modal';
import type { FormChrome } from '~/components/forms/form-copy';
import { localizedCopy } from '~/components/forms/localized-copy';
import { useLocale } from '~/components/ui/locale';

/** The lead modal's texts in one language (issue 48). */
export interface LeadModalCopy extends FormChrome {
  form: Translated<typeof leadModalCopy>;
  success: Translated<typeof LEAD_MODAL_SUCCESS>;
  /** The checks' messages; absent: English (the schema module's own). */
  checks?: LeadModalChecks;
}

const useLeadModalCopy = localizedCopy<LeadModalCopy>(
  { form: leadModalCopy, success: LEAD_MODAL_SUCCESS, submitting: SUBMITTING_LABEL },
  { ar: () => import('~/components/forms/arabic-copy').then((module) => module.arabicLeadModal) },
);

const loadForm = () => import('~/components/forms/lead-form');
const LeadForm = lazy(() => loadForm().then((module) => ({ default: module.LeadForm })));
const preloadForm = () => {
  preloadDialog();
  void loadForm();
};

const PANEL_ID = 'ai-lead';

export function LeadModal() {
  const localized = useLeadModalCopy(useLocale());
  const { form: copy, checks, success } = localized;
  const [open, setOpen] = useState(false);
  const [searchParams] = useSearchParams();
  const lead = usePublicForm({
    form: 'lead_modal',
    loadValidator: () => import('~/domain/lead-modal').then((module) => (formData: FormData) => module.validateLeadModal(formData, checks)),
  });
  const { answer, close: dismiss } = lead;
  const succeeded = answer?.ok === true;

  const closeModal = useCallback(() => {
    setOpen(false);
    dismiss();
  }, [dismiss]);

  // product §4: the success view shows for 3 seconds, then the form resets and the modal closes.
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
      <a href={`?lead=open#${PANEL_ID}`} onClick={openModal} onFocus={preloadForm} onPointerEnter={preloadForm} onPointerDown={preloadForm} className={buttonClass('inverse', 'px-7 text-base')}>
        {copy.trigger}
      </a>
      <DialogOnDemand open={open} onClose={closeModal} title={succeeded ? success.title : copy.title} description={succeeded ? undefined : copy.intro}>
        {succeeded ? (
          <SuccessView success={success} />
        ) : (
          <Suspense fallback={null}>
            <LeadForm lead={lead} onCancel={closeModal} copy={localized} />
          </Suspense>
        )}
      </DialogOnDemand>
      {inline ? (
        <div id={PANEL_ID} className="basis-full rounded-2xl bg-white p-6 text-ink shadow-xl sm:p-8">
          <h2 className="text-xl font-bold">{lead.documentResult?.ok ? success.title : copy.title}</h2>
          {/* No Suspense boundary of its own: the server then waits for the form and puts it in the
              HTML (a boundary's content would be streamed in by a script; this panel is for visitors
              without JavaScript). */}
          {lead.documentResult?.ok ? <SuccessView success={success} /> : <LeadForm lead={lead} documentResult={lead.documentResult} copy={localized} />}
        </div>
      ) : null}
    </>
  );
}

function SuccessView({ success }: { success: LeadModalCopy['success'] }) {
  return (
    <div role="status" className="space-y-2 text-slate-700">
      <p>{success.message}</p>
      <p className="font-medium">{success.note}</p>
    </div>
  );
}
