/**
 * The pieces the admin list pages share: the empty message, the no-JavaScript delete confirmation
 * for the row named in `?confirm-delete=`, the table of records (a row header, data cells and the
 * row's actions), and the row actions themselves — Activate/Deactivate, Edit, Preview, Delete —
 * each naming its record for screen readers ('Edit Ana Ruiz').
 */
import type { ReactNode } from 'react';
import { DeleteConfirmation, DeleteForm } from '~/components/admin/delete-form';
import { ActiveToggleForm } from '~/components/admin/editor-kit';
import { LinkButton } from '~/components/ui/button';

export function EmptyList({ message }: { message: string }) {
  return <p className="rounded-lg border border-dashed border-slate-300 bg-white p-8 text-center text-slate-700">{message}</p>;
}

/** The confirmation panel for the row awaiting a no-JavaScript delete, if it is on the list. */
export function PendingDelete<Row extends { id: string }>({
  rows,
  pendingId,
  subject,
  question,
  cancelHref,
}: {
  rows: readonly Row[];
  pendingId: string | null;
  /** What the panel names, e.g. the article's title. */
  subject: (row: Row) => string;
  question: string;
  cancelHref: string;
}) {
  const pending = rows.find((row) => row.id === pendingId);
  return pending ? <DeleteConfirmation id={pending.id} question={question} subject={subject(pending)} cancelHref={cancelHref} /> : null;
}

export interface AdminColumn<Row> {
  header: string;
  cell: (row: Row) => ReactNode;
  /** Replaces a data cell's default class (`px-4 py-3`). */
  className?: string;
  /** Replaces the column header's default class (`px-4 py-3`), e.g. to align a count right. */
  headerClassName?: string;
}

const cellClass = 'px-4 py-3';

/**
 * A list as a table, or `empty` when there are no rows. The first column is each row's header
 * (the record's name, linking to its editor); the last holds `actions`, when the list has any,
 * under a header that only screen readers read. Lists whose rows grow (an audit entry's changes)
 * align their cells to the top.
 */
export function AdminTable<Row extends { id: string }>({
  rows,
  empty,
  rowTestId,
  columns: [rowHeader, ...columns],
  actions,
  alignTop = false,
}: {
  rows: readonly Row[];
  empty: string;
  rowTestId: string;
  columns: readonly [AdminColumn<Row>, ...AdminColumn<Row>[]];
  actions?: { label: string; cell: (row: Row) => ReactNode };
  alignTop?: boolean;
}) {
  if (rows.length === 0) return <EmptyList message={empty} />;
  return (
    <div className="admin-scroll-box rounded-lg border border-slate-200 bg-white">
      <table className="w-full text-start text-sm">
        <thead className="bg-slate-50 text-xs tracking-wide text-slate-700 uppercase">
          <tr>
            {[rowHeader, ...columns].map((column) => (
              <th key={column.header} scope="col" className={column.headerClassName ?? cellClass}>
                {column.header}
              </th>
            ))}
            {actions ? (
              <th scope="col" className={cellClass}>
                <span className="sr-only">{actions.label}</span>
              </th>
            ) : null}
          </tr>
        </thead>
        <tbody className={`divide-y divide-slate-200${alignTop ? ' align-top' : ''}`}>
          {rows.map((row) => (
            <tr key={row.id} data-testid={rowTestId}>
              <th scope="row" className={`${rowHeader.className ?? cellClass} font-medium text-ink`}>
                {rowHeader.cell(row)}
              </th>
              {columns.map((column) => (
                <td key={column.header} className={column.className ?? cellClass}>
                  {column.cell(row)}
                </td>
              ))}
              {actions ? (
                <td className={cellClass}>
                  <div className="flex flex-wrap justify-end gap-2">{actions.cell(row)}</div>
                </td>
              ) : null}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

const smallButton = 'px-3 py-1.5 text-xs';

/** Edit (or another link) naming its record for screen readers. */
export function RecordLink({
  to,
  label,
  subject,
  variant = 'secondary',
  reloadDocument,
}: {
  to: string;
  label: string;
  subject: string;
  variant?: 'secondary' | 'ghost';
  /** For public pages (Preview), which are whole documents. */
  reloadDocument?: boolean;
}) {
  return (
    <LinkButton to={to} variant={variant} className={smallButton} reloadDocument={reloadDocument}>
      {label}
      <span className="sr-only"> {subject}</span>
    </LinkButton>
  );
}

interface RecordActionLabels {
  edit: string;
  deleteQuestion: string;
}

type ToggleProps =
  | { active?: undefined; labels: RecordActionLabels }
  | { active: boolean; labels: RecordActionLabels & { activate: string; deactivate: string } };

/**
 * A record's actions in list order: Activate/Deactivate (records with an Active flag), Edit,
 * Preview (records with a public page), Delete (confirmed).
 */
export function RecordActions({
  id,
  subject,
  editHref,
  preview,
  ...toggle
}: {
  id: string;
  /** The record's name, read after each action by screen readers. */
  subject: string;
  editHref: string;
  preview?: { href: string; label: string };
} & ToggleProps) {
  const { labels } = toggle;
  return (
    <>
      {toggle.active === undefined ? null : <ActiveToggleForm id={id} active={toggle.active} subject={subject} labels={toggle.labels} />}
      <RecordLink to={editHref} label={labels.edit} subject={subject} />
      {preview ? <RecordLink to={preview.href} label={preview.label} subject={subject} variant="ghost" reloadDocument /> : null}
      <DeleteForm id={id} question={labels.deleteQuestion} />
    </>
  );
}
