/**
 * The e-mails of a booked call (issue 46, ADR 360 §5): to the visitor and to the owner (or, with
 * none, the office's owners present; with none of those, the sales address), each carrying the
 * call's .ics (domain/meetings/ics.ts) — METHOD:REQUEST when booked or moved, METHOD:CANCEL when
 * cancelled, one UID per booking and its current SEQUENCE. Queued through the outbox in the
 * caller's transaction, so a failed send is retried and never loses the booking.
 *
 * The visitor's invitation carries the signed link to change the call; the owner's does not (it
 * is the visitor's key). An erasure's cancel goes to the owner only and names nobody.
 */
import { eq } from 'drizzle-orm';
import { company } from '~/content/company';
import { bookingMailCopy as copy, manageBookingPath } from '~/content/forms/booking';
import { callTimeLabel } from '~/domain/meetings/booking';
import { callInvitation, type CalendarPerson, type InvitationMethod } from '~/domain/meetings/ics';
import type { Executor } from '~/server/db/db.server';
import { type bookings, staff } from '~/server/db/schema.server';
import { env } from '~/server/platform/env.server';
import { composeNotification } from '~/server/platform/notifications.server';
import { queueNotification, queueToStaff } from '~/server/platform/outbox.server';
import { signedLinkTokenUntil } from '~/server/platform/signed-links.server';
import { loadOffice, loadOwners, type OfficeSettings } from './directory.server';

export type BookingRow = typeof bookings.$inferSelect;

export const BOOKING_TOPICS = { visitor: 'booking.visitor', owner: 'booking.owner' } as const;

/** The domain of the site (the invitations' UIDs, booking-<id>@<domain>). */
export function siteDomain(): string {
  return new URL(env().PUBLIC_URL).hostname;
}

/** The signed page to reschedule or cancel a booking, valid until the call ends; absolute. */
export function manageUrlFor(booking: Pick<BookingRow, 'id' | 'slot_end'>, now = new Date()): string {
  return `${env().PUBLIC_URL}${manageBookingPath(signedLinkTokenUntil('manage-booking', booking.id, booking.slot_end, now))}`;
}

/** Who holds the call and who at the firm is told. */
export interface CallHosts {
  organizer: CalendarPerson;
  /** The addresses the firm's copy goes to. */
  recipients: string[];
  /** The one person holding the call, when there is one. */
  ownerName: string | null;
}

/** The booking's owner; else the office's owners who are not away; else the sales address. */
export async function callHosts(tx: Executor, officeKey: string, ownerStaffId: string | null, officeName: string): Promise<CallHosts> {
  const owners = await loadOwners(tx);
  const owner = ownerStaffId ? owners.find((candidate) => candidate.id === ownerStaffId && candidate.officeKey === officeKey) : undefined;
  if (owner) return { organizer: { name: owner.name, email: owner.email }, recipients: [owner.email], ownerName: owner.name };
  if (ownerStaffId) {
    // An owner taken off the office since: still the one who holds the call, if still staff.
    const [member] = await tx.select({ email: staff.email }).from(staff).where(eq(staff.id, ownerStaffId)).limit(1);
    if (member) return { organizer: { name: member.email, email: member.email }, recipients: [member.email], ownerName: member.email };
  }
  const present = owners.filter((candidate) => candidate.officeKey === officeKey && !candidate.away);
  const firm = { name: `${company.name} ${officeName}`, email: env().SALES_NOTIFY_EMAIL };
  if (present.length > 0) return { organizer: firm, recipients: present.map((candidate) => candidate.email), ownerName: null };
  return { organizer: firm, recipients: [env().SALES_NOTIFY_EMAIL], ownerName: null };
}

type Change = 'booked' | 'moved' | 'cancelled';

function invitationText(booking: BookingRow, office: OfficeSettings, hosts: CallHosts, method: InvitationMethod, now: Date, forVisitor: boolean, manageUrl: string): string {
  return callInvitation({
    method,
    uid: booking.uid,
    sequence: booking.sequence,
    stamp: now,
    start: booking.slot_start,
    timeZone: office.office.timeZone,
    summary: forVisitor ? copy.summary(hosts.ownerName ?? '') : copy.summaryForOwner(booking.visitor_name),
    description: forVisitor ? copy.description(manageUrl) : undefined,
    url: forVisitor ? manageUrl : undefined,
    organizer: hosts.organizer,
    attendees: [{ name: booking.visitor_name, email: booking.visitor_email }],
    productId: `-//${company.name}//Meetings//EN`,
  });
}

