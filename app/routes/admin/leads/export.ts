/**
 * /admin/leads.csv: the leads of the current filter and search (?status=, ?q=, and issue 46's
 * ?office= and ?owner=), newest first, as an RFC 4180 CSV download (UTF-8 with BOM, formula cells
 * neutralised; app/domain/csv.ts).
 */
import type { CsvColumn } from '~/domain/csv';
import { LANGUAGE_LABEL, languageName } from '~/content/admin/languages';
import { leadFormLabel, LEAD_STATUSES, parseLeadQuery } from '~/domain/leads';
import { downloadIsReadOnly, inboxCsv } from '~/server/admin/inbox-export.server';
import { requireStaff } from '~/server/platform/auth.server';
import { staffTimeZone } from '~/server/entities/staff-profile.server';
import { listLeadsForExport, type LeadRow } from '~/server/entities/leads.server';
import type { Route } from './+types/export';

const columns: CsvColumn<LeadRow>[] = [
  { header: 'Received', value: (lead) => lead.created_at },
  { header: 'Status', value: (lead) => lead.status },
  { header: 'First name', value: (lead) => lead.first_name },
  { header: 'Last name', value: (lead) => lead.last_name },
  { header: 'Email', value: (lead) => lead.email },
  { header: 'Phone', value: (lead) => lead.phone },
  { header: 'Company', value: (lead) => lead.company_name },
  { header: 'Job title', value: (lead) => lead.job_title },
  { header: 'Industry', value: (lead) => lead.industry },
  { header: 'Project type', value: (lead) => lead.project_type },
  { header: 'Budget', value: (lead) => lead.budget },
  { header: 'Timeline', value: (lead) => lead.timeline },
  { header: 'Service', value: (lead) => lead.service },
  { header: 'Country', value: (lead) => lead.country },
  // Issue 48: the language of the page the form was sent from ('Arabic', 'English').
  { header: LANGUAGE_LABEL, value: (lead) => languageName(lead.locale) },
  { header: 'Message', value: (lead) => lead.message },
  { header: 'Internal notes', value: (lead) => lead.notes },
  { header: 'Form', value: (lead) => leadFormLabel(lead.form) },
  { header: 'Source page', value: (lead) => lead.source_page },
  { header: 'Referrer', value: (lead) => lead.referrer },
  { header: 'UTM source', value: (lead) => lead.utm_source },
  { header: 'UTM medium', value: (lead) => lead.utm_medium },
  { header: 'UTM campaign', value: (lead) => lead.utm_campaign },
  { header: 'UTM term', value: (lead) => lead.utm_term },
  { header: 'UTM content', value: (lead) => lead.utm_content },
  { header: 'Last updated', value: (lead) => lead.updated_at },
  { header: 'ID', value: (lead) => lead.id },
];

export async function loader(args: Route.LoaderArgs) {
  const staff = await requireStaff(args, 'leads');
  const { office, owner } = parseLeadQuery(new URL(args.request.url).searchParams);
  return inboxCsv(args.request, {
    statuses: LEAD_STATUSES,
    name: 'leads',
    list: (filter) => listLeadsForExport({ ...filter, office, owner }),
    columns,
    timeZone: await staffTimeZone(staff.email),
  });
}

/** A POST: refused by role first, like the download (403), then 405 for those who may download. */
export async function action(args: Route.ActionArgs) {
  await requireStaff(args, 'leads');
  return downloadIsReadOnly();
}
