/**
 * Scheduled publishing (issue 19). Staff type a wall-clock time in the firm's time zone (the
 * headquarters' office, America/Chicago); the database keeps the moment (timestamptz). Pure
 * functions with Intl only, so the browser and the server agree and no time-zone library ships.
 */
import { company } from '~/content/company';
import { isoDateTimeInZone, zoneOffsetMinutes } from '~/domain/time-zones';

/** The headquarters' IANA zone: the zone staff schedule in and public dates are written in. */
export const FIRM_TIME_ZONE: string = company.offices.find((office) => office.id === company.headquarters)?.timeZone ?? 'UTC';

/** The firm zone's offset from UTC at `moment`, in minutes (-360 for CST, -300 for CDT). */
export function firmOffsetMinutes(moment: Date): number {
  return zoneOffsetMinutes(moment, FIRM_TIME_ZONE);
}

const WALL_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

/**
 * A `datetime-local` value ('2026-11-30T09:00') read as a wall-clock time in the firm's zone; the
 * moment it names, or undefined when it is not one. In the hour a DST change skips, the later
 * offset is used (09:00 never falls there; 02:30 becomes 03:30).
 */
export function firmWallTimeToDate(value: string): Date | undefined {
  const match = WALL_TIME.exec(value.trim());
  if (!match) return undefined;
  const [year, month, day, hour, minute] = match.slice(1).map(Number) as [number, number, number, number, number];
  if (month < 1 || month > 12 || day < 1 || day > 31 || hour > 23 || minute > 59) return undefined;
  const wallAsUtc = Date.UTC(year, month - 1, day, hour, minute);
  // Two passes: the offset at the guess, then at the corrected moment (they differ only near a DST change).
  let moment = wallAsUtc - firmOffsetMinutes(new Date(wallAsUtc)) * 60_000;
  moment = wallAsUtc - firmOffsetMinutes(new Date(moment)) * 60_000;
  const result = new Date(moment);
  return Number.isNaN(result.getTime()) ? undefined : result;
}

/** A moment as a `datetime-local` value in the firm's zone ('2026-11-30T09:00'). */
export function dateToFirmWallTime(moment: Date): string {
  const wall = new Date(Math.floor(moment.getTime() / 1000) * 1000 + firmOffsetMinutes(moment) * 60_000);
  return wall.toISOString().slice(0, 16);
}

/** The firm-zone calendar date of a moment ('2026-11-30'): an article's published_date. */
export function firmCalendarDate(moment: Date): string {
  return dateToFirmWallTime(moment).slice(0, 10);
}

/**
 * ISO 8601 with the firm zone's offset, to the second ('2026-11-30T09:00:00-06:00'): schema.org's
 * datePublished and article:published_time, which want a time and a zone.
 */
export function firmIsoDateTime(moment: Date): string {
  return isoDateTimeInZone(moment, FIRM_TIME_ZONE);
}

const firmDateTimeFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: FIRM_TIME_ZONE,
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZoneName: 'short',
});

/** A moment for staff, in the firm's zone and named: 'Nov 30, 2026, 9:00 AM CST'. */
export function formatFirmDateTime(moment: Date | string): string {
  const date = typeof moment === 'string' ? new Date(moment) : moment;
  return Number.isNaN(date.getTime()) ? '' : firmDateTimeFormat.format(date);
}

/** Where an article stands for a visitor at `now`. */
export type PublicationState = 'draft' | 'scheduled' | 'published' | 'ended';

export interface Schedule {
  is_published: boolean;
  publish_at: Date | string | null;
  unpublish_at: Date | string | null;
}

const time = (value: Date | string | null): number | undefined => (value === null ? undefined : new Date(value).getTime());

/**
 * Draft (the switch is off), scheduled (on, its time not yet come), published, or ended (its
 * unpublish time has passed). The same rule as the public queries' SQL (news.server.ts).
 */
export function publicationState(schedule: Schedule, now: Date = new Date()): PublicationState {
  if (!schedule.is_published) return 'draft';
  const from = time(schedule.publish_at);
  const until = time(schedule.unpublish_at);
  if (until !== undefined && until <= now.getTime()) return 'ended';
  if (from !== undefined && from > now.getTime()) return 'scheduled';
  return 'published';
}

/**
 * When an article went live: its publish time, or (articles published before scheduling existed,
 * seeded ones) midnight of its published date in the firm's zone.
 */
export function publishedMoment(article: { publish_at?: Date | string | null; published_date: string }): Date {
  if (article.publish_at) return new Date(article.publish_at);
  return firmWallTimeToDate(`${article.published_date.slice(0, 10)}T00:00`) ?? new Date(`${article.published_date}T00:00:00Z`);
}
