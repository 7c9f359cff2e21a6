import { Button } from '~/components/ui/button';
import { SUBMITTING_LABEL } from '~/domain/form-basics';

/**
 * The buttons that end a dialog form: Cancel (only where the form sits in a dialog) and the
 * submit button, which reads SUBMITTING... while the post is under way.
 */
export function FormActions({
  busy,
  submitLabel,
  cancelLabel,
  onCancel,
  className = '',
  submittingLabel = SUBMITTING_LABEL,
}: {
  /** The busy label in the page's language (issue 48); English when absent. */
  submittingLabel?: string;
  busy: boolean;
  submitLabel: string;
  cancelLabel: string;
  onCancel?: () => void;
  className?: string;
}) {
  return (
    <div className={`flex flex-wrap justify-end gap-3 ${className}`.trimEnd()}>
      {onCancel ? (
        <Button variant="secondary" onClick={onCancel} disabled={busy}>
          {cancelLabel}
        </Button>
      ) : null}
      <Button type="submit" disabled={busy} aria-disabled={busy}>
        {busy ? submittingLabel : submitLabel}
      </Button>
    </div>
  );
}
