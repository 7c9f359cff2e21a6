/**
 * The job application dialog (/careers; product §2, §4, §5, §8): APPLY HERE opens it (closed → open);
 * the form's checks show 'Missing Information' / 'Invalid Email' notices; SUBMITTING... while
 * busy; then a result notice. On success the form clears and the dialog closes when the notice is
 * dismissed or after 5 seconds; a failure notice stays until dismissed and the values are kept.
 *
 * Without JavaScript APPLY HERE links to `?apply={job id}#apply-{job id}`, which renders the form
 * in the job's card; it posts to the page's action and the card shows the answer.
 *
 * The form itself (application-form.tsx) is loaded when it is first needed — warmed when the
 * visitor points at or focuses APPLY HERE — and rendered on the server as usual for the no-JS
 * panel.
 */
import { FormNoticeOnDemand, StatusModalOnDemand } from '~/components/forms/form-guard';
import { lazy, Suspense, useCallback, useState, type MouseEvent } from 'react';
import { useSearchParams } from 'react-router';
import type { ApplyJob } from '~/components/forms/application-form';
import { DialogOnDemand, preloadDialog } from '~/components/forms/dialog-on-demand';
import { buttonClass } from '~/components/ui/button';
import { usePublicForm } from '~/components/forms/use-public-form';
import { openingsSection } from '~/content/site/careers';
import { APPLICATION_SUCCESS_AUTO_CLOSE_MS } from '~/domain/public-form-display';
import { useApplicationCopy } from '~/components/forms/application-copy';
import { useLocale } from '~/components/ui/locale';

const loadForm = () => import('~/components/forms/application-form');
const ApplicationForm = lazy(() => loadForm().then((module) => ({ default: module.ApplicationForm })));
const preloadForm = () => {
  preloadDialog();
  void loadForm();
};

export type { ApplyJob };

export function ApplyButton({ job }: { job: ApplyJob }) {
  const localized = useApplicationCopy(useLocale());
  const { form: copy, checks } = localized;
  const [open, setOpen] = useState(false);
  const [searchParams] = useSearchParams();
  const application = usePublicForm({
    form: 'job_application',
    loadValidator: () => import('~/domain/job-application').then((module) => (formData: FormData) => module.validateJobApplication(formData, checks)),
    key: job.id,
  });
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
      <a
        href={`?apply=${encodeURIComponent(job.id)}#${panelId}`}
        onClick={openDialog}
        onFocus={preloadForm}
        onPointerEnter={preloadForm}
        onPointerDown={preloadForm}
        className={buttonClass('primary', 'w-full sm:w-auto')} aria-label={`${openingsSection.applyLabel}: ${job.title}`}>
        {openingsSection.applyLabel}
      </a>
      <DialogOnDemand open={open} onClose={closeDialog} size="lg" title={copy.title(job.title)} description={copy.intro}>
        <Suspense fallback={null}>
          <ApplicationForm job={job} application={application} onCancel={closeDialog} copy={localized} />
        </Suspense>
      </DialogOnDemand>
      <StatusModalOnDemand status={open ? status : null} onClose={closeNotice} autoCloseMs={APPLICATION_SUCCESS_AUTO_CLOSE_MS} />
      {inline ? (
        <section id={panelId} aria-label={copy.title(job.title)} className="mt-6 rounded-xl border border-slate-200 bg-slate-50 p-4 sm:p-6">
          <h4 className="text-lg font-bold">{copy.title(job.title)}</h4>
          {application.documentResult ? (
            <div className="mt-4">
              <FormNoticeOnDemand
                status={{ type: application.documentResult.ok ? 'success' : 'error', title: application.documentResult.title, message: application.documentResult.message }}
              />
            </div>
          ) : null}
          {/* No Suspense boundary of its own: the server then waits for the form and puts it in the
              HTML (a boundary's content would be streamed in by a script; this panel is for visitors
              without JavaScript). */}
          {application.documentResult?.ok ? null : <ApplicationForm job={job} application={application} documentResult={application.documentResult} copy={localized} />}
        </section>
      ) : null}
    </>
  );
}
