/**
 * The Book a Call form (issue 46, ADR 360 §5): what a visitor posts, and the slots as the page
 * shows them — in the visitor's zone, grouped by the visitor's day, the office's time beside each.
 * Whether the chosen slot is still free is the database's answer (a unique index), not this
 * module's: `isOfferedSlot` only refuses a start the server would never have offered.
 */
import { z } from 'zod';
import { bookingMessages } from '~/content/forms/booking';
import type { Translated } from '~/content/locales/shape';
import { ENGLISH_FORM_MESSAGES, requiredEmail, requiredText, type FormMessages } from '~/domain/forms';
import { asString } from '~/domain/values';
import { isTimeZone } from '~/domain/time-zones';
import { localParts } from './business-time';

export const BOOKING_NAME_MAX = 200;
const TIME_ZONE_MAX = 64;
/** A slot travels as its UTC instant, to the minute: '2026-11-30T15:00:00.000Z' or without seconds. */
const SLOT_VALUE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:00(\.000)?)?Z$/;

/** A well-formed instant that names a real date: V8 reads '2026-02-30T05:00Z' as 2 March, so the value must survive the round trip. */
function isSlotValue(value: string): boolean {
  if (!SLOT_VALUE.test(value)) return false;
  const time = Date.parse(value);
  return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 16) === value.slice(0, 16);
}

/** The form's check messages in one language (issue 48). */
export interface BookingChecks {
  booking: Translated<typeof bookingMessages>;
  forms: FormMessages;
  /** The name field's name in a "too long" message. */
  name: string;
}

export const ENGLISH_BOOKING_CHECKS: BookingChecks = { booking: bookingMessages, forms: ENGLISH_FORM_MESSAGES, name: 'Name' };

function bookingSchema({ booking: m, forms, name }: BookingChecks) {
  return z.object({
    slot: z.preprocess(
      asString,
      z
        .string()
        .trim()
        .refine(isSlotValue, m.slotMissing)
        .transform((value) => new Date(value)),
    ),
    name: requiredText(m.nameMissing, name, BOOKING_NAME_MAX, forms),
    email: requiredEmail(m.emailMissing, forms.invalidEmail),
    timeZone: z.preprocess(asString, z.string().trim().max(TIME_ZONE_MAX, m.timeZoneInvalid).refine(isTimeZone, m.timeZoneInvalid)),
  });
}

export const bookingRequestSchema = bookingSchema(ENGLISH_BOOKING_CHECKS);
export type BookingRequest = z.infer<typeof bookingRequestSchema>;

const schemas = new WeakMap<BookingChecks, typeof bookingRequestSchema>([[ENGLISH_BOOKING_CHECKS, bookingRequestSchema]]);

/** The form's schema with its messages in one language. */
export function bookingRequestSchemaFor(checks: BookingChecks): typeof bookingRequestSchema {
  let schema = schemas.get(checks);
  if (!schema) schemas.set(checks, (schema = bookingSchema(checks)));
  return schema;
}

/** Whether a posted start is one of the free slots computed now (the server's check before the insert). */
export function isOfferedSlot(start: Date, freeSlots: readonly Date[]): boolean {
  return freeSlots.some((slot) => slot.getTime() === start.getTime());
}

export interface SlotChoice {
  /** The form value: the UTC instant. */
  value: string;
  /** '9:00 AM' in the visitor's zone. */
  visitorTime: string;
  /** '9:00 AM GMT+4' in the office's zone. */
  officeTime: string;
}

export interface SlotDay {
  /** The visitor's local date, 'YYYY-MM-DD'. */
  date: string;
  /** 'Monday, November 30' in the visitor's zone. */
  label: string;
  slots: SlotChoice[];
}

/** The English page's Intl locale; another language's comes from its settings (app/domain/locales.ts: ar-AE, Latin digits). */
const ENGLISH_INTL = 'en-US';

const formats = new Map<string, Intl.DateTimeFormat>();
function format(timeZone: string, kind: 'time' | 'zoned-time' | 'day', intl: string): Intl.DateTimeFormat {
  const key = `${kind} ${timeZone} ${intl}`;
  let found = formats.get(key);
  if (!found) {
    const options: Intl.DateTimeFormatOptions =
      kind === 'day' ? { weekday: 'long', month: 'long', day: 'numeric' } : { hour: 'numeric', minute: '2-digit', ...(kind === 'zoned-time' ? { timeZoneName: 'short' } : {}) };
    found = new Intl.DateTimeFormat(intl, { ...options, timeZone });
    formats.set(key, found);
  }
  return found;
}

// ICU versions differ on the space before AM/PM (U+202F or U+0020): one form for server and browser (as dates.ts).
const plainSpaces = (text: string) => text.replace(/[\u202f\u00a0]/g, ' ');

/** The free slots grouped by the visitor's local day, in order, each with both zones' times (in `intl`'s words). */
export function slotDays(slots: readonly Date[], visitorTimeZone: string, officeTimeZone: string, intl: string = ENGLISH_INTL): SlotDay[] {
  const days: SlotDay[] = [];
  for (const slot of [...slots].sort((a, b) => a.getTime() - b.getTime())) {
    const date = localParts(slot, visitorTimeZone).date;
    let day = days.at(-1);
    if (!day || day.date !== date) {
      day = { date, label: plainSpaces(format(visitorTimeZone, 'day', intl).format(slot)), slots: [] };
      days.push(day);
    }
    day.slots.push({
      value: slot.toISOString(),
      visitorTime: plainSpaces(format(visitorTimeZone, 'time', intl).format(slot)),
      officeTime: plainSpaces(format(officeTimeZone, 'zoned-time', intl).format(slot)),
    });
  }
  return days;
}

const callFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * A call's start as its e-mails and pages say it: 'Monday, November 30, 2026, 9:00 AM GMT+4';
 * in ar-AE 'الاثنين، 30 نوفمبر 2026 في 9:00 ص غرينتش+4'.
 */
export function callTimeLabel(start: Date, timeZone: string, intl: string = ENGLISH_INTL): string {
  const key = `${timeZone} ${intl}`;
  let found = callFormats.get(key);
  if (!found) {
    found = new Intl.DateTimeFormat(intl, { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric', hour: 'numeric', minute: '2-digit', timeZoneName: 'short', timeZone });
    callFormats.set(key, found);
  }
  return plainSpaces(found.format(start));
}
