/**
 * Staff time zones (issue 21): which names are accepted, and how a moment is shown and exported in
 * one. Shared by the server's first render, the browser and the CSV exports; no server imports.
 */

/** Shown until a staff member's zone is known (first visit, before the browser's is detected). */
export const DEFAULT_TIME_ZONE = 'UTC';

/**
 * Old names some browsers and ICU versions still report, and the current IANA name of each
 * (Chromium says 'Asia/Calcutta' for a browser in Asia/Kolkata).
 */
const CURRENT_NAMES: Record<string, string> = {
  'Asia/Calcutta': 'Asia/Kolkata',
  'Asia/Katmandu': 'Asia/Kathmandu',
  'Asia/Saigon': 'Asia/Ho_Chi_Minh',
  'Asia/Rangoon': 'Asia/Yangon',
  'Europe/Kiev': 'Europe/Kyiv',
  'America/Buenos_Aires': 'America/Argentina/Buenos_Aires',
  'America/Godthab': 'America/Nuuk',
  'Atlantic/Faeroe': 'Atlantic/Faroe',
  'Pacific/Enderbury': 'Pacific/Kanton',
  'Pacific/Ponape': 'Pacific/Pohnpei',
  'Pacific/Truk': 'Pacific/Chuuk',
};

/** A zone's current IANA name ('Asia/Calcutta' → 'Asia/Kolkata'); other names as given. */
export function currentZoneName(name: string): string {
  return CURRENT_NAMES[name] ?? name;
}

/** Whether `name` is an IANA zone this runtime knows ('Asia/Kolkata', 'UTC'). */
export function isTimeZone(name: unknown): name is string {
  if (typeof name !== 'string' || name.length === 0 || name.length > 64) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

/** The zone to show times in: the stored one when valid, else UTC. */
export function effectiveTimeZone(stored: string | null | undefined): string {
  return isTimeZone(stored) ? stored : DEFAULT_TIME_ZONE;
}

/** Every zone the runtime knows, for the profile menu (UTC first). */
export function timeZoneNames(): string[] {
  const names = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone').map(currentZoneName) : [];
  return [DEFAULT_TIME_ZONE, ...new Set(names.filter((name) => name !== DEFAULT_TIME_ZONE))].sort((a, b) =>
    a === DEFAULT_TIME_ZONE ? -1 : b === DEFAULT_TIME_ZONE ? 1 : a.localeCompare(b),
  );
}

/** The browser's own zone, or null when it does not say. */
export function browserTimeZone(): string | null {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return isTimeZone(zone) ? currentZoneName(zone) : null;
}

const partFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * One formatter per zone, of a zone's local date and 24-hour clock to the second: building an
 * Intl.DateTimeFormat costs far more than using it. (h23: some ICU versions write midnight as '24'
 * with hour12: false.) Offsets here and an office's business time (meetings/business-time.ts)
 * read the clock through it.
 */
export function partsFormat(zone: string): Intl.DateTimeFormat {
  let format = partFormats.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    partFormats.set(zone, format);
  }
  return format;
}

/** The offset of `zone` at `date` in minutes east of UTC (+330 for Asia/Kolkata). */
export function zoneOffsetMinutes(date: Date, zone: string): number {
  const parts = partsFormat(zone).formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  const asUtc = Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'), part('second'));
  return Math.round((asUtc - Math.floor(date.getTime() / 1000) * 1000) / 60_000);
}

/**
 * ISO 8601 with the zone's offset, to the second: '2026-11-22T13:30:00+05:30' ('Z' never; UTC
 * is '+00:00'), for CSV exports. '' when not a date.
 */
export function isoDateTimeInZone(value: string | Date, zone: string): string {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  const offset = zoneOffsetMinutes(date, zone);
  const local = new Date(Math.floor(date.getTime() / 1000) * 1000 + offset * 60_000).toISOString().slice(0, 19);
  const sign = offset < 0 ? '-' : '+';
  const abs = Math.abs(offset);
  return `${local}${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
}
