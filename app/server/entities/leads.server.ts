/**
 * contact_leads. Public writes (quote, contact, AI lead modal, download gate) insert the lead and
 * its notification's outbox rows atomically (DESIGN §3.4) — one statement, see
 * queueNotification — status 'new'; empty optional values are null. Admin functions live
 * below the public ones.
 */
import type { ContactInput } from '~/domain/contact-form';
import type { LeadModalInput } from '~/domain/lead-modal';
import { leadModalMessage } from '~/domain/lead-modal';
import type { QuoteInput } from '~/domain/quote-form';
import { downloadLeadMessage } from '~/domain/download-gate';
import type { DownloadableResource } from '~/content/types';
import { db } from '~/server/db/db.server';
import {
  contactNotification,
  downloadGateNotification,
  leadModalNotification,
  quoteNotification,
  type LeadForNotification,
  type Notification,
} from '~/server/platform/notifications.server';
import { kickOutbox, queueNotification } from '~/server/platform/outbox.server';
import { contact_leads, type AttributionColumn } from '~/server/db/schema.server';
import type { ConsentRecord } from '~/server/privacy/consent.server';
// Admin imports (below).
import { eq, sql } from 'drizzle-orm';
import { parseId } from '~/domain/admin-form';
import { INBOX_PAGE_SIZE, type InboxQuery } from '~/domain/inbox';
import { inboxPaging, inboxWhere, type InboxPage } from '~/server/entities/inbox.server';
import type { LeadStatus, LeadUpdate } from '~/domain/leads';
import type { StaffSession } from '~/server/platform/auth.server';
import { recordAudit } from '~/server/entities/audit.server';

/** Where a submission came from: its page, the referrer and the UTM tags of the landing. */
export type Attribution = Pick<LeadRow, AttributionColumn>;

export type LeadRow = typeof contact_leads.$inferSelect;
type NewLead = typeof contact_leads.$inferInsert;

// ── Public writes ─────────────────────────────────────────────────────────────────────────────

/**
 * Inserts the lead and its outbox rows in one statement (both or neither), then wakes the outbox
 * worker. The id is made here so the notification, which names the lead, is written with it.
 */
async function insertLead(
  values: Omit<NewLead, 'id' | 'status'>,
  notify: (lead: LeadForNotification) => Notification,
  topic: string,
): Promise<{ id: string }> {
  const id = crypto.randomUUID();
  const lead: LeadForNotification = { ...values, id, phone: values.phone ?? null, company_name: values.company_name ?? null, message: values.message ?? '' };
  await queueNotification(topic, notify(lead), {
    storing: db().insert(contact_leads).values({ ...values, id, status: 'new' }).returning({ id: contact_leads.id }),
    recordId: id,
  });
  kickOutbox();
  return { id };
}

/** product §7: the quote form's row (all of its fields). */
export function createQuoteLead(input: QuoteInput, attribution: Attribution, consent: ConsentRecord = {}): Promise<{ id: string }> {
  return insertLead({ ...input, ...attribution, ...consent, form: 'quote' }, quoteNotification, 'lead.quote');
}

/** product §7: first_name, last_name, email, company_name, message. */
export function createContactLead(input: ContactInput, attribution: Attribution, consent: ConsentRecord = {}): Promise<{ id: string }> {
  return insertLead(
    {
      first_name: input.first_name,
      last_name: input.last_name,
      email: input.email,
      company_name: input.company_name,
      message: input.message,
      ...attribution,
      ...consent,
      form: 'contact',
    },
    contactNotification,
    'lead.contact',
  );
}

/** product §7: first_name, last_name, email, company_name, phone and the prefixed message. */
export function createLeadModalLead(
  input: LeadModalInput,
  source: string,
  attribution: Attribution,
  consent: ConsentRecord = {},
): Promise<{ id: string }> {
  return insertLead(
    {
      first_name: input.first_name,
      last_name: input.last_name,
      email: input.email,
      company_name: input.company_name,
      phone: input.phone,
      message: leadModalMessage(source, input.message),
      ...attribution,
      ...consent,
      form: 'lead_modal',
    },
    leadModalNotification,
    'lead.lead_modal',
  );
}

