/**
 * /admin/jobs — every job as a card (SPEC §2): Edit, Activate/Deactivate, Delete (confirmed),
 * Add New Job, View Applications; 'No jobs found. Add one to get started!' when there are none.
 */
import { data, redirect } from 'react-router';
import { DeleteConfirmation } from '~/components/admin/delete-form';
import { AdminPageHeader } from '~/components/admin/editor-kit';
import { JobAdminCard } from '~/components/admin/job-admin-card';
import { LinkButton } from '~/components/ui/button';
import { adminHeadings } from '~/content/admin';
import { jobAdminCopy as copy } from '~/content/admin-catalog';
import { listPath } from '~/domain/admin-content';
import { confirmDeleteLocation, isConfirmedDelete, pendingDeleteId } from '~/domain/admin-delete';
import { errorMessage, parseId, parseIntent } from '~/domain/admin-form';
import { requireStaff } from '~/server/auth.server';
import { redirectWithFlash } from '~/server/flash.server';
import { deleteJob, listJobs, setJobActive, type Job } from '~/server/jobs.server';
import { log } from '~/server/log.server';
import type { Route } from './+types/index';

export async function loader({ request }: Route.LoaderArgs) {
  const staff = await requireStaff(request);
  let jobs: Job[] = [];
  try {
    jobs = await listJobs();
  } catch (error) {
    // SPEC §8: list load errors are only logged and the list shows empty.
    log.error({ err: error }, 'admin jobs list failed');
  }
  const rows = jobs.map(({ id, title, department, experience_level, location, employment_type, description, display_order, is_active, created_at }) => ({
    id,
    title,
    department,
    experience_level,
    location,
    employment_type,
    description,
    display_order,
    is_active,
    created_at,
  }));
  return data({ jobs: rows, pendingDelete: pendingDeleteId(request) }, { headers: staff.headers });
}

export async function action({ request }: Route.ActionArgs) {
  const staff = await requireStaff(request);
  const form = await request.formData();
  const intent = parseIntent(form, ['toggle', 'delete'] as const);
  const id = parseId(form.get('id'));
  if (!intent || !id) throw data('Bad request', { status: 400 });
  const back = listPath(request.url);
  const headers = staff.headers;

  if (intent === 'toggle') {
    const active = form.get('active') === 'true';
    try {
      if (!(await setJobActive(staff, id, active))) throw new Error(copy.notFound);
      return redirectWithFlash(back, { kind: 'success', message: active ? copy.activated : copy.deactivated }, { headers });
    } catch (error) {
      log.error({ err: error, id }, 'job status update failed');
      return redirectWithFlash(back, { kind: 'error', message: copy.statusError(errorMessage(error)) }, { headers });
    }
  }

  if (!isConfirmedDelete(form)) return redirect(confirmDeleteLocation(new Request(new URL(back, request.url)), id), { headers });
  try {
    if (!(await deleteJob(staff, id))) throw new Error(copy.notFound);
    return redirectWithFlash(back, { kind: 'success', message: copy.deleted }, { headers });
  } catch (error) {
    log.error({ err: error, id }, 'job delete failed');
    return redirectWithFlash(back, { kind: 'error', message: copy.deleteError(errorMessage(error)) }, { headers });
  }
}

export default function JobsAdmin({ loaderData }: Route.ComponentProps) {
  const { jobs, pendingDelete } = loaderData;
  const pending = jobs.find((job) => job.id === pendingDelete);
  return (
    <>
      <AdminPageHeader title={adminHeadings.jobs}>
        <LinkButton to="/admin/job-applications" variant="secondary">
          {copy.viewApplications}
        </LinkButton>
        <LinkButton to="/admin/jobs/new">{copy.addNew}</LinkButton>
      </AdminPageHeader>

      {pending ? <DeleteConfirmation id={pending.id} question={copy.deleteQuestion} subject={pending.title} cancelHref="/admin/jobs" /> : null}

      {jobs.length === 0 ? (
        <p className="rounded-lg border border-dashed border-slate-300 bg-white p-8 text-center text-slate-700">{copy.empty}</p>
      ) : (
        <ul className="space-y-4" aria-label={adminHeadings.jobs}>
          {jobs.map((job) => (
            <li key={job.id} className="flex" data-testid="job-card">
              <JobAdminCard job={job} />
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

export function meta() {
  return [{ title: `${adminHeadings.jobs} | Corvane Digital` }, { name: 'robots', content: 'noindex' }];
}