function callRows(booking: BookingRow, office: OfficeSettings, hosts: CallHosts): [string, string][] {
  return [
    [copy.rows.visitorTime, callTimeLabel(booking.slot_start, booking.visitor_time_zone)],
    [copy.rows.officeTime, callTimeLabel(booking.slot_start, office.office.timeZone)],
    [copy.rows.office, office.office.name],
    [copy.rows.with, hosts.organizer.name],
  ];
}

/**
 * Queues the visitor's and the firm's e-mails about a change of `booking` (its row as it now is:
 * the sequence already moved), in the caller's transaction. Call kickOutbox() after the commit.
 */
export async function queueBookingMails(tx: Executor, booking: BookingRow, change: Change, now = new Date()): Promise<void> {
  const office = await loadOffice(booking.office_key, tx);
  if (!office) throw new Error(`booking ${booking.id} names an office that is not stored`);
  const hosts = await callHosts(tx, booking.office_key, booking.owner_staff_id, office.office.name);
  const method: InvitationMethod = change === 'cancelled' ? 'CANCEL' : 'REQUEST';
  const manageUrl = manageUrlFor(booking, now);
  const visitorText = copy[change === 'booked' ? 'visitorBooked' : change === 'moved' ? 'visitorMoved' : 'visitorCancelled'];
  const rows = callRows(booking, office, hosts);
  const visitorMessage = composeNotification(
    visitorText.subject,
    visitorText.heading,
    [{ title: copy.section, rows }, ...(change === 'cancelled' ? [] : [{ title: copy.manageSection, body: copy.manageText(manageUrl) }])],
    copy.closing,
  );
  await queueNotification(BOOKING_TOPICS.visitor, visitorMessage, {
    executor: tx,
    to: booking.visitor_email,
    channels: ['email'],
    recordId: booking.lead_id,
    calendar: { method, content: invitationText(booking, office, hosts, method, now, true, manageUrl), filename: 'call.ics' },
  });
  const ownerText = (change === 'booked' ? copy.ownerBooked : change === 'moved' ? copy.ownerMoved : copy.ownerCancelled)(booking.visitor_name);
  const ownerMessage = composeNotification(
    ownerText.subject,
    ownerText.heading,
    [{ title: copy.section, rows: [[copy.rows.name, booking.visitor_name], [copy.rows.email, booking.visitor_email], [copy.rows.visitorZone, booking.visitor_time_zone], ...rows] }],
    copy.closing,
  );
  const ownerCalendar = { method, content: invitationText(booking, office, hosts, method, now, false, manageUrl), filename: 'call.ics' };
  await queueToStaff(BOOKING_TOPICS.owner, ownerMessage, hosts.recipients, { executor: tx, recordId: booking.lead_id, calendar: ownerCalendar });
}

/**
 * An erased visitor's future call (ADR 360 §6): METHOD:CANCEL to the firm's side only, so its
 * calendar is freed, naming nobody (no attendee, no name) and about no record (the lead is gone),
 * so the message keeps nothing of the person erased.
 */
export async function queueErasedCallCancel(tx: Executor, booking: BookingRow, now = new Date()): Promise<void> {
  const office = await loadOffice(booking.office_key, tx);
  if (!office) return;
  const hosts = await callHosts(tx, booking.office_key, booking.owner_staff_id, office.office.name);
  const content = callInvitation({
    method: 'CANCEL',
    uid: booking.uid,
    sequence: booking.sequence + 1,
    stamp: now,
    start: booking.slot_start,
    timeZone: office.office.timeZone,
    summary: copy.summaryErased,
    organizer: hosts.organizer,
    attendees: [],
    productId: `-//${company.name}//Meetings//EN`,
  });
  const message = composeNotification(
    copy.ownerErased.subject,
    copy.ownerErased.heading,
    [{ title: copy.section, rows: [[copy.rows.officeTime, callTimeLabel(booking.slot_start, office.office.timeZone)], [copy.rows.office, office.office.name]] }],
    copy.closing,
  );
  for (const to of hosts.recipients) {
    await queueNotification(BOOKING_TOPICS.owner, message, { executor: tx, to, channels: ['email'], calendar: { method: 'CANCEL', content, filename: 'call.ics' } });
  }
}
