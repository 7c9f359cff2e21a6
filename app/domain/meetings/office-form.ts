/**
 * The office form of /admin/offices/:key as text fields (issue 46): one field a weekday with its
 * periods ("09:00–12:30, 13:30–18:00"), holidays one a line, the durations as a number and a unit.
 * Parsed here into what officeSchema checks (the authority for zone, hours and holidays) plus the
 * four settings, held to the offices table's CHECK ranges, so a refused form names its field and
 * nothing reaches the database half-checked. Pure: no server imports.
 */
import { officeEditCopy, ownersCopy } from '~/content/admin/offices';
import { officeMessages } from '~/content/admin/meetings';
import { parseLines } from '~/domain/admin-form';
import type { IsoWeekday, Office, WorkingPeriod } from './business-time';
import { officeSchema, parseOffice } from './office';

export const ISO_WEEKDAYS: readonly IsoWeekday[] = [1, 2, 3, 4, 5, 6, 7];
export const MAX_PERIODS_PER_DAY = 4;
export const MAX_DISPLAY_NAME_LENGTH = 80;
/** A day's field: four periods take 50 characters; room for spaces, far from a store. */
const MAX_DAY_TEXT = 200;
/** Holidays field: 100 dates a line each. */
const MAX_HOLIDAYS_TEXT = 2_000;

export const DURATION_UNITS = ['minutes', 'hours'] as const;
export type DurationUnit = (typeof DURATION_UNITS)[number];

/** The offices table's CHECK ranges, in minutes (days for booking ahead). */
export const OFFICE_SETTING_RANGES = {
  response_target: { min: 1, max: 10_080 },
  escalate_after: { min: 1, max: 10_080 },
  minimum_notice: { min: 0, max: 20_160 },
  booking_days_ahead: { min: 1, max: 62 },
} as const;

const durationLabels = {
  response_target: officeEditCopy.responseTarget,
  escalate_after: officeEditCopy.escalateAfter,
  minimum_notice: officeEditCopy.minimumNotice,
} as const;
type DurationField = keyof typeof durationLabels;

/** Shown with a refused duration: "Response target: from 1 minute to 168 hours, in whole minutes." */
export function durationRangeMessage(field: DurationField): string {
  const { min, max } = OFFICE_SETTING_RANGES[field];
  return `${durationLabels[field]}: from ${min} ${min === 1 ? 'minute' : 'minutes'} to ${max / 60} hours, in whole minutes.`;
}
export const bookingDaysMessage = `${officeEditCopy.bookingDaysAhead}: a whole number of days from 1 to 62.`;
export const periodSyntaxMessage = 'Working hours: write each period as HH:MM–HH:MM, separated by commas.';
export const tooManyPeriodsMessage = `Working hours: at most ${MAX_PERIODS_PER_DAY} periods a day.`;

/** The form's fields, as text (what a refused form shows again). */
export type OfficeFormValues = Record<string, string>;

export const hoursField = (weekday: IsoWeekday) => `hours_${weekday}`;

/** 'HH:MM–HH:MM', with a hyphen, en or em dash or "to" between; "9:00" is read as "09:00". */
const PERIOD_PATTERN = /^(\d{1,2}:\d{2})\s*(?:-|–|—|to)\s*(\d{1,2}:\d{2})$/i;
const pad = (time: string) => (time.length === 4 ? `0${time}` : time);

/** A weekday's periods from its text; '' is a closed day; null when a period is not written as one. */
export function parseDayHours(text: string): WorkingPeriod[] | null {
  const parts = text.split(/[,;\n]/).map((part) => part.trim()).filter((part) => part !== '');
  const periods: WorkingPeriod[] = [];
  for (const part of parts) {
    const match = PERIOD_PATTERN.exec(part);
    if (!match?.[1] || !match[2]) return null;
    periods.push({ start: pad(match[1]), end: pad(match[2]) });
  }
  return periods;
}

/** A weekday's periods as the form shows them: "09:00–12:30, 13:30–18:00". */
export function formatDayHours(periods: readonly WorkingPeriod[] | undefined): string {
  return (periods ?? []).map((period) => `${period.start}–${period.end}`).join(', ');
}

/** Minutes as the form shows them: whole hours in hours, the rest in minutes. */
export function durationFields(minutes: number): { value: string; unit: DurationUnit } {
  return minutes > 0 && minutes % 60 === 0 ? { value: String(minutes / 60), unit: 'hours' } : { value: String(minutes), unit: 'minutes' };
}

/** A duration's minutes from its number and unit ('1.5' hours is 90); null when not a whole number of minutes. */
export function parseDuration(value: string, unit: string): number | null {
  const text = value.trim();
  if (!/^\d{1,6}(\.\d{1,2})?$/.test(text)) return null;
  const factor = unit === 'hours' ? 60 : unit === 'minutes' ? 1 : null;
  if (factor === null) return null;
  const minutes = Number(text) * factor;
  const rounded = Math.round(minutes);
  return Math.abs(minutes - rounded) < 1e-9 ? rounded : null;
}

