import { describe, expect, it } from 'vitest';
import { formatLongDate, formatMonthYear, isoDate } from './dates';

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
});
