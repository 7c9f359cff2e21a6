/**
 * The one pattern of the public forms: a fetcher form that posts to the page's action (natively
 * without JavaScript), the form's zod schema run in the browser first (the first failure shown at
 * once, nothing posted), SUBMITTING... while busy, and the action's answer as a status.
 *
 * The schema modules (zod) are not part of the page's JavaScript: `loadValidator` imports them
 * (with attribution.ts, which fills the form's attribution fields) when the visitor first focuses
 * or presses on the form (`warm`), so by the time they submit the check runs synchronously as
 * before. A submit that comes before the modules have arrived waits for them, checks, then posts
 * the same form; if they cannot be loaded the form is posted and the action (always the
 * authority) answers.
 */
import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { useFetcher } from 'react-router';
import type { FormFailure, FormResult, PublicFormName, Validation } from '~/domain/form-basics';
import { isFormResult, useDocumentFormResult } from '~/components/forms/form-guard';
import type { StatusMessage } from '~/components/forms/form-notice';

export type FormValidator = (formData: FormData) => Validation<unknown>;
/** Fills the attribution fields, then runs the form's checks over what it will send. */
type FormCheck = (form: HTMLFormElement) => Validation<unknown>;

export function usePublicForm({
  form,
  loadValidator,
  key,
  onSuccess,
}: {
  form: PublicFormName;
  /** Imports the form's schema module on demand, e.g. `() => import('~/domain/quote-form').then((m) => m.validateQuote)`. */
  loadValidator: () => Promise<FormValidator>;
  /** Which instance of the form (a job id, a resource id) when a page has several. */
  key?: string;
  /** Runs once per successful answer (e.g. start a download). */
  onSuccess?: (result: Extract<FormResult, { ok: true }>) => void;
}) {
  // Unkeyed: each form instance has its own fetcher, so an answer never shows up in another page's form.
  const fetcher = useFetcher<unknown>();
  const formRef = useRef<HTMLFormElement>(null);
  const [failure, setFailure] = useState<FormFailure | null>(null);
  const [dismissed, setDismissed] = useState<unknown>(undefined);
  const busy = fetcher.state !== 'idle';

  const answer = fetcher.state === 'idle' && isFormResult(fetcher.data) && fetcher.data !== dismissed ? fetcher.data : undefined;
  const status: StatusMessage | null = failure
    ? { type: 'error', title: failure.title, message: failure.message }
    : answer
      ? { type: answer.ok ? 'success' : 'error', title: answer.title, message: answer.message, link: resultLink(answer) }
      : null;

  // A success clears the form (an error keeps the values).
  const handled = useRef<unknown>(undefined);
  const onSuccessRef = useRef(onSuccess);
  const loadRef = useRef(loadValidator);
  useEffect(() => {
    onSuccessRef.current = onSuccess;
    loadRef.current = loadValidator;
  });
  useEffect(() => {
    if (!answer || handled.current === answer) return;
    handled.current = answer;
    if (answer.ok) {
      formRef.current?.reset();
      onSuccessRef.current?.(answer);
    }
  }, [answer]);

  // The schema and attribution modules: loaded once per form instance (the browser caches the chunks).
  const check = useRef<FormCheck | null>(null);
  const loading = useRef<Promise<FormCheck | null> | null>(null);
  const load = useCallback(() => {
    loading.current ??= Promise.all([loadRef.current(), import('~/components/forms/attribution')]).then(
      ([validate, { fillAttribution }]) =>
        (check.current = (form) => {
          fillAttribution(form);
          return validate(new FormData(form));
        }),
      () => {
        loading.current = null; // try again next time; meanwhile the action decides
        return null;
      },
    );
    return loading.current;
  }, []);
  /** Starts loading the checks; put on the form's onFocus and onPointerDown. */
  const warm = useCallback(() => void load(), [load]);

  const waiting = useRef(false);
  const onSubmit = useCallback(
    (event: FormEvent<HTMLFormElement>) => {
      if (check.current) {
        const checked = check.current(event.currentTarget);
        if (!checked.ok) {
          event.preventDefault();
          setFailure(checked.failure);
          return;
        }
        setFailure(null);
        return;
      }
      // The checks have not arrived yet: hold the post, check, then send the same form.
      event.preventDefault();
      if (waiting.current) return;
      waiting.current = true;
      const target = event.currentTarget;
      void load().then((loaded) => {
        waiting.current = false;
        const checked = loaded?.(target);
        if (checked && !checked.ok) {
          setFailure(checked.failure);
          return;
        }
        setFailure(null);
        void fetcher.submit(target, { method: 'post' });
      });
    },
    [fetcher, load],
  );

  const close = useCallback(() => {
    setFailure(null);
    setDismissed(fetcher.data);
  }, [fetcher.data]);

  /** The answer to a post made without JavaScript (the page was rendered with it). */
  const documentResult = useDocumentFormResult(form, key);

  return { fetcher, formRef, busy, status, answer, failure, close, onSubmit, warm, documentResult };
}

/** The next step a success offers (the quote and contact forms: book a call for that lead). */
export function resultLink(result: FormResult | undefined): { href: string; label: string } | undefined {
  const href = result?.ok ? result.extra?.book_call_href : undefined;
  const label = result?.ok ? result.extra?.book_call_label : undefined;
  return typeof href === 'string' && typeof label === 'string' ? { href, label } : undefined;
}

/** A value to show again after a failed post without JavaScript. */
export function keptValue(result: FormResult | undefined, name: string): string | undefined {
  return result && !result.ok ? result.values?.[name] : undefined;
}
