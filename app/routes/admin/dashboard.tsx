/**
 * /admin (product §2 "Dashboard"): counts of the eight tables, quick actions, the System Diagnostic
 * on jobs, new leads per week by status (server-rendered SVG + table), and the notifications whose
 * delivery died, with Retry. Each role sees what it may open (issue 17): the counts and quick actions
 * of its areas, the leads chart with the leads, the diagnostic and failed notifications for owners.
 * Roles that take leads (sales, owner) see their calls (issue 46) and mark ended ones held or no-show.
 */
import { data, useLoaderData } from 'react-router';
import { DashboardCounts, DeadNotifications, QuickActions, SystemDiagnostic, type TableCounts } from '~/components/admin/dashboard-panels';
import { LeadsChart } from '~/components/admin/leads-chart';
import { MemberCalls } from '~/components/admin/member-calls';
import { adminHeadings } from '~/content/admin/common';
import { dashboardCopy, dashboardTables } from '~/content/admin/inbox';
import { callsCopy } from '~/content/admin/reminders';
import { recentWeeks, weeklySeries } from '~/domain/leads-chart';
import { mayOpen, type AdminArea, type StaffRole } from '~/domain/roles';
import { loadOr, rowAction, type RowOperation } from '~/server/admin/list-flow.server';
import { requireStaff, type StaffSession } from '~/server/platform/auth.server';
import {
  EXPECTED_ACTIVE_JOBS,
  leadsPerWeek,
  listDeadOutboxRows,
  listMemberCalls,
  markCall,
  retryDeadNotification,
  runDiagnostic,
  tableCounts,
  type CallOutcome,
  type DashboardTable,
} from '~/server/entities/dashboard.server';
import type { Route } from './+types/dashboard';
import { lastBackup } from '~/server/backup/backups.server';
import { readFormFields } from '~/server/platform/uploads.server';

export async function loader(args: Route.LoaderArgs) {
  const { role, email } = await requireStaff(args, 'dashboard');
  // Each panel loads only for a role that may open what it shows (domain/roles).
  const system = mayOpen(role, 'system');
  // The diagnostic runs first and alone: it is the check that must answer even when the rest fails.
  const diagnostic = system ? await runDiagnostic() : null;
  // A panel whose query failed shows nothing (logged); the rest of the page still shows.
  const [counts, weeks, dead, calls, backup] = await Promise.all([
    loadOr(null, tableCounts, 'admin dashboard: counts'),
    mayOpen(role, 'leads') ? loadOr(null, () => leadsPerWeek(), 'admin dashboard: leads per week') : null,
    system ? loadOr(null, () => listDeadOutboxRows(50), 'admin dashboard: dead notifications') : null,
    mayOpen(role, 'leads') ? loadOr(null, () => listMemberCalls(email), 'admin dashboard: calls') : null,
    // Issue 47 (ADR 380): the newest backup's time and size, with the system panel.
    system ? loadOr(undefined, () => lastBackup(), 'admin dashboard: last backup') : undefined,
  ]);
  return {
    role,
    counts: counts ? countsFor(role, counts) : null,
    diagnostic,
    expectedActiveJobs: EXPECTED_ACTIVE_JOBS,
    weeks: mayOpen(role, 'leads') ? (weeks ?? weeklySeries([], recentWeeks(new Date()))) : null,
    dead: dead ?? [],
    calls,
    lastBackup: backup,
  };
}

/** Only the counts of the tables the role may open leave the server. */
function countsFor(role: StaffRole, counts: Record<DashboardTable, number>): TableCounts {
  const shown: TableCounts = {};
  for (const { table, area } of dashboardTables) if (mayOpen(role, area)) shown[table] = counts[table];
  return shown;
}

/** A button's area: Retry is the system panel's (owners), Held / No-show the leads' (sales, owners). */
function refuseOutside(staff: StaffSession, area: AdminArea): void {
  if (!mayOpen(staff.role, area)) throw data({ area }, { status: 403, statusText: 'Forbidden' });
}

/** Held / No-show on a call that has ended (issue 46): the member's own calls, or any for an owner. */
function markOperation(staff: StaffSession, outcome: CallOutcome): RowOperation {
  return {
    run: async (id) => {
      const result = await markCall(staff, id, outcome);
      if (result.ok) return outcome === 'held' ? callsCopy.markedHeld : callsCopy.markedNoShow;
      const message = { gone: callsCopy.markGone, 'not-yours': callsCopy.notYours, 'not-ended': callsCopy.notEnded }[result.reason];
      return { kind: 'error', message };
    },
    failed: callsCopy.markError,
  };
}

export async function action(args: Route.ActionArgs) {
  // Every role opens the dashboard; each button is then held to its own area.
  const staff = await requireStaff(args, 'dashboard');
  const form = await readFormFields(args.request);
  const intent = form.get('intent');
  if (intent === 'held' || intent === 'no-show') {
    refuseOutside(staff, 'leads');
    return rowAction(args.request, form, {
      operations: { held: markOperation(staff, 'held'), 'no-show': markOperation(staff, 'no_show') },
      notFound: callsCopy.markGone,
      subject: 'admin dashboard: call',
      back: '/admin',
      malformed: callsCopy.markGone,
    });
  }
  refuseOutside(staff, 'system');
  const gone = { kind: 'error', message: dashboardCopy.retryGone } as const;
  return rowAction(args.request, form, {
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
  const { role, counts, diagnostic, expectedActiveJobs, weeks, dead, calls, lastBackup } = useLoaderData<typeof loader>();
  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-bold tracking-tight">{adminHeadings.dashboard}</h1>
      <DashboardCounts counts={counts} role={role} />
      <QuickActions role={role} />
      {calls ? <MemberCalls upcoming={calls.upcoming} toMark={calls.toMark} /> : null}
      {weeks || diagnostic ? (
        <div className="grid gap-6 xl:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
          {weeks ? <LeadsChart series={weeks} /> : null}
          {diagnostic ? <SystemDiagnostic diagnostic={diagnostic} expectedActiveJobs={expectedActiveJobs} lastBackup={lastBackup} /> : null}
        </div>
      ) : null}
      {diagnostic ? <DeadNotifications rows={dead} /> : null}
    </div>
  );
}

export function meta() {
  return [{ title: `${adminHeadings.dashboard} | Corvane Digital` }, { name: 'robots', content: 'noindex' }];
}
