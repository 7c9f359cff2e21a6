/**
 * Booked calls against a real database (issue 46, ADR 360 §5–6): the free slots leave out
 * weekends, holidays, booked calls and the minimum notice; the Dallas office's slots stay 09:00–
 * 16:30 local across both 2026 daylight-saving changes; a second booking of one slot is refused
 * by the unique index and rolls its lead back; a cancel frees the slot and sends METHOD:CANCEL to
 * both sides; a move keeps the UID and adds one to the sequence; the outbox rows carry an .ics
 * that ical.js reads; erasing the visitor removes the booking and tells the owner only.
 */
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds, useTestDatabase } from '../../../tests/support/database';
import { configureRouteTests } from '../../../tests/support/route-requests';
import { localParts } from '~/domain/meetings/business-time';
import { bookings, contact_leads, office_owners, offices, outbox, staff } from '~/server/db/schema.server';
import { setEnvForTests } from '~/server/platform/env.server';
import type { OutboxPayload } from '~/server/platform/outbox.server';
import { erasePersonalData, findPersonalData } from '~/server/privacy/data-rights.server';
import { loadOffice } from './directory.server';
import { assignLead } from './lead-routing.server';
import { bookCall, cancelBooking, freeSlotsOf, insertBooking, rescheduleBooking, type BookingFor } from './booking.server';
import { readInvitation } from '../../../tests/support/ics';
import { BOOKING_TOPICS } from './booking-mail.server';

const OWNER = 'layla.owner@corvane.example';
/** Friday 6 March 2026, 09:00 in Dallas (CST, UTC−6); daylight saving starts Sunday 8 March. */
const FRIDAY_9AM = new Date('2026-03-06T15:00:00Z');

const visitor = (answers: { country?: string | null } = {}): BookingFor => ({
  kind: 'visitor',
  answers: { country: answers.country ?? 'US', interest: null },
  attribution: { source_page: '/book-a-call', referrer: null, utm_source: null, utm_medium: null, utm_campaign: null, utm_term: null, utm_content: null },
  consent: {},
});

