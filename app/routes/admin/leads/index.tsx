/**
 * /admin/leads (product §2 "Contact leads"): filter, search and page the leads (all in the URL), a
 * lead selected with ?lead={id} in the detail pane, Edit Lead with ?edit=1, all without
 * JavaScript; with it, the browser confirms deletes and Save Changes reads SAVING....
 */
import { useActionData, useLoaderData } from 'react-router';
import { DeleteConfirmation } from '~/components/admin/delete-form';
import { InboxPagination, InboxToolbar } from '~/components/admin/inbox-toolbar';
import { LeadDetail, type LeadEditState } from '~/components/admin/lead-detail';
import { LeadList } from '~/components/admin/lead-list';
import { usePageLoading } from '~/components/ui/use-page-loading';
import { adminHeadings } from '~/content/admin/common';
import { inboxCopy, leadCopy } from '~/content/admin/inbox';
import { pendingDeleteId } from '~/domain/admin-delete';
import { found, parseAdminValues, parseId } from '~/domain/admin-form';
import { inboxSearch, parseInboxQuery } from '~/domain/inbox';
import { LEAD_FILTERS, LEAD_MESSAGES, LEAD_STATUSES, leadUpdateSchema } from '~/domain/leads';
import { submitForm } from '~/server/admin/form-flow.server';
import { deleteOperation, loadOr, rowAction } from '~/server/admin/list-flow.server';
import { requireStaff } from '~/server/platform/auth.server';
import { deleteLead, getLead, listLeads, updateLead, type LeadPage } from '~/server/entities/leads.server';
import type { Route } from './+types/index';
import { readFormFields } from '~/server/platform/uploads.server';

const PATH = '/admin/leads';

const EMPTY_PAGE: LeadPage = { rows: [], total: 0, page: 1, pageCount: 1 };

export async function loader(args: Route.LoaderArgs) {
  await requireStaff(args, 'leads');
  const url = new URL(args.request.url);
  const query = parseInboxQuery(url.searchParams, LEAD_STATUSES);
  const leadId = url.searchParams.get('lead');
  const view = { query, editing: url.searchParams.get('edit') === '1', confirmDelete: pendingDeleteId(args.request) };
  // product §8: list load errors are only logged and the list shows empty.
  const [page, selected] = await loadOr([EMPTY_PAGE, null] as const, () => Promise.all([listLeads(query), leadId ? getLead(leadId) : undefined]), 'admin leads: load');
  return { ...view, page, selected: selected ?? null, missing: page !== EMPTY_PAGE && Boolean(leadId && !selected) };
}

export async function action(args: Route.ActionArgs) {
  const staff = await requireStaff(args, 'leads');
  const { request } = args;
  const form = await readFormFields(request);
  const id = parseId(form.get('id'));
  const query = parseInboxQuery(new URL(request.url).searchParams, LEAD_STATUSES);
  const list = `${PATH}${inboxSearch(query)}`;
  const selected = `${PATH}${inboxSearch(query, { lead: id ?? '' })}`;
  if (form.get('intent') === 'update' && id) {
    return submitForm(form, {
      intent: 'update',
      parse: (body) => parseAdminValues(leadUpdateSchema, body),
      save: async (input) => found(await updateLead(staff, id, input)),
      copy: { created: LEAD_MESSAGES.updated, updated: LEAD_MESSAGES.updated, saveError: LEAD_MESSAGES.updateError, notFound: LEAD_MESSAGES.notFound },
      done: selected,
      subject: 'lead',
      id,
    });
  }
  return rowAction(request, form, {
    operations: { delete: deleteOperation((leadId) => deleteLead(staff, leadId), LEAD_MESSAGES) },
    notFound: LEAD_MESSAGES.notFound,
    subject: 'lead',
    back: list,
    failureBack: selected,
  });
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
