/**
 * A call booked in Arabic (issue 48, ADR 420 point 5), against a real database: the lead stores
 * `ar`; the visitor's booked, moved and cancelled e-mails are in Arabic (lang/dir, times in ar-AE
 * with Latin digits, the office's Arabic name, the link to the Arabic call page); the .ics SUMMARY
 * and DESCRIPTION are Arabic with LANGUAGE=ar, folded at 75 octets without splitting a character,
 * and ical.js reads them back; the firm's e-mails stay English and name the language.
 */
import { eq } from 'drizzle-orm';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds, useTestDatabase } from '../../../tests/support/database';
import { readInvitation } from '../../../tests/support/ics';
import { configureRouteTests } from '../../../tests/support/route-requests';
import { callInvitation } from '~/domain/meetings/ics';
import { contact_leads, office_owners, offices, outbox, staff } from '~/server/db/schema.server';
import { setEnvForTests } from '~/server/platform/env.server';
import type { OutboxPayload } from '~/server/platform/outbox.server';
import { bookCall, cancelBooking, freeSlotsOf, rescheduleBooking, type BookingFor } from './booking.server';
import { loadOffice } from './directory.server';

const OWNER = 'layla.dubai@corvane.example';
/** Friday 6 March 2026, 09:00 in Dubai (UTC+4). */
const NOW = new Date('2026-03-06T05:00:00Z');
/** Monday 9 March 2026, 09:00 in Dubai; 08:00 in Riyadh. */
const MONDAY_9AM = new Date('2026-03-09T05:00:00Z');
const MONDAY_930AM = new Date('2026-03-09T05:30:00Z');
const TUESDAY_10AM = new Date('2026-03-10T06:00:00Z');
const ARABIC_MANAGE = 'http://localhost:3000/ar/%D8%A7%D8%AD%D8%AC%D8%B2-%D9%85%D9%83%D8%A7%D9%84%D9%85%D8%A9/%D8%A5%D8%AF%D8%A7%D8%B1%D8%A9/';

const arabicVisitor: BookingFor = {
  kind: 'visitor',
  answers: { country: 'AE', interest: null },
  attribution: { source_page: '/ar/احجز-مكالمة', referrer: null, utm_source: null, utm_medium: null, utm_campaign: null, utm_term: null, utm_content: null },
  consent: {},
  locale: 'ar',
};

/** The .ics as octets, split into its physical lines (CRLF). */
function physicalLines(text: string): Buffer[] {
  const bytes = Buffer.from(text, 'utf8');
  const lines: Buffer[] = [];
  let start = 0;
  for (let at = 0; at < bytes.length - 1; at += 1) {
    if (bytes[at] === 0x0d && bytes[at + 1] === 0x0a) {
      lines.push(bytes.subarray(start, at));
      start = at + 2;
    }
  }
  return lines;
}

/** Every line at most 75 octets, and each one valid UTF-8 on its own (no character split across a fold). */
function expectFoldedByOctets(text: string) {
  const strict = new TextDecoder('utf-8', { fatal: true });
  for (const line of physicalLines(text)) {
    expect(line.length).toBeLessThanOrEqual(75);
    expect(() => strict.decode(line)).not.toThrow();
  }
}

function eventOf(text: string) {
  const vevent = new ICAL.Component(ICAL.parse(text)).getFirstSubcomponent('vevent')!;
  return {
    summary: vevent.getFirstPropertyValue('summary'),
    description: vevent.getFirstPropertyValue('description'),
    language: vevent.getFirstProperty('summary')?.getParameter('language'),
  };
}

