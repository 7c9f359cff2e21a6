import { describe, expect, it } from 'vitest';
import { axisTicks, chartLayout, formatWeek, recentWeeks, weekStart, weeklySeries } from './leads-chart';

describe('leads per week chart', () => {
  it('starts weeks on Monday 00:00 UTC', () => {
    expect(weekStart(new Date('2025-03-17T00:00:00Z'))).toBe('2025-03-17'); // a Monday
    expect(weekStart(new Date('2025-03-23T23:59:59Z'))).toBe('2025-03-17'); // that Sunday
    expect(weekStart(new Date('2025-03-24T00:00:00Z'))).toBe('2025-03-24');
    expect(weekStart(new Date('2026-01-01T12:00:00Z'))).toBe('2025-12-29'); // across a year end
  });

  it('lists the last 12 weeks, oldest first, ending with the current one', () => {
    const weeks = recentWeeks(new Date('2025-03-19T10:00:00Z'));
    expect(weeks).toHaveLength(12);
    expect(weeks.at(-1)).toBe('2025-03-17');
    expect(weeks[0]).toBe('2024-12-30');
    expect(new Set(weeks.map((week) => new Date(`${week}T00:00:00Z`).getUTCDay()))).toEqual(new Set([1]));
  });

  it('fills quiet weeks with zeros and ignores rows outside the range', () => {
    const weeks = ['2025-03-10', '2025-03-17'];
    const series = weeklySeries(
      [
        { week: '2025-03-17', status: 'new', count: 3 },
        { week: '2025-03-17', status: 'closed', count: 1 },
        { week: '2025-01-06', status: 'new', count: 9 },
        { week: '2025-03-17', status: 'bogus', count: 9 },
      ],
      weeks,
    );
    expect(series[0]).toEqual({ week: '2025-03-10', counts: { new: 0, contacted: 0, qualified: 0, converted: 0, closed: 0 }, total: 0 });
    expect(series[1]!.counts).toMatchObject({ new: 3, closed: 1 });
    expect(series[1]!.total).toBe(4);
  });

  it('rounds the axis to 1-2-5 steps', () => {
    expect(axisTicks(0)).toEqual([0, 1]);
    expect(axisTicks(3)).toEqual([0, 1, 2, 3]);
    expect(axisTicks(7)).toEqual([0, 2, 4, 6, 8]);
    expect(axisTicks(37)).toEqual([0, 10, 20, 30, 40]);
    expect(axisTicks(1234)).toEqual([0, 500, 1000, 1500]);
  });

  it('stacks the statuses bottom-up inside the plot', () => {
    const series = weeklySeries(
      [
        { week: '2025-03-17', status: 'new', count: 2 },
        { week: '2025-03-17', status: 'qualified', count: 2 },
      ],
      ['2025-03-10', '2025-03-17'],
    );
    const layout = chartLayout(series, { width: 200, height: 120, left: 0, right: 0, top: 0, bottom: 20 });
    expect(layout.bars[0]!.segments).toEqual([]);
    const [newSegment, qualified] = layout.bars[1]!.segments;
    expect(newSegment).toMatchObject({ status: 'new', y: 50, height: 50 });
    expect(qualified).toMatchObject({ status: 'qualified', y: 0, height: 50 });
    expect(layout.ticks.at(-1)).toEqual({ value: 4, y: 0 });
    expect(formatWeek('2025-03-17')).toBe('Mar 17');
  });
});
