/**
 * /admin/leads (SPEC §2 "Contact leads"): filter, search and page the leads (all in the URL), a
 * lead selected with ?lead={id} in the detail pane, Edit Lead with ?edit=1, all without
 * JavaScript; with it, the browser confirms deletes and Save Changes reads SAVING....
 */
import { data, redirect, useActionData, useLoaderData } from 'react-router';
import { DeleteConfirmation } from '~/components/admin/delete-form';
import { InboxPagination, InboxToolbar } from '~/components/admin/inbox-toolbar';
import { LeadDetail, type LeadEditState } from '~/components/admin/lead-detail';
import { LeadList } from '~/components/admin/lead-list';
import { usePageLoading } from '~/components/ui/use-page-loading';
import { adminHeadings } from '~/content/admin/common';
import { inboxCopy, leadCopy } from '~/content/admin/inbox';
import { confirmDeleteLocation, isConfirmedDelete, pendingDeleteId } from '~/domain/admin-delete';
import { errorMessage, fieldErrors, formText, parseId, parseIntent } from '~/domain/admin-form';
import { inboxSearch, parseInboxQuery } from '~/domain/inbox';
import { LEAD_FILTERS, LEAD_MESSAGES, LEAD_STATUSES, leadUpdateSchema } from '~/domain/leads';
import { requireStaff } from '~/server/platform/auth.server';
import { redirectWithFlash } from '~/server/platform/flash.server';
import { deleteLead, getLead, listLeads, updateLead, type LeadPage } from '~/server/entities/leads.server';
import { log } from '~/server/platform/log.server';
import type { Route } from './+types/index';

const PATH = '/admin/leads';

export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request);
  const url = new URL(request.url);
  const query = parseInboxQuery(url.searchParams, LEAD_STATUSES);
  const leadId = url.searchParams.get('lead');
  const view = { query, editing: url.searchParams.get('edit') === '1', confirmDelete: pendingDeleteId(request) };
  try {
    const [page, selected] = await Promise.all([listLeads(query), leadId ? getLead(leadId) : undefined]);
    return { ...view, page, selected: selected ?? null, missing: Boolean(leadId && !selected) };
  } catch (error) {
    // SPEC §8: list load errors are only logged and the list shows empty.
    log.error({ err: error }, 'admin leads: load failed');
    const page: LeadPage = { rows: [], total: 0, page: 1, pageCount: 1 };
    return { ...view, page, selected: null, missing: false };
  }
}

export async function action({ request }: Route.ActionArgs) {
  const staff = await requireStaff(request);
  const form = await request.formData();
  const intent = parseIntent(form, ['update', 'delete'] as const);
  const id = parseId(form.get('id'));
  const query = parseInboxQuery(new URL(request.url).searchParams, LEAD_STATUSES);
  const init = { headers: staff.headers };
  if (!intent || !id) return data({ message: LEAD_MESSAGES.notFound }, { status: 400, ...init });
  const selectedHref = `${PATH}${inboxSearch(query, { lead: id })}`;

  if (intent === 'delete') {
    if (!isConfirmedDelete(form)) return redirect(confirmDeleteLocation(request, id), init);
    try {
      if (!(await deleteLead(staff, id))) {
        return redirectWithFlash(`${PATH}${inboxSearch(query)}`, { kind: 'error', message: LEAD_MESSAGES.deleteError(LEAD_MESSAGES.notFound) }, init);
      }
    } catch (error) {
      log.error({ err: error, lead: id }, 'admin leads: delete failed');
      return redirectWithFlash(selectedHref, { kind: 'error', message: LEAD_MESSAGES.deleteError(errorMessage(error)) }, init);
    }
    return redirectWithFlash(`${PATH}${inboxSearch(query)}`, { kind: 'success', message: LEAD_MESSAGES.deleted }, init);
  }

  const values = { status: formText(form, 'status'), notes: formText(form, 'notes') };
  const parsed = leadUpdateSchema.safeParse(values);
  if (!parsed.success) return data({ errors: fieldErrors(parsed.error), values }, { status: 400, ...init });
  try {
    if (!(await updateLead(staff, id, parsed.data))) {
      return data({ message: LEAD_MESSAGES.updateError(LEAD_MESSAGES.notFound), values }, { status: 404, ...init });
    }
  } catch (error) {
    log.error({ err: error, lead: id }, 'admin leads: update failed');
    return data({ message: LEAD_MESSAGES.updateError(errorMessage(error)), values }, { status: 500, ...init });
  }
  return redirectWithFlash(selectedHref, { kind: 'success', message: LEAD_MESSAGES.updated }, init);
}

export default function LeadsPage() {
  const { query, page, selected, missing, editing, confirmDelete } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const loading = usePageLoading();
  const selectedId = selected?.id ?? null;
  const edit: LeadEditState | undefined = actionData;
  const here = { ...query, page: page.page };
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-baseline justify-between gap-3">
        <h1 className="text-2xl font-bold tracking-tight">{adminHeadings.leads}</h1>
        <p className="text-sm text-slate-700" data-testid="leads-total">
          {inboxCopy.total(page.total, 'lead')}
        </p>
      </div>
      <InboxToolbar query={query} filters={LEAD_FILTERS} exportHref="/admin/leads.csv" searchId="lead-search" />
      {confirmDelete && selected && confirmDelete === selected.id ? (
        <DeleteConfirmation
          id={selected.id}
          question={LEAD_MESSAGES.confirmDelete}
          subject={`${selected.first_name} ${selected.last_name} <${selected.email}>`}
          cancelHref={`${PATH}${inboxSearch(query, { lead: selected.id })}`}
        />
      ) : null}
      {loading ? (
        <p role="status" className="text-sm text-slate-700">
          {leadCopy.loading}
        </p>
      ) : null}
      <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <section aria-label={leadCopy.listLabel} className="space-y-4">
          <LeadList rows={page.rows} query={here} selectedId={selectedId} />
          <InboxPagination query={query} page={page.page} pageCount={page.pageCount} />
        </section>
        <section
          aria-label={leadCopy.detailsLabel}
          // On a phone the selected lead comes first, above the list it was picked from.
          className={`lg:sticky lg:top-4 lg:self-start ${selected ? 'order-first lg:order-none' : ''}`}
        >
          {selected ? (
            <LeadDetail
              key={`${selected.id}-${editing}`}
              lead={selected}
              editing={editing}
              editHref={`${PATH}${inboxSearch(here, { lead: selected.id, edit: '1' })}`}
              cancelHref={`${PATH}${inboxSearch(here, { lead: selected.id })}`}
              edit={edit}
            />
          ) : (
            <p className="rounded-lg border border-dashed border-slate-300 bg-white p-6 text-center text-slate-700">
              {missing ? LEAD_MESSAGES.notFound : LEAD_MESSAGES.selectPrompt}
            </p>
          )}
        </section>
      </div>
    </div>
  );
}

export function meta() {
  return [{ title: `${adminHeadings.leads} | Corvane Digital` }, { name: 'robots', content: 'noindex' }];
}
