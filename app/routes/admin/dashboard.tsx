/**
 * /admin (SPEC §2 "Dashboard"): counts of the eight tables, quick actions, the System Diagnostic
 * on jobs, new leads per week by status (server-rendered SVG + table), and the notifications whose
 * delivery died, with Retry.
 */
import { useLoaderData } from 'react-router';
import { DashboardCounts, DeadNotifications, QuickActions, SystemDiagnostic } from '~/components/admin/dashboard-panels';
import { LeadsChart } from '~/components/admin/leads-chart';
import { adminHeadings } from '~/content/admin/common';
import { dashboardCopy } from '~/content/admin/inbox';
import { recentWeeks, weeklySeries } from '~/domain/leads-chart';
import { loadOr, rowAction } from '~/server/admin/list-flow.server';
import { requireStaff } from '~/server/platform/auth.server';
import {
  EXPECTED_ACTIVE_JOBS,
  leadsPerWeek,
  listDeadOutboxRows,
  retryDeadNotification,
  runDiagnostic,
  tableCounts,
} from '~/server/entities/dashboard.server';
import type { Route } from './+types/dashboard';

export async function loader(args: Route.LoaderArgs) {
  await requireStaff(args, 'dashboard');
  // The diagnostic runs first and alone: it is the check that must answer even when the rest fails.
  const diagnostic = await runDiagnostic();
  // A panel whose query failed shows nothing (logged); the rest of the page still shows.
  const [counts, weeks, dead] = await Promise.all([
    loadOr(null, tableCounts, 'admin dashboard: counts'),
    loadOr(null, () => leadsPerWeek(), 'admin dashboard: leads per week'),
    loadOr(null, () => listDeadOutboxRows(50), 'admin dashboard: dead notifications'),
  ]);
  return {
    counts,
    diagnostic,
    expectedActiveJobs: EXPECTED_ACTIVE_JOBS,
    weeks: weeks ?? weeklySeries([], recentWeeks(new Date())),
    dead: dead ?? [],
  };
}

export async function action(args: Route.ActionArgs) {
  const staff = await requireStaff(args, 'dashboard');
  const gone = { kind: 'error', message: dashboardCopy.retryGone } as const;
  return rowAction(args.request, await args.request.formData(), {
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
  const { counts, diagnostic, expectedActiveJobs, weeks, dead } = useLoaderData<typeof loader>();
  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-bold tracking-tight">{adminHeadings.dashboard}</h1>
      <DashboardCounts counts={counts} />
      <QuickActions />
      <div className="grid gap-6 xl:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <LeadsChart series={weeks} />
        <SystemDiagnostic diagnostic={diagnostic} expectedActiveJobs={expectedActiveJobs} />
      </div>
      <DeadNotifications rows={dead} />
    </div>
  );
}

export function meta() {
  return [{ title: `${adminHeadings.dashboard} | Corvane Digital` }, { name: 'robots', content: 'noindex' }];
}
