/**
 * The .ics invitation of a booked call (issue 46, ADR 360): one VEVENT in an iTIP message
 * (RFC 5546) — METHOD:REQUEST when booked or moved, METHOD:CANCEL when cancelled — written as
 * RFC 5545 text: CRLF line ends, lines folded at 75 octets, TEXT values escaped, parameter values
 * quoted with RFC 6868's caret escapes.
 *
 * The start and end are the office's local time with TZID (a calendar then shows the call at the
 * office's hours and moves it correctly for the attendee), and the message carries the zone's
 * VTIMEZONE from timezones-ical-library: its data is generated from the IANA tz database and
 * released with it, so we keep no rules of our own (ADR 360 §ics; a test checks it against Intl).
 * A client matches the messages of one call by UID and takes the highest SEQUENCE, so both stay
 * stable per booking: the UID never changes, the sequence grows with every change.
 */
import { tzlib_get_ical_block } from 'timezones-ical-library';
import { parseEmailAddress } from '~/domain/email';
import { isTimeZone } from '~/domain/time-zones';
import { localParts, SLOT_MINUTES } from './business-time';

export type InvitationMethod = 'REQUEST' | 'CANCEL';

export interface CalendarPerson {
  name: string;
  email: string;
}

export interface CallInvitation {
  method: InvitationMethod;
  /** Stable for the booking across reschedules and the cancel (see bookingUid). */
  uid: string;
  /** 0 when booked; one more at every reschedule and at the cancel. */
  sequence: number;
  /** When this message was written (DTSTAMP). */
  stamp: Date;
  start: Date;
  durationMinutes?: number;
  /** The office's IANA zone. */
  timeZone: string;
  summary: string;
  description?: string;
  /** The language of SUMMARY and DESCRIPTION (RFC 5545 §3.2.10 LANGUAGE, e.g. 'ar'); left out for English. */
  language?: string;
  /** Where the call happens: a video link or a phone number. */
  location?: string;
  /** The signed page to reschedule or cancel. */
  url?: string;
  /** The office owner who holds the call. */
  organizer: CalendarPerson;
  /** The visitor (and anyone else invited). */
  attendees: readonly CalendarPerson[];
  /** PRODID: who wrote the file, "-//Corvane Digital//Meetings//EN". */
  productId: string;
}

const FOLD_OCTETS = 75;
const MAX_TEXT_LENGTH = 4000;
/** Control characters other than tab and line feed (line ends are normalised to \n first). */
const CONTROL_CHARACTERS = /(?![\t\n])\p{Cc}/gu;

/** The UID of a booking's call, the same in every message about it: 'booking-<id>@<domain>'. */
export function bookingUid(bookingId: string, domain: string): string {
  return `booking-${bookingId}@${domain}`;
}

/** A TEXT value (RFC 5545 §3.3.11): backslash, semicolon, comma escaped; new lines as \n. */
export function escapeText(value: string): string {
  return value
    .slice(0, MAX_TEXT_LENGTH)
    .replace(/\r\n?/g, '\n')
    .replace(CONTROL_CHARACTERS, '')
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\n/g, '\\n');
}

