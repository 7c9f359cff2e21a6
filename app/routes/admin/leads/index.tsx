/**
 * /admin/leads (product §2 "Contact leads"): filter, search and page the leads (all in the URL), a
 * lead selected with ?lead={id} in the detail pane, Edit Lead with ?edit=1, all without
 * JavaScript; with it, the browser confirms deletes and Save Changes reads SAVING....
 * Issue 46: ?office= and ?owner= filter by the current assignment; each row shows its office,
 * owner and unanswered wait; the detail pane says why the lead went where it did.
 */
import { Form, Link, useActionData, useLoaderData } from 'react-router';
import { DeleteConfirmation } from '~/components/admin/delete-form';
import { InboxPagination, InboxToolbar } from '~/components/admin/inbox-toolbar';
import { LeadDetail, type LeadEditState } from '~/components/admin/lead-detail';
import { LeadList } from '~/components/admin/lead-list';
import { usePageLoading } from '~/components/ui/use-page-loading';
import { adminHeadings } from '~/content/admin/common';
import { inboxCopy, leadCopy } from '~/content/admin/inbox';
import { pendingDeleteId } from '~/domain/admin-delete';
import { errorMessage, found, parseAdminValues, parseId } from '~/domain/admin-form';
import { inboxSearch } from '~/domain/inbox';
import { LEAD_FILTERS, LEAD_MESSAGES, leadUpdateSchema, parseLeadQuery, UNOWNED_FILTER, type LeadQuery } from '~/domain/leads';
import { buttonClass } from '~/components/ui/button';
import { SelectField } from '~/components/ui/field';
import { submitForm } from '~/server/admin/form-flow.server';
import { deleteOperation, loadOr, rowAction } from '~/server/admin/list-flow.server';
import { requireStaff } from '~/server/platform/auth.server';
import { deleteLead, getLead, getLeadAssignment, leadChoices, listLeads, updateLead, type LeadPage } from '~/server/entities/leads.server';
import type { Route } from './+types/index';
import { readFormFields } from '~/server/platform/uploads.server';
import { reassignCopy } from '~/content/admin/meetings';
import { parseReassignTarget, reassignLead } from '~/server/meetings/lead-reassign.server';
import { redirectWithFlash } from '~/server/platform/flash.server';
import { log } from '~/server/platform/log.server';

const PATH = '/admin/leads';

const EMPTY_PAGE: LeadPage = { rows: [], total: 0, page: 1, pageCount: 1 };
const NO_CHOICES: Awaited<ReturnType<typeof leadChoices>> = { filters: { offices: [], owners: [] }, reassign: [] };

export async function loader(args: Route.LoaderArgs) {
  await requireStaff(args, 'leads');
  const url = new URL(args.request.url);
  const query = parseLeadQuery(url.searchParams);
  const leadId = url.searchParams.get('lead');
  const view = { query, editing: url.searchParams.get('edit') === '1', confirmDelete: pendingDeleteId(args.request) };
  // product §8: list load errors are only logged and the list shows empty.
  const [page, selected, assignment, choices] = await loadOr(
    [EMPTY_PAGE, null, null, NO_CHOICES] as const,
    () => Promise.all([listLeads(query), leadId ? getLead(leadId) : undefined, leadId ? getLeadAssignment(leadId) : null, leadChoices()]),
    'admin leads: load',
  );
  return {
    ...view,
    page,
    selected: selected ?? null,
    assignment: selected ? assignment : null,
    choices: choices.filters,
    reassignChoices: selected ? choices.reassign : [],
    missing: page !== EMPTY_PAGE && Boolean(leadId && !selected),
  };
}

export async function action(args: Route.ActionArgs) {
  const staff = await requireStaff(args, 'leads');
  const { request } = args;
  const form = await readFormFields(request);
  const id = parseId(form.get('id'));
  const query = parseLeadQuery(new URL(request.url).searchParams);
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
  if (form.get('intent') === 'reassign' && id) {
    const target = parseReassignTarget(typeof form.get('target') === 'string' ? String(form.get('target')) : null);
    if (!target) return redirectWithFlash(selected, { kind: 'error', message: reassignCopy.refused['office-not-found'] });
    try {
      const outcome = await reassignLead(staff, id, target);
      return redirectWithFlash(selected, outcome.ok ? { kind: 'success', message: reassignCopy.done(outcome.explanation) } : { kind: 'error', message: reassignCopy.refused[outcome.reason] });
    } catch (error) {
      log.error({ err: error, lead: id }, 'admin leads: reassign failed');
      return redirectWithFlash(selected, { kind: 'error', message: reassignCopy.error(errorMessage(error)) });
    }
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
  const { query, page, selected, assignment, choices, reassignChoices: targets, missing, editing, confirmDelete } = useLoaderData<typeof loader>();
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
      <RoutingFilters key={`${query.office ?? ''}-${query.owner ?? ''}`} query={query} choices={choices} />
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
              assignment={assignment}
              waiting={assignment?.waiting ?? null}
              reassignChoices={targets}
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

/** Issue 46: the office and owner filters, a GET form (no JavaScript needed) keeping the status and search. */
function RoutingFilters({ query, choices }: { query: LeadQuery; choices: { offices: { key: string; name: string }[]; owners: { id: string; label: string }[] } }) {
  const officeKeys = choices.offices.map((office) => office.key);
  const officeNames = new Map(choices.offices.map((office) => [office.key, office.name]));
  const ownerIds = [...choices.owners.map((owner) => owner.id), UNOWNED_FILTER];
  const ownerLabels = new Map([...choices.owners.map((owner) => [owner.id, owner.label] as const), [UNOWNED_FILTER, leadCopy.unowned] as const]);
  return (
    <Form method="get" aria-label={leadCopy.routingFilterLabel} className="flex flex-wrap items-end gap-3">
      {query.status !== 'all' ? <input type="hidden" name="status" value={query.status} /> : null}
      {query.q ? <input type="hidden" name="q" value={query.q} /> : null}
      <SelectField
        label={leadCopy.office}
        name="office"
        options={officeKeys}
        optionLabel={(key) => officeNames.get(key) ?? key}
        placeholder={leadCopy.allOffices}
        defaultValue={query.office ?? ''}
        className="w-48 max-w-full"
      />
      <SelectField
        label={leadCopy.owner}
        name="owner"
        options={ownerIds}
        optionLabel={(id) => ownerLabels.get(id) ?? id}
        placeholder={leadCopy.allOwners}
        defaultValue={query.owner ?? ''}
        className="w-64 max-w-full"
      />
      <button type="submit" className={buttonClass('secondary', 'px-4 py-2')}>
        {leadCopy.applyFilters}
      </button>
      {query.office || query.owner ? (
        <Link to={{ search: inboxSearch({ ...query, office: null, owner: null, page: 1 }) }} className={buttonClass('ghost', 'px-3 py-2')}>
          {leadCopy.clearFilters}
        </Link>
      ) : null}
    </Form>
  );
}

export function meta() {
  return [{ title: `${adminHeadings.leads} | Corvane Digital` }, { name: 'robots', content: 'noindex' }];
}
