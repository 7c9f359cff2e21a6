import { Link, useFetcher } from 'react-router';
import { buttonClass } from '~/components/ui/button';
import { applicationCopy } from '~/content/admin/inbox';
import { applicationJobTitle, APPLICATION_ADMIN_MESSAGES, APPLICATION_STATUSES, type ApplicationStatus } from '~/domain/applications';
import { StaffTime } from '~/components/admin/staff-time';
import { inboxSearch, statusLabel, type InboxQuery } from '~/domain/inbox';
import { useHydrated } from '~/components/ui/use-hydrated';
import { jobPath } from '~/domain/job-posting';
import { LanguageBadge } from '~/components/admin/language-badge';

export interface ApplicationListRow {
  id: string;
  first_name: string;
  last_name: string;
  email: string;
  current_company: string | null;
  status: string;
  job_title: string | null;
  job_title_current: string | null;
  /** The job's page (issue 18); null when the job was deleted. */
  job_slug?: string | null;
  created_at: Date | string;
  /** Issue 48: the language of the page the application was sent from. */
  locale?: string;
}

/** What the action answers a status change made through the fetcher. */
export type StatusChangeResult = { ok: true } | { ok: false; message: string };

/**
 * product §2: an inline status select that saves at once. With JavaScript a change posts through a
 * fetcher (no navigation); without it, the Save button beside the select posts the form.
 */
export function ApplicationStatusForm({
  application,
  name,
  place = 'list',
}: {
  application: ApplicationListRow;
  name: string;
  /** Where the form is ('list' row or 'details' pane), so the two on one page have their own ids. */
  place?: 'list' | 'details';
}) {
  const fetcher = useFetcher<StatusChangeResult>();
  const hydrated = useHydrated();
  const selectId = `application-status-${place}-${application.id}`;
  const result = fetcher.state === 'idle' ? fetcher.data : undefined;
  return (
    <fetcher.Form method="post" preventScrollReset className="flex flex-wrap items-center gap-2">
      <input type="hidden" name="intent" value="status" />
      <input type="hidden" name="id" value={application.id} />
      <input type="hidden" name="via" value={hydrated ? 'fetcher' : 'form'} />
      <label htmlFor={selectId} className="sr-only">
        {applicationCopy.statusFor(name)}
      </label>
      <select
        id={selectId}
        name="status"
        key={application.status}
        defaultValue={application.status}
        disabled={fetcher.state !== 'idle'}
        onChange={(event) => {
          if (hydrated) void fetcher.submit(event.currentTarget.form, { preventScrollReset: true });
        }}
        className="rounded-md border border-slate-400 bg-white px-2 py-1.5 text-sm capitalize focus:border-brand-600 focus:ring-2 focus:ring-brand-600 focus:outline-none"
      >
        {APPLICATION_STATUSES.map((status: ApplicationStatus) => (
          <option key={status} value={status}>
            {statusLabel(status)}
          </option>
        ))}
      </select>
      {hydrated ? null : (
        <button type="submit" className={buttonClass('secondary', 'px-2 py-1 text-xs')}>
          {applicationCopy.saveStatus}
        </button>
      )}
      <span role="status" className="text-xs text-green-800">
        {result?.ok ? applicationCopy.statusSaved : null}
      </span>
      {result && !result.ok ? (
        <span role="alert" className="basis-full text-xs text-red-700">
          {result.message}
        </span>
      ) : null}
    </fetcher.Form>
  );
}

/** product §2: the list with an inline status select per application and a link to its details. */
export function ApplicationList({ rows, query }: { rows: readonly ApplicationListRow[]; query: InboxQuery<ApplicationStatus> }) {
  if (rows.length === 0) {
    return (
      <p className="rounded-lg border border-dashed border-slate-300 bg-white p-6 text-center text-slate-700">{APPLICATION_ADMIN_MESSAGES.empty}</p>
    );
  }
  return (
    <div className="admin-scroll-box rounded-lg border border-slate-200 bg-white">
      <table className="min-w-full divide-y divide-slate-200 text-start text-sm">
        <thead className="bg-slate-50 text-xs font-semibold tracking-wide text-slate-700 uppercase">
          <tr>
            <th scope="col" className="px-4 py-3">
              {applicationCopy.applicant}
            </th>
            <th scope="col" className="px-4 py-3">
              {applicationCopy.position}
            </th>
            <th scope="col" className="px-4 py-3">
              {applicationCopy.received}
            </th>
            <th scope="col" className="px-4 py-3">
              {applicationCopy.status}
            </th>
            <th scope="col" className="px-4 py-3">
              <span className="sr-only">{applicationCopy.viewDetails}</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200">
          {rows.map((application) => {
            const name = `${application.first_name} ${application.last_name}`.trim();
            return (
              <tr key={application.id} data-testid="application-row">
                <th scope="row" className="px-4 py-3 align-top font-normal">
                  <span className="block font-semibold text-ink">{name}</span>
                  <span className="block break-all text-slate-700">{application.email}</span>
                  {application.current_company ? <span className="block text-slate-700">{application.current_company}</span> : null}
                  {application.locale ? <LanguageBadge locale={application.locale} /> : null}
                </th>
                <td className="px-4 py-3 align-top">
                  {application.job_slug ? (
                    <a href={jobPath(application.job_slug)} className="text-brand-700 underline underline-offset-2">
                      {applicationJobTitle(application)}
                    </a>
                  ) : (
                    applicationJobTitle(application)
                  )}
                </td>
                <td className="px-4 py-3 align-top whitespace-nowrap">
                  <StaffTime value={application.created_at} />
                </td>
                <td className="px-4 py-3 align-top">
                  <ApplicationStatusForm application={application} name={name} />
                </td>
                <td className="px-4 py-3 align-top whitespace-nowrap">
                  <Link
                    to={{ search: inboxSearch(query, { application: application.id }) }}
                    preventScrollReset
                    className="font-semibold text-brand-700 underline-offset-2 hover:underline"
                    aria-label={`${applicationCopy.viewDetails}: ${name}`}
                  >
                    {applicationCopy.viewDetails}
                  </Link>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
