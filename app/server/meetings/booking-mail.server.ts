/**
 * The e-mails of a booked call (issue 46, ADR 360 §5): to the visitor and to the owner (or, with
 * none, the office's owners present; with none of those, the sales address), each carrying the
 * call's .ics (domain/meetings/ics.ts) — METHOD:REQUEST when booked or moved, METHOD:CANCEL when
 * cancelled, one UID per booking and its current SEQUENCE. Queued through the outbox in the
 * caller's transaction, so a failed send is retried and never loses the booking.
 *
 * The visitor's invitation carries the signed link to change the call; the owner's does not (it
 * is the visitor's key). An erasure's cancel goes to the owner only and names nobody.
 *
 * Issue 48 (ADR 420 point 5): the visitor's e-mails, their .ics SUMMARY/DESCRIPTION and the link
 * to the call's page are in the booking's language (its lead's); the firm's stay English and name
 * a language other than English, as a lead's notification does.
 */
import { eq } from 'drizzle-orm';
import { company } from '~/content/company';
import { LANGUAGE_LABEL, languageName } from '~/content/admin/languages';
import { bookingMailCopy as copy, manageBookingPath } from '~/content/forms/booking';
import { callTimeLabel } from '~/domain/meetings/booking';
import { callInvitation, type CalendarPerson, type InvitationMethod } from '~/domain/meetings/ics';
import type { Executor } from '~/server/db/db.server';
import { type bookings, contact_leads, staff } from '~/server/db/schema.server';
import { DEFAULT_LOCALE, type Locale } from '~/domain/locales';
import { env } from '~/server/platform/env.server';
import { composeNotification } from '~/server/platform/notifications.server';
import { queueNotification, queueToStaff } from '~/server/platform/outbox.server';
import { signedLinkTokenUntil } from '~/server/platform/signed-links.server';
import { loadOffice, loadOwners, type OfficeSettings } from './directory.server';
import { bookingTexts, bookingTextsOf, type BookingTexts } from './booking-language.server';

export type BookingRow = typeof bookings.$inferSelect;

export const BOOKING_TOPICS = { visitor: 'booking.visitor', owner: 'booking.owner' } as const;

/** The domain of the site (the invitations' UIDs, booking-<id>@<domain>). */
export function siteDomain(): string {
  return new URL(env().PUBLIC_URL).hostname;
}

/** The signed page to reschedule or cancel a booking, valid until the call ends, in `locale`; absolute. */
export function manageUrlFor(booking: Pick<BookingRow, 'id' | 'slot_end'>, now = new Date(), locale: Locale = DEFAULT_LOCALE): string {
  return `${env().PUBLIC_URL}${manageBookingPath(signedLinkTokenUntil('manage-booking', booking.id, booking.slot_end, now), locale)}`;
}

/** A booking's language: its lead's (English for a code no longer configured). */
export async function bookingLanguage(tx: Executor, booking: Pick<BookingRow, 'lead_id'>): Promise<BookingTexts> {
  const [lead] = await tx.select({ locale: contact_leads.locale }).from(contact_leads).where(eq(contact_leads.id, booking.lead_id)).limit(1);
  return bookingTextsOf(lead?.locale);
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

/** The .ics: the visitor's in their language (its SUMMARY and DESCRIPTION, with LANGUAGE), the firm's in English. */
function invitationText(booking: BookingRow, office: OfficeSettings, hosts: CallHosts, method: InvitationMethod, now: Date, visitor: BookingTexts | undefined, manageUrl: string): string {
  return callInvitation({
    method,
    uid: booking.uid,
    sequence: booking.sequence,
    stamp: now,
    start: booking.slot_start,
    timeZone: office.office.timeZone,
    summary: visitor ? visitor.mail.summary(hosts.ownerName ?? '') : copy.summaryForOwner(booking.visitor_name),
    description: visitor ? visitor.mail.description(manageUrl) : undefined,
    ...(visitor && visitor.locale !== DEFAULT_LOCALE ? { language: visitor.email.lang } : {}),
    url: visitor ? manageUrl : undefined,
    organizer: hosts.organizer,
    attendees: [{ name: booking.visitor_name, email: booking.visitor_email }],
    productId: `-//${company.name}//Meetings//EN`,
  });
}

/** Who holds the call, in a language: its owner, else the office's team ('Corvane Digital Dubai'; 'فريق Corvane Digital في دبي'). */
export function hostName(hosts: CallHosts, office: OfficeSettings, texts: BookingTexts): string {
  return hosts.ownerName ?? texts.mail.firmHost(texts.officeName(office.office.name));
}

/** The call's rows in a language (the firm's: English). */
function callRows(booking: BookingRow, office: OfficeSettings, hosts: CallHosts, texts: BookingTexts): [string, string][] {
  const rows = texts.mail.rows;
  return [
    [rows.visitorTime, callTimeLabel(booking.slot_start, booking.visitor_time_zone, texts.intl)],
    [rows.officeTime, callTimeLabel(booking.slot_start, office.office.timeZone, texts.intl)],
    [rows.office, texts.officeName(office.office.name)],
    [rows.with, hostName(hosts, office, texts)],
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
  const visitor = await bookingLanguage(tx, booking);
  const manageUrl = manageUrlFor(booking, now, visitor.locale);
  const visitorCopy = visitor.mail;
  const visitorText = visitorCopy[change === 'booked' ? 'visitorBooked' : change === 'moved' ? 'visitorMoved' : 'visitorCancelled'];
  const visitorMessage = composeNotification(
    visitorText.subject,
    visitorText.heading,
    [
      { title: visitorCopy.section, rows: callRows(booking, office, hosts, visitor) },
      ...(change === 'cancelled' ? [] : [{ title: visitorCopy.manageSection, body: visitorCopy.manageText(manageUrl) }]),
    ],
    visitorCopy.closing,
    visitor.email,
  );
  await queueNotification(BOOKING_TOPICS.visitor, visitorMessage, {
    executor: tx,
    to: booking.visitor_email,
    channels: ['email'],
    recordId: booking.lead_id,
    calendar: { method, content: invitationText(booking, office, hosts, method, now, visitor, manageUrl), filename: 'call.ics' },
  });
  const ownerText = (change === 'booked' ? copy.ownerBooked : change === 'moved' ? copy.ownerMoved : copy.ownerCancelled)(booking.visitor_name);
  const language: [string, string][] = visitor.locale === DEFAULT_LOCALE ? [] : [[LANGUAGE_LABEL, languageName(visitor.locale)]];
  const ownerMessage = composeNotification(
    ownerText.subject,
    ownerText.heading,
    [
      {
        title: copy.section,
        rows: [[copy.rows.name, booking.visitor_name], [copy.rows.email, booking.visitor_email], [copy.rows.visitorZone, booking.visitor_time_zone], ...language, ...callRows(booking, office, hosts, bookingTexts(DEFAULT_LOCALE))],
      },
    ],
    copy.closing,
  );
  const ownerCalendar = { method, content: invitationText(booking, office, hosts, method, now, undefined, manageUrl), filename: 'call.ics' };
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
