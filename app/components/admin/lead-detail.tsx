import type { ReactNode } from 'react';
import { Form, Link, useNavigation } from 'react-router';
import { buttonClass } from '~/components/ui/button';
import { SelectField, TextAreaField } from '~/components/ui/field';
import { inboxCopy, leadCopy } from '~/content/admin/inbox';
import { reassignCopy } from '~/content/admin/meetings';
import { StaffTime } from '~/components/admin/staff-time';
import { LEAD_MESSAGES, LEAD_NOTES_MAX, LEAD_STATUSES, leadFormLabel, leadFullName } from '~/domain/leads';
import { statusLabel } from '~/domain/inbox';
import { countryName } from '~/domain/meetings/region';
import { LANGUAGE_LABEL, languageName } from '~/content/admin/languages';
import { DeleteForm } from './delete-form';
import { LeadStatusBadge } from './lead-status-badge';
import { ConsentDetails, type ConsentFields } from './consent-details';

/** The lead as the detail pane needs it (every column of contact_leads). */
export interface LeadDetailRow extends ConsentFields {
  id: string;
  first_name: string;
  last_name: string;
  email: string;
  phone: string | null;
  company_name: string | null;
  job_title: string | null;
  industry: string | null;
  project_type: string | null;
  budget: string | null;
  timeline: string | null;
  message: string;
  status: string;
  notes: string | null;
  form: string | null;
  /** Issue 46: the visitor's country (ISO alpha-2), the quote form's service, and when staff first answered. */
  country?: string | null;
  service?: string | null;
  /** Issue 48: the language of the page the form was sent from (the visitor's e-mails are in it). */
  locale?: string;
  first_response_at?: Date | string | null;
  source_page: string | null;
  referrer: string | null;
  utm_source: string | null;
  utm_medium: string | null;
  utm_campaign: string | null;
  utm_term: string | null;
  utm_content: string | null;
  created_at: Date | string;
  updated_at: Date | string;
}

/** Issue 46: the lead's current office and owner, and why (null: the lead predates routing). */
export interface LeadAssignmentDetail {
  office_name: string;
  owner_name: string | null;
  explanation: string;
  assigned_at: Date | string;
  /** A reassignment's author (null: the routing rules). */
  assigned_by?: string | null;
}

/** The reassign select's options: "dubai" (nobody named) or "dubai:{staff id}". */
export interface ReassignChoice {
  value: string;
  label: string;
}

export interface LeadEditState {
  errors?: Record<string, string>;
  message?: string;
  values?: { status?: string; notes?: string };
}

