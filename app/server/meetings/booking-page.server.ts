/**
 * What the Book a Call pages' loaders and actions do (issue 46, ADR 360 §5); the route modules
 * stay thin.
 *
 * /book-a-call: the office's free slots in the visitor's zone (?tz=, detected by the browser and
 * changeable; without JavaScript a select and a GET), for a lead from a form (?lead=, its signed
 * token) or — from the Book a Call button — for the office the rules give the visitor's optional
 * country (defaulted from Accept-Language) and interest. Its POST goes through the public form
 * defences (honeypot, signed fill time, the per-IP limit, and a per-address limit), then
 * bookCall; a booked call redirects to its own signed page, a slot taken meanwhile answers with
 * the page's fresh slots.
 *
 * /book-a-call/manage/:token: the call, and buttons that POST a cancel or a move (a mail scanner
 * opening the link changes nothing).
 */
import { data, redirect, type RouterContextProvider } from 'react-router';
import { manageBookingPath } from '~/content/forms/booking';
import { bookingRequestSchemaFor, callTimeLabel, slotDays, type SlotDay } from '~/domain/meetings/booking';
import { countryFromAcceptLanguage, normaliseCountry } from '~/domain/meetings/region';
import { PROJECT_TYPE_OPTIONS } from '~/domain/quote-form-options';
import { currentZoneName, isTimeZone, timeZoneNames } from '~/domain/time-zones';
import { FORM_NAME_FIELD, validateForm, type FormResult } from '~/domain/forms';
import { DEFAULT_LOCALE, localeOfRequest, type Locale } from '~/domain/locales';
import { readAttribution } from '~/server/pages/public-forms.server';
import { log } from '~/server/platform/log.server';
import { hitRateLimit } from '~/server/platform/rate-limit.server';
import { requestInfo } from '~/server/platform/request-state.server';
import { checkSignedLinkToken, signedLinkTokenUntil } from '~/server/platform/signed-links.server';
import { keyedHash } from '~/server/platform/secret.server';
import { checkFormRateLimit, formGuard, screenSubmission } from '~/server/platform/spam.server';
import { readFormFields } from '~/server/platform/uploads.server';
import { consentFromForm } from '~/server/privacy/consent.server';
import { tooMuchTextFailure } from '~/content/forms/too-much-text';
import { loadOffice, type OfficeSettings } from './directory.server';
import { bookCall, cancelBooking, freeSlotsOf, getBooking, leadForBooking, officeForAnswers, rescheduleBooking, type BookingFor, type BookingRow } from './booking.server';
import { callHosts, hostName } from './booking-mail.server';
import { bookingTexts, type Option } from './booking-language.server';
import { db } from '~/server/db/db.server';

/** New bookings one address may make in an hour (a cancel frees its slot; this bounds squatting). */
const BOOKINGS_PER_ADDRESS_PER_HOUR = 5;

