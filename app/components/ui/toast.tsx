import { useEffect, useState } from 'react';

export interface ToastMessage {
  kind: 'success' | 'error' | 'info';
  message: string;
}

const tones = {
  success: 'border-green-700 bg-green-50 text-green-900',
  error: 'border-red-700 bg-red-50 text-red-900',
  info: 'border-brand-700 bg-brand-50 text-brand-900',
};

/**
 * The one toast: a message announced to screen readers (status for success/info, alert for
 * errors), dismissable, and gone by itself after a while unless it is an error.
 */
export function Toast({ toast, autoCloseMs = 5000 }: { toast: ToastMessage | null | undefined; autoCloseMs?: number }) {
  const [visible, setVisible] = useState<ToastMessage | null>(toast ?? null);
  const [previous, setPrevious] = useState(toast);
  if (toast !== previous) {
    setPrevious(toast);
    setVisible(toast ?? null);
  }
  useEffect(() => {
    if (!visible || visible.kind === 'error') return;
    const timer = setTimeout(() => setVisible(null), autoCloseMs);
    return () => clearTimeout(timer);
  }, [visible, autoCloseMs]);
  if (!visible) return null;
  return (
    <div
      role={visible.kind === 'error' ? 'alert' : 'status'}
      className={`fixed inset-x-4 top-4 z-50 mx-auto flex max-w-lg items-start justify-between gap-4 rounded-lg border-s-4 p-4 shadow-lg sm:inset-x-auto sm:end-6 ${tones[visible.kind]}`}
    >
      <p className="text-sm font-medium">{visible.message}</p>
      <button type="button" onClick={() => setVisible(null)} className="-m-1 rounded p-1 text-sm underline">
        Dismiss
      </button>
    </div>
  );
}