function Facts({ items }: { items: readonly [string, ReactNode][] }) {
  const shown = items.filter(([, value]) => value !== null && value !== undefined && value !== '');
  if (shown.length === 0) return null;
  return (
    <dl className="grid grid-cols-1 gap-x-4 gap-y-2 text-sm sm:grid-cols-[max-content_1fr]">
      {shown.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="font-medium text-slate-600">{label}</dt>
          <dd className="break-words text-ink">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function Block({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="border-t border-slate-200 pt-4">
      <h3 className="mb-2 text-sm font-semibold tracking-wide text-slate-700 uppercase">{title}</h3>
      {children}
    </section>
  );
}

function When({ value }: { value: Date | string }) {
  return <StaffTime value={value} />;
}

/** mailto: for the lead's address (characters that would start a query are escaped). */
export function mailtoHref(email: string): string {
  return `mailto:${encodeURIComponent(email).replace('%40', '@')}`;
}

/**
 * The right-hand pane (product §2): message, status, internal notes, received and last-updated
 * times, contact and project details, and the lead's attribution. Edit Lead switches status and
 * notes to a form (?edit=1, so it works without JavaScript); Save Changes posts it.
 */
export function LeadDetail({
  lead,
  editing,
  editHref,
  cancelHref,
  edit,
  assignment = null,
  waiting = null,
  reassignChoices = [],
}: {
  lead: LeadDetailRow;
  assignment?: LeadAssignmentDetail | null;
  /** Where staff may hand the lead (empty: no form). */
  reassignChoices?: readonly ReassignChoice[];
  /** "waiting 3 h (business hours)" while unanswered. */
  waiting?: string | null;
  editing: boolean;
  editHref: string;
  cancelHref: string;
  edit?: LeadEditState;
}) {
  const navigation = useNavigation();
  const saving = navigation.state === 'submitting' && navigation.formData?.get('intent') === 'update';
  const utm = (['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content'] as const).map(
    (key) => [key, lead[key]] as [string, ReactNode],
  );
  return (
    <article aria-labelledby="lead-detail-title" className="space-y-4 rounded-lg border border-slate-200 bg-white p-5">
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id="lead-detail-title" className="text-xl font-bold break-words">
            {leadFullName(lead)}
          </h2>
          <p className="text-sm break-all text-slate-700">{lead.email}</p>
        </div>
        <LeadStatusBadge status={lead.status} />
      </header>

      {/* Send Email and Delete stay while the status and notes are edited (issue 21). */}
      <div className="flex flex-wrap gap-2">
        {editing ? null : (
          <Link to={editHref} preventScrollReset className={buttonClass('primary', 'px-3 py-1.5 text-xs')}>
            {leadCopy.editLead}
          </Link>
        )}
        <a href={mailtoHref(lead.email)} className={buttonClass('secondary', 'px-3 py-1.5 text-xs')}>
            {leadCopy.sendEmail}
          </a>
        <DeleteForm id={lead.id} question={LEAD_MESSAGES.confirmDelete} label={leadCopy.delete} />
      </div>

      <Block title={leadCopy.message}>
        <p className="text-sm whitespace-pre-wrap text-ink">{lead.message}</p>
      </Block>

      {editing ? (
        <Form method="post" preventScrollReset className="space-y-4 border-t border-slate-200 pt-4" aria-label={leadCopy.editLead}>
          <input type="hidden" name="intent" value="update" />
          <input type="hidden" name="id" value={lead.id} />
          {edit?.message ? (
            <p role="alert" className="rounded-md border border-red-300 bg-red-50 p-3 text-sm text-red-900">
              {edit.message}
            </p>
          ) : null}
          <SelectField
            label={leadCopy.status}
            name="status"
            options={LEAD_STATUSES}
            optionLabel={statusLabel}
            defaultValue={edit?.values?.status ?? lead.status}
            error={edit?.errors?.status}
            className="max-w-xs"
          />
          <TextAreaField
            label={leadCopy.notes}
            name="notes"
            rows={5}
            maxLength={LEAD_NOTES_MAX}
            defaultValue={edit?.values?.notes ?? lead.notes ?? ''}
            error={edit?.errors?.notes}
          />
          <div className="flex flex-wrap gap-2">
            <button type="submit" disabled={saving} className={buttonClass('primary', 'px-3 py-1.5 text-sm')}>
              {saving ? inboxCopy.saving : leadCopy.saveChanges}
            </button>
            <Link to={cancelHref} preventScrollReset className={buttonClass('secondary', 'px-3 py-1.5 text-sm')}>
              {leadCopy.cancel}
            </Link>
          </div>
        </Form>
      ) : (
        <>
          <Block title={leadCopy.status}>
            <p className="text-sm">{statusLabel(lead.status)}</p>
          </Block>
          <Block title={leadCopy.notes}>
            <p className="text-sm whitespace-pre-wrap text-ink">{lead.notes ?? <span className="text-slate-600">{leadCopy.noNotes}</span>}</p>
          </Block>
        </>
      )}

      <Block title={leadCopy.assignment}>
        {assignment ? (
          <div className="space-y-2">
            <p className="text-sm font-medium text-ink" data-testid="lead-explanation">
              {assignment.explanation}
              {assignment.assigned_by ? <span className="font-normal text-slate-700"> {reassignCopy.by(assignment.assigned_by)}</span> : null}
            </p>
            <Facts
              items={[
                [leadCopy.office, assignment.office_name],
                [leadCopy.owner, assignment.owner_name ?? leadCopy.noOwner],
                [leadCopy.assignedAt, <When key="a" value={assignment.assigned_at} />],
                [leadCopy.firstResponse, lead.first_response_at ? <When key="f" value={lead.first_response_at} /> : waiting],
              ]}
            />
          </div>
        ) : (
          <p className="text-sm text-slate-700">{leadCopy.notRouted}</p>
        )}
        {reassignChoices.length > 0 ? <ReassignForm leadId={lead.id} choices={reassignChoices} /> : null}
      </Block>

      <Block title={leadCopy.contact}>
        <Facts
          items={[
            [leadCopy.received, <When key="r" value={lead.created_at} />],
            [leadCopy.updated, <When key="u" value={lead.updated_at} />],
            [leadCopy.phone, lead.phone],
            [leadCopy.country, lead.country ? `${countryName(lead.country)} (${lead.country})` : null],
            [leadCopy.company, lead.company_name],
            [leadCopy.jobTitle, lead.job_title],
            ...(lead.locale ? [[LANGUAGE_LABEL, languageName(lead.locale)] as [string, string]] : []),
          ]}
        />
      </Block>
      {lead.industry || lead.project_type || lead.service || lead.budget || lead.timeline ? (
        <Block title={leadCopy.project}>
          <Facts
            items={[
              [leadCopy.industry, lead.industry],
              [leadCopy.projectType, lead.project_type],
              [leadCopy.service, lead.service],
              [leadCopy.budget, lead.budget],
              [leadCopy.timeline, lead.timeline],
            ]}
          />
        </Block>
      ) : null}
      <Block title={leadCopy.attribution}>
        <Facts items={[[leadCopy.form, leadFormLabel(lead.form)], [leadCopy.sourcePage, lead.source_page], [leadCopy.referrer, lead.referrer], ...utm]} />
      </Block>
      <ConsentDetails record={lead} />
    </article>
  );
}

/** Hands the lead to another office or owner: a plain post (works without JavaScript); the answer is the page's flash. */
function ReassignForm({ leadId, choices }: { leadId: string; choices: readonly ReassignChoice[] }) {
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting' && navigation.formData?.get('intent') === 'reassign';
  const labels = new Map(choices.map((choice) => [choice.value, choice.label]));
  return (
    <Form method="post" preventScrollReset className="mt-3 flex flex-wrap items-end gap-3" aria-label={reassignCopy.legend}>
      <input type="hidden" name="intent" value="reassign" />
      <input type="hidden" name="id" value={leadId} />
      <SelectField
        label={reassignCopy.label}
        name="target"
        options={choices.map((choice) => choice.value)}
        optionLabel={(value) => labels.get(value) ?? value}
        hint={reassignCopy.hint}
        required
        className="w-72 max-w-full"
      />
      <button type="submit" disabled={busy} className={buttonClass('secondary', 'px-3 py-1.5 text-sm')}>
        {reassignCopy.submit}
      </button>
    </Form>
  );
}
