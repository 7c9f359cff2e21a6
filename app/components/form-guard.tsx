/**
 * The hidden parts every public form carries: the form's name, the signed fill-time token from
 * the page's loader (`formGuard()` in spam.server.ts), the honeypot, and the attribution fields
 * (referrer and UTM tags, first touch per session) — left empty here and filled by
 * attribution.ts just before the form is sent (see use-public-form.ts).
 * Also: reading a form's answer after a post without JavaScript.
 */
import { useActionData, useMatches } from 'react-router';
import {
  ATTRIBUTION_FIELDS,
  FORM_NAME_FIELD,
  FORM_TOKEN_FIELD,
  HONEYPOT_FIELD,
  type FormResult,
  type PublicFormName,
} from '~/domain/form-basics';

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
  return (
    <>
      <input type="hidden" name={FORM_NAME_FIELD} value={form} />
      <input type="hidden" name={FORM_TOKEN_FIELD} value={token} />
      {ATTRIBUTION_FIELDS.map((field) => (
        <input key={field} type="hidden" name={field} defaultValue="" />
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
