/**
 * contact_leads. Public writes (quote, contact, AI lead modal, download gate) insert the lead and
 * its notification's outbox rows in one transaction (DESIGN §3.4), status 'new'; empty optional
 * values are null. Admin functions live below the public ones.
 */
import type { ContactInput } from '~/domain/contact-form';
import type { LeadModalInput } from '~/domain/lead-modal';
import { leadModalMessage } from '~/domain/lead-modal';
import type { QuoteInput } from '~/domain/quote-form';
import { downloadLeadMessage } from '~/domain/download-gate';
import type { DownloadableResource } from '~/content/types';
import { db } from './db.server';
import {
  contactNotification,
  downloadGateNotification,
  leadModalNotification,
  quoteNotification,
  type Notification,
} from './notifications.server';
import { enqueueNotification, kickOutbox } from './outbox.server';
import { contact_leads } from './schema.server';

/** Where a submission came from: its page, the referrer and the UTM tags of the landing. */
export interface Attribution {
  source_page: string | null;
  referrer: string | null;
  utm_source: string | null;
  utm_medium: string | null;
  utm_campaign: string | null;
  utm_term: string | null;
  utm_content: string | null;
}

export type LeadRow = typeof contact_leads.$inferSelect;
type NewLead = typeof contact_leads.$inferInsert;

// ── Public writes ─────────────────────────────────────────────────────────────────────────────

/** Inserts the lead and its outbox rows in one transaction, then wakes the outbox worker. */
async function insertLead(values: NewLead, notify: (lead: LeadRow) => Notification, topic: string): Promise<LeadRow> {
  const lead = await db().transaction(async (tx) => {
    const [row] = await tx.insert(contact_leads).values({ ...values, status: 'new' }).returning();
    if (!row) throw new Error('the lead was not stored');
    await enqueueNotification(tx, topic, notify(row));
    return row;
  });
  kickOutbox();
  return lead;
}

/** SPEC §7: the quote form's row (all of its fields). */
export function createQuoteLead(input: QuoteInput, attribution: Attribution): Promise<LeadRow> {
  return insertLead({ ...input, ...attribution, form: 'quote' }, quoteNotification, 'lead.quote');
}

/** SPEC §7: first_name, last_name, email, company_name, message. */
export function createContactLead(input: ContactInput, attribution: Attribution): Promise<LeadRow> {
  return insertLead(
    {
      first_name: input.first_name,
      last_name: input.last_name,
      email: input.email,
      company_name: input.company_name,
      message: input.message,
      ...attribution,
      form: 'contact',
    },
    contactNotification,
    'lead.contact',
  );
}

/** SPEC §7: first_name, last_name, email, company_name, phone and the prefixed message. */
export function createLeadModalLead(input: LeadModalInput, source: string, attribution: Attribution): Promise<LeadRow> {
  return insertLead(
    {
      first_name: input.first_name,
      last_name: input.last_name,
      email: input.email,
      company_name: input.company_name,
      phone: input.phone,
      message: leadModalMessage(source, input.message),
      ...attribution,
      form: 'lead_modal',
    },
    leadModalNotification,
    'lead.lead_modal',
  );
}

/** SPEC §7: empty names, the e-mail, null company, a message naming the resource, its type and the page. */
export function createDownloadGateLead(
  input: { email: string; consultation: boolean; resource: DownloadableResource; page: string },
  attribution: Attribution,
): Promise<LeadRow> {
  const { resource } = input;
  return insertLead(
    {
      first_name: '',
      last_name: '',
      email: input.email,
      company_name: null,
      message: downloadLeadMessage(resource, input.page, input.consultation),
      ...attribution,
      form: 'download_gate',
    },
    (lead) =>
      downloadGateNotification(lead, {
        resourceName: resource.name,
        resourceType: resource.type,
        resourceId: resource.id,
        consultation: input.consultation,
      }),
    'lead.download_gate',
  );
}
