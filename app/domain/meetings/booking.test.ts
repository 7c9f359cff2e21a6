/** The Book a Call form (issue 46): the posted fields, and slots shown in the visitor's zone beside the office's. */
import { describe, expect, it } from 'vitest';
import { freeSlotStarts, type Office } from './business-time';
import { bookingRequestSchema, isOfferedSlot, slotDays } from './booking';

const nine = [{ start: '09:00', end: '17:00' }];
const dubai: Office = { key: 'dubai', name: 'Dubai', timeZone: 'Asia/Dubai', hours: { 1: nine, 2: nine, 3: nine, 4: nine, 5: nine }, holidays: [] };

describe('bookingRequestSchema', () => {
  const valid = { slot: '2026-12-07T05:00:00.000Z', name: ' Sam Visitor ', email: 'Sam@Example.com', timeZone: 'Europe/London' };
  const messages = (change: Record<string, unknown>) => {
    const result = bookingRequestSchema.safeParse({ ...valid, ...change });
    return result.success ? [] : result.error.issues.map((issue) => issue.message);
  };

  it('accepts a booking and normalises it', () => {
    expect(bookingRequestSchema.parse(valid)).toEqual({ slot: new Date('2026-12-07T05:00:00Z'), name: 'Sam Visitor', email: 'sam@example.com', timeZone: 'Europe/London' });
    expect(bookingRequestSchema.parse({ ...valid, slot: '2026-12-07T05:00Z' }).slot.toISOString()).toBe('2026-12-07T05:00:00.000Z');
  });

  it('refuses a missing or malformed slot, name, address or zone, in order', () => {
    expect(messages({ slot: '' })).toEqual(['Please choose a time for the call.']);
    expect(messages({ slot: '2026-12-07T09:00:00+04:00' })).toEqual(['Please choose a time for the call.']);
    expect(messages({ slot: '2026-02-30T05:00:00Z' })).toEqual(['Please choose a time for the call.']);
    expect(messages({ slot: '2026-12-07T05:00:30Z' })).toEqual(['Please choose a time for the call.']);
    expect(messages({ name: '   ' })).toEqual(['Please enter your name.']);
    expect(messages({ name: 'x'.repeat(201) })).toEqual(['Name must be at most 200 characters.']);
    // The shared e-mail field reports both checks; the form shows the first (forms.ts firstFailure).
    expect(messages({ email: '' })[0]).toBe('Please enter your email address.');
    expect(messages({ email: 'sam@' })).toEqual(['Please enter a valid email address.']);
    expect(messages({ timeZone: 'Not/AZone' })).toEqual(['Please choose your time zone from the list.']);
    expect(messages({ slot: undefined, name: undefined })).toEqual(['Please choose a time for the call.', 'Please enter your name.']);
  });
});

describe('slots as the visitor sees them', () => {
  const slots = freeSlotStarts({ office: dubai, fromDate: '2026-12-07', toDate: '2026-12-08', now: new Date(0), minimumNoticeMinutes: 0, booked: [] });

  it('shows Dubai’s 09:00 as the visitor’s own time, grouped by the visitor’s day', () => {
    const london = slotDays(slots, 'Europe/London', 'Asia/Dubai');
    expect(london.map((day) => day.label)).toEqual(['Monday, December 7', 'Tuesday, December 8']);
    expect(london[0]?.slots[0]).toEqual({ value: '2026-12-07T05:00:00.000Z', visitorTime: '5:00 AM', officeTime: '9:00 AM GMT+4' });
    // In Dallas, Dubai's Monday afternoon is still Sunday night: the days split where the visitor's do.
    const dallas = slotDays(slots, 'America/Chicago', 'Asia/Dubai');
    expect(dallas[0]).toMatchObject({ date: '2026-12-06', label: 'Sunday, December 6' });
    expect(dallas[0]?.slots[0]?.visitorTime).toBe('11:00 PM');
    expect(dallas.flatMap((day) => day.slots)).toHaveLength(32);
  });

  it('accepts only a start among the free slots', () => {
    expect(isOfferedSlot(new Date('2026-12-07T05:30:00Z'), slots)).toBe(true);
    expect(isOfferedSlot(new Date('2026-12-07T05:15:00Z'), slots)).toBe(false);
    expect(isOfferedSlot(new Date('2026-12-07T13:00:00Z'), slots)).toBe(false);
  });
});
