/**
 * The one save flow of the back office: every admin form — the content editors, the portfolio
 * form, Edit Lead, an application's notes — loads its record and saves it through these two
 * functions. The route module has called requireStaff and passes only what differs: the parser,
 * the save, the product's texts and where a successful save goes. The refreshed session cookie is added
 * to every answer by the admin layout's middleware (staff-session.server.ts), not here.
 */
import { data } from 'react-router';
import type { FieldErrors, AdminFormParse, SaveAnswer, SaveCopy } from '~/domain/admin-form';
import { parseIntent } from '~/domain/admin-form';
import { SLUG_REDIRECTED_MESSAGE, SLUG_TAKEN_MESSAGE } from '~/domain/slug';
import { errorMessage } from '~/domain/values';
import { redirectWithFlash } from '~/server/platform/flash.server';
import { log } from '~/server/platform/log.server';

/** What names a record in the log: the entity ('article') and the id, never personal data. */
export interface LogSubject {
  subject: string;
  id?: string | null;
}

/**
 * The record an edit form shows. A record that is missing or fails to load is product §8's
 * 'Error loading …: {message}': logged, and thrown as a redirect to `list` with that text as a
 * one-time message.
 */
export async function loadForEdit<Row>(
  load: () => Promise<Row | undefined> | undefined,
  options: LogSubject & { list: string; copy: { notFound: string; loadError: (message: string) => string } },
): Promise<Row> {
  const { list, copy, subject, id } = options;
  try {
    const row = await load();
    if (!row) throw new Error(copy.notFound);
    return row;
  } catch (error) {
    log.warn({ err: error, id }, `admin ${subject} load failed`);
    throw await redirectWithFlash(list, { kind: 'error', message: copy.loadError(errorMessage(error)) });
  }
}

/** Every answer of a form action but the redirect: what the re-rendered form (or a fetcher) shows. */
export interface FormAnswer {
  ok: boolean;
  errors: FieldErrors;
  values: Record<string, string>;
  /** A form-level message (the product's alert text, or 'Error saving …: {message}'); on success in place, the success text. */
  message?: string;
}

export interface FormFlow<T, Echo extends object> extends LogSubject {
  parse: (form: FormData) => AdminFormParse<T>;
  save: (input: T) => Promise<SaveAnswer> | SaveAnswer;
  copy: SaveCopy;
  /** Where a successful save goes, with the product's success text as a one-time message. */
  done: string;
  /** The `intent` this form's button posts (a page with several buttons); 'save' by default. */
  intent?: string;
  /** Fields every answer carries back besides the values (the portfolio form's record id). */
  echo?: Echo;
  /** A form-level message for input that does not validate, from its first field error. */
  invalidMessage?: (firstError: string) => string;
}

/**
 * An admin form's action after the sign-in check: refuses another `intent` (400), answers field
 * errors with the values typed (400), saves, and then redirects to `done` with the product's success text
 * as a one-time message — or, for a fetcher (`via=fetcher`), answers that text in place — or
 * answers the failure with the values kept: a slug in use beside the slug field (400), a missing id
 * (400) or record (404), or an unexpected error, logged first (500, 'Error saving …: {message}').
 */
export async function submitForm<T, Echo extends object = Record<never, never>>(form: FormData, flow: FormFlow<T, Echo>) {
  const { parse, save, copy, done, subject, id } = flow;
  const intent = flow.intent ?? 'save';
  if (form.has('intent') && parseIntent(form, [intent]) === null) throw data('Bad request', { status: 400 });
  const parsed = parse(form);
  const { values } = parsed;
  const answer = (status: number, reply: { ok?: boolean; errors?: FieldErrors; message?: string }) => {
    const body: FormAnswer = { ok: reply.ok ?? false, errors: reply.errors ?? {}, values, message: reply.message };
    return data({ ...(flow.echo as Echo), ...body }, { status });
  };
  if (!parsed.ok) {
    const first = Object.values(parsed.errors)[0] ?? '';
    return answer(400, { errors: parsed.errors, message: flow.invalidMessage?.(first) });
  }
  let outcome: SaveAnswer;
  try {
    outcome = await save(parsed.data);
  } catch (error) {
    log.error({ err: error, id }, `${subject} save failed`);
    return answer(500, { message: copy.saveError(errorMessage(error)) });
  }
  if (outcome.ok) {
    const message = outcome.created ? copy.created : copy.updated;
    if (form.get('via') === 'fetcher') return answer(200, { ok: true, message });
    return redirectWithFlash(done, { kind: 'success', message });
  }
  if (outcome.reason === 'slug_taken') return answer(400, { errors: { slug: SLUG_TAKEN_MESSAGE } });
  if (outcome.reason === 'slug_redirected') return answer(400, { errors: { slug: SLUG_REDIRECTED_MESSAGE } });
  if (outcome.reason === 'missing_id') return answer(400, { message: copy.saveError(copy.missingId ?? copy.notFound) });
  return answer(404, { message: copy.saveError(copy.notFound) });
}

/** What an edit form's loader answers: a blank form, or the record's values. */
export type FormRecord<Values> = { mode: 'create'; id: null; values: Values } | { mode: 'edit'; id: string; values: Values };

/**
 * An edit form's loader after the sign-in check: create mode when `id` is null, otherwise the
 * record's values (a malformed or unknown id, or a failed load, is loadForEdit's redirect).
 */
export async function formRecord<Row extends { id: string }, Values>(
  id: string | null | 'invalid',
  spec: LogSubject & {
    list: string;
    copy: { notFound: string; loadError: (message: string) => string };
    load: (id: string) => Promise<Row | undefined>;
    values: (row: Row) => Values;
    blank: () => Values;
  },
): Promise<FormRecord<Values>> {
  if (id === null) return { mode: 'create', id: null, values: spec.blank() };
  const row = await loadForEdit(() => (id === 'invalid' ? undefined : spec.load(id)), { ...spec, id });
  return { mode: 'edit', id: row.id, values: spec.values(row) };
}
