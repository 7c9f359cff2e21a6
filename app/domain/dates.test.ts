import { describe, expect, it } from 'vitest';
import { formatDateTime, formatLongDate, formatLongDateIn, formatMonthYearIn, formatMonthYear, isoDate, isoDateTime, maxAgeUntil } from './dates';

describe('dates', () => {
  it('formats calendar dates in en-US long form without shifting the day', () => {
    expect(formatLongDate('2025-10-27')).toBe('October 27, 2025');
    expect(formatLongDate('2026-01-01')).toBe('January 1, 2026');
  });
  it('formats month and year', () => {
    expect(formatMonthYear('2016-04-12')).toBe('April 2016');
  });
  it('returns unparseable input unchanged', () => {
    expect(formatLongDate('soon')).toBe('soon');
  });
  it('gives the ISO date', () => {
    expect(isoDate('2025-03-18')).toBe('2025-03-18');
    expect(isoDate(new Date('2025-03-18T23:30:00Z'))).toBe('2025-03-18');
  });
  it('formats back-office moments with short month, day, year, hour and minute (UTC, named)', () => {
    expect(formatDateTime(new Date('2025-03-18T14:05:00Z'))).toBe('Mar 18, 2025, 2:05 PM UTC');
    expect(formatDateTime('2026-01-05T00:00:00.000Z')).toBe('Jan 5, 2026, 12:00 AM UTC');
    expect(formatDateTime('not a date')).toBe('');
    expect(isoDateTime(new Date('2025-03-18T14:05:00Z'))).toBe('2025-03-18T14:05:00.000Z');
  });
});

describe('formatLongDateIn (issue 48: dates on Arabic pages through Intl ar-AE, Latin digits)', () => {
  it('gives the English long form unchanged and the Arabic one for ar', () => {
    expect(formatLongDateIn('en', '2025-10-27')).toBe(formatLongDate('2025-10-27'));
    expect(formatLongDateIn('en', '2025-10-27')).toBe('October 27, 2025');
    expect(formatLongDateIn('ar', '2025-10-27')).toBe('27 أكتوبر 2025');
    expect(formatLongDateIn('ar', 'soon')).toBe('soon');
    // Month and year (a partner's established date), each form its own formatter.
    expect(formatMonthYearIn('en', '2016-04-12')).toBe('April 2016');
    expect(formatMonthYearIn('ar', '2016-04-12')).toBe('أبريل 2016');
    expect(formatLongDateIn('ar', '2016-04-12')).toBe('12 أبريل 2016');
    expect(formatMonthYearIn('ar', 'soon')).toBe('soon');
  });
});

describe('maxAgeUntil', () => {
  it('is the cap, or the seconds to the first moment still to come, never below 0', () => {
    const now = Date.UTC(2026, 10, 26, 12, 0, 0);
    expect(maxAgeUntil([], 3600, now)).toBe(3600);
    expect(maxAgeUntil([undefined, new Date(now + 90_500)], 3600, now)).toBe(90);
    expect(maxAgeUntil([new Date(now + 7200_000), new Date(now + 600_000)], 3600, now)).toBe(600);
    expect(maxAgeUntil([new Date(now - 1000)], 3600, now)).toBe(0);
  });
});
