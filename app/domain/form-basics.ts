/**
 * The zod-free half of the public forms' shared building blocks: SPEC §5's e-mail pattern and
 * failure titles, our length limits, the result shapes and the hidden fields. The form components
 * import this at page load; the schemas (forms.ts and one module per form, with zod) are loaded in
 * the browser only when a visitor starts filling a form (see use-public-form.ts), and always run
 * in the action. forms.ts re-exports everything here.
 */

/** SPEC §5: text, at-sign, text, dot, text, with no spaces. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const MISSING_INFORMATION = 'Missing Information';
export const INVALID_EMAIL = 'Invalid Email';
/** Not in SPEC: over-long text, an unknown option or a malformed value (our own limits). */
export const INVALID_INFORMATION = 'Invalid Information';

export type FormFailureTitle = typeof MISSING_INFORMATION | typeof INVALID_EMAIL | typeof INVALID_INFORMATION;

export const INVALID_EMAIL_MESSAGE = 'Please enter a valid email address.';

/** A failed check, shaped as SPEC's modal: `{ title, message }`, plus the field it concerns. */
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

const formatter = new Intl.NumberFormat('en-US');

export function tooLong(label: string, max: number): string {
  return `${label} must be at most ${formatter.format(max)} characters.`;
}

export type Validation<T> = { ok: true; data: T } | { ok: false; failure: FormFailure };

/** FormData as a plain object (the last value wins for repeated names; files are dropped). */
export function formDataObject(formData: FormData): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [key, value] of formData.entries()) {
    if (typeof value === 'string') values[key] = value;
  }
  return values;
}

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

export type PublicFormName = 'quote' | 'contact' | 'lead_modal' | 'download_gate' | 'job_application';

/** Hidden fields every public form carries (spam defences and attribution); never echoed back. */
export const HONEYPOT_FIELD = 'website';
export const FORM_TOKEN_FIELD = 'form_token';
export const FORM_NAME_FIELD = 'form';
export const ATTRIBUTION_FIELDS = ['referrer', 'utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content'] as const;
export type AttributionField = (typeof ATTRIBUTION_FIELDS)[number];