/** A parameter value, always quoted (RFC 5545 §3.2; RFC 6868: ^ → ^^, " → ^', new line → ^n). */
export function quoteParameter(value: string): string {
  const escaped = value
    .slice(0, 200)
    .replace(/\r\n?/g, '\n')
    .replace(CONTROL_CHARACTERS, '')
    .replace(/\^/g, '^^')
    .replace(/"/g, "^'")
    .replace(/\n/g, '^n');
  return `"${escaped}"`;
}

/**
 * A content line folded so no line is longer than 75 octets (RFC 5545 §3.1): continuation lines
 * start with one space, which counts, and a UTF-8 character is never split.
 */
export function foldLine(line: string): string {
  const encoder = new TextEncoder();
  const pieces: string[] = [];
  let current = '';
  let octets = 0;
  for (const character of line) {
    const size = encoder.encode(character).length;
    if (octets + size > FOLD_OCTETS) {
      pieces.push(current);
      current = ' ';
      octets = 1;
    }
    current += character;
    octets += size;
  }
  pieces.push(current);
  return pieces.join('\r\n');
}

/**
 * A mailto: URI (RFC 6068) of an address the one parser accepts (ADR 300): anything else — a CR/LF
 * that would start a new property, a second address — throws rather than reaching the file. The
 * address characters a URI may not hold bare (%, /, ?, #, ^, `, {, |, }) are percent-encoded.
 */
function calAddress(person: CalendarPerson): string {
  const email = parseEmailAddress(person.email);
  if (!email) throw new RangeError(`Not an e-mail address for a calendar: ${JSON.stringify(person.email)}`);
  return `mailto:${email.replace(/[%/?#^`{|}]/g, (character) => `%${character.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`)}`;
}

/** A URI value: control characters and white space could end the line or the value, so none may stay. */
function uriValue(value: string): string {
  return value.replace(/[\s\p{Cc}]/gu, '');
}

const pad = (value: number) => String(value).padStart(2, '0');

function utcStamp(instant: Date): string {
  return instant.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');
}

function localStamp(instant: Date, timeZone: string): string {
  const local = localParts(instant, timeZone);
  return `${local.date.replace(/-/g, '')}T${pad(local.hour)}${pad(local.minute)}${pad(local.second)}`;
}

/** The zone's VTIMEZONE lines and the TZID they name (an alias such as 'UTC' comes back as 'Etc/UTC'). */
export function vtimezone(timeZone: string): { tzid: string; lines: string[] } {
  const block = isTimeZone(timeZone) ? tzlib_get_ical_block(timeZone) : '';
  const text = Array.isArray(block) ? (block[0] ?? '') : '';
  const lines = text.split(/\r\n|\n/).filter((line) => line !== '');
  const tzid = lines.find((line) => line.startsWith('TZID:'))?.slice('TZID:'.length);
  if (!tzid || lines[0] !== 'BEGIN:VTIMEZONE') throw new RangeError(`No VTIMEZONE for the time zone ${JSON.stringify(timeZone)}`);
  return { tzid, lines };
}

/** The invitation as the text of an .ics file (text/calendar; method=REQUEST or CANCEL). */
export function callInvitation(invitation: CallInvitation): string {
  const { tzid, lines: zoneLines } = vtimezone(invitation.timeZone);
  const end = new Date(invitation.start.getTime() + (invitation.durationMinutes ?? SLOT_MINUTES) * 60_000);
  const cancelled = invitation.method === 'CANCEL';
  // A language tag (RFC 5646) is letters, digits and hyphens; anything else is not written.
  const language = invitation.language && /^[A-Za-z]{2,8}(-[A-Za-z0-9]{1,8})*$/.test(invitation.language) ? `;LANGUAGE=${invitation.language}` : '';
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${escapeText(invitation.productId)}`,
    'CALSCALE:GREGORIAN',
    `METHOD:${invitation.method}`,
    ...zoneLines,
    'BEGIN:VEVENT',
    `UID:${escapeText(invitation.uid)}`,
    `SEQUENCE:${Math.max(0, Math.trunc(invitation.sequence))}`,
    `DTSTAMP:${utcStamp(invitation.stamp)}`,
    `DTSTART;TZID=${tzid}:${localStamp(invitation.start, invitation.timeZone)}`,
    `DTEND;TZID=${tzid}:${localStamp(end, invitation.timeZone)}`,
    `SUMMARY${language}:${escapeText(invitation.summary)}`,
    ...(invitation.description ? [`DESCRIPTION${language}:${escapeText(invitation.description)}`] : []),
    ...(invitation.location ? [`LOCATION:${escapeText(invitation.location)}`] : []),
    ...(invitation.url ? [`URL:${uriValue(invitation.url)}`] : []),
    `ORGANIZER;CN=${quoteParameter(invitation.organizer.name)}:${calAddress(invitation.organizer)}`,
    ...invitation.attendees.map(
      (attendee) =>
        `ATTENDEE;CN=${quoteParameter(attendee.name)};ROLE=REQ-PARTICIPANT;PARTSTAT=NEEDS-ACTION;RSVP=${cancelled ? 'FALSE' : 'TRUE'}:${calAddress(attendee)}`,
    ),
    `STATUS:${cancelled ? 'CANCELLED' : 'CONFIRMED'}`,
    'TRANSP:OPAQUE',
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}
