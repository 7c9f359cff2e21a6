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
import { leadModalCopy as copy } from '~/content/forms/lead-modal';
import { LEAD_MODAL_SUCCESS, LEAD_MODAL_SUCCESS_MS } from '~/domain/public-form-display';

const loadValidator = () => import('~/domain/lead-modal').then((module) => module.validateLeadModal);
const loadForm = () => import('~/components/forms/lead-form');
const LeadForm = lazy(() => loadForm().then((module) => ({ default: module.LeadForm })));
const preloadForm = () => {
  preloadDialog();
  void loadForm();
};

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
      <DialogOnDemand open={open} onClose={closeModal} title={succeeded ? LEAD_MODAL_SUCCESS.title : copy.title} description={succeeded ? undefined : copy.intro}>
        {succeeded ? (
          <SuccessView />
        ) : (
          <Suspense fallback={null}>
            <LeadForm lead={lead} onCancel={closeModal} />
          </Suspense>
        )}
      </DialogOnDemand>
      {inline ? (
        <div id={PANEL_ID} className="basis-full rounded-2xl bg-white p-6 text-ink shadow-xl sm:p-8">
          <h2 className="text-xl font-bold">{lead.documentResult?.ok ? LEAD_MODAL_SUCCESS.title : copy.title}</h2>
          {/* No Suspense boundary of its own: the server then waits for the form and puts it in the
              HTML (a boundary's content would be streamed in by a script; this panel is for visitors
              without JavaScript). */}
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
