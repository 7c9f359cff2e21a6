/**
 * /admin (product §2 "Dashboard"): counts of the eight tables, quick actions, the System Diagnostic
 * on jobs, new leads per week by status (server-rendered SVG + table), and the notifications whose
 * delivery died, with Retry. Each role sees what it may open (issue 17): the counts and quick actions
 * of its areas, the leads chart with the leads, the diagnostic and failed notifications for owners.
 */
import { useLoaderData } from 'react-router';
import { DashboardCounts, DeadNotifications, QuickActions, SystemDiagnostic, type TableCounts } from '~/components/admin/dashboard-panels';
import { LeadsChart } from '~/components/admin/leads-chart';
import { adminHeadings } from '~/content/admin/common';
import { dashboardCopy, dashboardTables } from '~/content/admin/inbox';
import { recentWeeks, weeklySeries } from '~/domain/leads-chart';
import { mayOpen, type StaffRole } from '~/domain/roles';
import { loadOr, rowAction } from '~/server/admin/list-flow.server';
import { requireStaff } from '~/server/platform/auth.server';
import {
  EXPECTED_ACTIVE_JOBS,
  leadsPerWeek,
  listDeadOutboxRows,
  retryDeadNotification,
  runDiagnostic,
  tableCounts,
  type DashboardTable,
} from '~/server/entities/dashboard.server';
import type { Route } from './+types/dashboard';
import { readFormFields } from '~/server/platform/uploads.server';

export async function loader(args: Route.LoaderArgs) {
  const { role } = await requireStaff(args, 'dashboard');
  // Each panel loads only for a role that may open what it shows (domain/roles).
  const system = mayOpen(role, 'system');
  // The diagnostic runs first and alone: it is the check that must answer even when the rest fails.
  const diagnostic = system ? await runDiagnostic() : null;
  // A panel whose query failed shows nothing (logged); the rest of the page still shows.
  const [counts, weeks, dead] = await Promise.all([
    loadOr(null, tableCounts, 'admin dashboard: counts'),
    mayOpen(role, 'leads') ? loadOr(null, () => leadsPerWeek(), 'admin dashboard: leads per week') : null,
    system ? loadOr(null, () => listDeadOutboxRows(50), 'admin dashboard: dead notifications') : null,
  ]);
  return {
    role,
    counts: counts ? countsFor(role, counts) : null,
    diagnostic,
    expectedActiveJobs: EXPECTED_ACTIVE_JOBS,
    weeks: mayOpen(role, 'leads') ? (weeks ?? weeklySeries([], recentWeeks(new Date()))) : null,
    dead: dead ?? [],
  };
}

/** Only the counts of the tables the role may open leave the server. */
function countsFor(role: StaffRole, counts: Record<DashboardTable, number>): TableCounts {
  const shown: TableCounts = {};
  for (const { table, area } of dashboardTables) if (mayOpen(role, area)) shown[table] = counts[table];
  return shown;
}

export async function action(args: Route.ActionArgs) {
  // The only action is Retry on a failed notification: the system panel's, owners only.
  const staff = await requireStaff(args, 'system');
  const gone = { kind: 'error', message: dashboardCopy.retryGone } as const;
  return rowAction(args.request, await readFormFields(args.request), {
    operations: {
      retry: { run: async (id) => ((await retryDeadNotification(staff, id)) ? dashboardCopy.retried : gone), failed: dashboardCopy.retryError },
    },
    notFound: dashboardCopy.retryGone,
    subject: 'admin dashboard: notification',
    back: '/admin',
    malformed: dashboardCopy.retryGone,
  });
}

export default function Dashboard() {
  const { role, counts, diagnostic, expectedActiveJobs, weeks, dead } = useLoaderData<typeof loader>();
  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-bold tracking-tight">{adminHeadings.dashboard}</h1>
      <DashboardCounts counts={counts} role={role} />
      <QuickActions role={role} />
      {weeks || diagnostic ? (
        <div className="grid gap-6 xl:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
          {weeks ? <LeadsChart series={weeks} /> : null}
          {diagnostic ? <SystemDiagnostic diagnostic={diagnostic} expectedActiveJobs={expectedActiveJobs} /> : null}
        </div>
      ) : null}
      {diagnostic ? <DeadNotifications rows={dead} /> : null}
    </div>
  );
}

export function meta() {
  return [{ title: `${adminHeadings.dashboard} | Corvane Digital` }, { name: 'robots', content: 'noindex' }];
}
