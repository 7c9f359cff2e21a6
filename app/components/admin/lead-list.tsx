import { Link } from 'react-router';
import { leadCopy } from '~/content/admin/inbox';
import { StaffTime } from '~/components/admin/staff-time';
import { inboxSearch } from '~/domain/inbox';
import { leadFullName, LEAD_MESSAGES, type LeadQuery } from '~/domain/leads';
import { LeadStatusBadge } from './lead-status-badge';
import { LanguageBadge } from './language-badge';

export interface LeadListRow {
  id: string;
  first_name: string;
  last_name: string;
  email: string;
  company_name: string | null;
  status: string;
  created_at: Date | string;
  /** Issue 46: the current office and owner, and the unanswered wait ("waiting 3 h (business hours)"). */
  office_name?: string | null;
  owner_name?: string | null;
  waiting?: string | null;
  /** Issue 48: the language of the page the lead's form was sent from. */
  locale?: string;
}

/** The left-hand list (product §2): newest first; a row links to ?lead={id}, keeping the view. */
export function LeadList({ rows, query, selectedId }: { rows: readonly LeadListRow[]; query: LeadQuery; selectedId: string | null }) {
  if (rows.length === 0) return <p className="rounded-lg border border-dashed border-slate-300 bg-white p-6 text-center text-slate-700">{LEAD_MESSAGES.empty}</p>;
  return (
    <ul aria-label={leadCopy.listLabel} className="divide-y divide-slate-200 overflow-hidden rounded-lg border border-slate-200 bg-white">
      {rows.map((lead) => {
        const selected = lead.id === selectedId;
        return (
          <li key={lead.id}>
            <Link
              to={{ search: inboxSearch(query, { lead: lead.id }) }}
              preventScrollReset
              aria-current={selected ? 'true' : undefined}
              data-testid="lead-row"
              className={`block border-s-4 px-4 py-3 hover:bg-slate-50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-700 ${
                selected ? 'border-brand-700 bg-brand-50' : 'border-transparent'
              }`}
            >
              <span className="flex items-start justify-between gap-3">
                <span className="font-semibold break-words text-ink">{leadFullName(lead)}</span>
                <LeadStatusBadge status={lead.status} />
              </span>
              <span className="mt-1 block text-sm break-all text-slate-700">{lead.email}</span>
              {lead.company_name ? <span className="block text-sm text-slate-700">{lead.company_name}</span> : null}
              {lead.locale ? <LanguageBadge locale={lead.locale} /> : null}
              {lead.office_name ? (
                <span className="mt-1 block text-sm text-slate-700" data-testid="lead-assignment">
                  {leadCopy.officeAndOwner(lead.office_name, lead.owner_name ?? null)}
                </span>
              ) : null}
              {lead.waiting ? (
                <span className="mt-1 block text-sm font-medium text-amber-900" data-testid="lead-waiting">
                  {lead.waiting}
                </span>
              ) : null}
              <StaffTime value={lead.created_at} className="mt-1 block text-xs text-slate-600" />
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
