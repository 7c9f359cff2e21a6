/**
 * Building blocks shared by the public form schemas (quote, contact, lead modal, download gate,
 * job application). Each form's schema lists its fields in SPEC §5's check order, so the first
 * zod issue is the failure SPEC says to show; `firstFailure` turns it into the modal/alert text.
 * Runs in the browser (instant check) and in the action (the authority).
 */
import { z } from 'zod';

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

/** Reads a form value as a string: a missing field or a file counts as ''. */
const asString = (value: unknown): string => (typeof value === 'string' ? value : '');

/** A required text field: trimmed, `missing` when empty, at most `max` characters. */
export function requiredText(missing: string, label: string, max: number) {
  return z.preprocess(asString, z.string().trim().min(1, missing).max(max, tooLong(label, max)));
}

/** An optional text field: trimmed, at most `max` characters, '' becomes null. */
export function optionalText(label: string, max: number) {
  return z.preprocess(
    asString,
    z
      .string()
      .trim()
      .max(max, tooLong(label, max))
      .transform((value) => (value === '' ? null : value)),
  );
}

/** A required e-mail: `missing` when empty, SPEC's 'Please enter a valid email address.' when malformed. */
export function requiredEmail(missing: string) {
  return z.preprocess(
    asString,
    z
      .string()
      .trim()
      .min(1, missing)
      .regex(EMAIL_PATTERN, INVALID_EMAIL_MESSAGE)
      .max(MAX.email, tooLong('Email', MAX.email)),
  );
}

/** An e-mail that may be left empty (the contact form: only the input type checks it). */
export function optionalEmail() {
  return z.preprocess(
    asString,
    z
      .string()
      .trim()
      .max(MAX.email, tooLong('Email', MAX.email))
      .refine((value) => value === '' || EMAIL_PATTERN.test(value), INVALID_EMAIL_MESSAGE),
  );
}

/** An optional choice from a fixed list; '' becomes null. */
export function optionalOption(label: string, options: readonly string[]) {
  return z.preprocess(
    asString,
    z
      .string()
      .trim()
      .refine((value) => value === '' || options.includes(value), `Please choose one of the listed options for ${label}.`)
      .transform((value) => (value === '' ? null : value)),
  );
}

/** An optional http(s) address; '' becomes null. (Other schemes, e.g. javascript:, are refused.) */
export function optionalUrl(label: string) {
  return z.preprocess(
    asString,
    z
      .string()
      .trim()
      .max(MAX.url, tooLong(label, MAX.url))
      .refine((value) => value === '' || isWebAddress(value), `Please enter a valid ${label} starting with http:// or https://.`)
      .transform((value) => (value === '' ? null : value)),
  );
}

function isWebAddress(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.includes('.');
  } catch {
    return false;
  }
}

/** A checkbox: present ('on' or any value) means ticked. */
export const checkbox = z.preprocess((value) => typeof value === 'string' && value !== '', z.boolean());

function titleFor(message: string, missing: readonly string[]): FormFailureTitle {
  if (message === INVALID_EMAIL_MESSAGE) return INVALID_EMAIL;
  if (missing.includes(message)) return MISSING_INFORMATION;
  return INVALID_INFORMATION;
}

/**
 * The first failed check, as SPEC's modal text. `missing` lists the form's missing-value
 * messages (titled 'Missing Information'); the malformed e-mail message is titled
 * 'Invalid Email'; anything else is one of our own limits ('Invalid Information').
 */
export function firstFailure(error: z.ZodError, missing: readonly string[]): FormFailure {
  const issue = error.issues[0];
  const message = issue?.message ?? 'Please check the form and try again.';
  const field = issue?.path[0];
  return { title: titleFor(message, missing), message, field: typeof field === 'string' ? field : undefined };
}

export type Validation<T> = { ok: true; data: T } | { ok: false; failure: FormFailure };

/** Runs a form schema over submitted values (FormData or a plain object). */
export function validateForm<S extends z.ZodType>(
  schema: S,
  missing: readonly string[],
  input: FormData | Record<string, unknown>,
): Validation<z.output<S>> {
  const values = input instanceof FormData ? formDataObject(input) : input;
  const result = schema.safeParse(values);
  return result.success ? { ok: true, data: result.data } : { ok: false, failure: firstFailure(result.error, missing) };
}

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
