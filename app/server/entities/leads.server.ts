/**
 * contact_leads. Public writes (quote, contact, AI lead modal, download gate) insert the lead, its
 * office and owner (issue 46: the routing rules, meetings/lead-routing.server.ts) and its
 * notification's outbox rows in one transaction (DESIGN §3.4), status 'new'; empty optional
 * values are null. Admin functions live below the public ones.
 */
import type { ContactInput } from '~/domain/contact-form';
import type { LeadModalInput } from '~/domain/lead-modal';
import { leadModalMessage } from '~/domain/lead-modal';
import type { QuoteInput } from '~/domain/quote-form';
import { downloadLeadMessage } from '~/domain/download-gate';
import { leadInterests } from '~/domain/lead-interests';
import type { DownloadableResource } from '~/content/types';
import type { Locale } from '~/domain/locales';
import { db } from '~/server/db/db.server';
import { assignLead, whoIsTold } from '~/server/meetings/lead-routing.server';
import {
  contactNotification,
  downloadGateNotification,
  leadModalNotification,
  quoteNotification,
  type LeadForNotification,
  type Notification,
} from '~/server/platform/notifications.server';
import { kickOutbox, queueToStaff } from '~/server/platform/outbox.server';
import { contact_leads, lead_assignments, office_owners, offices, staff as staffTable, type AttributionColumn } from '~/server/db/schema.server';
import type { ConsentRecord } from '~/server/privacy/consent.server';
// Admin imports (below).
import { and, eq, exists, isNull, sql, type SQL } from 'drizzle-orm';
import { parseId } from '~/domain/admin-form';
import { INBOX_PAGE_SIZE } from '~/domain/inbox';
import { inboxPaging, inboxWhere, type InboxPage } from '~/server/entities/inbox.server';
import type { LeadQuery, LeadUpdate } from '~/domain/leads';
import { businessWait } from '~/domain/meetings/response-time';
import { waitingLabel } from '~/content/admin/meetings';
import { loadOffice, loadOffices, loadOwners } from '~/server/meetings/directory.server';
import { reassignTargets, type ReassignChoice } from '~/server/meetings/lead-reassign.server';
import type { StaffSession } from '~/server/platform/auth.server';
import { recordAudit } from '~/server/entities/audit.server';
import { RenderQueue } from '~/server/platform/page-cache/render-queue.server';

/** Where a submission came from: its page, the referrer and the UTM tags of the landing. */
export type Attribution = Pick<LeadRow, AttributionColumn>;

export type LeadRow = typeof contact_leads.$inferSelect;
type NewLead = typeof contact_leads.$inferInsert & { form: string };

// ── Public writes ─────────────────────────────────────────────────────────────────────────────


/** Lead transactions running at once in this process, and waiting for their turn (past that: refused). */
const LEAD_WRITES_AT_ONCE = 2;
const LEAD_WRITES_WAITING = 1_000;

/**
 * Lead writes take their turn in this process (ADR 360 §3). Each takes the offices' lock for its
 * round-robin turn, so in the database they run one after another however many arrive; a burst
 * that queued in the connection pool instead held every connection and timed out after the pool's
 * 3 s (200 quotes at once on PostgreSQL: 197 stored, on a quiet machine). Here they wait with no
 * timeout but the request's own, in arrival order, and leave the pool to pages and the back office.
 */
const leadWrites = new RenderQueue(LEAD_WRITES_AT_ONCE, LEAD_WRITES_WAITING, 'lead writes');

/**
 * Inserts the lead, routes it (its assignment row and the office's round-robin turn) and queues
 * its notification to whoever routing chose, in one transaction (all or nothing), then wakes the
 * outbox worker. The id is made here so the notification, which names the lead, is written with it.
 */
async function insertLead(
  values: Omit<NewLead, 'id' | 'status'>,
  notify: (lead: LeadForNotification) => Notification,
  topic: string,
): Promise<{ id: string }> {
  const id = crypto.randomUUID();
  const routable = {
    country: values.country ?? null,
    interests: leadInterests({ project_type: values.project_type, service: values.service, source_page: values.source_page, form: values.form }),
    budget: values.budget ?? null,
    form: values.form,
  };
  const written = leadWrites.run(() => db().transaction(async (tx) => {
    await tx.insert(contact_leads).values({ ...values, id, status: 'new' });
    const assignment = await assignLead(tx, id, routable);
    const message = notify({
      ...values,
      id,
      phone: values.phone ?? null,
      company_name: values.company_name ?? null,
      message: values.message ?? '',
      assignment: { office: assignment.office.office.name, owner: assignment.owner?.name ?? null, explanation: assignment.decision.explanation },
    });
    await queueToStaff(topic, message, whoIsTold(assignment.owner, assignment.officeOwners), { executor: tx, recordId: id });
  }));
  if (written === 'full') throw new Error(`lead not stored: ${LEAD_WRITES_WAITING} lead writes are already waiting in this process`);
  await written;
  kickOutbox();
  return { id };
}

