/**
 * The link a quote or contact form's success offers (issue 46): book a call for the lead just
 * sent. Its signed token (purpose 'book-for-lead') names the lead, so only the visitor who sent
 * the form — the one shown the answer — books for it.
 */
import { bookCallAfterForm, bookForLeadPath } from '~/content/forms/booking';
import { DEFAULT_LOCALE, type Locale } from '~/domain/locales';
import { env } from '~/server/platform/env.server';
import { signedLinkToken } from '~/server/platform/signed-links.server';

/** How long the link books for its lead. */
export const BOOK_FOR_LEAD_VALID_DAYS = 14;

/** Issue 48: the booking page in the form's language (an Arabic form's link leads to /ar/احجز-مكالمة). */
function bookForLeadHref(leadId: string, now: Date, locale: Locale): string {
  return bookForLeadPath(signedLinkToken('book-for-lead', leadId, now, BOOK_FOR_LEAD_VALID_DAYS), locale);
}

/** A form's success with the link in its `extra` (book_call_href, book_call_label; the label and the page in the form's language). */
export function withBookCallLink<T extends { title: string; message: string }>(
  success: T,
  leadId: string,
  now = new Date(),
  label: string = bookCallAfterForm.label,
  locale: Locale = DEFAULT_LOCALE,
): T & { extra: { book_call_href: string; book_call_label: string } } {
  return { ...success, extra: { book_call_href: bookForLeadHref(leadId, now, locale), book_call_label: label } };
}

/** The same link, absolute, for the visitor's confirmation e-mail (a visitor who closed the page books from there). */
export function bookForLeadUrl(leadId: string, now = new Date(), locale: Locale = DEFAULT_LOCALE): string {
  return `${env().PUBLIC_URL}${bookForLeadHref(leadId, now, locale)}`;
}
