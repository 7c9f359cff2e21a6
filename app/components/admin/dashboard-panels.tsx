import { Form, Link, useNavigation } from 'react-router';
import { Badge } from '~/components/ui/badge';
import { buttonClass } from '~/components/ui/button';
import { dashboardCopy as c, dashboardQuickActions, dashboardTables } from '~/content/admin/inbox';
import { StaffTime } from '~/components/admin/staff-time';
import { mayOpen, type StaffRole } from '~/domain/roles';
import { formatFileSize } from '~/domain/resume-accept';

export type TableCounts = Partial<Record<(typeof dashboardTables)[number]['table'], number>>;

/** product §2: the counts of the eight tables, each a link to its list; a role sees those it may open. */
export function DashboardCounts({ counts, role }: { counts: TableCounts | null; role: StaffRole }) {
  const tables = dashboardTables.filter((table) => mayOpen(role, table.area));
  if (tables.length === 0) return null;
  return (
    <section aria-labelledby="dashboard-counts-title">
      <h2 id="dashboard-counts-title" className="sr-only">
        {c.countsTitle}
      </h2>
      <ul className="grid grid-cols-2 gap-4 sm:grid-cols-4">
        {tables.map(({ table, label, to }) => (
          <li key={table}>
            <Link to={to} className="block rounded-lg border border-slate-200 bg-white p-4 hover:border-brand-600 hover:shadow-sm" data-testid={`count-${table}`}>
              <span className="block text-sm text-slate-700">{label}</span>
              <span className="mt-1 block text-3xl font-bold text-ink tabular-nums" data-count={counts?.[table] ?? ''}>
                {counts?.[table]?.toLocaleString('en-US') ?? '—'}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The shortcuts a role may use. */
export function QuickActions({ role }: { role: StaffRole }) {
  const actions = dashboardQuickActions.filter((action) => mayOpen(role, action.area));
  if (actions.length === 0) return null;
  return (
    <section aria-labelledby="quick-actions-title" className="rounded-lg border border-slate-200 bg-white p-5">
      <h2 id="quick-actions-title" className="text-lg font-semibold">
        {c.quickActionsTitle}
      </h2>
      <ul className="mt-3 flex flex-wrap gap-2">
        {actions.map((action) => (
          <li key={action.to}>
            <Link to={action.to} className={buttonClass('secondary', 'px-3 py-1.5 text-sm')}>
              {action.label}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

export interface DiagnosticView {
  status: 'connection successful' | 'connection failed' | 'jobs fetch failed' | 'unexpected error';
  database: string;
  error?: string;
  hints: string[];
  jobCount?: number;
  activeJobs?: number;
  activeJobsFlag: boolean;
  policy: { available: true; rowLevelSecurity: boolean; policies: string[]; privileges: string[] } | { available: false; reason: string };
  durationMs: number;
}

/** product §2's System Diagnostic: the status, the job counts (6 active expected), the policy lookup. */
export function SystemDiagnostic({
  diagnostic,
  expectedActiveJobs,
  lastBackup,
}: {
  diagnostic: DiagnosticView;
  expectedActiveJobs: number;
  /** Issue 47: the newest finished backup (null: none yet; undefined: not loaded). */
  lastBackup?: { finishedAt: Date; sizeBytes: number } | null;
}) {
  const ok = diagnostic.status === 'connection successful';
  return (
    <section aria-labelledby="diagnostic-title" className="rounded-lg border border-slate-200 bg-white p-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="diagnostic-title" className="text-lg font-semibold">
          {c.diagnosticTitle}
        </h2>
        <span data-testid="diagnostic-status">
          <Badge tone={ok ? 'green' : 'red'}>{diagnostic.status}</Badge>
        </span>
      </div>
      {diagnostic.error ? (
        <p role="alert" className="mt-3 rounded-md border border-red-300 bg-red-50 p-3 text-sm break-words text-red-900">
          {diagnostic.error}
        </p>
      ) : null}
      <dl className="mt-3 grid grid-cols-[max-content_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="text-slate-600">{c.database}</dt>
        <dd>{diagnostic.database}</dd>
        {diagnostic.jobCount !== undefined ? (
          <>
            <dt className="text-slate-600">{c.jobsInTable}</dt>
            <dd className="tabular-nums" data-testid="diagnostic-job-count">
              {diagnostic.jobCount}
            </dd>
            <dt className="text-slate-600">{c.activeJobs}</dt>
            <dd className="flex items-center gap-2 tabular-nums" data-testid="diagnostic-active-jobs">
              {diagnostic.activeJobs} <span className="text-slate-600">({c.expected(expectedActiveJobs)})</span>
              {diagnostic.activeJobsFlag ? <Badge tone="yellow">≠ {expectedActiveJobs}</Badge> : null}
            </dd>
          </>
        ) : null}
        {lastBackup !== undefined ? (
          <>
            <dt className="text-slate-600">{c.lastBackup}</dt>
            {/* The hint names a setting (BACKUP_SCHEDULE=daily): one long word, broken anywhere so the panel fits a phone. */}
            <dd data-testid="diagnostic-last-backup" className="wrap-anywhere">
              {lastBackup ? (
                <>
                  <StaffTime value={lastBackup.finishedAt} />
                  {c.backupSize(formatFileSize(lastBackup.sizeBytes))}
                </>
              ) : (
                c.noBackup
              )}
            </dd>
          </>
        ) : null}
        <dt className="text-slate-600">{c.policyLookup}</dt>
        <dd data-testid="diagnostic-policy">
          {diagnostic.policy.available
            ? [c.rowLevelSecurity(diagnostic.policy.rowLevelSecurity), c.policies(diagnostic.policy.policies), c.privileges(diagnostic.policy.privileges)].join('; ')
            : `${c.policyNotAvailable} (${diagnostic.policy.reason})`}
        </dd>
      </dl>
      {diagnostic.hints.length > 0 ? (
        <ul className="mt-3 list-disc space-y-1 ps-5 text-sm text-slate-800" data-testid="diagnostic-hints">
          {diagnostic.hints.map((hint) => (
            <li key={hint}>{hint}</li>
          ))}
        </ul>
      ) : null}
      <p className="mt-3 text-xs text-slate-600">
        {c.serverSide} {c.checkedIn(diagnostic.durationMs)}
      </p>
    </section>
  );
}

export interface DeadNotification {
  id: string;
  channel: string;
  topic: string;
  subject: string;
  to: string;
  attempts: number;
  last_error: string | null;
  created_at: Date | string;
}

/** Notifications whose delivery died (outbox 'dead'), each with Retry (POST, audited). */
export function DeadNotifications({ rows }: { rows: readonly DeadNotification[] }) {
  const navigation = useNavigation();
  const retrying = navigation.state === 'submitting' ? navigation.formData?.get('id') : null;
  return (
    <section aria-labelledby="dead-title" className="rounded-lg border border-slate-200 bg-white p-5">
      <h2 id="dead-title" className="text-lg font-semibold">
        {c.deadTitle}
      </h2>
      {rows.length === 0 ? (
        <p className="mt-2 text-sm text-slate-700">{c.deadEmpty}</p>
      ) : (
        <>
          <p className="mt-1 text-sm text-slate-700">{c.deadIntro}</p>
          <div className="admin-scroll-box mt-3">
            <table className="min-w-full text-start text-sm">
              <thead className="border-b border-slate-200 text-xs text-slate-700 uppercase">
                <tr>
                  <th scope="col" className="py-2 pe-3">
                    {c.subject}
                  </th>
                  <th scope="col" className="px-3 py-2">
                    {c.channel}
                  </th>
                  <th scope="col" className="px-3 py-2">
                    {c.attempts}
                  </th>
                  <th scope="col" className="px-3 py-2">
                    {c.lastError}
                  </th>
                  <th scope="col" className="px-3 py-2">
                    {c.created}
                  </th>
                  <th scope="col" className="py-2 ps-3">
                    <span className="sr-only">{c.retry}</span>
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100">
                {rows.map((row) => (
                  <tr key={row.id} data-testid="dead-notification">
                    <th scope="row" className="py-2 pe-3 font-normal">
                      {row.subject}
                      <span className="block text-xs text-slate-600">{row.to}</span>
                    </th>
                    <td className="px-3 py-2">{row.channel}</td>
                    <td className="px-3 py-2 tabular-nums">{row.attempts}</td>
                    <td className="px-3 py-2 break-words text-red-800">{row.last_error}</td>
                    <td className="px-3 py-2 whitespace-nowrap">
                      <StaffTime value={row.created_at} />
                    </td>
                    <td className="py-2 ps-3">
                      <Form method="post">
                        <input type="hidden" name="intent" value="retry" />
                        <input type="hidden" name="id" value={row.id} />
                        <button type="submit" disabled={retrying === row.id} className={buttonClass('secondary', 'px-3 py-1 text-xs')} aria-label={`${c.retry}: ${row.subject}`}>
                          {c.retry}
                        </button>
                      </Form>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </section>
  );
}
