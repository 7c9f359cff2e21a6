/**
 * /admin/jobs — every job as a card (product §2): Edit, Activate/Deactivate, Delete (confirmed),
 * Add New Job, View Applications; 'No jobs found. Add one to get started!' when there are none.
 */
import { EmptyList, PendingDelete } from '~/components/admin/admin-list';
import { AdminPageHeader } from '~/components/admin/editor-kit';
import { JobAdminCard } from '~/components/admin/job-admin-card';
import { LinkButton } from '~/components/ui/button';
import { adminHeadings } from '~/content/admin/common';
import { jobAdminCopy as copy } from '~/content/admin/catalog';
import { pendingDeleteId } from '~/domain/admin-delete';
import { deleteOperation, listOrEmpty, rowAction, toggleOperation } from '~/server/admin/list-flow.server';
import { requireStaff } from '~/server/platform/auth.server';
import { deleteJob, listJobs, setJobActive } from '~/server/entities/jobs.server';
import { languageName } from '~/domain/translations';
import type { Route } from './+types/index';
import { readFormFields } from '~/server/platform/uploads.server';

export async function loader(args: Route.LoaderArgs) {
  await requireStaff(args, 'jobs');
  const jobs = await listOrEmpty(listJobs, 'admin jobs list');
  const rows = jobs.map(({ id, title, locale, department, experience_level, location, employment_type, description, display_order, is_active, created_at }) => ({
    id,
    title,
    // Issue 48: each translation is a row of its own.
    language: languageName(locale),
    department,
    experience_level,
    location,
    employment_type,
    description,
    display_order,
    is_active,
    created_at,
  }));
  return { jobs: rows, pendingDelete: pendingDeleteId(args.request) };
}

export async function action(args: Route.ActionArgs) {
  const staff = await requireStaff(args, 'jobs');
  return rowAction(args.request, await readFormFields(args.request), {
    operations: {
      toggle: toggleOperation(async (id, active) => (await setJobActive(staff, id, active))?.title, { ...copy, toggleError: copy.statusError }),
      delete: deleteOperation((id) => deleteJob(staff, id), copy),
    },
    notFound: copy.notFound,
    subject: 'job',
  });
}

export default function JobsAdmin({ loaderData }: Route.ComponentProps) {
  const { jobs, pendingDelete } = loaderData;
  return (
    <>
      <AdminPageHeader title={adminHeadings.jobs}>
        <LinkButton to="/admin/job-applications" variant="secondary">
          {copy.viewApplications}
        </LinkButton>
        <LinkButton to="/admin/jobs/new">{copy.addNew}</LinkButton>
      </AdminPageHeader>

      <PendingDelete rows={jobs} pendingId={pendingDelete} subject={(job) => job.title} question={copy.deleteQuestion} cancelHref="/admin/jobs" />

      {jobs.length === 0 ? (
        <EmptyList message={copy.empty} />
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
