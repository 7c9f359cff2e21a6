/**
 * Small pieces shared by the article, partner and team member screens: the page header, the
 * form-level error, focusing the first invalid field after a failed save, the Active/Inactive
 * toggle form and the submit button that reads its busy label while the form posts.
 */
import { useEffect, useRef, type ReactNode } from 'react';
import { Form, useNavigation } from 'react-router';
import { Badge } from '~/components/ui/badge';
import { buttonClass } from '~/components/ui/button';

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
    <div role="alert" className="mb-6 rounded-md border-l-4 border-red-700 bg-red-50 p-4 text-sm font-medium text-red-900">
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
