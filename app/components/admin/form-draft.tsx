/**
 * Typed work is not lost (issue 21, ADR 130). Every admin form built on useAdminFormState gets,
 * through this one hook:
 *
 * - a draft kept in the browser (localStorage) as it is typed, under the staff member and the
 *   record's address, offered back (Restore / Discard) when the form is opened again with other
 *   values, and removed once a save of the form succeeds (its redirect leaves the page);
 * - a save that meets an ended session (the server answers with the sign-in page) marks its draft,
 *   and the form opened again after signing in puts that draft back at once (ADR 280): the
 *   server keeps nothing of a post nobody is signed in for, so the browser that typed it does;
 * - a question before leaving the changed form: an in-app navigation (React Router's useBlocker)
 *   and closing or reloading the tab (beforeunload), never while or after the form is saved.
 *
 * Files are not kept (a browser cannot put a file back into a file field). Without JavaScript
 * none of this runs, and a save that meets an ended session is not kept anywhere (ADR 280).
 */
import { useCallback, useEffect, useRef, useState, type FormEvent, type RefObject } from 'react';
import { useBlocker, useLocation, useNavigation } from 'react-router';
import { useAdminStaff } from '~/components/admin/staff-context';
import { buttonClass } from '~/components/ui/button';
import { draftCopy, leaveCopy } from '~/content/admin/back-office';
import { formatDateTime } from '~/domain/dates';
import { draftStorageKey, parseStoredDraft, sameValues, type StoredDraft } from '~/domain/form-draft';
import { isFreshResumeMark, isSavePost, newResumeMark, resumeMarkKey } from '~/domain/form-resume';

/** How long typing pauses before the draft is written. */
const SAVE_DELAY_MS = 300;

/** The form's text fields as posted (files and the pressed button left out). */
function formValues(form: HTMLFormElement | null): Record<string, string> {
  const values: Record<string, string> = {};
  if (!form) return values;
  for (const [key, value] of new FormData(form)) {
    if (typeof value === 'string' && !(key in values)) values[key] = value;
  }
  return values;
}

/**
 * The form's text fields as the page was served: a copy of the form, reset (each control back to
 * its `value`, `checked` or `selected` attribute, a textarea to its text). Typing on a slow phone
 * can start before the page's script runs; what was typed then is a change like any other, not
 * the form's starting point.
 */
function servedValues(form: HTMLFormElement | null): Record<string, string> {
  if (!form) return {};
  const copy = form.cloneNode(true) as HTMLFormElement;
  copy.reset();
  return formValues(copy);
}

function readDraft(key: string): StoredDraft | null {
  try {
    return parseStoredDraft(window.localStorage.getItem(key));
  } catch {
    return null;
  }
}

function writeDraft(key: string, values: Record<string, string>): void {
  try {
    window.localStorage.setItem(key, JSON.stringify({ savedAt: new Date().toISOString(), values } satisfies StoredDraft));
  } catch {
    // Storage full or refused (private mode): the form still works, only the draft is not kept.
  }
}

function removeDraft(key: string): void {
  try {
    window.localStorage.removeItem(key);
    window.localStorage.removeItem(resumeMarkKey(key));
  } catch {
    // Nothing kept, nothing to remove.
  }
}

/** Marks the draft under `key` as a save that met the sign-in page: put back when the form opens again. */
function markForResume(key: string): void {
  try {
    window.localStorage.setItem(resumeMarkKey(key), newResumeMark());
  } catch {
    // Storage refused: the draft is still offered back when the form opens.
  }
}

/** Whether the draft under `key` is to be put back at once; the mark is used up by reading it. */
function takeResumeMark(key: string): boolean {
  try {
    const stored = window.localStorage.getItem(resumeMarkKey(key));
    window.localStorage.removeItem(resumeMarkKey(key));
    return isFreshResumeMark(stored);
  } catch {
    return false;
  }
}

/** The `intent` a submit posts (the pressed button's, or the form's own field), or null. */
function submittedIntent(event: FormEvent<HTMLFormElement>): string | null {
  const submitter = (event.nativeEvent as SubmitEvent).submitter;
  const intent = new FormData(event.currentTarget, submitter).get('intent');
  return typeof intent === 'string' ? intent : null;
}

export interface FormDraft {
  /** Spread on the <Form>: watches typing and the submit. */
  formProps: { onInput: () => void; onChange: () => void; onSubmit: (event: FormEvent<HTMLFormElement>) => void };
  /** Changes when a draft is put back: key the form's fields by it so they start from the draft. */
  generation: number;
  /** The draft's values once put back (the form shows these), else null. */
  restored: Record<string, string> | null;
  /** A kept draft that differs from the form, offered back; null when there is none. */
  offer: { savedAt: string } | null;
  restore: () => void;
  discard: () => void;
  /** True right after a draft was put back (announced once). */
  justRestored: boolean;
}

