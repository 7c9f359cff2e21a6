/**
 * The one pattern of the public forms: a fetcher form that posts to the page's action (natively
 * without JavaScript), the form's zod schema run in the browser first (the first failure shown at
 * once, nothing posted), SUBMITTING... while busy, and the action's answer as a status.
 */
import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { useFetcher } from 'react-router';
import type { FormFailure, FormResult, PublicFormName, Validation } from '~/domain/forms';
import { isFormResult, useDocumentFormResult } from './form-guard';
import type { StatusMessage } from './status-modal';

export function usePublicForm<T>({
  form,
  validate,
  key,
  onSuccess,
}: {
  form: PublicFormName;
  validate: (formData: FormData) => Validation<T>;
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
      ? { type: answer.ok ? 'success' : 'error', title: answer.title, message: answer.message }
      : null;

  // A success clears the form (an error keeps the values).
  const handled = useRef<unknown>(undefined);
  const onSuccessRef = useRef(onSuccess);
  useEffect(() => {
    onSuccessRef.current = onSuccess;
  });
  useEffect(() => {
    if (!answer || handled.current === answer) return;
    handled.current = answer;
    if (answer.ok) {
      formRef.current?.reset();
      onSuccessRef.current?.(answer);
    }
  }, [answer]);

  const onSubmit = useCallback(
    (event: FormEvent<HTMLFormElement>) => {
      const checked = validate(new FormData(event.currentTarget));
      if (!checked.ok) {
        event.preventDefault();
        setFailure(checked.failure);
        return;
      }
      setFailure(null);
    },
    [validate],
  );

  const close = useCallback(() => {
    setFailure(null);
    setDismissed(fetcher.data);
  }, [fetcher.data]);

  /** The answer to a post made without JavaScript (the page was rendered with it). */
  const documentResult = useDocumentFormResult(form, key);

  return { fetcher, formRef, busy, status, answer, failure, close, onSubmit, documentResult };
}

/** A value to show again after a failed post without JavaScript. */
export function keptValue(result: FormResult | undefined, name: string): string | undefined {
  return result && !result.ok ? result.values?.[name] : undefined;
}
