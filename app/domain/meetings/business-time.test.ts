/** An office's working time (issue 46): local clocks, DST, business time and free 30-minute slots. */
import { describe, expect, it, vi } from 'vitest';
import { waitingLabel } from '~/content/admin/meetings';
import { isTimeZone } from '~/domain/time-zones';
import {
  addBusinessMinutes,
  addDays,
  businessDurationParts,
  businessMsBetween,
  freeSlotStarts,
  instantOf,
  isLocalDate,
  isLocalTime,
  isoWeekday,
  localParts,
  type Office,
  workingIntervals,
  zoneOffsetMs,
} from './business-time';

const HOUR = 3_600_000;
const weekdays = (start: string, end: string) => ({ 1: [{ start, end }], 2: [{ start, end }], 3: [{ start, end }], 4: [{ start, end }], 5: [{ start, end }] });

const dallas: Office = { key: 'dallas', name: 'Dallas', timeZone: 'America/Chicago', hours: weekdays('09:00', '17:00'), holidays: ['2026-11-26', '2026-12-25'] };
const kolkataPeriods = [
  { start: '09:30', end: '13:00' },
  { start: '14:00', end: '18:30' },
];
const hyderabad: Office = {
  key: 'hyderabad',
  name: 'Hyderabad',
  timeZone: 'Asia/Kolkata',
  hours: { 1: kolkataPeriods, 2: kolkataPeriods, 3: kolkataPeriods, 4: kolkataPeriods, 5: kolkataPeriods },
  holidays: [],
};
const nine = [{ start: '09:00', end: '17:00' }];
/** Dubai with the Friday–Saturday weekend (Sunday to Thursday open) … */
const dubaiFriSat: Office = { key: 'dubai', name: 'Dubai', timeZone: 'Asia/Dubai', hours: { 7: nine, 1: nine, 2: nine, 3: nine, 4: nine }, holidays: [] };
/** … and with the Saturday–Sunday weekend the UAE has had since 2022. */
const dubaiSatSun: Office = { ...dubaiFriSat, hours: weekdays('09:00', '17:00') };

const at = (iso: string) => new Date(iso);
const iso = (dates: readonly Date[]) => dates.map((date) => date.toISOString());

describe('local dates, times and zones', () => {
  it('checks local dates, times and zone names', () => {
    expect(isLocalDate('2026-02-28')).toBe(true);
    expect(isLocalDate('2026-02-29')).toBe(false);
    expect(isLocalDate('2026-2-1')).toBe(false);
    expect(isLocalTime('09:00')).toBe(true);
    expect(isLocalTime('24:00')).toBe(true);
    expect(isLocalTime('24:30')).toBe(false);
    expect(isLocalTime('9:00')).toBe(false);
    expect(isTimeZone('Asia/Kolkata')).toBe(true);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
    expect(isTimeZone('')).toBe(false);
  });

  it('gives ISO weekdays and adds days across month and year ends', () => {
    expect(isoWeekday('2026-11-29')).toBe(7);
    expect(isoWeekday('2026-11-30')).toBe(1);
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });

  it('reads the local clock of an instant, with +05:30 and +04:00 offsets', () => {
    expect(localParts(at('2026-11-30T03:30:00Z'), 'Asia/Kolkata')).toMatchObject({ date: '2026-11-30', time: '09:00', weekday: 1 });
    expect(localParts(at('2026-11-29T23:59:00Z'), 'Asia/Dubai')).toMatchObject({ date: '2026-11-30', time: '03:59' });
    expect(localParts(at('2026-11-30T05:30:00Z'), 'America/Chicago')).toMatchObject({ date: '2026-11-29', time: '23:30', weekday: 7 });
    expect(localParts(at('2026-01-01T06:00:00Z'), 'America/Chicago').time).toBe('00:00');
    expect(zoneOffsetMs(at('2026-07-01T00:00:00Z'), 'Asia/Kolkata')).toBe(5.5 * HOUR);
    expect(zoneOffsetMs(at('2026-07-01T00:00:00Z'), 'America/Chicago')).toBe(-5 * HOUR);
    expect(zoneOffsetMs(at('2026-12-01T00:00:00Z'), 'America/Chicago')).toBe(-6 * HOUR);
  });

  it('finds the instant of a local time on either side of Dallas’s DST changes', () => {
    expect(instantOf('2026-03-06', '09:00', 'America/Chicago').toISOString()).toBe('2026-03-06T15:00:00.000Z');
    expect(instantOf('2026-03-09', '09:00', 'America/Chicago').toISOString()).toBe('2026-03-09T14:00:00.000Z');
    expect(instantOf('2026-10-30', '09:00', 'America/Chicago').toISOString()).toBe('2026-10-30T14:00:00.000Z');
    expect(instantOf('2026-11-02', '09:00', 'America/Chicago').toISOString()).toBe('2026-11-02T15:00:00.000Z');
    expect(instantOf('2026-11-30', '09:00', 'Asia/Kolkata').toISOString()).toBe('2026-11-30T03:30:00.000Z');
    expect(instantOf('2026-11-30', '24:00', 'Asia/Dubai').toISOString()).toBe('2026-11-30T20:00:00.000Z');
  });

  it('moves a time in the spring gap forward by the gap, and reads a time in the autumn overlap as its first occurrence', () => {
    const inGap = instantOf('2026-03-08', '02:30', 'America/Chicago');
    expect(inGap.toISOString()).toBe('2026-03-08T08:30:00.000Z');
    expect(localParts(inGap, 'America/Chicago').time).toBe('03:30');
    const twice = instantOf('2026-11-01', '01:30', 'America/Chicago');
    expect(twice.toISOString()).toBe('2026-11-01T06:30:00.000Z');
    expect(zoneOffsetMs(twice, 'America/Chicago')).toBe(-5 * HOUR);
    // The hours either side of the changes are plain.
    expect(instantOf('2026-03-08', '03:00', 'America/Chicago').toISOString()).toBe('2026-03-08T08:00:00.000Z');
    expect(instantOf('2026-11-01', '02:00', 'America/Chicago').toISOString()).toBe('2026-11-01T08:00:00.000Z');
  });
});