export function useFormDraft(formRef: RefObject<HTMLFormElement | null>): FormDraft {
  const { staffId, timeZone } = useAdminStaff();
  const location = useLocation();
  const navigation = useNavigation();
  const key = draftStorageKey(staffId, location.pathname);
  const [offer, setOffer] = useState<StoredDraft | null>(null);
  const [restored, setRestored] = useState<Record<string, string> | null>(null);
  const [generation, setGeneration] = useState(0);
  const [justRestored, setJustRestored] = useState(false);
  const initial = useRef<Record<string, string> | null>(null);
  const dirty = useRef(false);
  const submitting = useRef(false);
  /** The submit under way is a save (a delete or a toggle that meets sign-in is not brought back). */
  const savingForm = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  // Opened: remember the form as it was served, count what was typed before this ran as a change
  // (kept as a draft at once), and put back a draft whose save met the sign-in page — or offer a
  // kept draft that differs from what the form shows.
  useEffect(() => {
    initial.current = servedValues(formRef.current);
    const shown = formValues(formRef.current);
    const typedEarly = !sameValues(shown, initial.current);
    dirty.current = typedEarly;
    const kept = readDraft(key);
    const differs = kept !== null && !sameValues(kept.values, shown);
    if (takeResumeMark(key) && kept && differs) {
      // Back from signing in after the save met an ended session: the form comes back as it was posted.
      setOffer(null);
      setRestored(kept.values);
      setGeneration((n) => n + 1);
      setJustRestored(true);
      return () => clearTimeout(timer.current);
    }
    const offered = differs ? kept : null;
    setOffer(offered);
    // Kept at once, unless an older draft is on offer: that one stays until it is restored or discarded.
    if (typedEarly && !offered) writeDraft(key, shown);
    return () => clearTimeout(timer.current);
  }, [key, formRef]);

  // A draft put back: the remounted form is changed compared with what was loaded.
  useEffect(() => {
    if (generation === 0) return;
    dirty.current = !sameValues(formValues(formRef.current), initial.current ?? {});
  }, [generation, formRef]);

  const keep = useCallback(() => {
    clearTimeout(timer.current);
    const values = formValues(formRef.current);
    dirty.current = !sameValues(values, initial.current ?? {});
    if (dirty.current) writeDraft(key, values);
    else removeDraft(key);
  }, [formRef, key]);

  const onTyping = useCallback(() => {
    if (submitting.current) return;
    // Changed at once (a click right after typing asks); the delayed check below settles it.
    dirty.current = true;
    setJustRestored(false);
    clearTimeout(timer.current);
    // After React has rendered what the keystroke changed (a slug that follows its title).
    timer.current = setTimeout(keep, SAVE_DELAY_MS);
  }, [keep]);

  const onSubmit = useCallback(
    (event: FormEvent<HTMLFormElement>) => {
      if (event.defaultPrevented) return;
      keep();
      submitting.current = true;
      savingForm.current = isSavePost(submittedIntent(event));
    },
    [keep],
  );

  // The save's outcome: a redirect away (it succeeded) removes the draft; staying (refused) keeps
  // it; a detour through sign-in (the session had ended) keeps it marked, to be put back after.
  useEffect(() => {
    if (!submitting.current) return;
    if (navigation.state === 'loading' && navigation.formMethod !== undefined) {
      const leaving = navigation.location.pathname !== location.pathname;
      const toSignIn = navigation.location.pathname.startsWith('/admin/login');
      if (leaving && toSignIn && savingForm.current && dirty.current) markForResume(key);
      else if (leaving && !toSignIn) {
        removeDraft(key);
        dirty.current = false;
      }
    }
    if (navigation.state === 'idle') submitting.current = false;
  }, [navigation, location.pathname, key]);

  // In-app navigation away from a changed form asks first.
  const shouldBlock = useCallback(
    ({ currentLocation, nextLocation }: { currentLocation: { pathname: string }; nextLocation: { pathname: string } }) =>
      dirty.current && !submitting.current && currentLocation.pathname !== nextLocation.pathname,
    [],
  );
  const blocker = useBlocker(shouldBlock);
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    if (window.confirm(leaveCopy.question)) blocker.proceed();
    else blocker.reset();
  }, [blocker]);

  // Closing or reloading the tab asks too (the browser words the question).
  useEffect(() => {
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (!dirty.current || submitting.current) return;
      event.preventDefault();
      // Older browsers ask only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, []);

  const restore = useCallback(() => {
    if (!offer) return;
    setRestored(offer.values);
    setGeneration((n) => n + 1);
    setOffer(null);
    setJustRestored(true);
  }, [offer]);

  const discard = useCallback(() => {
    removeDraft(key);
    setOffer(null);
  }, [key]);

  return {
    formProps: { onInput: onTyping, onChange: onTyping, onSubmit },
    generation,
    restored,
    offer: offer ? { savedAt: formatDateTime(offer.savedAt, timeZone) } : null,
    restore,
    discard,
    justRestored,
  };
}

/** The offer of a kept draft above the form, and the note once it is back. */
export function DraftOffer({ draft }: { draft: FormDraft }) {
  return (
    <div role="status" aria-live="polite">
      {draft.offer ? (
        <div data-testid="draft-offer" className="mb-6 rounded-md border-s-4 border-amber-600 bg-amber-50 p-4 text-sm text-amber-950">
          <p className="font-semibold">{draftCopy.title}</p>
          <p className="mt-1">{draftCopy.text(draft.offer.savedAt)}</p>
          <div className="mt-3 flex flex-wrap gap-3">
            <button type="button" onClick={draft.restore} className={buttonClass('primary', 'px-3 py-1.5')}>
              {draftCopy.restore}
            </button>
            <button type="button" onClick={draft.discard} className={buttonClass('secondary', 'px-3 py-1.5')}>
              {draftCopy.discard}
            </button>
          </div>
        </div>
      ) : null}
      {draft.justRestored ? <p className="mb-6 rounded-md bg-green-50 p-3 text-sm text-green-900">{draftCopy.restored}</p> : null}
    </div>
  );
}
