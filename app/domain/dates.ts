/**
 * Date formatting for the public site (product §2 "Dates display in en-US long form", DESIGN §3.8).
 * Calendar dates from the database are 'YYYY-MM-DD' strings with no time zone; they are read and
 * formatted in UTC so a date never shifts by a day with the server's or visitor's zone.
 */
import { DEFAULT_LOCALE, LOCALES, type Locale } from './locales';

const longDate = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'long',
  day: 'numeric',
  timeZone: 'UTC',
});

const monthYear = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', timeZone: 'UTC' });

/** A 'YYYY-MM-DD' string (or a Date) as a Date at midnight UTC; undefined when it is not a date. */
export function parseCalendarDate(value: string | Date): Date | undefined {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? undefined : value;
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
  if (!match) return undefined;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return Number.isNaN(date.getTime()) ? undefined : date;
}

/** en-US long form: 'October 27, 2025'. Unparseable input is returned as given. */
export function formatLongDate(value: string | Date): string {
  const date = parseCalendarDate(value);
  if (!date) return typeof value === 'string' ? value : '';
  return longDate.format(date);
}

/** One formatter per `Intl` locale and form, made on first use. */
const calendarFormats = new Map<string, Intl.DateTimeFormat>();

/** A calendar date in `locale`'s `Intl` form (UTC: a calendar date has no time); unparseable input as given. */
function formatCalendarDateIn(locale: Locale, value: string | Date, form: 'long' | 'month-year'): string {
  const date = parseCalendarDate(value);
  if (!date) return typeof value === 'string' ? value : '';
  const intl = LOCALES[locale].intl;
  const key = `${intl} ${form}`;
  let format = calendarFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(intl, { year: 'numeric', month: 'long', ...(form === 'long' ? { day: 'numeric' } : {}), timeZone: 'UTC' });
    calendarFormats.set(key, format);
  }
  return format.format(date);
}

/**
 * A calendar date in a locale's long form (issue 48, ADR 420): 'October 27, 2025' in English (what
 * formatLongDate gives), '27 أكتوبر 2025' in Arabic (`ar-AE`, Latin digits). Unparseable input is
 * returned as given.
 */
export function formatLongDateIn(locale: Locale, value: string | Date): string {
  return locale === DEFAULT_LOCALE ? formatLongDate(value) : formatCalendarDateIn(locale, value, 'long');
}

/** Month and year: 'April 2016' (a partner's established date). */
export function formatMonthYear(value: string | Date): string {
  const date = parseCalendarDate(value);
  if (!date) return typeof value === 'string' ? value : '';
  return monthYear.format(date);
}

/** Month and year in a locale (issue 48): 'April 2016' in English (what formatMonthYear gives), 'أبريل 2016' in Arabic. */
export function formatMonthYearIn(locale: Locale, value: string | Date): string {
  return locale === DEFAULT_LOCALE ? formatMonthYear(value) : formatCalendarDateIn(locale, value, 'month-year');
}

/** The ISO 'YYYY-MM-DD' form of a calendar date, for <time dateTime> and structured data. */
export function isoDate(value: string | Date): string {
  const date = parseCalendarDate(value);
  return date ? date.toISOString().slice(0, 10) : '';
}

const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();

function dateTimeFormat(timeZone: string): Intl.DateTimeFormat {
  let format = dateTimeFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      month: 'short',
      day: 'numeric',
      year: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      timeZone,
      timeZoneName: 'short',
    });
    dateTimeFormats.set(timeZone, format);
  }
  return format;
}

/**
 * A moment for the back office (product §9 "Lead dates show in en-US format with short month, day,
 * year, hour and minute"): 'Mar 18, 2025, 7:35 PM GMT+5:30' in the staff member's zone (issue 21;
 * UTC when none is given), named, so the server's render and the browser's hydration agree —
 * both use the zone stored for the member. '' when not a date.
 */
export function formatDateTime(value: string | Date, timeZone = 'UTC'): string {
  const date = value instanceof Date ? value : new Date(value);
  // ICU versions differ on the space before AM/PM (U+202F or U+0020); one form for server and browser.
  return Number.isNaN(date.getTime()) ? '' : dateTimeFormat(timeZone).format(date).replace(/[\u202f\u00a0]/g, ' ');
}

/** The ISO form of a moment, for <time dateTime>. '' when not a date. */
export function isoDateTime(value: string | Date): string {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? '' : date.toISOString();
}

/**
 * How long (seconds) a response may be kept: at most `capSeconds`, and never past the first of
 * `moments` still to come — a job's closing, a scheduled article going live or ending — so no
 * cache keeps the old answer past the change (0 when one is due now).
 */
export function maxAgeUntil(moments: readonly (Date | undefined)[], capSeconds: number, now: number = Date.now()): number {
  const untilEach = moments.flatMap((moment) => (moment ? [Math.floor((moment.getTime() - now) / 1000)] : []));
  return Math.max(0, Math.min(capSeconds, ...untilEach));
}
