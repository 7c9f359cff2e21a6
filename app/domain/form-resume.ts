/**
 * Work that survives an ended session (issue 21): the query parameter that brings a person back
 * to the form they posted, and how what they posted is laid over the form's own values. Shared by
 * the server (admin layout loader) and the browser (useAdminFormState); no server imports.
 */

/** `?resume={id}` on a form's address: what was posted there when the session had ended. */
export const RESUME_PARAM = 'resume';

/** A day: long enough to sign in again after a weekend's e-mail, short enough not to pile up. */
export const RESUME_KEEP_HOURS = 24;

/** The posted fields that are never put back into a form (the button pressed, the fetcher marker). */
const NOT_RESTORED = new Set(['intent', 'via']);

/**
 * The form's values with what was posted laid over them. Every field the form has keeps its
 * place; a checkbox that was posted unchecked (absent from the post) comes back unchecked.
 */
export function withResumedValues<Values extends Record<string, string>>(loaded: Values, posted: Record<string, string>): Values {
  const merged: Record<string, string> = { ...loaded };
  for (const key of Object.keys(loaded)) merged[key] = posted[key] ?? '';
  for (const [key, value] of Object.entries(posted)) if (!NOT_RESTORED.has(key)) merged[key] = value;
  return merged as Values;
}

/** Whether a POST is a form's save (not a delete, toggle or status change) and worth keeping. */
export function isSavePost(intent: string | null): boolean {
  return intent === null || intent === '' || intent === 'save';
}
