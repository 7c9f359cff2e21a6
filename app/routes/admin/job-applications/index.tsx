/**
 * /admin/job-applications (product §2 "Job applications"): the list with its total, an inline status
 * select per application that saves at once, filter/search/pages in the URL, and the details
 * (?application={id}) in the one Dialog with JavaScript, in the page without it.
 */
import { useActionData, useLoaderData, useNavigate } from 'react-router';
import { ApplicationDetails, type NotesFormState } from '~/components/admin/application-details';
import { ApplicationList } from '~/components/admin/application-list';
import { DeleteConfirmation } from '~/components/admin/delete-form';
import { InboxPagination, InboxToolbar } from '~/components/admin/inbox-toolbar';
import { useHydrated } from '~/components/ui/use-hydrated';
import { Dialog } from '~/components/ui/dialog';
import { usePageLoading } from '~/components/ui/use-page-loading';
import { z } from 'zod';
import { adminHeadings } from '~/content/admin/common';
import { applicationCopy, inboxCopy } from '~/content/admin/inbox';
import { pendingDeleteId } from '~/domain/admin-delete';
import { found, parseAdminValues, parseId } from '~/domain/admin-form';
import { APPLICATION_ADMIN_MESSAGES as M, APPLICATION_STATUSES, applicationNotesSchema, applicationStatusSchema } from '~/domain/applications';
import { inboxSearch, parseInboxQuery } from '~/domain/inbox';
import {
  deleteApplication,
  getApplication,
  listApplications,
  saveApplicationNotes,
  setApplicationStatus,
  type ApplicationPage,
} from '~/server/entities/applications.server';
import { submitForm } from '~/server/admin/form-flow.server';
import { deleteOperation, loadOr, rowAction } from '~/server/admin/list-flow.server';
import { requireStaff } from '~/server/platform/auth.server';
import { listJobOptions } from '~/server/entities/jobs.server';
import { JobFilter } from '~/components/admin/job-filter';
import type { Route } from './+types/index';
import { readFormFields } from '~/server/platform/uploads.server';

const PATH = '/admin/job-applications';
const FILTERS = ['all', ...APPLICATION_STATUSES] as const;

const EMPTY_PAGE: ApplicationPage = { rows: [], total: 0, page: 1, pageCount: 1 };
const notesSchema = z.object({ notes: applicationNotesSchema });

export async function loader(args: Route.LoaderArgs) {
  await requireStaff(args, 'job-applications');
  const url = new URL(args.request.url);
  const query = { ...parseInboxQuery(url.searchParams, APPLICATION_STATUSES), job: parseId(url.searchParams.get('job')) };
  const selectedId = url.searchParams.get('application');
  // product §8: list load errors are only logged and the list shows empty.
  const load = () => Promise.all([listApplications(query), selectedId ? getApplication(selectedId) : undefined, listJobOptions()]);
  const [page, selected, jobOptions] = await loadOr([EMPTY_PAGE, null, []] as const, load, 'admin job applications: load');
  return { query, page, selected: selected ?? null, jobOptions, confirmDelete: pendingDeleteId(args.request) };
}

export async function action(args: Route.ActionArgs) {
  const staff = await requireStaff(args, 'job-applications');
  const { request } = args;
  const form = await readFormFields(request);
  const id = parseId(form.get('id'));
  const query = parseInboxQuery(new URL(request.url).searchParams, APPLICATION_STATUSES);
  // The notes are a form (a fetcher, the dialog, is answered in place; a plain post is redirected).
  if (form.get('intent') === 'notes' && id) {
    return submitForm(form, {
      intent: 'notes',
      parse: (body) => parseAdminValues(notesSchema, body),
      save: async ({ notes }) => found(await saveApplicationNotes(staff, id, notes)),
      copy: { created: M.notesSaved, updated: M.notesSaved, saveError: M.notesError, notFound: M.notFound },
      invalidMessage: M.notesError,
      done: `${PATH}${inboxSearch(query, { application: id })}`,
      subject: 'job application notes',
      id,
    });
  }
  return rowAction(request, form, {
    operations: {
      // A status change through a fetcher (JavaScript) is answered in place; a plain post is redirected.
      status: {
        check: (body) => (applicationStatusSchema.safeParse(body.get('status')).success ? null : M.invalidStatus),
        run: async (applicationId, body) => ((await setApplicationStatus(staff, applicationId, applicationStatusSchema.parse(body.get('status')))) ? applicationCopy.statusSaved : null),
        failed: M.statusError,
        kind: 'info',
      },
      delete: deleteOperation((applicationId) => deleteApplication(staff, applicationId), M),
    },
    notFound: M.notFound,
    subject: 'job application',
    back: `${PATH}${inboxSearch(query)}`,
  });
}

export default function JobApplicationsPage() {
  const { query, page, selected, jobOptions, confirmDelete } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  // Only the notes form's answers carry the typed values back (the status answers go to a fetcher).
  const notesForm = actionData && 'values' in actionData ? (actionData as NotesFormState) : undefined;
  const hydrated = useHydrated();
  const navigate = useNavigate();
  const loading = usePageLoading();
  const here = { ...query, page: page.page };
  const closeHref = { search: inboxSearch(here) };
  const title = selected ? applicationCopy.detailsTitle(`${selected.first_name} ${selected.last_name}`) : '';
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-baseline justify-between gap-3">
        <h1 className="text-2xl font-bold tracking-tight">{adminHeadings.jobApplications}</h1>
        <p className="text-sm text-slate-700" data-testid="applications-total">
          {inboxCopy.total(page.total, applicationCopy.noun)}
        </p>
      </div>
      <InboxToolbar query={query} filters={FILTERS} exportHref="/admin/job-applications.csv" searchId="application-search" />
      <JobFilter query={query} jobs={jobOptions} />
      {confirmDelete && selected && confirmDelete === selected.id ? (
        <DeleteConfirmation
          id={selected.id}
          question={M.confirmDelete}
          subject={`${selected.first_name} ${selected.last_name} <${selected.email}>`}
          cancelHref={`${PATH}${inboxSearch(here, { application: selected.id })}`}
        />
      ) : null}
      {loading ? (
        <p role="status" className="text-sm text-slate-700">
          {applicationCopy.loading}
        </p>
      ) : null}
      {selected && !hydrated ? (
        <section aria-labelledby="application-details-title" className="rounded-lg border border-slate-200 bg-white p-5">
          <div className="mb-4 flex flex-wrap items-start justify-between gap-3">
            <h2 id="application-details-title" className="text-xl font-bold">
              {title}
            </h2>
            <a href={`${PATH}${closeHref.search}`} className={`text-sm font-semibold text-brand-700 underline`}>
              {applicationCopy.close}
            </a>
          </div>
          <ApplicationDetails application={selected} notesForm={notesForm} />
        </section>
      ) : null}
      <ApplicationList rows={page.rows} query={here} />
      <InboxPagination query={query} page={page.page} pageCount={page.pageCount} />
      {hydrated ? (
        <Dialog
          open={Boolean(selected)}
          size="lg"
          title={title}
          closeLabel={applicationCopy.close}
          onClose={() => {
            if (selected) void navigate(closeHref, { preventScrollReset: true });
          }}
        >
          {selected ? <ApplicationDetails key={selected.id} application={selected} notesForm={notesForm} /> : null}
        </Dialog>
      ) : null}
    </div>
  );
}

export function meta() {
  return [{ title: `${adminHeadings.jobApplications} | Corvane Digital` }, { name: 'robots', content: 'noindex' }];
}
