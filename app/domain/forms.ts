/**
 * Building blocks shared by the public form schemas (quote, contact, lead modal, download gate,
 * job application). Each form's schema lists its fields in product §5's check order, so the first
 * zod issue is the failure product says to show; `firstFailure` turns it into the modal/alert text.
 * Runs in the browser (instant check) and in the action (the authority).
 */
import { z } from 'zod';
import { MAX, hasForbiddenCharacter, type FormFailure, type FormFailureTitle, type Validation } from './form-basics';
import { asString } from '~/domain/values';
import { isEmailAddress, normaliseEmail } from '~/domain/email';
import { isCountryCode } from './countries';
import { formMessages } from '~/content/forms/validation';
import type { Translated } from '~/content/locales/shape';

export * from './form-basics';

/**
 * The shared messages in one language (issue 48): English by default; a public form's action and
 * its browser check pass the page's locale's (app/content/locales/{code}/forms/validation.ts).
 */
export type FormMessages = Translated<typeof formMessages>;
export const ENGLISH_FORM_MESSAGES: FormMessages = formMessages;

export const MISSING_INFORMATION = formMessages.missingTitle;
export const INVALID_EMAIL = formMessages.invalidEmailTitle;
/** Not in product: over-long text, an unknown option or a malformed value (our own limits). */
export const INVALID_INFORMATION = formMessages.invalidTitle;

export const INVALID_EMAIL_MESSAGE = formMessages.invalidEmail;

export function tooLong(label: string, max: number, messages: FormMessages = formMessages): string {
  return messages.tooLong(label, max);
}

/** FormData as a plain object (the last value wins for repeated names; files are dropped). */
export function formDataObject(formData: FormData): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [key, value] of formData.entries()) {
    if (typeof value === 'string') values[key] = value;
  }
  return values;
}

/** Reads a form value as a string: a missing field or a file counts as ''. */

/** A required text field: trimmed, `missing` when empty, at most `max` characters. */
export function requiredText(missing: string, label: string, max: number, messages: FormMessages = formMessages) {
  return z.preprocess(asString, z.string().trim().min(1, missing).max(max, tooLong(label, max, messages)));
}

/** An optional text field: trimmed, at most `max` characters, '' becomes null. */
export function optionalText(label: string, max: number, messages: FormMessages = formMessages) {
  return z.preprocess(
    asString,
    z
      .string()
      .trim()
      .max(max, tooLong(label, max, messages))
      .transform((value) => (value === '' ? null : value)),
  );
}

/**
 * A required e-mail: `missing` when empty, the product's 'Please enter a valid email address.' when it is
 * not a plain address (app/domain/email.ts, the one parser; over-long ones included). The value
 * is the normalised address, the only form stored and mailed.
 */
export function requiredEmail(missing: string, invalid: string = INVALID_EMAIL_MESSAGE) {
  return z.preprocess(asString, z.string().trim().min(1, missing).refine(isEmailAddress, invalid).transform(normaliseEmail));
}

/** An e-mail that may be left empty ('' stays ''; the contact form), otherwise as `requiredEmail`. */
export function optionalEmail(messages: FormMessages = formMessages) {
  return z.preprocess(
    asString,
    z
      .string()
      .trim()
      .refine((value) => value === '' || isEmailAddress(value), messages.invalidEmail)
      .transform(normaliseEmail),
  );
}

/** An optional choice from a fixed list; '' becomes null. */
export function optionalOption(label: string, options: readonly string[], messages: FormMessages = formMessages) {
  return z.preprocess(
    asString,
    z
      .string()
      .trim()
      .refine((value) => value === '' || options.includes(value), messages.chooseListed(label))
      .transform((value) => (value === '' ? null : value)),
  );
}

/**
 * The optional country of a public form: '' is none (null); a listed code, in any letter case, is
 * stored upper case; anything else is refused with the forms' message for an unknown option —
 * the select offers only listed codes, so only a hand-made post sends another.
 */
export function optionalCountry(label: string, messages: FormMessages = formMessages) {
  return z.preprocess(
    asString,
    z
      .string()
      .trim()
      .toUpperCase()
      .refine((value) => value === '' || isCountryCode(value), messages.chooseListed(label))
      .transform((value) => (value === '' ? null : value)),
  );
}