/** product §7: empty names, the e-mail, null company, a message naming the resource, its type and the page. */
export function createDownloadGateLead(
  input: { email: string; consultation: boolean; resource: DownloadableResource; page: string },
  attribution: Attribution,
  consent: ConsentRecord = {},
): Promise<{ id: string }> {
  const { resource } = input;
  return insertLead(
    {
      first_name: '',
      last_name: '',
      email: input.email,
      company_name: null,
      message: downloadLeadMessage(resource, input.page, input.consultation),
      ...attribution,
      ...consent,
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

// ── Admin (callers have passed requireStaff) ──────────────────────────────────────────────────
// Leads never reach a public page, so these writes leave the public page cache alone.

type Staff = Pick<StaffSession, 'email'>;

/**
 * Newest first, ties by id — spelled NULLS LAST to match the index on (contact_leads.created_at DESC NULLS
 * LAST, id DESC NULLS LAST), so a page is an index range scan instead of a sort of the whole table
 * (both columns are NOT NULL, so the order is the same).
 */
const LEAD_ORDER = [sql`${contact_leads.created_at} desc nulls last`, sql`${contact_leads.id} desc nulls last`];
const LEAD_ENTITY = 'contact_leads';

/** What the lead list shows per row. */
export type LeadListItem = Pick<LeadRow, 'id' | 'first_name' | 'last_name' | 'email' | 'company_name' | 'status' | 'created_at'>;

export type LeadPage = InboxPage<LeadListItem>;

type LeadFilter = Pick<InboxQuery<LeadStatus>, 'status' | 'q'>;

const leadWhere = (filter: LeadFilter) => inboxWhere({ ...contact_leads, company: contact_leads.company_name }, filter);

/** product §7: contact_leads by created_at descending (ties by id), optionally by status; 50 a page. */
export async function listLeads(query: InboxQuery<LeadStatus>): Promise<LeadPage> {
  const where = leadWhere(query);
  const paging = await inboxPaging(contact_leads, where, query.page);
  const rows = await db()
    .select({
      id: contact_leads.id,
      first_name: contact_leads.first_name,
      last_name: contact_leads.last_name,
      email: contact_leads.email,
      company_name: contact_leads.company_name,
      status: contact_leads.status,
      created_at: contact_leads.created_at,
    })
    .from(contact_leads)
    .where(where)
    .orderBy(...LEAD_ORDER)
    .limit(INBOX_PAGE_SIZE)
    .offset((paging.page - 1) * INBOX_PAGE_SIZE);
  return { rows, ...paging };
}

/** One lead with every column (the detail pane); undefined for an unknown or malformed id. */
export async function getLead(id: string): Promise<LeadRow | undefined> {
  const key = parseId(id);
  if (!key) return undefined;
  const [row] = await db().select().from(contact_leads).where(eq(contact_leads.id, key)).limit(1);
  return row;
}

/** The rows of a CSV export (same filter and order as the list, no paging; at most `limit`). */
export async function listLeadsForExport(filter: LeadFilter, limit = 100_000): Promise<LeadRow[]> {
  return db()
    .select()
    .from(contact_leads)
    .where(leadWhere(filter))
    .orderBy(...LEAD_ORDER)
    .limit(limit);
}

/**
 * product §7: update {status, notes} by id. A status change and a notes change are audited as
 * 'status' and 'notes' rows in the same transaction. Undefined when the lead does not exist.
 */
export async function updateLead(staff: Staff, id: string, input: LeadUpdate): Promise<LeadRow | undefined> {
  const key = parseId(id);
  if (!key) return undefined;
  return db().transaction(async (tx) => {
    const [before] = await tx.select().from(contact_leads).where(eq(contact_leads.id, key)).for('update');
    if (!before) return undefined;
    const [row] = await tx
      .update(contact_leads)
      .set({ status: input.status, notes: input.notes })
      .where(eq(contact_leads.id, key))
      .returning();
    const audit = { staffEmail: staff.email, entity: LEAD_ENTITY, entityId: key };
    if (before.status !== row!.status) {
      await recordAudit(tx, { ...audit, action: 'status', before: { status: before.status }, after: { status: row!.status } });
    }
    if ((before.notes ?? null) !== (row!.notes ?? null)) {
      await recordAudit(tx, { ...audit, action: 'notes', before: { notes: before.notes }, after: { notes: row!.notes } });
    }
    return row;
  });
}

/** product §7: delete by id (audited with the deleted row); false when there was none. */
export async function deleteLead(staff: Staff, id: string): Promise<boolean> {
  const key = parseId(id);
  if (!key) return false;
  return db().transaction(async (tx) => {
    const [before] = await tx.delete(contact_leads).where(eq(contact_leads.id, key)).returning();
    if (!before) return false;
    await recordAudit(tx, { staffEmail: staff.email, entity: LEAD_ENTITY, entityId: key, action: 'delete', before });
    return true;
  });
}
