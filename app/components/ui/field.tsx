import { useId, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes, type TextareaHTMLAttributes } from 'react';

/**
 * Labelled form controls. A required field shows an asterisk (hidden from screen readers, which
 * announce `required` themselves); an error is tied to the control with aria-describedby.
 */
interface FieldChrome {
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  className?: string;
}

const controlClass =
  'mt-1 block w-full rounded-md border border-slate-400 bg-white px-3 py-2 text-ink shadow-sm focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600 aria-[invalid=true]:border-red-700';

function Chrome({
  id,
  label,
  required,
  error,
  hint,
  className,
  children,
}: FieldChrome & { id: string; required?: boolean; children: ReactNode }) {
  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
        {required ? (
          <span aria-hidden="true" className="ms-0.5 text-red-700">
            *
          </span>
        ) : null}
      </label>
      {children}
      {hint ? (
        <p id={`${id}-hint`} className="mt-1 text-xs text-slate-600">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/**
 * Required as the browser checks it, or only announced as required (a slug: empty is allowed
 * while typing, the server derives it): both show the asterisk.
 */
function isRequired(control: { required?: boolean; 'aria-required'?: boolean | 'true' | 'false' }): boolean {
  return control.required === true || control['aria-required'] === true || control['aria-required'] === 'true';
}

function describedBy(id: string, error?: string, hint?: ReactNode) {
  return [error ? `${id}-error` : '', hint ? `${id}-hint` : ''].filter(Boolean).join(' ') || undefined;
}

export function TextField({ label, error, hint, className, id, ...input }: FieldChrome & InputHTMLAttributes<HTMLInputElement>) {
  const generated = useId();
  const controlId = id ?? generated;
  return (
    <Chrome id={controlId} label={label} required={isRequired(input)} error={error} hint={hint} className={className}>
      <input
        id={controlId}
        // Explicit (text is also the default): HTML_CodeSniffer (pa11y) judges autocomplete tokens
        // such as given-name only on inputs whose type attribute says text.
        type="text"
        className={controlClass}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(controlId, error, hint)}
        {...input}
      />
    </Chrome>
  );
}

export function TextAreaField({ label, error, hint, className, id, ...textarea }: FieldChrome & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  const generated = useId();
  const controlId = id ?? generated;
  return (
    <Chrome id={controlId} label={label} required={textarea.required} error={error} hint={hint} className={className}>
      <textarea
        id={controlId}
        className={controlClass}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(controlId, error, hint)}
        {...textarea}
      />
    </Chrome>
  );
}

export function SelectField({
  label,
  error,
  hint,
  className,
  id,
  options,
  optionLabel,
  placeholder,
  groups,
  ...select
}: FieldChrome &
  SelectHTMLAttributes<HTMLSelectElement> & {
    options: readonly string[];
    /** What an option reads when it is not its value ('new' reads 'New'). */
    optionLabel?: (option: string) => string;
    placeholder?: string;
    /** Options under headings (<optgroup>), after `options`. */
    groups?: readonly { label: string; options: readonly string[] }[];
  }) {
  const generated = useId();
  const controlId = id ?? generated;
  return (
    <Chrome id={controlId} label={label} required={select.required} error={error} hint={hint} className={className}>
      <select
        id={controlId}
        className={controlClass}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(controlId, error, hint)}
        {...select}
      >
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((option) => (
          <option key={option} value={option}>
            {optionLabel ? optionLabel(option) : option}
          </option>
        ))}
        {groups?.map((group) => (
          <optgroup key={group.label} label={group.label}>
            {group.options.map((option) => (
              <option key={option} value={option}>
                {optionLabel ? optionLabel(option) : option}
              </option>
            ))}
          </optgroup>
        ))}
      </select>
    </Chrome>
  );
}

export function CheckboxField({ label, className, id, ...input }: { label: ReactNode; className?: string } & InputHTMLAttributes<HTMLInputElement>) {
  const generated = useId();
  const controlId = id ?? generated;
  return (
    <div className={`flex items-center gap-2 ${className ?? ''}`}>
      <input id={controlId} type="checkbox" className="h-4 w-4 rounded border-slate-400 text-brand-700 focus:ring-brand-600" {...input} />
      <label htmlFor={controlId} className="text-sm text-slate-800">
        {label}
      </label>
    </div>
  );
}
