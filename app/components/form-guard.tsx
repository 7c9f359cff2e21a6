/**
 * The hidden parts every public form carries: the form's name, the signed fill-time token from
 * the page's loader (`formGuard()` in spam.server.ts), the honeypot, and the attribution the
 * browser captured when the visitor landed (referrer and UTM tags, first touch per session).
 * Also: reading a form's answer after a post without JavaScript.
 */
import { useSyncExternalStore } from 'react';
import { useActionData, useMatches } from 'react-router';
import {
  ATTRIBUTION_FIELDS,
  FORM_NAME_FIELD,
  FORM_TOKEN_FIELD,
  HONEYPOT_FIELD,
  type AttributionField,
  type FormResult,
  type PublicFormName,
} from '~/domain/form-basics';

const STORAGE_KEY = 'firmsite:attribution';

type Captured = Record<AttributionField, string>;

const empty: Captured = { referrer: '', utm_source: '', utm_medium: '', utm_campaign: '', utm_term: '', utm_content: '' };

/**
 * First touch of this browser session: the landing document's URL (the navigation entry keeps it
 * through client-side navigation) and the referrer when it is another site.
 */
function captureAttribution(): Captured {
  try {
    const stored = window.sessionStorage.getItem(STORAGE_KEY);
    if (stored) return { ...empty, ...(JSON.parse(stored) as Partial<Captured>) };
  } catch {
    // Storage blocked or unreadable: capture afresh.
  }
  const navigation = performance.getEntriesByType('navigation')[0];
  const landing = new URL(navigation?.name || window.location.href);
  let referrer = '';
  try {
    if (document.referrer && new URL(document.referrer).origin !== window.location.origin) referrer = document.referrer;
  } catch {
    referrer = '';
  }
  const captured: Captured = { ...empty, referrer };
  for (const field of ATTRIBUTION_FIELDS) {
    if (field !== 'referrer') captured[field] = landing.searchParams.get(field)?.slice(0, 500) ?? '';
  }
  try {
    window.sessionStorage.setItem(STORAGE_KEY, JSON.stringify(captured));
  } catch {
    // Not stored: the next form captures again.
  }
  return captured;
}

let captured: Captured | undefined;
/** Captured once per page load (a stable snapshot for useSyncExternalStore). */
function clientAttribution(): Captured {
  captured ??= captureAttribution();
  return captured;
}
const noSubscription = () => () => {};

/** The signed token from the nearest loader that issued one. */
export function useFormToken(): string {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const data = matches[i]?.loaderData;
    if (data && typeof data === 'object' && 'formToken' in data && typeof data.formToken === 'string') return data.formToken;
  }
  return '';
}

export function FormGuardFields({ form }: { form: PublicFormName }) {
  const token = useFormToken();
  const attribution = useSyncExternalStore(noSubscription, clientAttribution, () => empty);
  return (
    <>
      <input type="hidden" name={FORM_NAME_FIELD} value={form} />
      <input type="hidden" name={FORM_TOKEN_FIELD} value={token} />
      {ATTRIBUTION_FIELDS.map((field) => (
        <input key={field} type="hidden" name={field} value={attribution[field]} />
      ))}
      {/* The honeypot: hidden from people and assistive technology, tempting to bots. */}
      <div aria-hidden="true" className="absolute -left-[10000px] top-auto h-px w-px overflow-hidden">
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
