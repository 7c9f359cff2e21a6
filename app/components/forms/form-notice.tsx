/**
 * The result of a public form: its types, the icon, and `FormNotice` — the text inline, for a page
 * re-rendered after a post without JavaScript. Pages reach this module through
 * form-guard.tsx (`FormNoticeOnDemand`), which loads it only when there is a result to show.
 */

export type StatusType = 'success' | 'error' | 'info';

export interface StatusMessage {
  type: StatusType;
  title: string;
  message: string;
  /** A next step the answer offers (issue 46: book a call for the lead just sent). */
  link?: { href: string; label: string };
}

const accents: Record<StatusType, { ring: string; icon: string; label: string }> = {
  success: { ring: 'bg-green-100 text-green-800', icon: 'M5 10.5l3 3 7-7', label: 'Success' },
  error: { ring: 'bg-red-100 text-red-800', icon: 'M6 6l8 8M14 6l-8 8', label: 'Error' },
  info: { ring: 'bg-blue-100 text-blue-900', icon: 'M10 9v5M10 6h.01', label: 'Information' },
};

export function StatusIcon({ type }: { type: StatusType }) {
  const accent = accents[type];
  return (
    <span className={`inline-flex size-10 shrink-0 items-center justify-center rounded-full ${accent.ring}`}>
      <svg aria-hidden="true" viewBox="0 0 20 20" width="20" height="20" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
        <path d={accent.icon} />
      </svg>
    </span>
  );
}

/** The result of a post without JavaScript, shown in the page where the form is. */
export function FormNotice({ status, id }: { status: StatusMessage; id?: string }) {
  const tone =
    status.type === 'error' ? 'border-red-300 bg-red-50 text-red-900' : status.type === 'success' ? 'border-green-300 bg-green-50 text-green-900' : 'border-blue-300 bg-blue-50 text-blue-900';
  return (
    <div id={id} role={status.type === 'error' ? 'alert' : 'status'} className={`flex gap-3 rounded-lg border p-4 ${tone}`}>
      <StatusIcon type={status.type} />
      <div>
        <p className="font-bold">{status.title}</p>
        <p className="mt-1">{status.message}</p>
        {status.link ? (
          <p className="mt-2">
            <a href={status.link.href} className="font-semibold underline">
              {status.link.label}
            </a>
          </p>
        ) : null}
      </div>
    </div>
  );
}
