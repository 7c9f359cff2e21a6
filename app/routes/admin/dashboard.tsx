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
import { errorMessage, parseId, parseIntent } from '~/domain/admin-form';
import { recentWeeks, weeklySeries } from '~/domain/leads-chart';
import { requireStaff } from '~/server/platform/auth.server';
import {
  EXPECTED_ACTIVE_JOBS,
  leadsPerWeek,
  listDeadOutboxRows,
  retryDeadNotification,
  runDiagnostic,
  tableCounts,
} from '~/server/entities/dashboard.server';
import { redirectWithFlash } from '~/server/platform/flash.server';
import { log } from '~/server/platform/log.server';
import type { Route } from './+types/dashboard';

/** A panel's data, or null when its query failed (logged; the rest of the page still shows). */
async function orNull<T>(what: string, load: () => Promise<T>): Promise<T | null> {
  try {
    return await load();
  } catch (error) {
    log.error({ err: error }, `admin dashboard: ${what} failed`);
    return null;
  }
}

export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request);
  // The diagnostic runs first and alone: it is the check that must answer even when the rest fails.
  const diagnostic = await runDiagnostic();
  const [counts, weeks, dead] = await Promise.all([
    orNull('counts', tableCounts),
    orNull('leads per week', () => leadsPerWeek()),
    orNull('dead notifications', () => listDeadOutboxRows(50)),
  ]);
  return {
    counts,
    diagnostic,
    expectedActiveJobs: EXPECTED_ACTIVE_JOBS,
    weeks: weeks ?? weeklySeries([], recentWeeks(new Date())),
    dead: dead ?? [],
  };
}

export async function action({ request }: Route.ActionArgs) {
  const staff = await requireStaff(request);
  const form = await request.formData();
  const init = { headers: staff.headers };
  const id = parseId(form.get('id'));
  if (parseIntent(form, ['retry'] as const) !== 'retry' || !id) {
    return redirectWithFlash('/admin', { kind: 'error', message: dashboardCopy.retryGone }, init);
  }
  try {
    const retried = await retryDeadNotification(staff, id);
    return redirectWithFlash('/admin', retried ? { kind: 'success', message: dashboardCopy.retried } : { kind: 'error', message: dashboardCopy.retryGone }, init);
  } catch (error) {
    log.error({ err: error, outbox: id }, 'admin dashboard: retry failed');
    return redirectWithFlash('/admin', { kind: 'error', message: dashboardCopy.retryError(errorMessage(error)) }, init);
  }
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
