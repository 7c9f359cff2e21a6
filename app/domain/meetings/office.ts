/**
 * An office as /admin/offices saves it (issue 46): the schema that checks the zone, the working
 * hours and the holidays before they can drive slots and reminders. Business time assumes what
 * this enforces — valid 'HH:MM' periods that start before they end and do not overlap.
 */
import { z } from 'zod';
import { officeMessages } from '~/content/admin/meetings';
import { isTimeZone } from '~/domain/time-zones';
import { type IsoWeekday, isLocalDate, isLocalTime, type Office, type WorkingPeriod } from './business-time';

export const MAX_HOLIDAYS = 100;
/** Periods a day may have (a morning and an afternoon are two). */
const MAX_PERIODS_PER_DAY = 4;

const localTime = z.string().trim().refine(isLocalTime, officeMessages.timeInvalid);

const periodSchema = z
  .object({ start: localTime, end: localTime })
  // Zod runs this even when a time failed its own check: only well-formed times are compared.
  .refine((period) => !isLocalTime(period.start) || !isLocalTime(period.end) || period.start < period.end, officeMessages.periodOrder);

/** 'HH:MM' strings compare in time order, '24:00' last. */
const dayPeriods = z
  .array(periodSchema)
  .max(MAX_PERIODS_PER_DAY)
  .refine((periods) => {
    const sorted = [...periods].sort((a, b) => a.start.localeCompare(b.start));
    return sorted.every((period, index) => index === 0 || (sorted[index - 1]?.end ?? '') <= period.start);
  }, officeMessages.periodsOverlap);

const weekdayKeys = ['1', '2', '3', '4', '5', '6', '7'] as const;

export const officeSchema = z.object({
  key: z.string().trim().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, officeMessages.keyInvalid).max(40, officeMessages.keyInvalid),
  name: z.string().trim().min(1, officeMessages.nameRequired).max(80, officeMessages.nameTooLong),
  timeZone: z.string().trim().max(64, officeMessages.timeZoneInvalid).refine(isTimeZone, officeMessages.timeZoneInvalid),
  hours: z.partialRecord(z.enum(weekdayKeys), dayPeriods),
  holidays: z
    .array(z.string().trim().refine(isLocalDate, officeMessages.holidayInvalid))
    .max(MAX_HOLIDAYS, officeMessages.tooManyHolidays)
    .transform((dates) => [...new Set(dates)].sort()),
});

/** The office as business time reads it, from what the schema accepted. */
export function parseOffice(input: unknown): { ok: true; office: Office } | { ok: false; messages: string[] } {
  const result = officeSchema.safeParse(input);
  if (!result.success) return { ok: false, messages: [...new Set(result.error.issues.map((issue) => issue.message))] };
  const hours: Partial<Record<IsoWeekday, readonly WorkingPeriod[]>> = {};
  for (const key of weekdayKeys) {
    const periods = result.data.hours[key];
    if (periods && periods.length > 0) hours[Number(key) as IsoWeekday] = [...periods].sort((a, b) => a.start.localeCompare(b.start));
  }
  return { ok: true, office: { ...result.data, hours } };
}
