/**
 * /admin/job-applications (SPEC §2 "Job applications"): the list with its total, an inline status
 * select per application that saves at once, filter/search/pages in the URL, and the details
 * (?application={id}) in the one Dialog with JavaScript, in the page without it.
 */
import { data, redirect, useActionData, useLoaderData, useNavigate } from 'react-router';
import { ApplicationDetails, type NotesFormState } from '~/components/admin/application-details';
import { ApplicationList, type StatusChangeResult } from '~/components/admin/application-list';
import { DeleteConfirmation } from '~/components/admin/delete-form';
import { InboxPagination, InboxToolbar } from '~/components/admin/inbox-toolbar';
import { useHydrated } from '~/components/ui/use-hydrated';
import { Dialog } from '~/components/ui/dialog';
import { usePageLoading } from '~/components/ui/use-page-loading';
import { adminHeadings } from '~/content/admin/common';
import { applicationCopy, inboxCopy } from '~/content/admin/inbox';
import { confirmDeleteLocation, isConfirmedDelete, pendingDeleteId } from '~/domain/admin-delete';
import { errorMessage, formText, parseId, parseIntent } from '~/domain/admin-form';
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
import { requireStaff } from '~/server/platform/auth.server';
import { redirectWithFlash } from '~/server/platform/flash.server';
import { log } from '~/server/platform/log.server';
import type { Route } from './+types/index';

const PATH = '/admin/job-applications';
const FILTERS = ['all', ...APPLICATION_STATUSES] as const;

export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request);
  const url = new URL(request.url);
  const query = parseInboxQuery(url.searchParams, APPLICATION_STATUSES);
  const selectedId = url.searchParams.get('application');
  const confirmDelete = pendingDeleteId(request);
  try {
    const [page, selected] = await Promise.all([listApplications(query), selectedId ? getApplication(selectedId) : undefined]);
    return { query, page, selected: selected ?? null, confirmDelete };
  } catch (error) {
    // SPEC §8: list load errors are only logged and the list shows empty.
    log.error({ err: error }, 'admin job applications: load failed');
    const page: ApplicationPage = { rows: [], total: 0, page: 1, pageCount: 1 };
    return { query, page, selected: null, confirmDelete };
  }
}

export async function action({ request }: Route.ActionArgs) {
  const staff = await requireStaff(request);
  const form = await request.formData();
  const intent = parseIntent(form, ['status', 'notes', 'delete'] as const);
  const id = parseId(form.get('id'));
  const query = parseInboxQuery(new URL(request.url).searchParams, APPLICATION_STATUSES);
  const init = { headers: staff.headers };
  const listHref = `${PATH}${inboxSearch(query)}`;
  if (!intent || !id) return data({ ok: false, message: M.notFound } as const, { status: 400, ...init });

  if (intent === 'status') {
    // A fetcher (JavaScript) gets an answer in place; a plain form post is redirected (PRG).
    const viaFetcher = form.get('via') === 'fetcher';
    const answer = async (result: StatusChangeResult, status = 200) =>
      viaFetcher
        ? data(result, { status, ...init })
        : redirectWithFlash(listHref, result.ok ? { kind: 'info', message: applicationCopy.statusSaved } : { kind: 'error', message: result.message }, init);
    const parsed = applicationStatusSchema.safeParse(form.get('status'));
    if (!parsed.success) return answer({ ok: false, message: M.statusError(M.invalidStatus) }, 400);
    try {
      if (!(await setApplicationStatus(staff, id, parsed.data))) return answer({ ok: false, message: M.statusError(M.notFound) }, 404);
    } catch (error) {
      log.error({ err: error, application: id }, 'admin job applications: status update failed');
      return answer({ ok: false, message: M.statusError(errorMessage(error)) }, 500);
    }
    return answer({ ok: true });
  }

  if (intent === 'notes') {
    const values = { notes: formText(form, 'notes') };
    const failed = (message: string, status: number) => data({ ok: false, message: M.notesError(message), values }, { status, ...init });
    const parsed = applicationNotesSchema.safeParse(values.notes);
    if (!parsed.success) return failed(parsed.error.issues[0]!.message, 400);
    try {
      if (!(await saveApplicationNotes(staff, id, parsed.data))) return failed(M.notFound, 404);
    } catch (error) {
      log.error({ err: error, application: id }, 'admin job applications: notes update failed');
      return failed(errorMessage(error), 500);
    }
    // A fetcher (the dialog) is answered in place; a plain form post is redirected (PRG).
    if (form.get('via') === 'fetcher') return data({ ok: true, message: M.notesSaved, values }, init);
    return redirectWithFlash(`${PATH}${inboxSearch(query, { application: id })}`, { kind: 'success', message: M.notesSaved }, init);
  }

  if (!isConfirmedDelete(form)) return redirect(confirmDeleteLocation(request, id), init);
  try {
    if (!(await deleteApplication(staff, id))) return redirectWithFlash(listHref, { kind: 'error', message: M.deleteError(M.notFound) }, init);
  } catch (error) {
    log.error({ err: error, application: id }, 'admin job applications: delete failed');
    return redirectWithFlash(listHref, { kind: 'error', message: M.deleteError(errorMessage(error)) }, init);
  }
  return redirectWithFlash(listHref, { kind: 'success', message: M.deleted }, init);
}

export default function JobApplicationsPage() {
  const { query, page, selected, confirmDelete } = useLoaderData<typeof loader>();
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
