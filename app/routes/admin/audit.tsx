/**
 * /admin/audit — the audit trail: who changed which record of which entity, the action, the
 * changed fields (before/after on demand) and when; newest first, 50 a page (?page=), optionally
 * one entity (?entity=).
 */
import { Form, Link } from 'react-router';
import { AdminTable } from '~/components/admin/admin-list';
import { AdminPageHeader } from '~/components/admin/editor-kit';
import { Badge, type BadgeTone } from '~/components/ui/badge';
import { buttonClass } from '~/components/ui/button';
import { adminHeadings } from '~/content/admin/common';
import { auditCopy as copy, auditEntities } from '~/content/admin/editors';
import { StaffTime } from '~/components/admin/staff-time';
import { listOrEmpty } from '~/server/admin/list-flow.server';
import { requireStaff } from '~/server/platform/auth.server';
import { listAuditEntries } from '~/server/entities/audit.server';
import type { Route } from './+types/audit';

const PAGE_SIZE = 50;

function parsePage(value: string | null): number {
  const page = Number(value ?? '1');
  return Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1;
}

export async function loader(args: Route.LoaderArgs) {
  await requireStaff(args, 'audit');
  const params = new URL(args.request.url).searchParams;
  const page = parsePage(params.get('page'));
  const entity = auditEntities.find((option) => option.value === params.get('entity'))?.value ?? null;
  const rows = await listOrEmpty(() => listAuditEntries({ limit: PAGE_SIZE + 1, offset: (page - 1) * PAGE_SIZE, entity: entity ?? undefined }), 'audit log list');
  const entries = rows.slice(0, PAGE_SIZE).map((row) => ({
    id: row.id,
    staff_email: row.staff_email,
    entity: row.entity,
    entity_id: row.entity_id,
    action: row.action,
    changes: Object.entries((row.changes ?? {}) as Record<string, { before: unknown; after: unknown }>).map(([field, change]) => ({
      field,
      before: display(change.before),
      after: display(change.after),
    })),
    created_at: row.created_at.toISOString(),
  }));
  return { entries, page, entity, hasNext: rows.length > PAGE_SIZE };
}

/** A changed value as short text (long text cut at 300 characters). */
function display(value: unknown): string {
  const text = value === null || value === undefined ? '—' : typeof value === 'string' ? value : JSON.stringify(value);
  return text.length > 300 ? `${text.slice(0, 300)}…` : text;
}

const actionTones: Record<string, BadgeTone> = { create: 'green', delete: 'red', update: 'blue', activate: 'green', deactivate: 'gray' };

function pageHref(page: number, entity: string | null): string {
  const params = new URLSearchParams();
  if (entity) params.set('entity', entity);
  if (page > 1) params.set('page', String(page));
  const query = params.toString();
  return query ? `/admin/audit?${query}` : '/admin/audit';
}

export default function AuditLog({ loaderData }: Route.ComponentProps) {
  const { entries, page, entity, hasNext } = loaderData;
  return (
    <>
      <AdminPageHeader title={adminHeadings.audit} />
      <p className="-mt-4 mb-6 text-sm text-slate-700">{copy.intro}</p>
      <Form method="get" className="mb-6 flex flex-wrap items-end gap-3">
        <div>
          <label htmlFor="audit-entity" className="block text-sm font-medium text-slate-800">
            {copy.filterLabel}
          </label>
          <select id="audit-entity" name="entity" defaultValue={entity ?? ''} className="mt-1 rounded-md border border-slate-400 bg-white px-3 py-2 text-sm">
            <option value="">{copy.allEntities}</option>
            {auditEntities.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className={buttonClass('secondary', 'px-4 py-2')}>
          {copy.filter}
        </button>
      </Form>

      <AdminTable
        rows={entries}
        empty={copy.empty}
        rowTestId="audit-row"
        alignTop
        columns={[
          { header: copy.columns.when, cell: (entry) => <StaffTime value={entry.created_at} />, className: 'px-4 py-3 whitespace-nowrap' },
          { header: copy.columns.who, cell: (entry) => entry.staff_email, className: 'px-4 py-3 break-all' },
          { header: copy.columns.entity, cell: (entry) => entry.entity, className: 'px-4 py-3 font-mono text-xs' },
          { header: copy.columns.id, cell: (entry) => <EntityLink entry={entry} />, className: 'px-4 py-3 font-mono text-xs break-all' },
          { header: copy.columns.action, cell: (entry) => <Badge tone={actionTones[entry.action] ?? 'purple'}>{entry.action}</Badge> },
          { header: copy.columns.changes, cell: (entry) => <Changes changes={entry.changes} /> },
        ]}
      />

      <nav aria-label={copy.pagination} className="mt-6 flex items-center justify-between gap-4 text-sm">
        {page > 1 ? (
          <Link to={pageHref(page - 1, entity)} className={buttonClass('secondary', 'px-3 py-1.5')} rel="prev">
            {copy.previous}
          </Link>
        ) : (
          <span />
        )}
        <span>{copy.page(page)}</span>
        {hasNext ? (
          <Link to={pageHref(page + 1, entity)} className={buttonClass('secondary', 'px-3 py-1.5')} rel="next">
            {copy.next}
          </Link>
        ) : (
          <span />
        )}
      </nav>
    </>
  );
}

type AuditEntry = Route.ComponentProps['loaderData']['entries'][number];

/** The record's id, linking to its editor while the record exists. */
function EntityLink({ entry }: { entry: AuditEntry }) {
  const known = auditEntities.find((option) => option.value === entry.entity);
  const editPath = known?.editPath && entry.action !== 'delete' ? known.editPath(entry.entity_id) : null;
  return editPath ? (
    <Link to={editPath} className="text-brand-700 underline hover:text-brand-900">
      {entry.entity_id}
    </Link>
  ) : (
    entry.entity_id
  );
}

/** The changed fields, with before and after on demand. */
function Changes({ changes }: { changes: AuditEntry['changes'] }) {
  if (changes.length === 0) return <span className="text-slate-600">{copy.noChanges}</span>;
  return (
    <details>
      <summary className="cursor-pointer">
        <span className="font-mono text-xs">{changes.map((change) => change.field).join(', ')}</span>
        <span className="sr-only"> — {copy.details}</span>
      </summary>
      <dl className="mt-2 space-y-2 text-xs">
        {changes.map((change) => (
          <div key={change.field}>
            <dt className="font-mono font-semibold">{change.field}</dt>
            <dd className="break-words whitespace-pre-wrap text-slate-700">
              <span className="font-semibold">{copy.before}:</span> {change.before}
            </dd>
            <dd className="break-words whitespace-pre-wrap text-slate-700">
              <span className="font-semibold">{copy.after}:</span> {change.after}
            </dd>
          </div>
        ))}
      </dl>
    </details>
  );
}

export function meta() {
  return [{ title: `${adminHeadings.audit} | Corvane Digital` }, { name: 'robots', content: 'noindex' }];
}