/** An optional http(s) address; '' becomes null. (Other schemes, e.g. javascript:, are refused.) */
export function optionalUrl(label: string, messages: FormMessages = formMessages) {
  return z.preprocess(
    asString,
    z
      .string()
      .trim()
      .max(MAX.url, tooLong(label, MAX.url, messages))
      .refine((value) => value === '' || isWebAddress(value), messages.webAddress(label))
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

function titleFor(message: string, missing: readonly string[], messages: FormMessages): FormFailureTitle {
  if (message === messages.invalidEmail) return messages.invalidEmailTitle;
  if (missing.includes(message)) return messages.missingTitle;
  return messages.invalidTitle;
}

/**
 * The first failed check, as the product's modal text. `missing` lists the form's missing-value
 * messages (titled 'Missing Information'); the malformed e-mail message is titled
 * 'Invalid Email'; anything else is one of our own limits ('Invalid Information').
 */
export function firstFailure(error: z.ZodError, missing: readonly string[], messages: FormMessages = formMessages): FormFailure {
  const issue = error.issues[0];
  const message = issue?.message ?? messages.fallback;
  const field = issue?.path[0];
  return { title: titleFor(message, missing, messages), message, field: typeof field === 'string' ? field : undefined };
}

/** The first name a form body sends more than once (`a=1&a=2`: a list where one value belongs). */
export function repeatedField(formData: FormData): string | undefined {
  const seen = new Set<string>();
  for (const key of formData.keys()) {
    if (seen.has(key)) return key;
    seen.add(key);
  }
  return undefined;
}

/** The first field whose text holds a control character or broken UTF-8 (see form-basics.ts). */
function fieldWithForbiddenCharacter(values: Record<string, unknown>): string | undefined {
  return Object.keys(values).find((name) => {
    const value = values[name];
    return hasForbiddenCharacter(name) || (typeof value === 'string' && hasForbiddenCharacter(value));
  });
}

/** A field label from its name, as the repeated-field message makes it: 'first_name' → 'First name'. */
function labelOf(name: string, messages: FormMessages): string {
  const label = name.slice(0, 50).replace(/\[\]$/, '').replace(/_/g, ' ').replace(/[^\w -]/g, '');
  return label === '' ? messages.thisField : `${label.charAt(0).toUpperCase()}${label.slice(1)}`;
}

/**
 * the product's style for a malformed value: an e-mail field gets the product's own 'Please enter a valid email
 * address.'; any other field a message naming it.
 */
function forbiddenCharacterFailure(name: string, messages: FormMessages): FormFailure {
  if (/email/i.test(name)) return { title: messages.invalidEmailTitle, message: messages.invalidEmail, field: name };
  return { title: messages.invalidTitle, message: messages.unreadable(labelOf(name, messages)), field: name };
}

/** Runs a form schema over submitted values (FormData or a plain object). */
export function validateForm<S extends z.ZodType>(
  schema: S,
  missing: readonly string[],
  input: FormData | Record<string, unknown>,
  messages: FormMessages = formMessages,
): Validation<z.output<S>> {
  // No public form sends a name twice; a repeated one is refused rather than silently narrowed.
  const repeated = input instanceof FormData ? repeatedField(input) : undefined;
  if (repeated !== undefined) {
    const label = repeated.slice(0, 50).replace(/\[\]$/, '').replace(/_/g, ' ');
    const message = messages.oneValue(`${label.charAt(0).toUpperCase()}${label.slice(1)}`);
    return { ok: false, failure: { title: messages.invalidTitle, message, field: repeated } };
  }
  const values = input instanceof FormData ? formDataObject(input) : input;
  const unreadable = fieldWithForbiddenCharacter(values);
  if (unreadable !== undefined) return { ok: false, failure: forbiddenCharacterFailure(unreadable, messages) };
  const result = schema.safeParse(values);
  return result.success ? { ok: true, data: result.data } : { ok: false, failure: firstFailure(result.error, missing, messages) };
}