export interface OfficeTimingSettings {
  responseTargetMinutes: number;
  escalateAfterMinutes: number;
  minimumNoticeMinutes: number;
  bookingDaysAhead: number;
}

/** The form's values for an office as stored. */
export function officeFormValues(office: Office, settings: OfficeTimingSettings): OfficeFormValues {
  const values: OfficeFormValues = {
    name: office.name,
    time_zone: office.timeZone,
    holidays: office.holidays.join('\n'),
    booking_days_ahead: String(settings.bookingDaysAhead),
  };
  for (const weekday of ISO_WEEKDAYS) values[hoursField(weekday)] = formatDayHours(office.hours[weekday]);
  const durations: Record<DurationField, number> = {
    response_target: settings.responseTargetMinutes,
    escalate_after: settings.escalateAfterMinutes,
    minimum_notice: settings.minimumNoticeMinutes,
  };
  for (const [field, minutes] of Object.entries(durations)) {
    const { value, unit } = durationFields(minutes);
    values[field] = value;
    values[`${field}_unit`] = unit;
  }
  return values;
}

export type OfficeFormResult = { ok: true; office: Office; settings: OfficeTimingSettings } | { ok: false; errors: Record<string, string> };

/** The field a schema issue belongs to: hours of weekday 3 → 'hours_3'. */
function fieldOfIssue(path: readonly PropertyKey[]): string {
  const [first, second] = path;
  if (first === 'hours' && second !== undefined) return `hours_${String(second)}`;
  if (first === 'timeZone') return 'time_zone';
  return typeof first === 'string' ? first : 'form';
}

/** The office `key` as the submitted form describes it, checked whole; errors keyed by field. */
export function parseOfficeForm(key: string, values: OfficeFormValues): OfficeFormResult {
  const errors: Record<string, string> = {};
  const text = (name: string) => values[name] ?? '';

  const hours: Record<string, WorkingPeriod[]> = {};
  for (const weekday of ISO_WEEKDAYS) {
    const field = hoursField(weekday);
    const dayText = text(field);
    const periods = dayText.length > MAX_DAY_TEXT ? null : parseDayHours(dayText);
    if (periods === null) errors[field] = periodSyntaxMessage;
    else if (periods.length > MAX_PERIODS_PER_DAY) errors[field] = tooManyPeriodsMessage;
    else if (periods.length > 0) hours[String(weekday)] = periods;
  }
  const holidaysText = text('holidays');
  if (holidaysText.length > MAX_HOLIDAYS_TEXT) errors.holidays = officeMessages.tooManyHolidays;
  const holidays = parseLines(holidaysText.slice(0, MAX_HOLIDAYS_TEXT)).flatMap((line) => line.split(',').map((date) => date.trim()).filter(Boolean));

  const candidate = { key, name: text('name'), timeZone: text('time_zone'), hours, holidays };
  const checked = officeSchema.safeParse(candidate);
  if (!checked.success) {
    for (const issue of checked.error.issues) errors[fieldOfIssue(issue.path)] ??= issue.message;
  }

  const minutesOf = (field: DurationField): number => {
    const minutes = parseDuration(text(field), text(`${field}_unit`));
    const { min, max } = OFFICE_SETTING_RANGES[field];
    if (minutes === null || minutes < min || minutes > max) {
      errors[field] = durationRangeMessage(field);
      return min;
    }
    return minutes;
  };
  const responseTargetMinutes = minutesOf('response_target');
  const escalateAfterMinutes = minutesOf('escalate_after');
  const minimumNoticeMinutes = minutesOf('minimum_notice');
  const daysText = text('booking_days_ahead').trim();
  const bookingDaysAhead = /^\d{1,3}$/.test(daysText) ? Number(daysText) : Number.NaN;
  const { min, max } = OFFICE_SETTING_RANGES.booking_days_ahead;
  if (!(bookingDaysAhead >= min && bookingDaysAhead <= max)) errors.booking_days_ahead = bookingDaysMessage;

  if (Object.keys(errors).length > 0) return { ok: false, errors };
  const parsed = parseOffice(candidate);
  if (!parsed.ok) return { ok: false, errors: { form: parsed.messages.join(' ') } };
  return { ok: true, office: parsed.office, settings: { responseTargetMinutes, escalateAfterMinutes, minimumNoticeMinutes, bookingDaysAhead } };
}

/** "layla.haddad@corvane.example" → "Layla Haddad": a display name when the profile has none. */
export function nameFromEmail(email: string): string {
  const local = email.split('@')[0] ?? '';
  return local
    .split(/[._+-]+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ')
    .slice(0, MAX_DISPLAY_NAME_LENGTH);
}

/** The display name typed for a new owner: trimmed, '' when left empty (the server fills it); an error past 80 characters. */
export function parseDisplayName(text: string): { ok: true; name: string } | { ok: false; message: string } {
  const name = text.trim().replace(/\s+/g, ' ');
  return name.length > MAX_DISPLAY_NAME_LENGTH ? { ok: false, message: ownersCopy.displayNameTooLong } : { ok: true, name };
}
