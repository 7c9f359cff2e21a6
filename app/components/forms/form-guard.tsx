/**
 * The hidden parts every public form carries: the form's name, the signed fill-time token from
 * the page's loader (`formGuard()` in spam.server.ts), the honeypot, and the attribution fields
 * (referrer and UTM tags, first touch per session) — left empty here and filled by
 * attribution.ts just before the form is sent (see use-public-form.ts).
 * Also: a form's answer — read after a post without JavaScript (`useDocumentFormResult`, shown by
 * `FormNoticeOnDemand`), or shown in the status modal (`StatusModalOnDemand`). Both load their
 * components (form-notice.tsx, status-modal.tsx) only when there is an answer to show; the forms
 * warm the modal when the visitor starts on them (`preloadStatusModal`).
 */
import { lazy, Suspense, useState } from 'react';
import { useActionData, useMatches } from 'react-router';
import {
  ATTRIBUTION_FIELDS,
  FORM_NAME_FIELD,
  FORM_TOKEN_FIELD,
  HONEYPOT_FIELD,
  type FormResult,
  type PublicFormName,
} from '~/domain/form-basics';
import type { StatusMessage } from '~/components/forms/form-notice';
import type { StatusModalProps } from '~/components/forms/status-modal';

/** The signed token from the nearest loader that issued one. */
export function useFormToken(): string {
  const matches = useMatches();
  let loaderToken = '';
  for (let i = matches.length - 1; i >= 0; i--) {
    const data = matches[i]?.loaderData;
    if (data && typeof data === 'object' && 'formToken' in data && typeof data.formToken === 'string') {
      loaderToken = data.formToken;
      break;
    }
  }
  // A page from the page cache carries a fresh token per response in its form fields, while its
  // hydration data keeps the one it was rendered with (ADR 060): hydrating, keep the newer one
  // the HTML brought, so the fill time counts from when this visitor got the page.
  const [sentToken] = useState(() =>
    typeof document === 'undefined' ? '' : (document.querySelector(`input[name="${FORM_TOKEN_FIELD}"]`)?.getAttribute('value') ?? ''),
  );
  return issuedAt(sentToken) > issuedAt(loaderToken) ? sentToken : loaderToken;
}

/** When a token was issued (its leading timestamp), 0 for none. */
function issuedAt(token: string): number {
  const issued = Number(token.split('.')[0]);
  return Number.isFinite(issued) ? issued : 0;
}

export function FormGuardFields({ form }: { form: PublicFormName }) {
  const token = useFormToken();
  return (
    <>
      <input type="hidden" name={FORM_NAME_FIELD} value={form} />
      <input type="hidden" name={FORM_TOKEN_FIELD} value={token} />
      {ATTRIBUTION_FIELDS.map((field) => (
        <input key={field} type="hidden" name={field} defaultValue="" />
      ))}
      {/* The honeypot: hidden from people and assistive technology, tempting to bots. */}
      <div aria-hidden="true" className="absolute -start-[10000px] top-auto h-px w-px overflow-hidden">
        <label>
          Leave this field empty
          <input type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
        </label>
      </div>
    </>
  );
}

/** The answer of a post made without JavaScript (the route's action data), for this form. */
export function useDocumentFormResult(form: PublicFormName, key?: string): FormResult | undefined {
  const actionData: unknown = useActionData();
  if (!isFormResult(actionData) || actionData.form !== form) return undefined;
  if (key !== undefined && actionData.key !== key) return undefined;
  return actionData;
}

export function isFormResult(value: unknown): value is FormResult {
  return (
    typeof value === 'object' &&
    value !== null &&
    'ok' in value &&
    'form' in value &&
    'title' in value &&
    'message' in value &&
    typeof value.title === 'string' &&
    typeof value.message === 'string'
  );
}

const loadStatusModal = () => import('~/components/forms/status-modal');
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

const LazyFormNotice = lazy(() => import('~/components/forms/form-notice').then((module) => ({ default: module.FormNotice })));

/**
 * `FormNotice`, loaded when a page is rendered with a result (after a post without JavaScript).
 * No Suspense boundary of its own: the server waits for it and puts it in the HTML (a boundary's
 * content would be streamed in by a script, and these visitors may have none).
 */
export function FormNoticeOnDemand({ status, id }: { status: StatusMessage; id?: string }) {
  return <LazyFormNotice status={status} id={id} />;
}
