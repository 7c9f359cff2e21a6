/**
 * What the public form components need at page load, without zod: our length limits, the busy
 * label, the result shapes and the hidden fields. The checks (forms.ts and one module per form,
 * with zod — and product §5's e-mail pattern and failure texts) are loaded in the browser only when a
 * visitor starts filling a form (see use-public-form.ts), and always run in the action.
 * forms.ts re-exports everything here.
 */

/** product §4: a public form's submit button while the form is being sent. */
export const SUBMITTING_LABEL = 'SUBMITTING...';

/**
 * product §5's failure titles, and ours for our own limits (the values are in
 * content/forms/validation.ts): any string, since each locale has its own words for them.
 */
export type FormFailureTitle = string;

/** A failed check, shaped as the product's modal: `{ title, message }`, plus the field it concerns. */
export interface FormFailure {
  title: FormFailureTitle;
  message: string;
  field?: string;
}

/** Maximum lengths (characters). Every text field has one. */
export const MAX = {
  name: 100,
  email: 254,
  phone: 40,
  company: 200,
  jobTitle: 150,
  option: 100,
  message: 5000,
  url: 2000,
  shortText: 200,
  longText: 5000,
} as const;

export type Validation<T> = { ok: true; data: T } | { ok: false; failure: FormFailure };

/** What every public form action answers; the page shows it in a modal (JS) or inline (no JS). */
export type FormResult =
  | { ok: true; form: PublicFormName; title: string; message: string; key?: string; extra?: Record<string, string | boolean> }
  | {
      ok: false;
      form: PublicFormName;
      title: string;
      message: string;
      key?: string;
      /** The submitted values, so a page re-rendered without JavaScript keeps them. */
      values?: Record<string, string>;
    };

export type PublicFormName = 'quote' | 'contact' | 'lead_modal' | 'download_gate' | 'job_application' | 'booking';

/** Hidden fields every public form carries (spam defences and attribution); never echoed back. */
export const HONEYPOT_FIELD = 'website';
export const FORM_TOKEN_FIELD = 'form_token';
export const FORM_NAME_FIELD = 'form';
export const ATTRIBUTION_FIELDS = ['referrer', 'utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content'] as const;
export type AttributionField = (typeof ATTRIBUTION_FIELDS)[number];

/**
 * Characters no form field may hold: C0 and C1 control characters other than tab, line feed and
 * carriage return (U+0000 cannot even be stored by PostgreSQL), U+FFFD (what broken UTF-8 — a
 * stray %FF — decodes to) and unpaired surrogates. A field holding one is refused with a message
 * naming it, never stored and never stripped silently (issue 16, finding 4; docs/SECURITY.md §6).
 */
function isForbidden(character: string): boolean {
  const code = character.codePointAt(0) ?? 0;
  if (code < 0x20) return code !== 0x09 && code !== 0x0a && code !== 0x0d;
  // DEL and the C1 controls; U+FFFD; a surrogate on its own (for…of yields pairs as one character).
  return (code >= 0x7f && code <= 0x9f) || code === 0xfffd || (code >= 0xd800 && code <= 0xdfff);
}

export function hasForbiddenCharacter(value: string): boolean {
  for (const character of value) if (isForbidden(character)) return true;
  return false;
}

/** The same characters removed (for values we keep without asking the visitor: attribution tags, a search). */
export function withoutForbiddenCharacters(value: string): string {
  if (!hasForbiddenCharacter(value)) return value;
  let kept = '';
  for (const character of value) if (!isForbidden(character)) kept += character;
  return kept;
}
