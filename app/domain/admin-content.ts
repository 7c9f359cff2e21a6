/**
 * Shared pieces of the news, partner and team admin schemas: required calendar dates, the slug
 * derived from a title or name when left empty (the no-JavaScript path; with JavaScript the
 * slug field fills in as the title is typed), and reading submitted values as strings.
 */
import { z } from 'zod';
import { fieldErrors } from './admin-form';
import { formDataObject } from './forms';
import { isSlug, SLUG_FORMAT_MESSAGE, SLUG_MAX, slugify } from './slug';
import { asString } from '~/domain/values';


export const INVALID_DATE_MESSAGE = 'Please enter a valid date (YYYY-MM-DD).';

function isCalendarDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return date.getUTCFullYear() === Number(match[1]) && date.getUTCMonth() === Number(match[2]) - 1 && date.getUTCDate() === Number(match[3]);
}

/** A required 'YYYY-MM-DD' date (an <input type="date"> value). */
export function requiredDate(missing: string) {
  return z.preprocess(asString, z.string().trim().min(1, missing).refine(isCalendarDate, INVALID_DATE_MESSAGE));
}

/** An optional 'YYYY-MM-DD' date; '' becomes null. */
export function optionalDate() {
  return z.preprocess(
    asString,
    z
      .string()
      .trim()
      .refine((value) => value === '' || isCalendarDate(value), INVALID_DATE_MESSAGE)
      .transform((value) => (value === '' ? null : value)),
  );
}

/** A required slug: `missing` when empty, then the slug format. */
export function slugField(missing: string) {
  return z.preprocess(
    asString,
    z
      .string()
      .trim()
      .min(1, missing)
      .max(SLUG_MAX, `Slug must be at most ${SLUG_MAX} characters.`)
      .refine(isSlug, SLUG_FORMAT_MESSAGE),
  );
}

/** One of a fixed list; `missing` for an empty or unknown value. */
export function requiredOption<const T extends readonly [string, ...string[]]>(options: T, missing: string) {
  return z.preprocess((value) => asString(value).trim(), z.enum(options, missing));
}

/**
 * The submitted values as strings, with an empty slug derived from `source` (title or name).
 * These are also the values a re-rendered form shows.
 */
export function submittedValues(input: FormData | Record<string, unknown>, source: string): Record<string, string> {
  const values: Record<string, string> =
    input instanceof FormData
      ? formDataObject(input)
      : Object.fromEntries(Object.entries(input).map(([key, value]) => [key, typeof value === 'string' ? value : '']));
  // A hand-made post may leave the title out; the form shown again (with its error) needs a value.
  values[source] ??= '';
  if (!(values.slug ?? '').trim()) values.slug = slugify(values[source]);
  return values;
}

export type AdminParse<T> =
  | { ok: true; data: T; values: Record<string, string> }
  | { ok: false; errors: Record<string, string>; values: Record<string, string> };

/** Parses an admin form: derives the slug, runs the schema, returns data or field errors. */
export function parseAdminForm<S extends z.ZodType>(schema: S, input: FormData | Record<string, unknown>, source: string): AdminParse<z.output<S>> {
  const values = submittedValues(input, source);
  const result = schema.safeParse(values);
  return result.success ? { ok: true, data: result.data, values } : { ok: false, errors: fieldErrors(result.error), values };
}

/** The list page a list action returns to: the same path and filters, without React Router's
 * `index` marker and without a pending delete confirmation. */
export function listPath(requestUrl: string): string {
  const url = new URL(requestUrl);
  url.searchParams.delete('index');
  url.searchParams.delete('confirm-delete');
  const query = url.searchParams.toString();
  return query ? `${url.pathname}?${query}` : url.pathname;
}