describe.each(testDatabaseKinds())('a call booked in Arabic (%s)', (kind) => {
  const db = useTestDatabase(kind);
  beforeAll(async () => {
    configureRouteTests();
    const [member] = await db().insert(staff).values({ email: OWNER, role: 'sales' }).returning();
    await db().insert(office_owners).values({ office_key: 'dubai', staff_id: member!.id, display_name: 'Layla', position: 0 });
    await db().update(offices).set({ holidays: [], minimum_notice_minutes: 240, booking_days_ahead: 14 }).where(eq(offices.key, 'dubai'));
  });
  afterAll(() => setEnvForTests(undefined));

  const mailsAbout = async (leadId: string) => (await db().select().from(outbox).where(eq(outbox.record_id, leadId))).map((row) => row.payload as OutboxPayload);

  it('stores ar on its lead; the visitor’s e-mail and .ics are Arabic, the firm’s English naming the language', async () => {
    const office = (await loadOffice('dubai'))!;
    expect((await freeSlotsOf(office, NOW)).map((slot) => slot.getTime())).toContain(MONDAY_9AM.getTime());
    const booked = await bookCall({ start: MONDAY_9AM, name: 'ليلى الحربي', email: 'layla.harbi@example.com', timeZone: 'Asia/Riyadh' }, arabicVisitor, NOW);
    if (booked.kind !== 'booked') throw new Error(booked.kind);
    const [lead] = await db().select().from(contact_leads).where(eq(contact_leads.id, booked.booking.lead_id));
    expect(lead).toMatchObject({ locale: 'ar', form: 'booking', first_name: 'ليلى الحربي' });

    const mails = await mailsAbout(booked.booking.lead_id);
    const toVisitor = mails.find((mail) => mail.to === 'layla.harbi@example.com')!;
    expect(toVisitor.subject).toBe('تم حجز مكالمتك مع Corvane Digital');
    const lines = toVisitor.text.split('\n');
    expect(lines.slice(0, 8)).toEqual([
      'تم حجز مكالمتك.',
      '',
      'المكالمة',
      '--------',
      'توقيتك: الاثنين، 9 مارس 2026 في 8:00 ص غرينتش+3',
      'توقيت المكتب: الاثنين، 9 مارس 2026 في 9:00 ص غرينتش+4',
      'المكتب: دبي',
      'مع: Layla',
    ]);
    const manageLine = lines.find((line) => line.startsWith('افتح هذا الرابط'))!;
    expect(manageLine).toMatch(/^افتح هذا الرابط لنقل المكالمة إلى موعد آخر أو إلغائها \(يعمل حتى انتهاء المكالمة\): http:\/\/localhost:3000\/ar\/%D8%A7/);
    const manageUrl = manageLine.slice(manageLine.indexOf('http'));
    expect(manageUrl.startsWith(ARABIC_MANAGE)).toBe(true);
    expect(lines).toContain('تغيير الموعد أو الإلغاء');
    expect(lines.at(-1)).toBe('— Corvane Digital');
    expect(toVisitor.html).toContain('<html lang="ar" dir="rtl">');

    const ics = toVisitor.calendar!.content;
    expect(ics).toContain('\r\nSUMMARY;LANGUAGE=ar:مكالمة مع Corvane Digital: Layla\r\n');
    expectFoldedByOctets(ics);
    expect(eventOf(ics)).toEqual({
      summary: 'مكالمة مع Corvane Digital: Layla',
      description: `مكالمة مدتها 30 دقيقة حُجزت عبر موقع Corvane Digital. لتغيير موعدها أو إلغائها: ${manageUrl}`,
      language: 'ar',
    });
    expect(readInvitation(ics)).toMatchObject({ method: 'REQUEST', sequence: 0, tzid: 'Asia/Dubai', startUtc: MONDAY_9AM.toISOString(), url: manageUrl });

    const toOwner = mails.find((mail) => mail.to === OWNER)!;
    expect(toOwner.subject).toBe('New call booked: ليلى الحربي');
    expect(toOwner.text).toContain('Language: Arabic\nYour time: Monday, March 9, 2026 at 8:00 AM GMT+3\nOffice time: Monday, March 9, 2026 at 9:00 AM GMT+4\nOffice: Dubai');
    expect(toOwner.html).not.toContain('dir="rtl"');
    expect(eventOf(toOwner.calendar!.content)).toEqual({ summary: 'Call with ليلى الحربي', description: null, language: undefined });
    expect(toOwner.text).not.toContain('%D8%A5');
  });

  it('the move and the cancel reach the visitor in Arabic (METHOD:CANCEL on the cancel); the firm in English', async () => {
    const outcome = await bookCall({ start: MONDAY_930AM, name: 'سالم', email: 'salem@example.com', timeZone: 'Asia/Dubai' }, arabicVisitor, NOW);
    if (outcome.kind !== 'booked') throw new Error(outcome.kind);

    const moved = await rescheduleBooking(outcome.booking.id, TUESDAY_10AM, NOW);
    if (moved.kind !== 'changed') throw new Error(moved.kind);
    const cancelled = await cancelBooking(outcome.booking.id, NOW);
    if (cancelled.kind !== 'changed') throw new Error(cancelled.kind);

    const mails = await mailsAbout(outcome.booking.lead_id);
    const visitor = mails.filter((mail) => mail.to === 'salem@example.com');
    expect(visitor.map((mail) => mail.subject)).toEqual(['تم حجز مكالمتك مع Corvane Digital', 'تم تغيير موعد مكالمتك مع Corvane Digital', 'تم إلغاء مكالمتك مع Corvane Digital']);
    const [, movedMail, cancelMail] = visitor;
    expect(movedMail!.text).toContain('تم تغيير موعد مكالمتك.\n\nالمكالمة\n--------\nتوقيتك: الثلاثاء، 10 مارس 2026 في 10:00 ص غرينتش+4\n');
    expect(readInvitation(movedMail!.calendar!.content)).toMatchObject({ method: 'REQUEST', sequence: 1, startUtc: TUESDAY_10AM.toISOString() });
    expect(cancelMail!.text).toContain('تم إلغاء مكالمتك.');
    expect(cancelMail!.text).not.toContain('افتح هذا الرابط');
    expect(cancelMail!.calendar!.method).toBe('CANCEL');
    expectFoldedByOctets(cancelMail!.calendar!.content);
    expect(readInvitation(cancelMail!.calendar!.content)).toMatchObject({ method: 'CANCEL', sequence: 2, uid: outcome.booking.uid });
    expect(eventOf(cancelMail!.calendar!.content).summary).toBe('مكالمة مع Corvane Digital: Layla');

    const firm = mails.filter((mail) => mail.to === OWNER).map((mail) => mail.subject);
    expect(firm).toEqual(['New call booked: سالم', 'Call moved: سالم', 'Call cancelled: سالم']);
  });
});