export const PRIVATE_HEADERS = { 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex', 'Referrer-Policy': 'same-origin' } as const;

export type { Option };

export interface BookingPageData {
  formToken: string;
  /** The signed token of the lead this page books for (hidden field), or '' from the button. */
  lead: string;
  leadInvalid: boolean;
  country: string;
  interest: string;
  timeZone: string;
  officeName: string;
  officeZone: string;
  days: SlotDay[];
  /** Every country, by name in the page's language. */
  countries: Option[];
  /** The interests (value: the English code; label: in the page's language). */
  interests: readonly Option[];
  zones: string[];
  /** The lead's name and address, filled in (from its form). */
  name: string;
  email: string;
}

function zoneFrom(value: string | null, fallback: string): string {
  const zone = value ? currentZoneName(value.trim()) : '';
  return isTimeZone(zone) ? zone : fallback;
}

function interestFrom(value: string | null): string {
  const text = (value ?? '').trim();
  return (PROJECT_TYPE_OPTIONS as readonly string[]).includes(text) ? text : '';
}

/** The page's data for a GET: its query read, the office decided, the free slots now (in the address's language). */
export async function loadBookingPage(request: Request, now = new Date()): Promise<BookingPageData> {
  const texts = bookingTexts(localeOfRequest(request));
  const params = new URL(request.url).searchParams;
  const leadToken = params.get('lead') ?? '';
  let lead: Awaited<ReturnType<typeof leadForBooking>>;
  let leadInvalid = false;
  if (leadToken) {
    const check = checkSignedLinkToken('book-for-lead', leadToken, now);
    lead = check.ok ? await leadForBooking(check.id) : undefined;
    leadInvalid = !lead;
  }
  // The select's value: what the visitor chose ('' is "not specified"), else the browser's region.
  const country = params.has('country') ? (normaliseCountry(params.get('country')) ?? '') : (countryFromAcceptLanguage(request.headers.get('accept-language')) ?? '');
  const interest = interestFrom(params.get('interest'));
  const office: OfficeSettings = lead?.office ?? (await officeForAnswers({ country: country || null, interest: interest || null }));
  const timeZone = zoneFrom(params.get('tz'), office.office.timeZone);
  const slots = await freeSlotsOf(office, now);
  return {
    ...formGuard(),
    lead: lead ? leadToken : '',
    leadInvalid,
    country,
    interest,
    timeZone,
    officeName: texts.officeName(office.office.name),
    officeZone: office.office.timeZone,
    days: slotDays(slots, timeZone, office.office.timeZone, texts.intl),
    countries: texts.countries(),
    interests: texts.interests,
    zones: timeZoneNames(),
    name: lead?.name ?? '',
    email: lead?.email ?? '',
  };
}

type Refusal = { title: string; message: string };

/** The booking form's POST: answered, stored and e-mailed in the address's language. */
export async function handleBookingPost(request: Request, context: Readonly<RouterContextProvider>, now = new Date()) {
  const info = requestInfo(context);
  const locale = localeOfRequest(request);
  const { page: bookingPageCopy, manage: manageBookingCopy, messages: bookingMessages, checks, spam } = bookingTexts(locale);
  const form = await readFormFields<{ unreadable: true } | { tooMuch: string }>(request, {
    whenUnreadable: () => ({ unreadable: true }),
    whenTooMuchText: (limit: string) => ({ tooMuch: limit }),
  });
  const refuse = (status: number, text: Refusal, values?: Record<string, string>) =>
    data<FormResult>({ ok: false, form: 'booking', title: text.title, message: text.message, values }, { status, headers: PRIVATE_HEADERS });
  if (!(form instanceof FormData)) {
    return 'tooMuch' in form ? refuse(413, tooMuchTextFailure(form.tooMuch)) : refuse(400, { title: bookingPageCopy.failureTitle, message: bookingMessages.slotMissing });
  }
  if (form.get(FORM_NAME_FIELD) !== 'booking') return refuse(400, { title: bookingPageCopy.failureTitle, message: bookingMessages.slotMissing });
  const values = { name: String(form.get('name') ?? ''), email: String(form.get('email') ?? '') };

  const screen = screenSubmission(form, spam);
  if (screen.kind === 'honeypot') {
    log.info({ form: 'booking', ip: info.clientIp, requestId: info.requestId }, 'honeypot hit: answered success, stored nothing');
    return data<FormResult>({ ok: true, form: 'booking', title: manageBookingCopy.bookedTitle, message: manageBookingCopy.bookedDetail }, { headers: PRIVATE_HEADERS });
  }
  if (screen.kind === 'refused') return refuse(screen.status, screen, values);

  const validation = validateForm(bookingRequestSchemaFor(checks), [bookingMessages.slotMissing, bookingMessages.nameMissing, bookingMessages.emailMissing], form, checks.forms);
  if (!validation.ok) return refuse(400, { title: validation.failure.title, message: validation.failure.message }, values);
  const input = validation.data;

  const ipLimit = await checkFormRateLimit(info, spam);
  if (ipLimit.kind === 'refused') return refuse(ipLimit.status, ipLimit, values);
  // A keyed hash, as the sign-in limits: rate_limits never holds an address.
  const addressLimit = await hitRateLimit(`booking:email:${keyedHash(input.email, 'booking-rate-limit')}`, BOOKINGS_PER_ADDRESS_PER_HOUR, 3600);
  if (!addressLimit.allowed) return refuse(429, spam.rateLimited(Math.max(1, Math.ceil(addressLimit.retryAfterSeconds / 60))), values);

  let bookingFor: BookingFor;
  const leadToken = String(form.get('lead') ?? '');
  if (leadToken) {
    const check = checkSignedLinkToken('book-for-lead', leadToken, now);
    if (!check.ok) return refuse(400, { title: bookingPageCopy.failureTitle, message: bookingPageCopy.leadLinkInvalid }, values);
    bookingFor = { kind: 'lead', leadId: check.id };
  } else {
    const country = normaliseCountry(form.get('country'));
    const interest = interestFrom(typeof form.get('interest') === 'string' ? String(form.get('interest')) : null);
    bookingFor = { kind: 'visitor', answers: { country, interest: interest || null }, attribution: readAttribution(form, request), consent: await consentFromForm(form, now, locale), locale };
  }

  try {
    const outcome = await bookCall({ start: input.slot, name: input.name, email: input.email, timeZone: input.timeZone }, bookingFor, now);
    switch (outcome.kind) {
      case 'booked':
        return redirect(`${manageBookingPath(signedLinkTokenUntil('manage-booking', outcome.booking.id, outcome.booking.slot_end, now), locale)}?booked=1`, { headers: PRIVATE_HEADERS });
      case 'taken':
        return refuse(409, { title: bookingPageCopy.takenTitle, message: bookingMessages.slotTaken }, values);
      case 'already-booked':
        return refuse(409, { title: bookingPageCopy.alreadyTitle, message: bookingPageCopy.alreadyMessage }, values);
      case 'lead-gone':
        return refuse(410, { title: bookingPageCopy.failureTitle, message: bookingPageCopy.leadLinkInvalid }, values);
    }
  } catch (error) {
    log.error({ err: error, form: 'booking', requestId: info.requestId }, 'booking a call failed');
    return refuse(500, { title: bookingPageCopy.failureTitle, message: bookingPageCopy.failureMessage }, values);
  }
}

// ── The signed page of one call ──────────────────────────────────────────────────────────────────

export type ManageState =
  | { state: 'invalid' | 'expired' | 'gone' }
  | {
      state: 'booked' | 'cancelled' | 'past';
      visitorTime: string;
      officeTime: string;
      officeName: string;
      host: string;
      days: SlotDay[];
    };

async function manageStateOf(booking: BookingRow, now: Date, locale: Locale): Promise<ManageState> {
  const texts = bookingTexts(locale);
  const office = await loadOffice(booking.office_key);
  if (!office) return { state: 'gone' };
  const hosts = await callHosts(db(), booking.office_key, booking.owner_staff_id, office.office.name);
  const state = booking.status === 'cancelled' ? 'cancelled' : booking.status !== 'booked' || booking.slot_end <= now ? 'past' : 'booked';
  const days = state === 'booked' ? slotDays(await freeSlotsOf(office, now), booking.visitor_time_zone, office.office.timeZone, texts.intl) : [];
  return {
    state,
    visitorTime: callTimeLabel(booking.slot_start, booking.visitor_time_zone, texts.intl),
    officeTime: callTimeLabel(booking.slot_start, office.office.timeZone, texts.intl),
    officeName: texts.officeName(office.office.name),
    host: hostName(hosts, office, texts),
    days,
  };
}

async function bookingOfToken(token: string, now: Date): Promise<{ booking: BookingRow } | { state: 'invalid' | 'expired' | 'gone' }> {
  const check = checkSignedLinkToken('manage-booking', token, now);
  if (!check.ok) return { state: check.reason };
  const booking = await getBooking(check.id);
  return booking ? { booking } : { state: 'gone' };
}

/** The call's page in the address's language (`locale`): the page shows what its reader reads, whatever the booking's own language. */
export async function loadManagePage(token: string, locale: Locale = DEFAULT_LOCALE, now = new Date()): Promise<ManageState> {
  const found = await bookingOfToken(token, now);
  return 'booking' in found ? manageStateOf(found.booking, now, locale) : found;
}

export type ManageAnswer = ManageState & { notice?: Refusal & { kind: 'cancelled' | 'taken' } };

/** The manage page's POST: intent=cancel, or intent=reschedule with a slot; answered in `locale` (the e-mails go in the booking's). */
export async function handleManagePost(request: Request, token: string, locale: Locale = DEFAULT_LOCALE, now = new Date()) {
  const { page: bookingPageCopy, manage: manageBookingCopy, messages: bookingMessages } = bookingTexts(locale);
  const form = await readFormFields(request);
  const found = await bookingOfToken(token, now);
  if (!('booking' in found)) return data<ManageAnswer>(found, { status: found.state === 'invalid' ? 400 : 410, headers: PRIVATE_HEADERS });
  const intent = form.get('intent');
  if (intent === 'cancel') {
    const outcome = await cancelBooking(found.booking.id, now);
    const booking = outcome.kind === 'changed' ? outcome.booking : ((await getBooking(found.booking.id)) ?? found.booking);
    const state = await manageStateOf(booking, now, locale);
    return data<ManageAnswer>({ ...state, notice: { kind: 'cancelled', title: manageBookingCopy.cancelledTitle, message: manageBookingCopy.cancelledDetail } }, { headers: PRIVATE_HEADERS });
  }
  if (intent === 'reschedule') {
    const slot = bookingRequestSchemaFor(bookingTexts(locale).checks).shape.slot.safeParse(form.get('slot'));
    const outcome = slot.success ? await rescheduleBooking(found.booking.id, slot.data, now) : ({ kind: 'taken' } as const);
    if (outcome.kind === 'changed') {
      return redirect(`${manageBookingPath(signedLinkTokenUntil('manage-booking', outcome.booking.id, outcome.booking.slot_end, now), locale)}?moved=1`, { headers: PRIVATE_HEADERS });
    }
    const state = await manageStateOf((await getBooking(found.booking.id)) ?? found.booking, now, locale);
    const message = slot.success ? bookingMessages.slotTaken : bookingMessages.slotMissing;
    return data<ManageAnswer>({ ...state, notice: { kind: 'taken', title: bookingPageCopy.takenTitle, message } }, { status: 409, headers: PRIVATE_HEADERS });
  }
  return data<ManageAnswer>(await manageStateOf(found.booking, now, locale), { status: 400, headers: PRIVATE_HEADERS });
}
