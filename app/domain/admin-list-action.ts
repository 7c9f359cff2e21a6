/**
 * What the admin list pages (articles, partners, team members, jobs, testimonials) do on the
 * server besides showing rows: load the list (SPEC §8: a failed load is only logged and the list
 * shows empty) and answer the row posts — Activate/Deactivate and the confirmed Delete — with
 * SPEC's one-time messages. The server's part (the operations, the flash cookie, the log) is passed
 * in by the route module: this module has no server imports.
 */
import { data, redirect } from 'react-router';
import { listPath } from './admin-content';
import { confirmDeleteLocation, isConfirmedDelete } from './admin-delete';
import { errorMessage, parseId, parseIntent } from './admin-form';

/** A one-time message for the next page (flash.server's Flash). */
export interface FlashMessage {
  kind: 'success' | 'error';
  message: string;
}

/** The rows, or none when loading them failed (`onError` logs it). */
export async function listOrEmpty<Row>(load: () => Promise<Row[]>, onError: (error: unknown) => void): Promise<Row[]> {
  try {
    return await load();
  } catch (error) {
    onError(error);
    return [];
  }
}

/** A toggle message: one text, or one naming the record ('Partner "Halcyon" is now active.'). */
type ToggleText = string | ((name: string) => string);

export interface DeleteCopy {
  notFound: string;
  deleted: string;
  deleteError: (message: string) => string;
}

export interface ToggleCopy {
  activated: ToggleText;
  deactivated: ToggleText;
  toggleError: (message: string) => string;
}

type ListIntent = 'toggle' | 'delete';

interface ListActionEffects {
  /** Deletes; false when there was no such record. */
  remove: (id: string) => Promise<boolean>;
  /** Headers every answer carries (the refreshed session cookie). */
  headers: Headers;
  /** Redirects with a one-time message (flash.server's redirectWithFlash, with `headers`). */
  flash: (to: string, flash: FlashMessage) => Promise<Response>;
  onError: (error: unknown, id: string, intent: ListIntent) => void;
}

type ListActionOptions = ListActionEffects &
  (
    | { toggle?: undefined; copy: DeleteCopy }
    | {
        /** Sets the Active flag; answers the record's name, or undefined when there is no such record. */
        toggle: (id: string, active: boolean) => Promise<string | undefined>;
        copy: DeleteCopy & ToggleCopy;
      }
  );

/**
 * A list page's action after the sign-in check. The post names `intent` (delete, or toggle when
 * the list has `toggle`) and a record `id`; anything else is a 400. A delete that was not confirmed
 * (no JavaScript) returns to the list asking for confirmation; otherwise the outcome returns to the
 * same list (filters kept) through `flash`: success, 'not found', or an error that `onError` logs.
 */
export async function listAction(request: Request, form: FormData, options: ListActionOptions): Promise<Response> {
  const { copy, headers, flash, onError } = options;
  const intent = parseIntent(form, options.toggle ? (['delete', 'toggle'] as const) : (['delete'] as const));
  const id = parseId(form.get('id'));
  if (!intent || !id) throw data('Bad request', { status: 400 });
  const back = listPath(request.url);
  const failed = (error: unknown, message: (text: string) => string) => {
    onError(error, id, intent);
    return flash(back, { kind: 'error', message: message(errorMessage(error)) });
  };

  if (intent === 'toggle' && options.toggle) {
    const active = form.get('active') === 'true';
    const { toggleError } = options.copy;
    let name: string | undefined;
    try {
      name = await options.toggle(id, active);
    } catch (error) {
      return failed(error, toggleError);
    }
    if (name === undefined) return flash(back, { kind: 'error', message: toggleError(copy.notFound) });
    const text = active ? options.copy.activated : options.copy.deactivated;
    return flash(back, { kind: 'success', message: typeof text === 'string' ? text : text(name) });
  }

  if (!isConfirmedDelete(form)) return redirect(confirmDeleteLocation(new Request(new URL(back, request.url)), id), { headers });
  let deleted: boolean;
  try {
    deleted = await options.remove(id);
  } catch (error) {
    return failed(error, copy.deleteError);
  }
  return deleted
    ? flash(back, { kind: 'success', message: copy.deleted })
    : flash(back, { kind: 'error', message: copy.deleteError(copy.notFound) });
}