describe('the .ics writer and Arabic text', () => {
  it('folds at 75 octets, never inside a character, and ical.js reads the text back whole', () => {
    // 2-octet letters after an odd-length ASCII prefix: a fold by characters or a naive byte cut would split one.
    const summary = 'مكالمة استشارية مع فريق الذكاء الاصطناعي التوليدي في مكتب دبي حول منصة البيانات؛ والأمن، والتجربة الرقمية';
    const text = callInvitation({
      method: 'REQUEST',
      uid: 'booking-1@example.com',
      sequence: 0,
      stamp: NOW,
      start: MONDAY_9AM,
      timeZone: 'Asia/Dubai',
      summary,
      description: `${summary}\nالسطر الثاني: https://example.com/ar/%D8%A5`,
      language: 'ar',
      organizer: { name: 'Corvane Digital Dubai', email: 'sales@corvane.example' },
      attendees: [{ name: 'ليلى', email: 'layla@example.com' }],
      productId: '-//Corvane Digital//Meetings//EN',
    });
    const summaryLines = text.split('\r\n').filter((line, index, all) => line.startsWith('SUMMARY') || (line.startsWith(' ') && all.slice(0, index).reverse().find((l) => !l.startsWith(' '))?.startsWith('SUMMARY')));
    expect(summaryLines.length).toBeGreaterThan(2);
    expectFoldedByOctets(text);
    expect(eventOf(text)).toEqual({ summary, description: `${summary}\nالسطر الثاني: https://example.com/ar/%D8%A5`, language: 'ar' });
    // A language tag that is not one is left out rather than written into the line.
    expect(callInvitation({ method: 'CANCEL', uid: 'u@x', sequence: 1, stamp: NOW, start: MONDAY_9AM, timeZone: 'Asia/Dubai', summary: 's', language: 'ar:\r\nX-EVIL', organizer: { name: 'o', email: 'o@example.com' }, attendees: [], productId: 'p' })).toContain('\r\nSUMMARY:s\r\n');
  });
});
