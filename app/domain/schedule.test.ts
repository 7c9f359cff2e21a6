import { describe, expect, it } from 'vitest';
import { dateToFirmWallTime, firmIsoDateTime, firmWallTimeToDate, formatFirmDateTime, publicationState, publishedMoment } from './schedule';

describe('scheduling in the firm\'s time zone (America/Chicago)', () => {
  it('reads wall-clock times across daylight saving and writes them back', () => {
    expect(firmWallTimeToDate('2026-01-15T09:00')).toEqual(new Date('2026-01-15T15:00:00Z'));
    expect(firmWallTimeToDate('2026-07-15T09:00')).toEqual(new Date('2026-07-15T14:00:00Z'));
    // The day clocks go forward (8 March 2026): the evening is already CDT.
    expect(firmWallTimeToDate('2026-03-08T20:00')).toEqual(new Date('2026-03-09T01:00:00Z'));
    expect(dateToFirmWallTime(new Date('2026-07-15T14:00:00Z'))).toBe('2026-07-15T09:00');
    expect(firmWallTimeToDate('2026-13-01T09:00')).toBeUndefined();
    expect(firmWallTimeToDate('tomorrow')).toBeUndefined();
  });

  it('writes ISO times with the offset and names the zone for staff', () => {
    expect(firmIsoDateTime(new Date('2026-11-30T15:00:00Z'))).toBe('2026-11-30T09:00:00-06:00');
    expect(firmIsoDateTime(new Date('2026-07-01T14:00:00Z'))).toBe('2026-07-01T09:00:00-05:00');
    expect(formatFirmDateTime(new Date('2026-11-30T15:00:00Z'))).toBe('Nov 30, 2026, 9:00 AM CST');
    expect(publishedMoment({ published_date: '2025-03-18', publish_at: null })).toEqual(new Date('2025-03-18T05:00:00Z'));
  });

  it('tells draft, scheduled, published and ended apart', () => {
    const now = new Date('2026-11-26T12:00:00Z');
    const before = new Date('2026-11-26T11:00:00Z');
    const after = new Date('2026-11-26T13:00:00Z');
    expect(publicationState({ is_published: false, publish_at: before, unpublish_at: null }, now)).toBe('draft');
    expect(publicationState({ is_published: true, publish_at: after, unpublish_at: null }, now)).toBe('scheduled');
    expect(publicationState({ is_published: true, publish_at: null, unpublish_at: null }, now)).toBe('published');
    expect(publicationState({ is_published: true, publish_at: before, unpublish_at: after }, now)).toBe('published');
    expect(publicationState({ is_published: true, publish_at: null, unpublish_at: before }, now)).toBe('ended');
  });
});
