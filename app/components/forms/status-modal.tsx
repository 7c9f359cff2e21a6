/**
 * The status modal of the public forms (product §4): types success, error and info. Success and info
 * close themselves after `autoCloseMs` (default 3000 ms); an error stays until dismissed.
 * Pages render it through `StatusModalOnDemand` (form-notice.tsx), which loads this module when
 * there is first a status to show; `FormNotice` there shows the same text inline.
 */
import { useEffect } from 'react';
import { StatusIcon, type StatusMessage } from '~/components/forms/form-notice';
import { Button } from '~/components/ui/button';
import { Dialog } from '~/components/ui/dialog';

export type { StatusMessage, StatusType } from '~/components/forms/form-notice';

export const DEFAULT_AUTO_CLOSE_MS = 3000;

export interface StatusModalProps {
  /** null: closed. */
  status: StatusMessage | null;
  onClose: () => void;
  autoCloseMs?: number;
}

export function StatusModal({ status, onClose, autoCloseMs = DEFAULT_AUTO_CLOSE_MS }: StatusModalProps) {
  const autoClose = status !== null && status.type !== 'error';
  useEffect(() => {
    if (!autoClose) return;
    const timer = setTimeout(onClose, autoCloseMs);
    return () => clearTimeout(timer);
  }, [autoClose, autoCloseMs, onClose, status]);

  return (
    <Dialog
      open={status !== null}
      onClose={onClose}
      size="sm"
      role={status?.type === 'error' ? 'alertdialog' : 'dialog'}
      title={
        status ? (
          <span className="flex items-center gap-3" data-status={status.type}>
            <StatusIcon type={status.type} />
            {status.title}
          </span>
        ) : (
          ''
        )
      }
      description={status?.message}
    >
      {status?.link ? (
        <p className="mb-4">
          <a href={status.link.href} className="font-semibold text-brand-700 underline">
            {status.link.label}
          </a>
        </p>
      ) : null}
      <div className="flex justify-end">
        <Button variant={status?.type === 'error' ? 'primary' : 'secondary'} onClick={onClose}>
          {status?.type === 'error' ? 'OK' : 'Close'}
        </Button>
      </div>
    </Dialog>
  );
}
