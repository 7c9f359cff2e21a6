/**
 * An office's working time (issue 46, ADR 360): the local clock of an IANA zone, business time
 * between two instants, the moment a response target falls due, and free 30-minute slots.
 *
 * Pure and DST-safe with the runtime's own Intl (its ICU carries the tz database): no zone data of
 * our own to keep current. Local calendar dates are 'YYYY-MM-DD' strings and local times 'HH:MM';
 * instants are Dates. Day arithmetic on local dates is done in UTC, where every day is 24 hours,
 * and each local time is turned into an instant of its own day, so a daylight-saving change moves
 * nothing off the office's local hours.
 */

import { partsFormat } from '~/domain/time-zones';

export type IsoWeekday = 1 | 2 | 3 | 4 | 5 | 6 | 7;

/** One stretch of working time on a day, in the office's local time: start < end, end up to '24:00'. */
export interface WorkingPeriod {
  start: string;
  end: string;
}

export interface Office {
  key: string;
  name: string;
  /** IANA zone, e.g. 'America/Chicago'. */
  timeZone: string;
  /** Working periods per ISO weekday (1 = Monday … 7 = Sunday); a day absent or empty is closed. */
  hours: Partial<Record<IsoWeekday, readonly WorkingPeriod[]>>;
  /** Local calendar dates ('YYYY-MM-DD') the office is closed. */
  holidays: readonly string[];
}

export interface LocalDateTime {
  /** 'YYYY-MM-DD' */
  date: string;
  /** 'HH:MM' */
  time: string;
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
  weekday: IsoWeekday;
}

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;
/** A call's length: the issue books 30-minute calls. */
export const SLOT_MINUTES = 30;
/**
 * Longest span business time is counted over (ten years of days). A lead that has waited longer
 * is shown as having waited this long: a bound on the loop, not a real case.
 */
export const MAX_BUSINESS_SPAN_DAYS = 3660;
/** Most days of slots one question may ask for (two months ahead is more than any booking page shows). */
export const MAX_SLOT_DAYS = 62;
/** An office with no working time in this many days never reaches a target (its hours are empty). */
const MAX_SEARCH_DAYS = 400;

const LOCAL_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const LOCAL_TIME = /^([01]\d|2[0-3]):([0-5]\d)$|^24:00$/;

export function isLocalDate(value: string): boolean {
  const match = LOCAL_DATE.exec(value);
  if (!match) return false;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return date.toISOString().slice(0, 10) === value;
}

/** 'HH:MM' from 00:00 to 23:59, or '24:00' (the end of a day). */
export function isLocalTime(value: string): boolean {
  return LOCAL_TIME.test(value);
}

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

/** The local calendar date and clock of an instant in a zone. */
export function localParts(instant: Date | number, timeZone: string): LocalDateTime {
  const fields: Record<string, number> = {};
  for (const part of partsFormat(timeZone).formatToParts(instant)) {
    if (part.type !== 'literal') fields[part.type] = Number(part.value);
  }
  const year = fields.year ?? 0;
  const month = fields.month ?? 1;
  const day = fields.day ?? 1;
  const hour = fields.hour ?? 0;
  const minute = fields.minute ?? 0;
  const date = `${pad(year, 4)}-${pad(month)}-${pad(day)}`;
  return { date, time: `${pad(hour)}:${pad(minute)}`, year, month, day, hour, minute, second: fields.second ?? 0, weekday: isoWeekday(date) };
}

/** The ISO weekday (1 = Monday … 7 = Sunday) of a local date. */
export function isoWeekday(localDate: string): IsoWeekday {
  const day = new Date(`${localDate}T00:00:00Z`).getUTCDay();
  return (day === 0 ? 7 : day) as IsoWeekday;
}

