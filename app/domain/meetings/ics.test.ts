/** The .ics invitation of a booked call (issue 46), parsed back with a real calendar library (ical.js). */
import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { localParts } from './business-time';
import { bookingUid, callInvitation, type CallInvitation, escapeText, foldLine, quoteParameter, vtimezone } from './ics';

const base: CallInvitation = {
  method: 'REQUEST',
  uid: bookingUid('3f2c9a10-7d4e-4b1a-9c55-0e8f1a2b3c4d', 'corvane.example'),
  sequence: 0,
  stamp: new Date('2026-11-29T15:30:00Z'),
  start: new Date('2026-07-14T14:00:00Z'),
  timeZone: 'America/Chicago',
  summary: 'Call with Corvane Digital',
  description: 'Cloud Security, budget $100K - $250K.\nReschedule or cancel: https://corvane.example/meetings/abc',
  location: 'Video call (link in the e-mail)',
  url: 'https://corvane.example/meetings/abc?sig=x',
  organizer: { name: 'Maria Lopez', email: 'maria@corvane.example' },
  attendees: [{ name: 'Sam Visitor', email: 'sam@example.com' }],
  productId: '-//Corvane Digital//Meetings//EN',
};

function parse(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const zone = calendar.getFirstSubcomponent('vtimezone');
  const vevent = calendar.getFirstSubcomponent('vevent');
  if (!zone || !vevent) throw new Error('no VTIMEZONE or VEVENT');
  const timezone = new ICAL.Timezone(zone);
  const dtstart = vevent.getFirstProperty('dtstart');
  const start = vevent.getFirstPropertyValue('dtstart');
  const end = vevent.getFirstPropertyValue('dtend');
  if (!(start instanceof ICAL.Time) || !(end instanceof ICAL.Time)) throw new Error('no DTSTART or DTEND');
  // The parsed times name their TZID; resolved against the message's own VTIMEZONE they give UTC.
  const inZone = (time: ICAL.Time) => ICAL.Time.fromData({ year: time.year, month: time.month, day: time.day, hour: time.hour, minute: time.minute, second: time.second }, timezone);
  return {
    method: calendar.getFirstPropertyValue('method'),
    uid: vevent.getFirstPropertyValue('uid'),
    sequence: vevent.getFirstPropertyValue('sequence'),
    status: vevent.getFirstPropertyValue('status'),
    summary: vevent.getFirstPropertyValue('summary'),
    description: vevent.getFirstPropertyValue('description'),
    organizer: vevent.getFirstProperty('organizer'),
    attendee: vevent.getFirstProperty('attendee'),
    tzid: dtstart?.getParameter('tzid'),
    zoneTzid: timezone.tzid,
    startUtc: new Date(inZone(start).toUnixTime() * 1000).toISOString(),
    endUtc: new Date(inZone(end).toUnixTime() * 1000).toISOString(),
    stamp: vevent.getFirstPropertyValue('dtstamp')?.toString(),
  };
}