describe('business time', () => {
  it('has no working intervals on a weekend or a holiday', () => {
    expect(workingIntervals(dallas, '2026-11-28')).toEqual([]);
    expect(workingIntervals(dallas, '2026-11-26')).toEqual([]);
    expect(workingIntervals(hyderabad, '2026-11-30')).toHaveLength(2);
  });

  it('reads every working day’s hours as instantOf does, around DST changes included', () => {
    const allWeek = { ...dallas, hours: { ...weekdays('00:00', '24:00'), 6: [{ start: '01:30', end: '03:30' }], 7: [{ start: '01:30', end: '03:30' }] }, holidays: [] };
    for (let date = '2026-01-01'; date <= '2027-12-31'; date = addDays(date, 1)) {
      const periods = allWeek.hours[isoWeekday(date)] ?? [];
      const expected = periods.map((period) => ({ start: instantOf(date, period.start, 'America/Chicago'), end: instantOf(date, period.end, 'America/Chicago') }));
      expect(workingIntervals(allWeek, date), date).toEqual(expected);
    }
  });

  it('counts only working time across a weekend', () => {
    // Friday 16:00 to Monday 10:00 in Dallas: one hour on Friday, one on Monday.
    expect(businessMsBetween(dallas, at('2026-11-20T22:00:00Z'), at('2026-11-23T16:00:00Z'))).toBe(2 * HOUR);
    // The same across the March change (CST on Friday, CDT on Monday): still two hours.
    expect(businessMsBetween(dallas, at('2026-03-06T22:00:00Z'), at('2026-03-09T15:00:00Z'))).toBe(2 * HOUR);
    // Across the November change: Friday 16:00 CDT to Monday 10:00 CST.
    expect(businessMsBetween(dallas, at('2026-10-30T21:00:00Z'), at('2026-11-02T16:00:00Z'))).toBe(2 * HOUR);
  });

  it('skips holidays, nights and lunch breaks, and is 0 backwards', () => {
    // Wednesday 16:00 to Friday 10:00 over Thanksgiving (Thursday 26 November).
    expect(businessMsBetween(dallas, at('2026-11-25T22:00:00Z'), at('2026-11-27T16:00:00Z'))).toBe(2 * HOUR);
    // Hyderabad 12:00 to 15:00 with a lunch hour: two business hours.
    expect(businessMsBetween(hyderabad, at('2026-11-30T06:30:00Z'), at('2026-11-30T09:30:00Z'))).toBe(2 * HOUR);
    expect(businessMsBetween(dallas, at('2026-11-23T16:00:00Z'), at('2026-11-20T22:00:00Z'))).toBe(0);
    // A whole week of Dubai (Sunday–Thursday): five days of eight hours.
    expect(businessMsBetween(dubaiFriSat, at('2026-11-28T20:00:00Z'), at('2026-12-05T20:00:00Z'))).toBe(40 * HOUR);
  });

  it('finds when a response target falls due in business minutes', () => {
    // Friday 16:30 + 2 business hours: 30 minutes on Friday, 90 on Monday → Monday 10:30 CST.
    expect(addBusinessMinutes(dallas, at('2026-11-20T22:30:00Z'), 120)?.toISOString()).toBe('2026-11-23T16:30:00.000Z');
    // A lead on Saturday night is due two hours into Monday.
    expect(addBusinessMinutes(dallas, at('2026-11-22T04:00:00Z'), 120)?.toISOString()).toBe('2026-11-23T17:00:00.000Z');
    // Wednesday 16:00 before Thanksgiving: due Friday 10:00.
    expect(addBusinessMinutes(dallas, at('2026-11-25T22:00:00Z'), 120)?.toISOString()).toBe('2026-11-27T16:00:00.000Z');
    // Friday 16:00 CST before the March change: due Monday 10:00 CDT.
    expect(addBusinessMinutes(dallas, at('2026-03-06T22:00:00Z'), 120)?.toISOString()).toBe('2026-03-09T15:00:00.000Z');
    // Hyderabad 12:30 + 60 minutes: 30 before lunch, 30 after → 14:30 IST.
    expect(addBusinessMinutes(hyderabad, at('2026-11-30T07:00:00Z'), 60)?.toISOString()).toBe('2026-11-30T09:00:00.000Z');
    // Dubai with Friday–Saturday off: Thursday 16:00 + 2 h → Sunday 10:00.
    expect(addBusinessMinutes(dubaiFriSat, at('2026-12-03T12:00:00Z'), 120)?.toISOString()).toBe('2026-12-06T06:00:00.000Z');
  });

  it('counts years of business time with two zone look-ups a working day, and stops at a limit', () => {
    // Counted, not timed: a machine under load makes a time limit flaky; the work per day is what matters.
    const lookups = vi.spyOn(Intl.DateTimeFormat.prototype, 'formatToParts');
    // 2024–2026 in Dallas: 784 weekdays less the holidays listed (two, both in 2026), 8 h each.
    expect(businessMsBetween(dallas, at('2024-01-01T06:00:00Z'), at('2027-01-01T06:00:00Z'))).toBe((784 - 2) * 8 * HOUR);
    expect(lookups.mock.calls.length).toBeLessThan(2 * 784 + 100);
    lookups.mockRestore();
    expect(businessMsBetween(dallas, at('2024-01-01T06:00:00Z'), at('2027-01-01T06:00:00Z'), 10 * HOUR)).toBe(10 * HOUR);
  });

  it('agrees with businessMsBetween, and gives up on an office with no hours', () => {
    const from = at('2026-11-19T20:17:00Z');
    const due = addBusinessMinutes(dallas, from, 600);
    expect(due).not.toBeNull();
    if (due) expect(businessMsBetween(dallas, from, due)).toBe(600 * 60_000);
    expect(addBusinessMinutes({ ...dallas, hours: {} }, from, 1)).toBeNull();
  });

  it('labels the wait from the content copy', () => {
    expect(waitingLabel(businessDurationParts(3 * HOUR + 59 * 60_000))).toBe('waiting 3 h (business hours)');
    expect(waitingLabel(businessDurationParts(25 * 60_000))).toBe('waiting 25 min (business hours)');
    expect(waitingLabel(businessDurationParts(10_000))).toBe('waiting under a minute (business hours)');
    expect(businessDurationParts(-5)).toEqual({ hours: 0, minutes: 0 });
  });
});

