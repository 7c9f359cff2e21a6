/**
 * The Book a Call pages (issue 46, ADR 360 §5): the form's messages, the pages' texts, and the
 * e-mails with their invitations.
 */
import { company } from '~/content/company';
import { bookingPath, DEFAULT_LOCALE, encodedPath, manageBookingBase, type Locale } from '~/domain/locales';
import { RETENTION } from '~/domain/privacy';

/** The Book a Call form: its messages. */
export const bookingMessages = {
  nameMissing: 'Please enter your name.',
  emailMissing: 'Please enter your email address.',
  slotMissing: 'Please choose a time for the call.',
  /** The slot was free when shown and is not now (someone booked it, or the notice has passed). */
  slotTaken: 'That time was just taken. Please choose another; the next free times are shown.',
  timeZoneInvalid: 'Please choose your time zone from the list.',
} as const;

export const BOOK_A_CALL_PATH = bookingPath(DEFAULT_LOCALE);

/**
 * The path of a booked call's own page in its language: /book-a-call/manage/{signed token},
 * /ar/احجز-مكالمة/إدارة/{token} — percent-encoded, as a redirect's Location and an e-mail carry it.
 */
export function manageBookingPath(token: string, locale: Locale = DEFAULT_LOCALE): string {
  return `${encodedPath(manageBookingBase(locale))}/${token}`;
}

/** The booking page for a lead that was just sent (the quote or contact form's success), in the form's language (percent-encoded). */
export function bookForLeadPath(token: string, locale: Locale = DEFAULT_LOCALE): string {
  return `${encodedPath(bookingPath(locale))}?${new URLSearchParams({ lead: token }).toString()}`;
}

/** The /book-a-call page. */
export const bookingPageCopy = {
  title: 'Book a Call',
  metaTitle: `Book a Call | ${company.name}`,
  metaDescription: `Choose a 30-minute call with ${company.name}: confirmed at once, with a calendar invitation.`,
  intro: 'Pick a 30-minute slot that suits you. The call is confirmed at once and a calendar invitation is sent to you and to the person you will speak with.',
  forLead: 'Thank you for your enquiry. Choose a time and the person who has it will call you.',
  routingLegend: 'Who you would like to talk to',
  countryLabel: 'Your country (optional)',
  countryNone: 'Not specified',
  interestLabel: 'What it is about (optional)',
  interestNone: 'Not specified',
  zoneLabel: 'Show times in',
  showTimes: 'Show times',
  officeLine: (office: string, zone: string) => `Your call will be with our ${office} office (${zone}). Each time is shown in your zone, with the office's time beside it.`,
  slotsLegend: 'Choose a time',
  noSlots: 'There are no free times in the next few days. Please write to us instead:',
  officeTime: (time: string) => `${time} at the office`,
  detailsLegend: 'Your details',
  nameLabel: 'Name',
  emailLabel: 'Email',
  submit: 'Book the call',
  failureTitle: 'Booking Failed',
  /** The booking could not be stored (an error of ours). */
  failureMessage: 'Something went wrong. Please try again in a moment.',
  takenTitle: 'Time Taken',
  alreadyTitle: 'Call Already Booked',
  alreadyMessage: 'A call is already booked for this email address. Use the link in its confirmation email to reschedule or cancel it.',
  leadLinkInvalid: 'This booking link is not valid any more. You can still choose a time below.',
  storedTitle: 'What we store',
  stored: `We store your name, email address, time zone and the time you chose, with your enquiry, for ${RETENTION.leadYears} years from its last update, and send both of you a calendar invitation. You can reschedule or cancel with the link in the email; to have your details erased, see our`,
  privacyLink: 'Privacy Policy',
} as const;

