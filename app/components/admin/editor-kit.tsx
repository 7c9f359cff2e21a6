/**
 * Small pieces shared by the admin screens: the page header, the form-level error, a form's state
 * after a refused save (values kept, first invalid field focused), the submit button that reads its
 * busy label while the form posts with Cancel beside it, the display order field, and the
 * Active/Inactive badge and toggle form.
 */
import { useEffect, useRef, type ReactNode } from 'react';
import { Form, Link, useNavigation } from 'react-router';
import { Badge } from '~/components/ui/badge';
import { buttonClass } from '~/components/ui/button';
import { TextField } from '~/components/ui/field';
import { DISPLAY_ORDER_MAX, type AdminFormFailure } from '~/domain/admin-form';
import { withResumedValues } from '~/domain/form-resume';
import { useFormDraft } from '~/components/admin/form-draft';

export function AdminPageHeader({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="mb-6 flex flex-wrap items-center justify-between gap-4">
      <h1 className="text-2xl font-bold tracking-tight text-ink">{title}</h1>
      {children ? <div className="flex flex-wrap gap-3">{children}</div> : null}
    </div>
  );
}

/** A form-level message ('Error saving …: {message}'), announced when it appears. */
export function FormAlert({ message }: { message?: string }) {
  if (!message) return null;
  return (
    <div role="alert" className="mb-6 rounded-md border-s-4 border-red-700 bg-red-50 p-4 text-sm font-medium text-red-900">
      {message}
    </div>
  );
}

/** After a failed save, moves focus to the first field with an error (in document order). */
export function useFocusFirstError(errors: Record<string, string> | undefined) {
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (!errors || Object.keys(errors).length === 0) return;
    const invalid = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    invalid?.focus();
  }, [errors]);
  return formRef;
}

/**
 * What an edit form shows: the values loaded, or after a refused save the values typed, with the
 * field errors; `formRef` (for the <Form>) moves focus to the first of them. `draft` keeps what is
 * typed and guards leaving (form-draft.tsx): spread `draft.formProps` on the <Form>, key its
 * fields by `draft.generation` and show <DraftOffer draft={draft} /> above it.
 */
export function useAdminFormState<Values extends Record<string, string>>(loaded: Values, refused: AdminFormFailure | undefined) {
  const formRef = useFocusFirstError(refused?.errors);
  // Also brings back, after signing in, a save that met an ended session (ADR 280).
  const draft = useFormDraft(formRef);
  // A draft put back wins; then a refused save's fields (as posted); then the record as loaded.
  const values = (draft.restored ? withResumedValues(loaded, draft.restored) : (refused?.values ?? loaded)) as Values;
  const errors: Record<string, string> = refused?.errors ?? {};
  return { values, errors, formRef, draft };
}

/** True while this page's form is being posted. */
export function useSaving(): boolean {
  const navigation = useNavigation();
  return navigation.state === 'submitting' && navigation.formMethod?.toLowerCase() === 'post';
}

export function SubmitButton({ label, busyLabel }: { label: string; busyLabel: string }) {
  const saving = useSaving();
  return (
    <button type="submit" name="intent" value="save" disabled={saving} className={buttonClass('primary')}>
      {saving ? busyLabel : label}
    </button>
  );
}

/** Create/Update (busy label while saving) and the way back to the list. */
export function FormActions({
  mode,
  labels,
  cancelHref,
  cancelLabel,
  divided = true,
}: {
  mode: 'create' | 'edit';
  labels: { create: string; update: string; saving: string };
  cancelHref: string;
  cancelLabel: string;
  /** A rule above the buttons (off where the form's sections are boxes of their own). */
  divided?: boolean;
}) {
  return (
    <div className={divided ? 'flex flex-wrap gap-3 border-t border-slate-200 pt-6' : 'flex flex-wrap gap-3'}>
      <SubmitButton label={mode === 'create' ? labels.create : labels.update} busyLabel={labels.saving} />
      <Link to={cancelHref} className={buttonClass('secondary')}>
        {cancelLabel}
      </Link>
    </div>
  );
}

/** Display order with its hint ('Lower numbers appear first.') and the browser's range check. */
export function DisplayOrderField({ label, hint, defaultValue, error }: { label: string; hint: string; defaultValue: string; error?: string }) {
  return (
    <TextField
      name="display_order"
      type="number"
      label={label}
      hint={hint}
      min={0}
      max={DISPLAY_ORDER_MAX}
      step={1}
      defaultValue={defaultValue}
      error={error}
    />
  );
}

export function ActiveBadge({ active, labels }: { active: boolean; labels: { active: string; inactive: string } }) {
  return <Badge tone={active ? 'green' : 'gray'}>{active ? labels.active : labels.inactive}</Badge>;
}

/** Activate / Deactivate from a list: posts intent=toggle with the new state. */
export function ActiveToggleForm({
  id,
  active,
  subject,
  labels,
}: {
  id: string;
  active: boolean;
  /** What is toggled, for screen readers ('Deactivate Ana Ruiz'). */
  subject: string;
  labels: { activate: string; deactivate: string };
}) {
  return (
    <Form method="post">
      <input type="hidden" name="intent" value="toggle" />
      <input type="hidden" name="id" value={id} />
      <input type="hidden" name="active" value={active ? 'false' : 'true'} />
      <button type="submit" className={buttonClass('secondary', 'px-3 py-1.5 text-xs')}>
        {active ? labels.deactivate : labels.activate}
        <span className="sr-only"> {subject}</span>
      </button>
    </Form>
  );
}