/** product §7: the quote form's row (all of its fields). */
export function createQuoteLead(input: QuoteInput, attribution: Attribution, consent: ConsentRecord = {}, locale: Locale = 'en'): Promise<{ id: string }> {
  return insertLead({ ...input, ...attribution, ...consent, locale, form: 'quote' }, quoteNotification, 'lead.quote');
}

/** product §7: first_name, last_name, email, company_name, message. */
export function createContactLead(input: ContactInput, attribution: Attribution, consent: ConsentRecord = {}, locale: Locale = 'en'): Promise<{ id: string }> {
  return insertLead(
    {
      first_name: input.first_name,
      last_name: input.last_name,
      email: input.email,
      company_name: input.company_name,
      message: input.message,
      country: input.country,
      ...attribution,
      ...consent,
      locale,
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
  locale: Locale = 'en',
): Promise<{ id: string }> {
  return insertLead(
    {
      first_name: input.first_name,
      last_name: input.last_name,
      email: input.email,
      company_name: input.company_name,
      phone: input.phone,
      country: input.country,
      message: leadModalMessage(source, input.message),
      ...attribution,
      ...consent,
      locale,
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
  locale: Locale = 'en',
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
      locale,
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

/** What the lead list shows per row: the lead, its office and owner (issue 46) and, unanswered, how long it has waited. */
export type LeadListItem = Pick<LeadRow, 'id' | 'first_name' | 'last_name' | 'email' | 'company_name' | 'status' | 'created_at'> & {
  office_name: string | null;
  owner_name: string | null;
  /** "waiting 3 h (business hours)" in the office's time; null once answered or when never routed. */
  waiting: string | null;
};

export type LeadPage = InboxPage<LeadListItem>;

type LeadFilter = Pick<LeadQuery, 'status' | 'q' | 'office' | 'owner'>;

/** The lead's current assignment meets `condition` (a lead routed before issue 46 has none and meets no office or owner filter). */
const currentAssignmentWhere = (condition: SQL) =>
  exists(
    db()
      .select({ one: sql`1` })
      .from(lead_assignments)
      .where(and(eq(lead_assignments.lead_id, contact_leads.id), eq(lead_assignments.current, true), condition)),
  );

const leadWhere = (filter: LeadFilter) =>
  and(
    inboxWhere({ ...contact_leads, company: contact_leads.company_name }, filter),
    filter.office ? currentAssignmentWhere(eq(lead_assignments.office_key, filter.office)) : undefined,
    filter.owner === 'none'
      ? currentAssignmentWhere(isNull(lead_assignments.owner_staff_id))
      : filter.owner
        ? currentAssignmentWhere(eq(lead_assignments.owner_staff_id, filter.owner))
        : undefined,
  );

/** The owner as the office lists them ("Layla"), or their address if they no longer take that office's leads. */
const ownerName = sql<string | null>`coalesce(${office_owners.display_name}, ${staffTable.email})`;

/**
 * product §7: contact_leads by created_at descending (ties by id), optionally by status, office
 * and owner; 50 a page. Each row carries its current office and owner and, while nobody has
 * answered, its wait in the office's business time (counted up to 100 h a row; ADR 360 §1).
 */
export async function listLeads(query: LeadQuery, now = new Date()): Promise<LeadPage> {
  const where = leadWhere(query);
  const paging = await inboxPaging(contact_leads, where, query.page);
  const [rows, officeList] = await Promise.all([
    db()
      .select({
        id: contact_leads.id,
        first_name: contact_leads.first_name,
        last_name: contact_leads.last_name,
        email: contact_leads.email,
        company_name: contact_leads.company_name,
        status: contact_leads.status,
        created_at: contact_leads.created_at,
        locale: contact_leads.locale,
        first_response_at: contact_leads.first_response_at,
        office_key: lead_assignments.office_key,
        office_name: offices.name,
        owner_name: ownerName,
        assigned_at: lead_assignments.assigned_at,
      })
      .from(contact_leads)
      .leftJoin(lead_assignments, and(eq(lead_assignments.lead_id, contact_leads.id), eq(lead_assignments.current, true)))
      .leftJoin(offices, eq(offices.key, lead_assignments.office_key))
      .leftJoin(office_owners, and(eq(office_owners.office_key, lead_assignments.office_key), eq(office_owners.staff_id, lead_assignments.owner_staff_id)))
      .leftJoin(staffTable, eq(staffTable.id, lead_assignments.owner_staff_id))
      .where(where)
      .orderBy(...LEAD_ORDER)
      .limit(INBOX_PAGE_SIZE)
      .offset((paging.page - 1) * INBOX_PAGE_SIZE),
    loadOffices(),
  ]);
  const officeOf = new Map(officeList.map((settings) => [settings.office.key, settings.office]));
  return {
    rows: rows.map(({ first_response_at, office_key, assigned_at, ...row }) => {
      const office = office_key ? officeOf.get(office_key) : undefined;
      const waiting = office && assigned_at && !first_response_at ? waitingLabel(businessWait(office, assigned_at, now)) : null;
      return { ...row, waiting };
    }),
    ...paging,
  };
}

/**
 * The leads page's routing choices from one read of the offices and owners: the list's office and
 * owner filters (every office, every owner with their office) and the Reassign Lead select.
 */
export async function leadChoices(): Promise<{ filters: { offices: { key: string; name: string }[]; owners: { id: string; label: string }[] }; reassign: ReassignChoice[] }> {
  const [officeList, owners] = await Promise.all([loadOffices(), loadOwners()]);
  const officeName = new Map(officeList.map(({ office }) => [office.key, office.name]));
  const labels = new Map<string, string[]>();
  for (const owner of owners) labels.set(owner.id, [...(labels.get(owner.id) ?? []), `${owner.name} (${officeName.get(owner.officeKey) ?? owner.officeKey})`]);
  return {
    filters: {
      offices: officeList.map(({ office }) => ({ key: office.key, name: office.name })),
      owners: [...labels].map(([id, names]) => ({ id, label: names.join(', ') })),
    },
    reassign: reassignTargets(officeList, owners),
  };
}

/** One lead with every column (the detail pane); undefined for an unknown or malformed id. */
export async function getLead(id: string): Promise<LeadRow | undefined> {
  const key = parseId(id);
  if (!key) return undefined;
  const [row] = await db().select().from(contact_leads).where(eq(contact_leads.id, key)).limit(1);
  return row;
}

/** A lead's current office and owner and why (the detail pane), and its wait while unanswered. */
export interface LeadAssignmentView {
  office_name: string;
  owner_name: string | null;
  explanation: string;
  assigned_at: Date;
  /** A reassignment's author (their address; null: routed by the rules, or the staff member is gone). */
  assigned_by: string | null;
  /** "waiting 3 h (business hours)"; null once answered. */
  waiting: string | null;
}

/** The current assignment of a lead; null for a lead that arrived before routing (or an unknown id). */
export async function getLeadAssignment(leadId: string, now = new Date()): Promise<LeadAssignmentView | null> {
  const key = parseId(leadId);
  if (!key) return null;
  const [row] = await db()
    .select({
      office_key: lead_assignments.office_key,
      office_name: offices.name,
      owner_name: ownerName,
      explanation: lead_assignments.explanation,
      assigned_at: lead_assignments.assigned_at,
      // A reassignment names who made it; the staff row may be gone (then nobody is named).
      assigned_by: sql<string | null>`(select reassigner.email from staff as reassigner where reassigner.id::text = ${lead_assignments.assigned_by})`,
      first_response_at: contact_leads.first_response_at,
    })
    .from(lead_assignments)
    .innerJoin(contact_leads, eq(contact_leads.id, lead_assignments.lead_id))
    .innerJoin(offices, eq(offices.key, lead_assignments.office_key))
    .leftJoin(office_owners, and(eq(office_owners.office_key, lead_assignments.office_key), eq(office_owners.staff_id, lead_assignments.owner_staff_id)))
    .leftJoin(staffTable, eq(staffTable.id, lead_assignments.owner_staff_id))
    .where(and(eq(lead_assignments.lead_id, key), eq(lead_assignments.current, true)))
    .limit(1);
  if (!row) return null;
  const { office_key, first_response_at, ...view } = row;
  const office = first_response_at ? undefined : await loadOffice(office_key);
  return { ...view, waiting: office ? waitingLabel(businessWait(office.office, view.assigned_at, now)) : null };
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
 * 'status' and 'notes' rows in the same transaction. The first change of either is the lead's
 * first response (issue 46): first_response_at is set then and never moved, and the reminders
 * stop. Undefined when the lead does not exist.
 */
export async function updateLead(staff: Staff, id: string, input: LeadUpdate): Promise<LeadRow | undefined> {
  const key = parseId(id);
  if (!key) return undefined;
  return db().transaction(async (tx) => {
    const [before] = await tx.select().from(contact_leads).where(eq(contact_leads.id, key)).for('update');
    if (!before) return undefined;
    const answered = before.status !== input.status || (before.notes ?? null) !== (input.notes ?? null);
    const [row] = await tx
      .update(contact_leads)
      .set({ status: input.status, notes: input.notes, first_response_at: before.first_response_at ?? (answered ? new Date() : null) })
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
