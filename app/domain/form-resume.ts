/**
 * Work that survives an ended session (issue 21, ADR 280): a form's save that met the sign-in
 * page is brought back, after signing in, from the member's own browser — the draft the form
 * keeps as it is typed (domain/form-draft.ts) and a mark beside it saying that the save took the
 * detour through sign-in. Nothing of it reaches the server before the member is signed in again.
 * Used by the browser (components/admin/form-draft.tsx); no server imports.
 */

/** A day: long enough to sign in again after a weekend's e-mail, short enough not to surprise. */
export const RESUME_KEEP_HOURS = 24;

/** The posted fields that are never put back into a form (the button pressed, the fetcher marker). */
const NOT_RESTORED = new Set(['intent', 'via']);

/**
 * The form's values with a kept draft laid over them. Every field the form has keeps its
 * place; a checkbox that was kept unchecked (absent from the draft) comes back unchecked.
 */
export function withResumedValues<Values extends Record<string, string>>(loaded: Values, posted: Record<string, string>): Values {
  const merged: Record<string, string> = { ...loaded };
  for (const key of Object.keys(loaded)) merged[key] = posted[key] ?? '';
  for (const [key, value] of Object.entries(posted)) if (!NOT_RESTORED.has(key)) merged[key] = value;
  return merged as Values;
}

/** Whether a submit is a form's save (not a delete, toggle or status change): only a save is brought back. */
export function isSavePost(intent: string | null): boolean {
  return intent === null || intent === '' || intent === 'save';
}

/**
 * Where the browser marks that the save of the draft under `draftKey` met the sign-in page. Its
 * own prefix, beside the draft's: the draft key already names the member and the record, so a
 * mark is only ever read back by the same member on the same form.
 */
export function resumeMarkKey(draftKey: string): string {
  return `firmsite:admin-resume:${draftKey}`;
}

/** A mark's stored value: when the save met the sign-in page. */
export function newResumeMark(now: Date = new Date()): string {
  return now.toISOString();
}

/** Whether a stored mark asks for the draft to be put back: present, readable and under a day old. */
export function isFreshResumeMark(stored: string | null, now: number = Date.now()): boolean {
  if (!stored) return false;
  const markedAt = Date.parse(stored);
  if (Number.isNaN(markedAt)) return false;
  const age = now - markedAt;
  return age >= 0 && age <= RESUME_KEEP_HOURS * 3_600_000;
}