describe.each(testDatabaseKinds())('booked calls (%s)', (kind) => {
  const db = useTestDatabase(kind);
  let ownerId = '';
  beforeAll(async () => {
    configureRouteTests();
    const [member] = await db().insert(staff).values({ email: OWNER, role: 'sales' }).returning();
    ownerId = member!.id;
    await db().insert(office_owners).values({ office_key: 'dallas', staff_id: ownerId, display_name: 'Layla', position: 0 });
  });
  afterAll(() => setEnvForTests(undefined));

  const dallas = async (changes: Partial<typeof offices.$inferInsert> = {}) => {
    await db().update(offices).set({ holidays: [], minimum_notice_minutes: 240, booking_days_ahead: 14, ...changes }).where(eq(offices.key, 'dallas'));
    const settings = await loadOffice('dallas');
    if (!settings) throw new Error('no Dallas office');
    return settings;
  };
  const mailsAbout = async (leadId: string) => (await db().select().from(outbox).where(eq(outbox.record_id, leadId))).map((row) => row.payload as OutboxPayload);

  it('offers no slot on the weekend, on a holiday, inside the minimum notice or where a call is booked', async () => {
    const office = await dallas({ holidays: ['2026-03-10'], booking_days_ahead: 4 });
    const [lead] = await db().insert(contact_leads).values({ first_name: 'Sam', last_name: 'Slot', email: 'sam.slot@example.com', message: '', form: 'contact' }).returning();
    await insertBooking(db(), { leadId: lead!.id, officeKey: 'dallas', ownerStaffId: null, start: new Date('2026-03-09T15:00:00Z'), name: 'Sam', email: 'sam.slot@example.com', timeZone: 'Europe/London' });
    const slots = await freeSlotsOf(office, FRIDAY_9AM);
    const byDate = new Map<string, string[]>();
    for (const slot of slots) {
      const local = localParts(slot, 'America/Chicago');
      byDate.set(local.date, [...(byDate.get(local.date) ?? []), local.time]);
    }
    // Friday: from 13:00 (09:00 + 4 h notice); Saturday, Sunday and the holiday Tuesday: none.
    expect(byDate.get('2026-03-06')).toEqual(['13:00', '13:30', '14:00', '14:30', '15:00', '15:30', '16:00', '16:30']);
    expect([...byDate.keys()]).toEqual(['2026-03-06', '2026-03-09']);
    // Monday: every half hour but the booked 10:00 (CDT, 15:00 UTC).
    expect(byDate.get('2026-03-09')).toHaveLength(15);
    expect(byDate.get('2026-03-09')).not.toContain('10:00');
    await db().delete(contact_leads).where(eq(contact_leads.id, lead!.id));
  });

  it('keeps Dallas slots at 09:00–16:30 local across the March and November 2026 changes (the UTC hour moves)', async () => {
    const office = await dallas({ minimum_notice_minutes: 0, booking_days_ahead: 5 });
    for (const [now, before, after] of [
      [new Date('2026-03-06T06:00:00Z'), '2026-03-06', '2026-03-09'],
      [new Date('2026-10-30T06:00:00Z'), '2026-10-30', '2026-11-02'],
    ] as const) {
      const slots = await freeSlotsOf(office, now);
      for (const date of [before, after]) {
        const day = slots.filter((slot) => localParts(slot, 'America/Chicago').date === date);
        expect(day.map((slot) => localParts(slot, 'America/Chicago').time)).toEqual(
          ['09', '10', '11', '12', '13', '14', '15', '16'].flatMap((hour) => [`${hour}:00`, `${hour}:30`]),
        );
      }
      const firstUtcHour = (date: string) => slots.find((slot) => localParts(slot, 'America/Chicago').date === date)!.getUTCHours();
      // CST is UTC−6, CDT UTC−5: 09:00 is 15:00 UTC in winter, 14:00 UTC in summer.
      expect([firstUtcHour(before), firstUtcHour(after)]).toEqual(before.startsWith('2026-03') ? [15, 14] : [14, 15]);
    }
  });

  it('books once: the second booking of the slot is refused by the index and leaves nothing behind', async () => {
    const office = await dallas();
    const [slot] = await freeSlotsOf(office, FRIDAY_9AM);
    const first = await bookCall({ start: slot!, name: 'Ada First', email: 'ada.first@example.com', timeZone: 'Europe/London' }, visitor(), FRIDAY_9AM);
    expect(first.kind).toBe('booked');
    const second = await bookCall({ start: slot!, name: 'Bob Second', email: 'bob.second@example.com', timeZone: 'Asia/Dubai' }, visitor(), FRIDAY_9AM);
    expect(second).toEqual({ kind: 'taken' });
    expect(await db().select().from(contact_leads).where(eq(contact_leads.email, 'bob.second@example.com'))).toEqual([]);
    // The index itself, without the offered-slot check in front of it.
    const [lead] = await db().select().from(contact_leads).where(eq(contact_leads.email, 'ada.first@example.com'));
    expect(await insertBooking(db(), { leadId: lead!.id, officeKey: 'dallas', ownerStaffId: null, start: slot!, name: 'Bob', email: 'bob.second@example.com', timeZone: 'UTC' })).toBeUndefined();
    const active = await db().select().from(bookings).where(and(eq(bookings.office_key, 'dallas'), eq(bookings.slot_start, slot!), sql`status <> 'cancelled'`));
    expect(active.map((row) => row.visitor_email)).toEqual(['ada.first@example.com']);
    // The lead is of form 'booking', routed (US → Dallas, the owner in turn).
    expect(lead).toMatchObject({ form: 'booking', first_name: 'Ada First', country: 'US' });
    expect(active[0]?.owner_staff_id).toBe(ownerId);
    // The same address cannot hold a second call.
    const [other] = (await freeSlotsOf(office, FRIDAY_9AM)).slice(3);
    expect(await bookCall({ start: other!, name: 'Ada', email: 'ada.first@example.com', timeZone: 'UTC' }, visitor(), FRIDAY_9AM)).toEqual({ kind: 'already-booked' });
  });

  it('e-mails the visitor and the owner each an .ics (METHOD:REQUEST, TZID, UID, SEQUENCE 0); the visitor’s carries the signed link', async () => {
    const office = await dallas();
    const slot = (await freeSlotsOf(office, FRIDAY_9AM))[5]!;
    const booked = await bookCall({ start: slot, name: 'Cleo Ics', email: 'cleo.ics@example.com', timeZone: 'Asia/Dubai' }, visitor(), FRIDAY_9AM);
    if (booked.kind !== 'booked') throw new Error(booked.kind);
    const mails = await mailsAbout(booked.booking.lead_id);
    expect(mails.map((mail) => mail.to).sort()).toEqual(['cleo.ics@example.com', OWNER]);
    for (const mail of mails) {
      expect(mail.calendar?.method).toBe('REQUEST');
      expect(readInvitation(mail.calendar!.content)).toMatchObject({
        method: 'REQUEST',
        uid: `booking-${booked.booking.id}@localhost`,
        sequence: 0,
        tzid: 'America/Chicago',
        startUtc: slot.toISOString(),
        attendees: ['mailto:cleo.ics@example.com'],
      });
    }
    const toVisitor = mails.find((mail) => mail.to === 'cleo.ics@example.com')!;
    expect(readInvitation(toVisitor.calendar!.content).url).toMatch(/^http:\/\/localhost:3000\/book-a-call\/manage\//);
    expect(toVisitor.text).toContain(`Your time: ${new Intl.DateTimeFormat('en-US', { weekday: 'long', timeZone: 'Asia/Dubai' }).format(slot)}`);
    const toOwner = mails.find((mail) => mail.to === OWNER)!;
    expect(toOwner.text).not.toContain('/book-a-call/manage/');
  });

  it('the firm’s webhook feed carries a booked call once, with the owner’s message; the visitor’s e-mail never goes there', async () => {
    configureRouteTests({ NOTIFY_WEBHOOK_URL: 'https://hooks.corvane.example/leads' });
    try {
      const office = await dallas();
      const slot = (await freeSlotsOf(office, FRIDAY_9AM))[6]!;
      const booked = await bookCall({ start: slot, name: 'Wes Hook', email: 'wes.hook@example.com', timeZone: 'America/Chicago' }, visitor(), FRIDAY_9AM);
      if (booked.kind !== 'booked') throw new Error(booked.kind);
      const rows = await db().select({ channel: outbox.channel, topic: outbox.topic, to: sql<string>`${outbox.payload}->>'to'` }).from(outbox).where(eq(outbox.record_id, booked.booking.lead_id));
      expect(rows.filter((row) => row.topic.startsWith('booking.')).map((row) => [row.topic, row.channel, row.to]).sort()).toEqual(
        [
          [BOOKING_TOPICS.owner, 'email', OWNER],
          [BOOKING_TOPICS.owner, 'webhook', OWNER],
          [BOOKING_TOPICS.visitor, 'email', 'wes.hook@example.com'],
        ].sort(),
      );
    } finally {
      configureRouteTests();
    }
  });

  it('a move keeps the UID and adds one to the sequence; a taken start is refused; a cancel frees the slot and sends CANCEL to both', async () => {
    const office = await dallas();
    const free = await freeSlotsOf(office, FRIDAY_9AM);
    const booked = await bookCall({ start: free[8]!, name: 'Dana Move', email: 'dana.move@example.com', timeZone: 'America/New_York' }, visitor(), FRIDAY_9AM);
    if (booked.kind !== 'booked') throw new Error(booked.kind);
    const blocker = await bookCall({ start: free[9]!, name: 'Eli Block', email: 'eli.block@example.com', timeZone: 'UTC' }, visitor(), FRIDAY_9AM);
    expect(blocker.kind).toBe('booked');

    expect(await rescheduleBooking(booked.booking.id, free[9]!, FRIDAY_9AM)).toEqual({ kind: 'taken' });
    const moved = await rescheduleBooking(booked.booking.id, free[10]!, FRIDAY_9AM);
    if (moved.kind !== 'changed') throw new Error(moved.kind);
    expect(moved.booking).toMatchObject({ uid: booked.booking.uid, sequence: 1, slot_start: free[10], status: 'booked' });
    const requests = (await mailsAbout(booked.booking.lead_id)).filter((mail) => mail.subject.includes('moved'));
    expect(requests).toHaveLength(2);
    for (const mail of requests) expect(readInvitation(mail.calendar!.content)).toMatchObject({ method: 'REQUEST', uid: booked.booking.uid, sequence: 1, startUtc: free[10]!.toISOString() });
    // The old start is free again, the new one is not.
    const afterMove = (await freeSlotsOf(office, FRIDAY_9AM)).map((slot) => slot.getTime());
    expect(afterMove).toContain(free[8]!.getTime());
    expect(afterMove).not.toContain(free[10]!.getTime());

    const cancelled = await cancelBooking(booked.booking.id, FRIDAY_9AM);
    if (cancelled.kind !== 'changed') throw new Error(cancelled.kind);
    expect(cancelled.booking).toMatchObject({ status: 'cancelled', sequence: 2 });
    expect(cancelled.booking.cancelled_at).toEqual(FRIDAY_9AM);
    const cancels = (await mailsAbout(booked.booking.lead_id)).filter((mail) => mail.calendar?.method === 'CANCEL');
    expect(cancels.map((mail) => mail.to).sort()).toEqual(['dana.move@example.com', OWNER]);
    for (const mail of cancels) expect(readInvitation(mail.calendar!.content)).toMatchObject({ method: 'CANCEL', uid: booked.booking.uid, sequence: 2 });
    expect((await freeSlotsOf(office, FRIDAY_9AM)).map((slot) => slot.getTime())).toContain(free[10]!.getTime());
    expect(await cancelBooking(booked.booking.id, FRIDAY_9AM)).toEqual({ kind: 'cancelled' });
    // Someone else can have the freed slot.
    expect((await bookCall({ start: free[10]!, name: 'Finn Next', email: 'finn.next@example.com', timeZone: 'UTC' }, visitor(), FRIDAY_9AM)).kind).toBe('booked');
  });

  it('books for a lead from a form at the office its assignment names', async () => {
    await dallas();
    const [lead] = await db().insert(contact_leads).values({ first_name: 'Gia', last_name: 'Gulf', email: 'gia.gulf@example.com', message: 'Hi', form: 'quote', country: 'AE' }).returning();
    await db().transaction((tx) => assignLead(tx, lead!.id, { country: 'AE', interests: [], budget: null, form: 'quote' }, FRIDAY_9AM));
    const dubai = (await loadOffice('dubai'))!;
    const slot = (await freeSlotsOf(dubai, FRIDAY_9AM))[0]!;
    const booked = await bookCall({ start: slot, name: 'Gia Gulf', email: 'gia.gulf@example.com', timeZone: 'Asia/Dubai' }, { kind: 'lead', leadId: lead!.id }, FRIDAY_9AM);
    if (booked.kind !== 'booked') throw new Error(booked.kind);
    expect(booked.booking).toMatchObject({ office_key: 'dubai', lead_id: lead!.id, owner_staff_id: null });
    // Dubai has no owners: the firm's copy goes to the sales address.
    expect((await mailsAbout(lead!.id)).map((mail) => mail.to).sort()).toEqual(['gia.gulf@example.com', 'sales@corvane.example']);
    // A lead that is gone (erased since the link was sent) books nothing.
    const later = (await freeSlotsOf(dubai, FRIDAY_9AM)).at(-1)!;
    expect(await bookCall({ start: later, name: 'Gia', email: 'gia.other@example.com', timeZone: 'UTC' }, { kind: 'lead', leadId: crypto.randomUUID() }, FRIDAY_9AM)).toEqual({ kind: 'lead-gone' });
  });

  it('is personal data: exported, erased with the address, and the owner alone is told to free the calendar (no address in it)', async () => {
    // The erase compares with the real clock: a call still to come by it.
    const office = await dallas();
    const now = new Date();
    const slot = (await freeSlotsOf(office, now))[0]!;
    const booked = await bookCall({ start: slot, name: 'Hana Erase', email: 'hana.erase@example.com', timeZone: 'UTC' }, visitor(), now);
    if (booked.kind !== 'booked') throw new Error(booked.kind);
    expect((await findPersonalData('Hana.Erase@example.com')).bookings.map((row) => row.id)).toEqual([booked.booking.id]);

    const counts = await erasePersonalData('hana.erase@example.com', 'owner@corvane.example');
    expect(counts).toMatchObject({ leads: 1, bookings: 1, outbox: 2 });
    expect(await db().select().from(bookings).where(eq(bookings.id, booked.booking.id))).toEqual([]);
    const left = (await db().select().from(outbox)).map((row) => row.payload as OutboxPayload).filter((payload) => payload.calendar?.content.includes(booked.booking.uid));
    expect(left).toHaveLength(1);
    for (const payload of left) {
      expect(payload.to).toBe(OWNER);
      expect(readInvitation(payload.calendar!.content)).toMatchObject({ method: 'CANCEL', uid: booked.booking.uid, attendees: [] });
      expect(JSON.stringify(payload)).not.toContain('hana.erase');
    }
  });
});