describe('free 30-minute slots', () => {
  const noBookings = { now: at('2026-01-01T00:00:00Z'), minimumNoticeMinutes: 0, booked: [] };
  const localTimes = (office: Office, slots: readonly Date[]) => slots.map((slot) => `${localParts(slot, office.timeZone).date} ${localParts(slot, office.timeZone).time}`);

  it('offers none on a weekend or a holiday', () => {
    expect(freeSlotStarts({ office: dallas, fromDate: '2026-12-25', toDate: '2026-12-27', ...noBookings })).toEqual([]);
    expect(freeSlotStarts({ office: dallas, fromDate: '2026-11-26', toDate: '2026-11-26', ...noBookings })).toEqual([]);
  });

  it('keeps Dallas slots at 09:00–16:30 local across the March and November DST changes', () => {
    for (const [from, to] of [
      ['2026-03-06', '2026-03-09'],
      ['2026-10-30', '2026-11-02'],
    ] as const) {
      const slots = freeSlotStarts({ office: dallas, fromDate: from, toDate: to, ...noBookings });
      expect(slots).toHaveLength(32);
      const times = localTimes(dallas, slots);
      expect(times[0]).toBe(`${from} 09:00`);
      expect(times[15]).toBe(`${from} 16:30`);
      expect(times[16]).toBe(`${to} 09:00`);
      expect(times[31]).toBe(`${to} 16:30`);
    }
    const march = freeSlotStarts({ office: dallas, fromDate: '2026-03-06', toDate: '2026-03-09', ...noBookings });
    expect(march[0]?.toISOString()).toBe('2026-03-06T15:00:00.000Z');
    expect(march[16]?.toISOString()).toBe('2026-03-09T14:00:00.000Z');
    const november = freeSlotStarts({ office: dallas, fromDate: '2026-10-30', toDate: '2026-11-02', ...noBookings });
    expect(november[0]?.toISOString()).toBe('2026-10-30T14:00:00.000Z');
    expect(november[16]?.toISOString()).toBe('2026-11-02T15:00:00.000Z');
  });

  it('follows the configured Dubai weekend (+04:00, no DST)', () => {
    // Thursday 3 to Sunday 6 December 2026.
    const friSat = freeSlotStarts({ office: dubaiFriSat, fromDate: '2026-12-03', toDate: '2026-12-06', ...noBookings });
    expect([...new Set(localTimes(dubaiFriSat, friSat).map((time) => time.slice(0, 10)))]).toEqual(['2026-12-03', '2026-12-06']);
    expect(friSat[0]?.toISOString()).toBe('2026-12-03T05:00:00.000Z');
    const satSun = freeSlotStarts({ office: dubaiSatSun, fromDate: '2026-12-03', toDate: '2026-12-06', ...noBookings });
    expect([...new Set(localTimes(dubaiSatSun, satSun).map((time) => time.slice(0, 10)))]).toEqual(['2026-12-03', '2026-12-04']);
  });

  it('cuts Hyderabad’s periods into slots at +05:30, lunch excluded', () => {
    const slots = freeSlotStarts({ office: hyderabad, fromDate: '2026-11-30', toDate: '2026-11-30', ...noBookings });
    expect(slots).toHaveLength(16);
    expect(slots[0]?.toISOString()).toBe('2026-11-30T04:00:00.000Z');
    const times = localTimes(hyderabad, slots).map((time) => time.slice(11));
    expect(times).toContain('12:30');
    expect(times).not.toContain('13:00');
    expect(times).not.toContain('13:30');
    expect(times).toContain('14:00');
    expect(times.at(-1)).toBe('18:00');
  });

  it('leaves out booked slots, and slots sooner than the minimum notice', () => {
    const slots = freeSlotStarts({
      office: dallas,
      fromDate: '2026-11-30',
      toDate: '2026-11-30',
      // Monday 09:10 CST with an hour's notice: 10:10 is the earliest start.
      now: at('2026-11-30T15:10:00Z'),
      minimumNoticeMinutes: 60,
      booked: [at('2026-11-30T16:30:00Z'), at('2026-11-30T18:15:00Z')],
    });
    const times = localTimes(dallas, slots).map((time) => time.slice(11));
    expect(times.slice(0, 3)).toEqual(['11:00', '11:30', '13:00']);
    expect(times).not.toContain('10:00');
    expect(times).not.toContain('10:30');
    // A call booked off the grid (12:15) blocks both slots it overlaps.
    expect(times).not.toContain('12:00');
    expect(times).not.toContain('12:30');
    expect(iso(slots)).not.toContain('2026-11-30T16:30:00.000Z');
  });

  it('reads at most 62 days', () => {
    const slots = freeSlotStarts({ office: dallas, fromDate: '2026-01-01', toDate: '2027-12-31', ...noBookings });
    expect(localParts(slots.at(-1) ?? new Date(0), 'America/Chicago').date <= '2026-03-03').toBe(true);
  });
});
