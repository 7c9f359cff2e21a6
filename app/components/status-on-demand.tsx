/**
 * A public form's result, loaded when there is first one to show: `StatusModalOnDemand` loads the
 * status modal (status-modal.tsx, with the dialog) — the forms warm it when the visitor starts on
 * them (`preloadStatusModal`), so it is there by the time they submit — and `FormNoticeOnDemand`
 * the inline notice shown after a post without JavaScript (form-notice.tsx).
 */
import { lazy, Suspense, useState } from 'react';
import type { StatusMessage } from './form-notice';
import type { StatusModalProps } from './status-modal';

const loadStatusModal = () => import('./status-modal');
const LazyStatusModal = lazy(() => loadStatusModal().then((module) => ({ default: module.StatusModal })));

/** Starts loading the status modal (e.g. when the visitor first focuses a form). */
export function preloadStatusModal(): void {
  void loadStatusModal();
}

/**
 * `StatusModal`, loaded the first time a status is shown and then kept mounted, so closing it
 * still returns focus to where the visitor was.
 */
export function StatusModalOnDemand(props: StatusModalProps) {
  const [needed, setNeeded] = useState(false);
  if (props.status !== null && !needed) setNeeded(true);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <LazyStatusModal {...props} />
    </Suspense>
  );
}

const LazyFormNotice = lazy(() => import('./form-notice').then((module) => ({ default: module.FormNotice })));

/**
 * `FormNotice`, loaded when a page is rendered with a result (after a post without JavaScript).
 * No Suspense boundary of its own: the server waits for it and puts it in the HTML (a boundary's
 * content would be streamed in by a script, and these visitors may have none).
 */
export function FormNoticeOnDemand({ status, id }: { status: StatusMessage; id?: string }) {
  return <LazyFormNotice status={status} id={id} />;
}
