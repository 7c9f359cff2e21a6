/**
 * Building blocks of the admin form schemas (product §5 "Admin forms"): field errors keyed by field
 * name, list fields (one per line, comma-separated), display order, year, image addresses, the
 * `intent` of a multi-button page, and what a save answers. Shared by client and server; the
 * flows that answer HTTP with these live in app/server/admin/ (form-flow, list-flow).
 */
import { z } from 'zod';
import { formDataObject, tooLong } from './forms';
import { asString, errorMessage, parseId } from './values';

export { errorMessage, parseId };

/** What an admin action answers when the form does not validate: shown beside each field. */
export type FieldErrors = Record<string, string>;

/** The admin action's 400 answer: the field errors, a form-level message, and the values typed. */
export interface AdminFormFailure {
  errors: FieldErrors;
  /** A form-level message (the product's alert text, or 'Error saving …: {message}'). */
  message?: string;
  values: Record<string, string>;
}

/** The first message per field (a field's own checks run in order, so the first is the one to show). */
export function fieldErrors(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const key = issue.path.length > 0 ? String(issue.path[0]) : 'form';
    errors[key] ??= issue.message;
  }
  return errors;
}

export type AdminFormParse<T> =
  | { ok: true; data: T; values: Record<string, string> }
  | { ok: false; errors: FieldErrors; values: Record<string, string> };

/** Runs an admin form schema over the submitted form; the values are what a re-rendered form shows. */
export function parseAdminValues<S extends z.ZodType>(schema: S, form: FormData): AdminFormParse<z.output<S>> {
  const values = formDataObject(form);
  delete values.intent;
  const result = schema.safeParse(values);
  return result.success ? { ok: true, data: result.data, values } : { ok: false, errors: fieldErrors(result.error), values };
}

/** Splits text into trimmed non-empty items. */
export function splitList(text: string, separator: RegExp | string): string[] {
  return text
    .split(separator)
    .map((item) => item.trim())
    .filter((item) => item !== '');
}

/** One item per line; blank lines dropped (requirements, benefits, key results). */
export function parseLines(text: string): string[] {
  return splitList(text, /\r?\n/);
}

/** Comma-separated; items trimmed, empties dropped (services, technologies). */
export function parseCommaList(text: string): string[] {
  return splitList(text, ',');
}

/** A list field's text for the form: the inverse of the parsers above. */
export function joinLines(items: readonly string[]): string {
  return items.join('\n');
}
export function joinCommaList(items: readonly string[]): string {
  return items.join(', ');
}

/** A list field entered as text, parsed with `parse`; each item and the item count are limited. */
export function listField(label: string, parse: (text: string) => string[], limits: { items: number; itemLength: number }) {
  return z.preprocess(
    (value) => parse(asString(value)),
    z
      .array(z.string().max(limits.itemLength, `Each ${label} item must be at most ${limits.itemLength} characters.`))
      .max(limits.items, `${label} can list at most ${limits.items} items.`),
  );
}

export const DISPLAY_ORDER_MAX = 100_000;
export const DISPLAY_ORDER_MESSAGE = `Display order must be a whole number from 0 to ${DISPLAY_ORDER_MAX.toLocaleString('en-US')}.`;

/** Display order: a whole number ≥ 0 (lower first); empty means 0. */
export const displayOrder = z.preprocess((value) => {
  const text = asString(value).trim();
  return text === '' ? 0 : Number(text);
}, z.number(DISPLAY_ORDER_MESSAGE).int(DISPLAY_ORDER_MESSAGE).min(0, DISPLAY_ORDER_MESSAGE).max(DISPLAY_ORDER_MAX, DISPLAY_ORDER_MESSAGE));

/**
 * An optional image or web address: '' becomes null; otherwise an absolute http(s) address or a
 * path on this site ('/images/…'). Other schemes (javascript:, data:) are refused.
 */
export function optionalAddress(label: string, { allowPath }: { allowPath: boolean }) {
  const max = 2000;
  return z.preprocess(
    asString,
    z
      .string()
      .trim()
      .max(max, tooLong(label, max))
      .refine(
        (value) => value === '' || isWebAddress(value) || (allowPath && isSitePath(value)),
        allowPath
          ? `Please enter a valid ${label} starting with http://, https:// or /.`
          : `Please enter a valid ${label} starting with http:// or https://.`,
      )
      .transform((value) => (value === '' ? null : value)),
  );
}

function isSitePath(value: string): boolean {
  return value.startsWith('/') && !value.startsWith('//') && !/[\s\\]/.test(value);
}

function isWebAddress(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

/** The value of a multi-button page's `intent` field, checked against the page's intents. */
export function parseIntent<const T extends readonly string[]>(form: FormData, intents: T): T[number] | null {
  const value = form.get('intent');
  return typeof value === 'string' && (intents as readonly string[]).includes(value) ? (value as T[number]) : null;
}

/** A form field as text ('' when missing or a file). */
export function formText(form: FormData, name: string): string {
  return asString(form.get(name));
}

/** null on a create route ('new' or no id); otherwise the route's id, or 'invalid' when it is not a UUID. */
export function formRouteId(params: { id?: string }): string | null | 'invalid' {
  if (params.id === undefined || params.id === 'new') return null;
  return parseId(params.id) ?? 'invalid';
}

/**
 * What a save answered, as far as the form is concerned: the news, partner and team saves answer
 * this themselves; for the others a save that returns is `saved(id)` (their failures throw).
 */
export type SaveAnswer = { ok: true; created: boolean } | { ok: false; reason: 'slug_taken' | 'slug_redirected' | 'not_found' | 'missing_id' };

/** A save that returned: created when there was no id to update. */
export function saved(id: string | null): SaveAnswer {
  return { ok: true, created: id === null };
}

/** An update that found its record (the updated row, or true), or not (the product's 'not found'). */
export function found(updated: object | boolean | null | undefined): SaveAnswer {
  return updated ? { ok: true, created: false } : { ok: false, reason: 'not_found' };
}

/** An update whose route id is not an id (product §5: 'No … ID provided for update'); nothing is saved. */
export const MISSING_ID: SaveAnswer = { ok: false, reason: 'missing_id' };

/** the product description texts of one entity's form: success messages and 'Error saving …: {message}'. */
export interface SaveCopy {
  created: string;
  updated: string;
  saveError: (message: string) => string;
  notFound: string;
  /** Shown for MISSING_ID; only the forms whose save can answer it need one. */
  missingId?: string;
}
