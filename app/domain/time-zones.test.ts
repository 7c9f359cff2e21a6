import { describe, expect, it } from 'vitest';
import { formatDateTime } from './dates';
import { currentZoneName, effectiveTimeZone, isoDateTimeInZone, isTimeZone, timeZoneNames, zoneOffsetMinutes } from './time-zones';

describe('staff time zones (issue 21)', () => {
  const eightUtc = new Date('2026-11-22T08:00:00Z');

  it('shows a lead received at 08:00 UTC at 1:30 PM in Kolkata and 12:00 PM in Dubai, with the zone', () => {
    expect(formatDateTime(eightUtc, 'Asia/Kolkata')).toBe('Nov 22, 2026, 1:30 PM GMT+5:30');
    expect(formatDateTime(eightUtc, 'Asia/Dubai')).toBe('Nov 22, 2026, 12:00 PM GMT+4');
    expect(formatDateTime(eightUtc, 'America/Chicago')).toBe('Nov 22, 2026, 2:00 AM CST');
    expect(formatDateTime(eightUtc)).toBe('Nov 22, 2026, 8:00 AM UTC');
  });

  it('writes ISO 8601 with the zone offset, daylight saving included', () => {
    expect(isoDateTimeInZone(eightUtc, 'Asia/Kolkata')).toBe('2026-11-22T13:30:00+05:30');
    expect(isoDateTimeInZone(eightUtc, 'UTC')).toBe('2026-11-22T08:00:00+00:00');
    expect(isoDateTimeInZone('2026-07-01T12:00:00Z', 'America/Chicago')).toBe('2026-07-01T07:00:00-05:00');
    expect(isoDateTimeInZone('2026-12-01T12:00:00Z', 'America/Chicago')).toBe('2026-12-01T06:00:00-06:00');
    expect(zoneOffsetMinutes(eightUtc, 'Asia/Kathmandu')).toBe(345);
    expect(isoDateTimeInZone('not a date', 'UTC')).toBe('');
  });

  it('accepts only zones the runtime knows, and names old ones by their current name', () => {
    expect(isTimeZone('Asia/Dubai')).toBe(true);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
    expect(isTimeZone('')).toBe(false);
    expect(isTimeZone(42)).toBe(false);
    expect(effectiveTimeZone(null)).toBe('UTC');
    expect(effectiveTimeZone('Nowhere/Else')).toBe('UTC');
    expect(currentZoneName('Asia/Calcutta')).toBe('Asia/Kolkata');
    const names = timeZoneNames();
    expect(names[0]).toBe('UTC');
    expect(names).toContain('Asia/Kolkata');
    expect(names).not.toContain('Asia/Calcutta');
  });
});