/** The /book-a-call/manage/:token page. */
export const manageBookingCopy = {
  title: 'Your call',
  metaTitle: `Your call | ${company.name}`,
  bookedTitle: 'Your call is booked',
  bookedDetail: 'We have sent a calendar invitation to you and to the person you will speak with.',
  rescheduledTitle: 'Your call has been moved',
  rescheduledDetail: 'An updated invitation has been sent to you both.',
  cancelledTitle: 'Your call has been cancelled',
  cancelledDetail: 'We have told the person you were going to speak with. You can book another time whenever you like.',
  yourTime: 'Your time',
  officeTime: (office: string) => `${office} office time`,
  with: 'With',
  cancel: 'Cancel the call',
  rescheduleLegend: 'Move the call to another time',
  reschedule: 'Move the call',
  noSlots: 'There are no other free times at the moment.',
  invalid: 'This link is not valid.',
  invalidDetail: `Please use the link from your confirmation email exactly as sent, or write to ${company.email}.`,
  expired: 'This call is over.',
  expiredDetail: 'Links to change a call work until the call ends.',
  gone: 'This call no longer exists.',
  goneDetail: 'It was cancelled or erased. You can book another time.',
  bookAnother: 'Book another call',
  past: 'This call can no longer be changed.',
} as const;

/** The line a quote or contact form's success offers (the link carries the lead's signed token). */
export const bookCallAfterForm = { label: 'Book a call now' } as const;

/** The section of a quote's or contact's confirmation e-mail that offers the same booking link. */
export const bookCallInConfirmation = {
  title: 'Book a call',
  text: (url: string, validDays: number) => `Choose a 30-minute call at a time that suits you, with the person who has your enquiry (this link works for ${validDays} days): ${url}`,
} as const;

/** The e-mails of a booked call (each with its .ics). */
export const bookingMailCopy = {
  summary: (visitor: string) => `Call with ${company.name}${visitor ? `: ${visitor}` : ''}`,
  summaryForOwner: (visitor: string) => `Call with ${visitor}`,
  summaryErased: `Call booked on the website (details erased)`,
  description: (manageUrl: string) => `A 30-minute call booked on ${company.name}'s website. To reschedule or cancel: ${manageUrl}`,
  visitorBooked: { subject: `Your call with ${company.name} is booked`, heading: 'Your call is booked.' },
  visitorMoved: { subject: `Your call with ${company.name} has been moved`, heading: 'Your call has been moved.' },
  visitorCancelled: { subject: `Your call with ${company.name} is cancelled`, heading: 'Your call is cancelled.' },
  ownerBooked: (visitor: string) => ({ subject: `New call booked: ${visitor}`, heading: 'A visitor booked a call.' }),
  ownerMoved: (visitor: string) => ({ subject: `Call moved: ${visitor}`, heading: 'A visitor moved their call.' }),
  ownerCancelled: (visitor: string) => ({ subject: `Call cancelled: ${visitor}`, heading: 'A visitor cancelled their call.' }),
  ownerErased: { subject: 'Call cancelled: the visitor asked to be erased', heading: 'A booked call was cancelled because the visitor asked for their data to be erased.' },
  section: 'The call',
  /** Who holds the call when no one person does (the office's team): its name on the pages and in the visitor's e-mail. */
  firmHost: (office: string) => `${company.name} ${office}`,
  rows: { visitorTime: 'Your time', officeTime: 'Office time', office: 'Office', with: 'With', name: 'Name', email: 'Email', visitorZone: 'Visitor time zone' },
  manageSection: 'Reschedule or cancel',
  manageText: (url: string) => `Open this link to move or cancel the call (it works until the call ends): ${url}`,
  closing: `— ${company.name}`,
} as const;

/**
 * What of the booking e-mails the visitor reads (issue 48: in the booking's language); the rest —
 * the firm's notifications and the erased call's cancel — stays English.
 */
export type BookingVisitorMailCopy = Pick<
  typeof bookingMailCopy,
  'summary' | 'description' | 'visitorBooked' | 'visitorMoved' | 'visitorCancelled' | 'section' | 'firmHost' | 'manageSection' | 'manageText' | 'closing'
> & { readonly rows: Pick<(typeof bookingMailCopy)['rows'], 'visitorTime' | 'officeTime' | 'office' | 'with'> };
