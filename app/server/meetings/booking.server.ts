/**
 * Booked calls (issue 46, ADR 360 §5): an office's free slots, booking one, moving and cancelling
 * it. Who gets a slot is the database's answer, never this module's: a booking is `insert … on
 * conflict do nothing` against the partial unique index bookings_office_slot_active_idx (one
 * active row per office and start), and a move updates the start under the same index. The free
 * slots are computed only to show them and to refuse a start the server would never offer
 * (isOfferedSlot), so every stored start is on the office's grid and equal starts are the only
 * overlap there is.
 *
 * A booking, its lead (when the Book a Call button made one: form 'booking', routed by assignLead)
 * and its e-mails are one transaction: a slot taken meanwhile rolls all of it back.
 *
 * Issue 48: a booking's language is its lead's (`contact_leads.locale`): a lead the button makes
 * stores the page's language; a form's lead has its form's. The visitor's e-mails follow it.
 */
import { and, desc, eq, gt, ne, sql } from 'drizzle-orm';
import { isOfferedSlot } from '~/domain/meetings/booking';
import { addDays, freeSlotStarts, localParts, SLOT_MINUTES } from '~/domain/meetings/business-time';
import { bookingUid } from '~/domain/meetings/ics';
import { routeLead, type RoutableLead } from '~/domain/meetings/routing';
import { db, queryRows, type Executor } from '~/server/db/db.server';
import { bookings, contact_leads, lead_assignments } from '~/server/db/schema.server';
import type { Attribution } from '~/server/entities/leads.server';
import { kickOutbox } from '~/server/platform/outbox.server';
import type { ConsentRecord } from '~/server/privacy/consent.server';
import type { Locale } from '~/domain/locales';
import { loadOffice, loadRoutingDirectory, type OfficeSettings } from './directory.server';
import { assignLead } from './lead-routing.server';
import { queueBookingMails, siteDomain, type BookingRow } from './booking-mail.server';

export type { BookingRow };

const SLOT_MS = SLOT_MINUTES * 60_000;

/** Thrown inside a booking's transaction to roll it back: the slot is not free (any more). */
class SlotTaken extends Error {
  constructor() {
    super('slot taken');
  }
}

// ── Slots ───────────────────────────────────────────────────────────────────────────────────────

/** The starts of the office's active calls that have not ended. */
async function activeStarts(executor: Executor, officeKey: string, now: Date): Promise<Date[]> {
  const rows = await executor
    .select({ start: bookings.slot_start })
    .from(bookings)
    .where(and(eq(bookings.office_key, officeKey), ne(bookings.status, 'cancelled'), gt(bookings.slot_end, now)));
  return rows.map((row) => row.start);
}

/**
 * The office's free slot starts now: its working hours (holidays and closed days have none) for
 * today and the next `booking_days_ahead` local days, minus active calls, minus the minimum notice.
 */
export async function freeSlotsOf(settings: OfficeSettings, now = new Date(), executor: Executor = db()): Promise<Date[]> {
  const fromDate = localParts(now, settings.office.timeZone).date;
  return freeSlotStarts({
    office: settings.office,
    fromDate,
    toDate: addDays(fromDate, settings.bookingDaysAhead),
    now,
    minimumNoticeMinutes: settings.minimumNoticeMinutes,
    booked: await activeStarts(executor, settings.office.key, now),
  });
}

/** What a visitor without an earlier form says about themselves (both optional). */
export interface VisitorAnswers {
  country: string | null;
  interest: string | null;
}

function routableVisitor(answers: VisitorAnswers): RoutableLead {
  return { country: answers.country, interests: answers.interest ? [answers.interest] : [], budget: null, form: 'booking' };
}

/** The lead as routing reads it (the quote form's project type is its interest). */
function routableLead(lead: Pick<LeadRow, 'country' | 'project_type' | 'budget' | 'form'>): RoutableLead {
  return { country: lead.country, interests: lead.project_type ? [lead.project_type] : [], budget: lead.budget, form: lead.form ?? 'contact' };
}