/** The local date `days` after (or before) a local date. */
export function addDays(localDate: string, days: number): string {
  return new Date(Date.parse(`${localDate}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** A local date and time read as if it were UTC: the number the zone's offset is taken from. */
function localAsUtcMs(localDate: string, localTime: string): number {
  const [hours = 0, minutes = 0] = localTime.split(':').map(Number);
  return Date.parse(`${localDate}T00:00:00Z`) + (hours * 60 + minutes) * MINUTE_MS;
}

/**
 * The one offset every time of a local date is read with, or null when the zone changes its offset
 * on or near that day (then each time goes through instantOf). The day's instants lie within 14
 * hours of its local times, so equal offsets a day before and two days after mean none changes
 * in between — no zone changes and changes back within three days. Two Intl calls a day instead
 * of eight: counting three years of business time took ~40 ms here, not ~240.
 */
function steadyDayOffset(localDate: string, timeZone: string): number | null {
  const midnight = Date.parse(`${localDate}T00:00:00Z`);
  const before = zoneOffsetMs(midnight - DAY_MS, timeZone);
  return before === zoneOffsetMs(midnight + 2 * DAY_MS, timeZone) ? before : null;
}

/** The zone's offset from UTC at an instant, in milliseconds (local − UTC; Chicago in winter −6 h). */
export function zoneOffsetMs(instant: Date | number, timeZone: string): number {
  const at = typeof instant === 'number' ? instant : instant.getTime();
  const local = localParts(at, timeZone);
  const localAsUtc = Date.UTC(local.year, local.month - 1, local.day, local.hour, local.minute, local.second);
  return localAsUtc - (at - (((at % 1000) + 1000) % 1000));
}

/**
 * The instant a local date and time happens in a zone. Two local times are not one instant, and
 * both are decided the way Temporal's 'compatible' disambiguation (and every calendar client)
 * decides them:
 * - a time in the spring-forward gap, which never happens (02:30 in Dallas on 8 March 2026),
 *   moves forward by the gap's length: 03:30 CDT;
 * - a time in the autumn overlap, which happens twice (01:30 in Dallas on 1 November 2026), is
 *   its first occurrence: 01:30 CDT, the earlier instant.
 * '24:00' is the next day's midnight.
 */
export function instantOf(localDate: string, localTime: string, timeZone: string): Date {
  const localAsUtc = localAsUtcMs(localDate, localTime);
  // No zone changes its offset twice within two days, so the offsets a day either side are the
  // only two this local time can be read with.
  const offsetBefore = zoneOffsetMs(localAsUtc - DAY_MS, timeZone);
  const offsetAfter = zoneOffsetMs(localAsUtc + DAY_MS, timeZone);
  const candidates = [localAsUtc - offsetBefore, localAsUtc - offsetAfter]
    .filter((candidate) => candidate + zoneOffsetMs(candidate, timeZone) === localAsUtc)
    .sort((a, b) => a - b);
  const first = candidates[0];
  // No candidate: the gap. Read with the offset in force before it, the time lands past the gap.
  return new Date(first ?? localAsUtc - offsetBefore);
}

export interface Interval {
  start: Date;
  end: Date;
}

/** The office's working intervals on one local date, in order: none on a holiday or a closed day. */
export function workingIntervals(office: Office, localDate: string): Interval[] {
  if (office.holidays.includes(localDate)) return [];
  const periods = office.hours[isoWeekday(localDate)] ?? [];
  if (periods.length === 0) return [];
  const offset = steadyDayOffset(localDate, office.timeZone);
  const at = (time: string) => (offset === null ? instantOf(localDate, time, office.timeZone) : new Date(localAsUtcMs(localDate, time) - offset));
  return periods
    .map((period) => ({ start: at(period.start), end: at(period.end) }))
    .filter((interval) => interval.end > interval.start)
    .sort((a, b) => a.start.getTime() - b.start.getTime());
}

/**
 * Business milliseconds between two instants for an office: the overlap of [from, to) with its
 * working intervals, so nights, closed days and holidays count nothing. 0 when `to` is not after
 * `from`; at most MAX_BUSINESS_SPAN_DAYS of days are counted. With `limitMs`, counting stops once
 * the total reaches it (the leads list shows "100+ h" and need not count a forgotten lead's years).
 */
export function businessMsBetween(office: Office, from: Date, to: Date, limitMs = Number.POSITIVE_INFINITY): number {
  if (to <= from) return 0;
  const lastDate = localParts(to, office.timeZone).date;
  let total = 0;
  let date = localParts(from, office.timeZone).date;
  for (let day = 0; day <= MAX_BUSINESS_SPAN_DAYS && date <= lastDate; day += 1, date = addDays(date, 1)) {
    for (const interval of workingIntervals(office, date)) {
      const start = Math.max(interval.start.getTime(), from.getTime());
      const end = Math.min(interval.end.getTime(), to.getTime());
      if (end > start) total += end - start;
    }
    if (total >= limitMs) return limitMs;
  }
  return total;
}

/**
 * The instant at which `minutes` business minutes have passed after `from` ("answer within 2
 * business hours": the reminder's due time). A lead arriving at night is due that many minutes
 * into the next working interval. null when the office has no working time within a year (no
 * hours configured), so a caller never waits forever.
 */
export function addBusinessMinutes(office: Office, from: Date, minutes: number): Date | null {
  let remaining = Math.max(0, minutes) * MINUTE_MS;
  let date = localParts(from, office.timeZone).date;
  for (let day = 0; day < MAX_SEARCH_DAYS; day += 1, date = addDays(date, 1)) {
    for (const interval of workingIntervals(office, date)) {
      const start = Math.max(interval.start.getTime(), from.getTime());
      const available = interval.end.getTime() - start;
      if (available <= 0) continue;
      if (remaining <= available) return new Date(start + remaining);
      remaining -= available;
    }
  }
  return null;
}

export interface FreeSlotQuery {
  office: Office;
  /** First and last local date (inclusive) in the office's zone; at most MAX_SLOT_DAYS are read. */
  fromDate: string;
  toDate: string;
  now: Date;
  /** No slot starts sooner than this after `now` (the owner needs time to prepare). */
  minimumNoticeMinutes: number;
  /** Start instants of calls already booked at this office. */
  booked: readonly Date[];
}

/**
 * The free 30-minute slot starts: each working interval cut into whole slots from its start
 * (09:00, 09:30, … local, whatever the offset that day), minus those starting before now + the
 * notice, minus those overlapping a booked call. In order.
 */
export function freeSlotStarts(query: FreeSlotQuery): Date[] {
  const slotMs = SLOT_MINUTES * MINUTE_MS;
  const earliest = query.now.getTime() + Math.max(0, query.minimumNoticeMinutes) * MINUTE_MS;
  const booked = query.booked.map((start) => start.getTime());
  const slots: Date[] = [];
  let date = query.fromDate;
  for (let day = 0; day < MAX_SLOT_DAYS && date <= query.toDate; day += 1, date = addDays(date, 1)) {
    for (const interval of workingIntervals(query.office, date)) {
      for (let start = interval.start.getTime(); start + slotMs <= interval.end.getTime(); start += slotMs) {
        if (start < earliest) continue;
        if (booked.some((taken) => Math.abs(taken - start) < slotMs)) continue;
        slots.push(new Date(start));
      }
    }
  }
  return slots;
}

/** Whole hours and the remaining minutes of a business duration, for the waiting label. */
export function businessDurationParts(ms: number): { hours: number; minutes: number } {
  const totalMinutes = Math.max(0, Math.floor(ms / MINUTE_MS));
  return { hours: Math.floor(totalMinutes / 60), minutes: totalMinutes % 60 };
}
