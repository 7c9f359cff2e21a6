/**
 * The dashboard's chart of new leads per week, by status, for the last 12 weeks: the weeks
 * (Monday 00:00 UTC, the way PostgreSQL's date_trunc('week') counts them), the series filled with
 * zeros for quiet weeks, and the stacked-bar geometry the server renders as SVG.
 */
import { LEAD_STATUSES, type LeadStatus } from './leads';

export const CHART_WEEKS = 12;
const DAY_MS = 86_400_000;

/** The Monday (00:00 UTC) of the week holding `date`, as 'YYYY-MM-DD'. */
export function weekStart(date: Date): string {
  const midnight = Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate());
  const sinceMonday = (new Date(midnight).getUTCDay() + 6) % 7;
  return new Date(midnight - sinceMonday * DAY_MS).toISOString().slice(0, 10);
}

/** The `count` week starts ending with the current week, oldest first. */
export function recentWeeks(now: Date, count = CHART_WEEKS): string[] {
  const current = Date.parse(`${weekStart(now)}T00:00:00Z`);
  return Array.from({ length: count }, (_, i) => new Date(current - (count - 1 - i) * 7 * DAY_MS).toISOString().slice(0, 10));
}

export interface WeekCount {
  week: string;
  status: string;
  count: number;
}

export interface WeekSeries {
  week: string;
  counts: Record<LeadStatus, number>;
  total: number;
}

const zeroCounts = (): Record<LeadStatus, number> => ({ new: 0, contacted: 0, qualified: 0, converted: 0, closed: 0 });

/** One entry per week (zeros where none arrived); unknown weeks or statuses are ignored. */
export function weeklySeries(rows: readonly WeekCount[], weeks: readonly string[]): WeekSeries[] {
  const byWeek = new Map(weeks.map((week) => [week, zeroCounts()]));
  for (const row of rows) {
    const counts = byWeek.get(row.week);
    if (counts && (LEAD_STATUSES as readonly string[]).includes(row.status)) counts[row.status as LeadStatus] += row.count;
  }
  return weeks.map((week) => {
    const counts = byWeek.get(week)!;
    return { week, counts, total: LEAD_STATUSES.reduce((sum, status) => sum + counts[status], 0) };
  });
}

/** A round top for the y axis (1, 2, 5 × 10ⁿ steps) and its ticks. */
export function axisTicks(max: number, wanted = 4): number[] {
  if (max <= 0) return [0, 1];
  const rough = max / wanted;
  const magnitude = 10 ** Math.floor(Math.log10(rough));
  const step = [1, 2, 5, 10].map((m) => m * magnitude).find((s) => s >= rough) ?? 10 * magnitude;
  const wholeStep = Math.max(1, Math.round(step));
  const top = Math.ceil(max / wholeStep) * wholeStep;
  const ticks: number[] = [];
  for (let value = 0; value <= top; value += wholeStep) ticks.push(value);
  return ticks;
}

export interface ChartBox {
  width: number;
  height: number;
  left: number;
  right: number;
  top: number;
  bottom: number;
}

export const CHART_BOX: ChartBox = { width: 720, height: 260, left: 52, right: 8, top: 12, bottom: 36 };

export interface BarSegment {
  status: LeadStatus;
  x: number;
  y: number;
  width: number;
  height: number;
  count: number;
}

export interface ChartLayout {
  bars: { week: string; x: number; width: number; total: number; segments: BarSegment[] }[];
  ticks: { value: number; y: number }[];
  plot: { x: number; y: number; width: number; height: number };
}

/** Stacked bars, statuses bottom-up in product order; coordinates rounded to 0.1. */
export function chartLayout(series: readonly WeekSeries[], box: ChartBox = CHART_BOX): ChartLayout {
  const round = (n: number) => Math.round(n * 10) / 10;
  const plot = { x: box.left, y: box.top, width: box.width - box.left - box.right, height: box.height - box.top - box.bottom };
  const ticks = axisTicks(Math.max(0, ...series.map((s) => s.total)));
  const top = ticks[ticks.length - 1]!;
  const slot = plot.width / Math.max(1, series.length);
  const barWidth = slot * 0.64;
  const scale = (value: number) => (value / top) * plot.height;
  const bars = series.map((entry, i) => {
    const x = round(plot.x + i * slot + (slot - barWidth) / 2);
    let base = plot.y + plot.height;
    const segments: BarSegment[] = [];
    for (const status of LEAD_STATUSES) {
      const count = entry.counts[status];
      if (count === 0) continue;
      const height = scale(count);
      base -= height;
      segments.push({ status, x, y: round(base), width: round(barWidth), height: round(height), count });
    }
    return { week: entry.week, x, width: round(barWidth), total: entry.total, segments };
  });
  return {
    bars,
    ticks: ticks.map((value) => ({ value, y: round(plot.y + plot.height - scale(value)) })),
    plot: { x: round(plot.x), y: round(plot.y), width: round(plot.width), height: round(plot.height) },
  };
}

const weekLabel = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });

/** 'Mar 17' for the week starting 2025-03-17. */
export function formatWeek(week: string): string {
  return weekLabel.format(new Date(`${week}T00:00:00Z`));
}