/** The office the rules give these answers (nothing is written: the turn is taken when booking). */
export async function officeForAnswers(answers: VisitorAnswers, executor: Executor = db()): Promise<OfficeSettings> {
  return officeForRoutable(routableVisitor(answers), executor);
}

async function officeForRoutable(lead: RoutableLead, executor: Executor): Promise<OfficeSettings> {
  const { offices, ruleSet, directory } = await loadRoutingDirectory(executor);
  const cursors = Object.fromEntries(offices.map((settings) => [settings.office.key, settings.roundRobinCursor]));
  const decision = routeLead(lead, ruleSet.rules, directory, cursors);
  const office = offices.find((settings) => settings.office.key === decision.office.key);
  if (!office) throw new Error(`routing chose an office that is not stored: ${decision.office.key}`);
  return office;
}

type LeadRow = typeof contact_leads.$inferSelect;

/** A lead to book for (from its signed link): its name and address, and its current office. */
export interface LeadForBooking {
  id: string;
  name: string;
  email: string;
  office: OfficeSettings;
}

export async function leadForBooking(leadId: string, executor: Executor = db()): Promise<LeadForBooking | undefined> {
  const [lead] = await executor.select().from(contact_leads).where(eq(contact_leads.id, leadId)).limit(1);
  if (!lead) return undefined;
  const [assignment] = await executor
    .select({ officeKey: lead_assignments.office_key })
    .from(lead_assignments)
    .where(and(eq(lead_assignments.lead_id, leadId), eq(lead_assignments.current, true)))
    .limit(1);
  const office = (assignment ? await loadOffice(assignment.officeKey, executor) : undefined) ?? (await officeForRoutable(routableLead(lead), executor));
  return { id: lead.id, name: `${lead.first_name} ${lead.last_name}`.trim(), email: lead.email, office };
}

// ── Booking ─────────────────────────────────────────────────────────────────────────────────────

export interface BookingValues {
  leadId: string;
  officeKey: string;
  ownerStaffId: string | null;
  start: Date;
  name: string;
  email: string;
  timeZone: string;
}

/**
 * The one write that decides who has a slot: the row, or undefined when an active booking of the
 * office already starts then (the partial unique index; no error, no lock held by us).
 */
export async function insertBooking(executor: Executor, values: BookingValues): Promise<BookingRow | undefined> {
  const id = crypto.randomUUID();
  const [row] = await executor
    .insert(bookings)
    .values({
      id,
      lead_id: values.leadId,
      office_key: values.officeKey,
      owner_staff_id: values.ownerStaffId,
      slot_start: values.start,
      slot_end: new Date(values.start.getTime() + SLOT_MS),
      visitor_name: values.name,
      visitor_email: values.email,
      visitor_time_zone: values.timeZone,
      uid: bookingUid(id, siteDomain()),
    })
    .onConflictDoNothing({ target: [bookings.office_key, bookings.slot_start], where: sql`status <> 'cancelled'` })
    .returning();
  return row;
}

export interface CallRequest {
  start: Date;
  name: string;
  email: string;
  timeZone: string;
}

/** Who the call is for: a lead from a form (its signed link), or a new lead of form 'booking'. */
export type BookingFor =
  | { kind: 'lead'; leadId: string }
  | {
      kind: 'visitor';
      answers: VisitorAnswers;
      attribution: Attribution;
      consent: ConsentRecord;
      /** The language of the page it was booked on (the lead's, and so the e-mails'); English when absent. */
      locale?: Locale;
    };

export type BookingOutcome =
  | { kind: 'booked'; booking: BookingRow }
  | { kind: 'taken' }
  | { kind: 'already-booked' }
  | { kind: 'lead-gone' };

/**
 * Books the call. In one transaction, under a lock on the address (so one address never holds
 * two active calls): the lead (a new one is inserted and routed; a form's lead keeps its current
 * assignment, or is routed now if it has none), the check that the start is offered now, the
 * insert, and the two e-mails. A start no longer free rolls everything back: 'taken'.
 */
