/**
 * /admin/job-applications.csv: the applications of the current filter and search, newest first,
 * as an RFC 4180 CSV download (UTF-8 with BOM, formula cells neutralised; app/domain/csv.ts).
 */
import { parseId } from '~/domain/admin-form';
import { LANGUAGE_LABEL, languageName } from '~/content/admin/languages';
import { applicationJobTitle, APPLICATION_STATUSES } from '~/domain/applications';
import type { CsvColumn } from '~/domain/csv';
import { downloadIsReadOnly, inboxCsv } from '~/server/admin/inbox-export.server';
import { listApplicationsForExport, type ApplicationWithJob } from '~/server/entities/applications.server';
import { requireStaff } from '~/server/platform/auth.server';
import { staffTimeZone } from '~/server/entities/staff-profile.server';
import type { Route } from './+types/export';

const columns: CsvColumn<ApplicationWithJob>[] = [
  { header: 'Received', value: (a) => a.created_at },
  { header: 'Status', value: (a) => a.status },
  { header: 'Position', value: (a) => applicationJobTitle(a) },
  { header: 'First name', value: (a) => a.first_name },
  { header: 'Last name', value: (a) => a.last_name },
  { header: 'Email', value: (a) => a.email },
  { header: 'Phone', value: (a) => a.phone },
  // Issue 48: the language of the page the application was sent from ('Arabic', 'English').
  { header: LANGUAGE_LABEL, value: (a) => languageName(a.locale) },
  { header: 'Current company', value: (a) => a.current_company },
  { header: 'Current position', value: (a) => a.current_position },
  { header: 'Years of experience', value: (a) => a.experience_years },
  { header: 'Available from', value: (a) => a.availability_date },
  { header: 'Salary expectation', value: (a) => a.salary_expectation },
  { header: 'Resume URL', value: (a) => a.resume_url },
  { header: 'LinkedIn URL', value: (a) => a.linkedin_url },
  { header: 'Portfolio URL', value: (a) => a.portfolio_url },
  { header: 'Cover letter', value: (a) => a.cover_letter },
  { header: 'Additional info', value: (a) => a.additional_info },
  { header: 'Notes', value: (a) => a.notes },
  { header: 'Source page', value: (a) => a.source_page },
  { header: 'Referrer', value: (a) => a.referrer },
  { header: 'UTM source', value: (a) => a.utm_source },
  { header: 'UTM medium', value: (a) => a.utm_medium },
  { header: 'UTM campaign', value: (a) => a.utm_campaign },
  { header: 'UTM term', value: (a) => a.utm_term },
  { header: 'UTM content', value: (a) => a.utm_content },
  { header: 'ID', value: (a) => a.id },
];

export async function loader(args: Route.LoaderArgs) {
  const staff = await requireStaff(args, 'job-applications');
  // The list's job filter (issue 18) applies to the download too.
  const job = parseId(new URL(args.request.url).searchParams.get('job'));
  const list = (filter: { status: (typeof APPLICATION_STATUSES)[number] | 'all'; q: string }) => listApplicationsForExport({ ...filter, job });
  return inboxCsv(args.request, { statuses: APPLICATION_STATUSES, name: 'job-applications', list, columns, timeZone: await staffTimeZone(staff.email) });
}

/** A POST: refused by role first, like the download (403), then 405 for those who may download. */
export async function action(args: Route.ActionArgs) {
  await requireStaff(args, 'job-applications');
  return downloadIsReadOnly();
}
