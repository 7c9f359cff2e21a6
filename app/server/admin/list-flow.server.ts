/**
 * The one list flow of the back office: what every admin list page does besides showing rows —
 * load them (product §8: a failed load is only logged and the list shows empty) and answer the posts
 * of its row buttons (Activate/Deactivate, Make Featured, the confirmed Delete, a status change,
 * Retry, Test DB Connection) with the product's one-time messages. The route module has called
 * requireStaff and passes its operations; the refreshed session cookie is added to every answer by
 * the admin layout's middleware.
 */
import { data, redirect } from 'react-router';
import { listPath } from '~/domain/admin-content';
import { confirmDeleteLocation, isConfirmedDelete } from '~/domain/admin-delete';
import { parseIntent } from '~/domain/admin-form';
import { errorMessage, parseId } from '~/domain/values';
import { redirectWithFlash, type Flash, type FlashKind } from '~/server/platform/flash.server';
import { log } from '~/server/platform/log.server';

/** The data a panel or list shows, or `fallback` when loading it failed (logged as '{what} failed'). */
export async function loadOr<T, F>(fallback: F, load: () => Promise<T>, what: string): Promise<T | F> {
  try {
    return await load();
  } catch (error) {
    log.error({ err: error }, `${what} failed`);
    return fallback;
  }
}

/** The rows, or none when loading them failed (logged). */
export function listOrEmpty<Row>(load: () => Promise<Row[]>, what: string): Promise<Row[]> {
  return loadOr([], load, what);
}

/** One row button's operation. */
export interface RowOperation {
  /**
   * Makes the change. Answers the product's success text, null when there is no such record, or a ready
   * message (an expected refusal such as 'no longer waiting for a retry'); a thrown error is
   * logged and answered through `failed`.
   */
  run: (id: string, form: FormData) => Promise<string | Flash | null>;
  /** 'Error …: {message}' for a missing record or a failure; null: failures are only logged (product §8). */
  failed: ((message: string) => string) | null;
  /** Checks the post's other fields; answers the product's reason when they are not acceptable (400). */
  check?: (form: FormData) => string | null;
  /** A delete: without `confirmed=yes` (no JavaScript) the list asks for confirmation first. */
  confirm?: boolean;
  /** The operation concerns the whole list, not a row: no `id` is posted. */
  withoutId?: boolean;
  /** The success message's kind (a status change is 'info'). */
  kind?: FlashKind;
}

export interface RowFlow<Intent extends string> {
  operations: Record<Intent, RowOperation>;
  /** the product's 'not found' text, shown through the operation's `failed`. */
  notFound: string;
  /** Names the records in the log ('article'); log lines carry the id only. */
  subject: string;
  /** Where the answers go; by default the list the post came from, filters kept. */
  back?: string;
  /** Where a failure goes when that differs (the lead inbox keeps the lead open). */
  failureBack?: string;
  /** A malformed post (unknown intent, no id) answered with this error message instead of a 400. */
  malformed?: string;
}

/**
 * A list page's action after the sign-in check. The post names an `intent` among the operations
 * and a record `id`; anything else is a 400. The outcome returns to the list with a one-time
 * message — success, 'not found' or the error (logged) — or, for a fetcher (`via=fetcher`), is
 * answered in place as `{ ok, message }` with 200, 400, 404 or 500.
 */
export async function rowAction<const Intent extends string>(request: Request, form: FormData, flow: RowFlow<Intent>) {
  const intents = Object.keys(flow.operations) as Intent[];
  const intent = parseIntent(form, intents);
  const operation = intent === null ? undefined : flow.operations[intent];
  const id = operation?.withoutId ? '' : parseId(form.get('id'));
  const back = flow.back ?? listPath(request.url);
  if (!intent || !operation || id === null) {
    if (flow.malformed) return redirectWithFlash(back, { kind: 'error', message: flow.malformed });
    throw data('Bad request', { status: 400 });
  }
  const inPlace = form.get('via') === 'fetcher';
  const answer = (status: number, flash: Flash | null) => {
    if (inPlace) return data({ ok: status === 200, message: flash?.message ?? '' }, { status });
    const to = status === 200 ? back : (flow.failureBack ?? back);
    return flash ? redirectWithFlash(status === 404 ? back : to, flash) : redirect(to);
  };
  const failure = (status: number, reason: string) =>
    answer(status, operation.failed ? { kind: 'error', message: operation.failed(reason) } : null);

  const refused = operation.check?.(form);
  if (refused) return failure(400, refused);
  if (operation.confirm && !isConfirmedDelete(form)) {
    return redirect(confirmDeleteLocation(new Request(new URL(listPath(request.url), request.url)), id));
  }
  let outcome: string | Flash | null;
  try {
    outcome = await operation.run(id, form);
  } catch (error) {
    log.error({ err: error, id }, `${flow.subject} ${intent} failed`);
    return failure(500, errorMessage(error));
  }
  if (outcome === null) {
    log.warn({ id }, `${flow.subject} to ${intent} not found`);
    return failure(404, flow.notFound);
  }
  if (typeof outcome === 'string') return answer(200, { kind: operation.kind ?? 'success', message: outcome });
  return answer(outcome.kind === 'error' ? 404 : 200, outcome);
}

/** A toggle message: one text, or one naming the record ('Partner "Halcyon" is now active.'). */
type ToggleText = string | ((name: string) => string);

export interface ToggleCopy {
  activated: ToggleText;
  deactivated: ToggleText;
  toggleError: (message: string) => string;
}

export interface DeleteCopy {
  deleted: string;
  /** 'Error deleting …: {message}'; without it a failed delete is only logged (product §8, projects). */
  deleteError?: (message: string) => string;
}

/** Activate/Deactivate (the post's `active`): `toggle` answers the record's name, or undefined when there is none. */
export function toggleOperation(toggle: (id: string, active: boolean) => Promise<string | undefined>, copy: ToggleCopy): RowOperation {
  return {
    run: async (id, form) => {
      const active = form.get('active') === 'true';
      const name = await toggle(id, active);
      if (name === undefined) return null;
      const text = active ? copy.activated : copy.deactivated;
      return typeof text === 'string' ? text : text(name);
    },
    failed: copy.toggleError,
  };
}

/** The confirmed Delete: `remove` answers false when there was no such record. */
export function deleteOperation(remove: (id: string) => Promise<boolean>, copy: DeleteCopy): RowOperation {
  return { run: async (id) => ((await remove(id)) ? copy.deleted : null), failed: copy.deleteError ?? null, confirm: true };
}
