/** An office as /admin/offices saves it (issue 46): zone, hours and holidays checked with clear messages. */
import { describe, expect, it } from 'vitest';
import { freeSlotStarts } from './business-time';
import { parseOffice } from './office';

const valid = {
  key: 'hyderabad',
  name: 'Hyderabad',
  timeZone: 'Asia/Kolkata',
  hours: {
    '1': [
      { start: '14:00', end: '18:30' },
      { start: '09:30', end: '13:00' },
    ],
    '5': [{ start: '09:30', end: '24:00' }],
  },
  holidays: ['2026-12-25', '2026-01-26', '2026-12-25'],
};

describe('parseOffice', () => {
  it('accepts a valid office, sorting periods and holidays and dropping repeats', () => {
    const parsed = parseOffice(valid);
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    expect(parsed.office.hours[1]?.map((period) => period.start)).toEqual(['09:30', '14:00']);
    expect(parsed.office.hours[2]).toBeUndefined();
    expect(parsed.office.holidays).toEqual(['2026-01-26', '2026-12-25']);
    // What it accepted drives slots at once: Monday 30 November 2026, 09:30 IST first.
    const slots = freeSlotStarts({ office: parsed.office, fromDate: '2026-11-30', toDate: '2026-11-30', now: new Date(0), minimumNoticeMinutes: 0, booked: [] });
    expect(slots[0]?.toISOString()).toBe('2026-11-30T04:00:00.000Z');
  });

  const messages = (change: Record<string, unknown>) => {
    const parsed = parseOffice({ ...valid, ...change });
    return parsed.ok ? [] : parsed.messages;
  };

  it('refuses an unknown zone, bad times, reversed and overlapping periods', () => {
    expect(messages({ timeZone: 'Dubai' })).toEqual(['Time zone: choose a time zone from the list (an IANA name such as America/Chicago).']);
    expect(messages({ hours: { '1': [{ start: '9:00', end: '17:00' }] } })).toEqual(['Working hours: write times as HH:MM, from 00:00 to 24:00.']);
    expect(messages({ hours: { '1': [{ start: '17:00', end: '09:00' }] } })).toEqual(['Working hours: each period must end after it starts.']);
    expect(messages({ hours: { '1': [{ start: '09:00', end: '13:00' }, { start: '12:00', end: '17:00' }] } })).toEqual(['Working hours: the periods of one day must not overlap.']);
    expect(messages({ hours: { '8': [{ start: '09:00', end: '17:00' }] } }).length).toBeGreaterThan(0);
  });

  it('refuses bad keys, names and holidays', () => {
    expect(messages({ key: 'Abu Dhabi' })).toEqual(['Office key: use lower-case letters, digits and hyphens (at most 40 characters).']);
    expect(messages({ name: '  ' })).toEqual(['Office name is required.']);
    expect(messages({ holidays: ['2026-02-30'] })).toEqual(['Holidays: write dates as YYYY-MM-DD.']);
    expect(messages({ holidays: Array.from({ length: 101 }, (_, day) => `2026-01-01`.replace('01-01', `01-${String((day % 28) + 1).padStart(2, '0')}`)) })).toEqual([
      'Holidays: at most 100 dates.',
    ]);
  });
});
