/**
 * Contact leads in the back office (product §2 "Contact leads", §4, §8): statuses, the filter, the
 * edit form's schema, and the product's messages verbatim.
 */
import { z } from 'zod';
import { MAX, tooLong } from './forms';
import { asString } from '~/domain/values';
import { LEAD_STATUSES, type LeadStatus } from './options';
import { parseInboxQuery, type InboxQuery } from './inbox';
import { parseId } from './values';

/** product §4: any status may follow any other. */
// The list lives in ./options (one source with the database's CHECK and the seed); re-exported for this module's users.
export { LEAD_STATUSES, type LeadStatus };

/** The owner filter's value for leads nobody owns (everyone at the office was away). */
export const UNOWNED_FILTER = 'none';

/** The lead list's view: the inbox's status, search and page, and issue 46's office and owner (optional there). */
export type LeadQuery = InboxQuery<LeadStatus>;

/**
 * Reads ?status, ?q, ?page, ?office (an office key) and ?owner (a staff id or 'none'); a value of
 * the wrong shape is no filter, as an unknown status is 'all'.
 */
export function parseLeadQuery(params: URLSearchParams): LeadQuery {
  const office = params.get('office')?.trim().toLowerCase() ?? '';
  const owner = params.get('owner')?.trim() ?? '';
  return {
    ...parseInboxQuery(params, LEAD_STATUSES),
    office: /^[a-z0-9][a-z0-9-]{0,39}$/.test(office) ? office : null,
    owner: owner === UNOWNED_FILTER ? UNOWNED_FILTER : parseId(owner),
  };
}

/** product §9 lead filters, in order. */
export const LEAD_FILTERS = ['all', ...LEAD_STATUSES] as const;

export const LEAD_MESSAGES = {
  updated: 'Lead updated successfully!',
  updateError: (message: string) => `Error updating lead: ${message}`,
  deleteError: (message: string) => `Error deleting lead: ${message}`,
  confirmDelete: 'Are you sure you want to delete this lead?',
  empty: 'No leads found.',
  selectPrompt: 'Select a lead to view details',
  // Ours (product names no text for these).
  deleted: 'Lead deleted.',
  notFound: 'This lead no longer exists.',
  invalidStatus: 'Please choose one of the lead statuses.',
} as const;

export const LEAD_NOTES_MAX = MAX.longText;


/** Edit Lead → Save Changes: status and internal notes (empty notes are stored as null). */
export const leadUpdateSchema = z.object({
  status: z.preprocess(asString, z.enum(LEAD_STATUSES, { message: LEAD_MESSAGES.invalidStatus })),
  notes: z.preprocess(
    asString,
    z
      .string()
      .trim()
      .max(LEAD_NOTES_MAX, tooLong('Internal notes', LEAD_NOTES_MAX))
      .transform((value) => (value === '' ? null : value)),
  ),
});
export type LeadUpdate = z.infer<typeof leadUpdateSchema>;

/** The lead's full name; a download-gate lead has none, so its e-mail stands in. */
export function leadFullName(lead: { first_name: string; last_name: string; email: string }): string {
  const name = `${lead.first_name} ${lead.last_name}`.trim();
  return name || lead.email;
}

/** Which public form wrote the lead, for the attribution panel and the export. */
export const LEAD_FORM_LABELS: Record<string, string> = {
  quote: 'Quote form',
  contact: 'Contact form',
  lead_modal: 'AI lead modal',
  download_gate: 'Download gate',
  booking: 'Book a Call',
};

export function leadFormLabel(form: string | null | undefined): string {
  if (!form) return 'Unknown';
  return LEAD_FORM_LABELS[form] ?? form;
}