export async function bookCall(request: CallRequest, bookingFor: BookingFor, now = new Date()): Promise<BookingOutcome> {
  let outcome: BookingOutcome;
  try {
    outcome = await db().transaction(async (tx): Promise<BookingOutcome> => {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`booking:${request.email}`}))`);
      let leadId: string;
      if (bookingFor.kind === 'lead') {
        const [lead] = await queryRows<{ id: string }>(tx, sql`select id::text as id from contact_leads where id::text = ${bookingFor.leadId} for update`);
        if (!lead) return { kind: 'lead-gone' };
        leadId = lead.id;
      } else {
        leadId = crypto.randomUUID();
      }
      if (await hasActiveCall(tx, leadId, request.email, now)) return { kind: 'already-booked' };

      let officeKey: string;
      let ownerStaffId: string | null;
      if (bookingFor.kind === 'visitor') {
        const { answers, attribution, consent, locale } = bookingFor;
        await tx.insert(contact_leads).values({
          id: leadId,
          first_name: request.name,
          last_name: '',
          email: request.email,
          message: '',
          country: answers.country,
          project_type: answers.interest,
          form: 'booking',
          status: 'new',
          ...(locale ? { locale } : {}),
          ...attribution,
          ...consent,
        });
        const assignment = await assignLead(tx, leadId, routableVisitor(answers), now);
        officeKey = assignment.office.office.key;
        ownerStaffId = assignment.owner?.id ?? null;
      } else {
        const current = await currentAssignment(tx, leadId);
        if (current) {
          officeKey = current.officeKey;
          ownerStaffId = current.ownerStaffId;
        } else {
          const [lead] = await tx.select().from(contact_leads).where(eq(contact_leads.id, leadId)).limit(1);
          if (!lead) return { kind: 'lead-gone' };
          const assignment = await assignLead(tx, leadId, routableLead(lead), now);
          officeKey = assignment.office.office.key;
          ownerStaffId = assignment.owner?.id ?? null;
        }
      }

      const office = await loadOffice(officeKey, tx);
      if (!office || !isOfferedSlot(request.start, await freeSlotsOf(office, now, tx))) throw new SlotTaken();
      const booking = await insertBooking(tx, { leadId, officeKey, ownerStaffId, start: request.start, name: request.name, email: request.email, timeZone: request.timeZone });
      if (!booking) throw new SlotTaken();
      await queueBookingMails(tx, booking, 'booked', now);
      return { kind: 'booked', booking };
    });
  } catch (error) {
    if (error instanceof SlotTaken) return { kind: 'taken' };
    throw error;
  }
  if (outcome.kind === 'booked') kickOutbox();
  return outcome;
}

async function currentAssignment(tx: Executor, leadId: string): Promise<{ officeKey: string; ownerStaffId: string | null } | undefined> {
  const [row] = await tx
    .select({ officeKey: lead_assignments.office_key, ownerStaffId: lead_assignments.owner_staff_id })
    .from(lead_assignments)
    .where(and(eq(lead_assignments.lead_id, leadId), eq(lead_assignments.current, true)))
    .limit(1);
  return row;
}

/** Whether the lead or the address already has an active call that has not ended (ADR 360: one each). */
async function hasActiveCall(tx: Executor, leadId: string, email: string, now: Date): Promise<boolean> {
  const rows = await queryRows<{ id: string }>(
    tx,
    sql`select id from bookings
        where status = 'booked' and slot_end > ${now.toISOString()}::timestamptz
          and (lead_id = ${leadId}::uuid or lower(visitor_email) = ${email})
        limit 1`,
  );
  return rows.length > 0;
}

// ── The signed link: show, cancel, move ──────────────────────────────────────────────────────────

export async function getBooking(id: string, executor: Executor = db()): Promise<BookingRow | undefined> {
  const [row] = await queryRows<{ id: string }>(executor, sql`select id from bookings where id::text = ${id}`);
  if (!row) return undefined;
  const [booking] = await executor.select().from(bookings).where(eq(bookings.id, row.id)).limit(1);
  return booking;
}

export type ChangeOutcome = { kind: 'changed'; booking: BookingRow } | { kind: 'gone' | 'cancelled' | 'past' | 'taken' };

/** Locks the booking for a change; why it cannot be changed otherwise. */
async function lockedBooking(tx: Executor, id: string, now: Date): Promise<ChangeOutcome> {
  const [found] = await queryRows<{ id: string }>(tx, sql`select id from bookings where id::text = ${id} for update`);
  if (!found) return { kind: 'gone' };
  const [booking] = await tx.select().from(bookings).where(eq(bookings.id, found.id)).limit(1);
  if (!booking) return { kind: 'gone' };
  if (booking.status === 'cancelled') return { kind: 'cancelled' };
  if (booking.status !== 'booked' || booking.slot_end <= now) return { kind: 'past' };
  return { kind: 'changed', booking };
}

/** Cancels the call: status 'cancelled' (which frees the slot for the index), sequence + 1, METHOD:CANCEL to both sides. */
export async function cancelBooking(id: string, now = new Date()): Promise<ChangeOutcome> {
  const outcome = await db().transaction(async (tx): Promise<ChangeOutcome> => {
    const locked = await lockedBooking(tx, id, now);
    if (locked.kind !== 'changed') return locked;
    const [booking] = await tx
      .update(bookings)
      .set({ status: 'cancelled', cancelled_at: now, sequence: sql`${bookings.sequence} + 1`, updated_at: now })
      .where(eq(bookings.id, locked.booking.id))
      .returning();
    if (!booking) return { kind: 'gone' };
    await queueBookingMails(tx, booking, 'cancelled', now);
    return { kind: 'changed', booking };
  });
  if (outcome.kind === 'changed') kickOutbox();
  return outcome;
}

/** True for the unique index refusing a second active booking of one office slot. */
function isSlotConflict(error: unknown): boolean {
  for (let current: unknown = error, depth = 0; current && depth < 5; depth += 1) {
    if (typeof current === 'object' && 'code' in current && (current as { code?: unknown }).code === '23505') return true;
    current = typeof current === 'object' && 'cause' in current ? (current as { cause?: unknown }).cause : undefined;
  }
  return false;
}

/**
 * Moves the call to `start` (one of the office's free slots now): the row's start and end change
 * in place under the same unique index — a start taken meanwhile is 'taken' — the sequence grows
 * by one, and both sides get METHOD:REQUEST with the same UID.
 */
export async function rescheduleBooking(id: string, start: Date, now = new Date()): Promise<ChangeOutcome> {
  let outcome: ChangeOutcome;
  try {
    outcome = await db().transaction(async (tx): Promise<ChangeOutcome> => {
      const locked = await lockedBooking(tx, id, now);
      if (locked.kind !== 'changed') return locked;
      const office = await loadOffice(locked.booking.office_key, tx);
      if (!office || !isOfferedSlot(start, await freeSlotsOf(office, now, tx))) throw new SlotTaken();
      const [booking] = await tx
        .update(bookings)
        .set({ slot_start: start, slot_end: new Date(start.getTime() + SLOT_MS), sequence: sql`${bookings.sequence} + 1`, updated_at: now })
        .where(eq(bookings.id, locked.booking.id))
        .returning();
      if (!booking) return { kind: 'gone' };
      await queueBookingMails(tx, booking, 'moved', now);
      return { kind: 'changed', booking };
    });
  } catch (error) {
    if (error instanceof SlotTaken || isSlotConflict(error)) return { kind: 'taken' };
    throw error;
  }
  if (outcome.kind === 'changed') kickOutbox();
  return outcome;
}

// ── Privacy (ADR 360 §6) ────────────────────────────────────────────────────────────────────────

/** Bookings held about a person: of their leads, or made with their address; newest first. */
export async function bookingsOfPerson(executor: Executor, person: { leads: string[]; address: string | null }): Promise<BookingRow[]> {
  const leadIds = person.leads.length === 0 ? sql`array[]::uuid[]` : sql`array[${sql.join(person.leads.map((id) => sql`${id}`), sql`, `)}]::uuid[]`;
  const byAddress = person.address === null ? sql`false` : sql`lower(${bookings.visitor_email}) = ${person.address}`;
  return executor.select().from(bookings).where(sql`(${bookings.lead_id} = any(${leadIds}) or ${byAddress})`).orderBy(desc(bookings.created_at));
}