describe('callInvitation', () => {
  it('writes a REQUEST whose DTSTART has the office’s TZID and converts to the right UTC instant in summer', () => {
    const parsed = parse(callInvitation(base));
    expect(parsed).toMatchObject({
      method: 'REQUEST',
      uid: 'booking-3f2c9a10-7d4e-4b1a-9c55-0e8f1a2b3c4d@corvane.example',
      sequence: 0,
      status: 'CONFIRMED',
      tzid: 'America/Chicago',
      zoneTzid: 'America/Chicago',
      startUtc: '2026-07-14T14:00:00.000Z',
      endUtc: '2026-07-14T14:30:00.000Z',
    });
    expect(parsed.stamp).toBe('2026-11-29T15:30:00Z');
    expect(callInvitation(base)).toContain('DTSTART;TZID=America/Chicago:20260714T090000\r\n');
  });

  it('converts a winter start (CST) to the right UTC instant, and the days after each DST change', () => {
    for (const start of ['2026-12-07T15:00:00Z', '2026-03-09T14:00:00Z', '2026-11-02T15:00:00Z', '2027-01-04T15:00:00Z']) {
      const parsed = parse(callInvitation({ ...base, start: new Date(start) }));
      expect(parsed.startUtc).toBe(new Date(start).toISOString());
    }
    expect(callInvitation({ ...base, start: new Date('2026-12-07T15:00:00Z') })).toContain('DTSTART;TZID=America/Chicago:20261207T090000\r\n');
  });

  it('writes Dubai (+04:00) and Hyderabad (+05:30) calls in their zones', () => {
    const dubai = parse(callInvitation({ ...base, timeZone: 'Asia/Dubai', start: new Date('2026-12-06T05:00:00Z') }));
    expect(dubai).toMatchObject({ tzid: 'Asia/Dubai', startUtc: '2026-12-06T05:00:00.000Z' });
    const hyderabad = callInvitation({ ...base, timeZone: 'Asia/Kolkata', start: new Date('2026-11-30T04:00:00Z') });
    expect(hyderabad).toContain('DTSTART;TZID=Asia/Kolkata:20261130T093000\r\n');
    expect(parse(hyderabad).startUtc).toBe('2026-11-30T04:00:00.000Z');
  });

  it('cancels the same call: METHOD:CANCEL, same UID, a higher SEQUENCE, STATUS:CANCELLED', () => {
    const parsed = parse(callInvitation({ ...base, method: 'CANCEL', sequence: 2 }));
    expect(parsed).toMatchObject({ method: 'CANCEL', uid: parse(callInvitation(base)).uid, sequence: 2, status: 'CANCELLED' });
  });

  it('names the organizer and the attendee with their addresses', () => {
    const parsed = parse(callInvitation({ ...base, organizer: { name: 'Layla "L" Haddad', email: 'layla@corvane.example' } }));
    expect(parsed.organizer?.getFirstValue()).toBe('mailto:layla@corvane.example');
    expect(parsed.organizer?.getParameter('cn')).toBe('Layla "L" Haddad');
    expect(parsed.attendee?.getFirstValue()).toBe('mailto:sam@example.com');
    expect(parsed.attendee?.getParameter('rsvp')).toBe('TRUE');
    expect(() => callInvitation({ ...base, attendees: [{ name: 'x', email: 'sam@example.com\r\nATTENDEE:mailto:evil@example.com' }] })).toThrow(RangeError);
    expect(() => callInvitation({ ...base, attendees: [{ name: 'x', email: 'a@example.com, b@example.com' }] })).toThrow(RangeError);
    expect(() => callInvitation({ ...base, timeZone: 'Mars/Olympus' })).toThrow(RangeError);
    // The stored form of an address (lower case), with what a URI may not hold bare encoded.
    const odd = parse(callInvitation({ ...base, attendees: [{ name: 'Odd', email: 'Sam/50%?x@Example.com' }] }));
    expect(odd.attendee?.getFirstValue()).toBe('mailto:sam%2F50%25%3Fx@example.com');
  });

  it('escapes text so a visitor’s words cannot add properties, and round-trips it', () => {
    const summary = 'Call; about, things\\ here\r\nEND:VEVENT\nBEGIN:VALARM';
    const text = callInvitation({ ...base, summary, description: 'ü'.repeat(200) });
    expect(text).not.toMatch(/\r\nEND:VEVENT\r\nBEGIN:VALARM/);
    const parsed = parse(text);
    expect(parsed.summary).toBe('Call; about, things\\ here\nEND:VEVENT\nBEGIN:VALARM');
    expect(parsed.description).toBe('ü'.repeat(200));
  });

  it('ends every line with CRLF and folds every line to 75 octets', () => {
    const text = callInvitation({ ...base, description: `${'A long description with emoji 🗓️ and Arabic مرحبا '.repeat(20)}` });
    expect(text.endsWith('\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    const lines = text.split('\r\n').slice(0, -1);
    for (const line of lines) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    expect(lines.some((line) => line.startsWith(' '))).toBe(true);
  });
});

describe('the parts of the text', () => {
  it('escapes TEXT values and quotes parameters (RFC 6868)', () => {
    expect(escapeText('a\\b;c,d\ne')).toBe('a\\\\b\\;c\\,d\\ne');
    expect(escapeText('bell\u0007')).toBe('bell');
    expect(quoteParameter('Say "hi"^\nthere')).toBe('"Say ^\'hi^\'^^^nthere"');
  });

  it('folds without splitting a UTF-8 character', () => {
    const folded = foldLine(`DESCRIPTION:${'€'.repeat(40)}`);
    const lines = folded.split('\r\n');
    expect(lines.map((line) => new TextEncoder().encode(line).length)).toEqual([75, 58]);
    expect(folded.replace(/\r\n /g, '')).toBe(`DESCRIPTION:${'€'.repeat(40)}`);
    expect(foldLine('SHORT:1')).toBe('SHORT:1');
  });

  it('keeps a stable UID per booking', () => {
    expect(bookingUid('42', 'corvane.example')).toBe('booking-42@corvane.example');
  });

  it('gives VTIMEZONE offsets that agree with Intl on every day of 2026–2028 for the three offices', () => {
    for (const timeZone of ['America/Chicago', 'Asia/Kolkata', 'Asia/Dubai']) {
      const { lines, tzid } = vtimezone(timeZone);
      expect(tzid).toBe(timeZone);
      const zone = new ICAL.Timezone(new ICAL.Component(ICAL.parse(`${lines.join('\r\n')}\r\n`)));
      for (let day = Date.UTC(2026, 0, 1, 18); day < Date.UTC(2029, 0, 1); day += 86_400_000) {
        const local = localParts(day, timeZone);
        const time = ICAL.Time.fromData({ year: local.year, month: local.month, day: local.day, hour: local.hour, minute: local.minute }, zone);
        expect(time.toUnixTime() * 1000, `${timeZone} ${local.date}`).toBe(day);
      }
    }
  });
});
