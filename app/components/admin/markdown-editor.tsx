import { useDeferredValue, useId, useState } from 'react';
import { Markdown } from '~/components/markdown/markdown';
import { markdownEditorCopy } from '~/content/admin/editors';

/**
 * A Markdown textarea with a live preview beside it (below it on narrow screens), rendered by the
 * public site's one Markdown renderer, so staff see what visitors will see. Plain controls only:
 * the textarea is an ordinary form field (it posts without JavaScript) and the preview is a
 * focusable, scrollable region.
 */
export function MarkdownEditor({
  name,
  label,
  defaultValue,
  rows,
  required,
  error,
  maxLength,
  minHeadingLevel = 2,
}: {
  name: string;
  label: string;
  defaultValue: string;
  rows: number;
  required?: boolean;
  error?: string;
  maxLength?: number;
  minHeadingLevel?: 1 | 2 | 3;
}) {
  const id = useId();
  const [text, setText] = useState(defaultValue);
  const preview = useDeferredValue(text);
  const describedBy = [`${id}-hint`, error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return (
    <fieldset className="min-w-0">
      <legend className="block text-sm font-medium text-slate-800">
        <span id={`${id}-label`}>{label}</span>
        {required ? (
          <span aria-hidden="true" className="ms-0.5 text-red-700">
            *
          </span>
        ) : null}
      </legend>
      <p id={`${id}-hint`} className="mt-1 text-xs text-slate-600">
        {markdownEditorCopy.hint}
      </p>
      <div className="mt-2 grid gap-4 lg:grid-cols-2">
        <div className="min-w-0">
          {/* The field is named by its visible label ('Content'), not by this column heading (issue 21). */}
          <p aria-hidden="true" className="text-xs font-semibold tracking-wide text-slate-600 uppercase">
            {markdownEditorCopy.write}
          </p>
          <textarea
            id={id}
            name={name}
            rows={rows}
            required={required}
            aria-labelledby={`${id}-label`}
            aria-required={required ? true : undefined}
            maxLength={maxLength}
            value={text}
            onChange={(event) => setText(event.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy}
            className="mt-1 block w-full rounded-md border border-slate-400 bg-white px-3 py-2 font-mono text-sm text-ink shadow-sm focus:border-brand-600 focus:ring-2 focus:ring-brand-600 focus:outline-none aria-[invalid=true]:border-red-700"
          />
        </div>
        <div className="min-w-0">
          <p id={`${id}-preview-label`} className="text-xs font-semibold tracking-wide text-slate-600 uppercase">
            {markdownEditorCopy.preview}
            <span className="sr-only"> {label}</span>
          </p>
          <div
            role="region"
            aria-labelledby={`${id}-preview-label`}
            tabIndex={0}
            data-testid={`${name}-preview`}
            className="mt-1 max-h-[32rem] min-h-24 overflow-auto rounded-md border border-slate-200 bg-white px-4 py-3 focus:ring-2 focus:ring-brand-600 focus:outline-none"
          >
            {preview.trim() ? (
              <Markdown minHeadingLevel={minHeadingLevel}>{preview}</Markdown>
            ) : (
              <p className="text-sm text-slate-600 italic">{markdownEditorCopy.emptyPreview}</p>
            )}
          </div>
        </div>
      </div>
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
