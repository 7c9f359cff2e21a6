/**
 * The Book a Call pages' words as loader data carries them (issue 48, ADR 420 point 5): another
 * language's words reach the browser only as its booking pages' loader data (the loaders take them
 * from server/meetings/booking-words.server.ts), so the English pages' JavaScript carries none.
 * Loader data is plain data: the three sentences built around a value travel as templates
 * (word-templates.ts), and the page makes them functions again (components/site/booking-copy.ts).
 */
import type { bookingPageCopy, manageBookingCopy } from '~/content/forms/booking';
import type { Translated } from '~/content/locales/shape';
import type { Locale } from '~/domain/locales';
import { fillTemplate, templateOf } from './word-templates';

export type BookingPageWords = Translated<typeof bookingPageCopy>;
export type ManageBookingWords = Translated<typeof manageBookingCopy>;

/** The consent notice's three texts (the shape of ConsentNotice's `copy`). */
export interface BookingConsentWords {
  readonly notice: string;
  readonly privacyLink: string;
  readonly insights: string;
}

export interface BookingWords {
  readonly locale: Locale;
  readonly page: Omit<BookingPageWords, 'officeLine' | 'officeTime'> & { readonly officeLine: string; readonly officeTime: string };
  readonly manage: Omit<ManageBookingWords, 'officeTime'> & { readonly officeTime: string };
  readonly consent: BookingConsentWords;
}

/** What the booking routes' loaders add to their data: a language's words, or null on the English pages (theirs are in the code). */
export interface WithBookingWords {
  readonly words: BookingWords | null;
}

/** A language's words as loader data (the loaders' side). */
export function bookingWordsOf(locale: Locale, page: BookingPageWords, manage: ManageBookingWords, consent: BookingConsentWords): BookingWords {
  return {
    locale,
    page: { ...page, officeLine: templateOf(page.officeLine, 2), officeTime: templateOf(page.officeTime, 1) },
    manage: { ...manage, officeTime: templateOf(manage.officeTime, 1) },
    consent,
  };
}

/** The words back as the copy modules' shapes (the page's side). */
export function wordsAsCopy(words: BookingWords): { page: BookingPageWords; manage: ManageBookingWords } {
  const { page, manage } = words;
  return {
    page: { ...page, officeLine: (office, zone) => fillTemplate(page.officeLine, office, zone), officeTime: (time) => fillTemplate(page.officeTime, time) },
    manage: { ...manage, officeTime: (office) => fillTemplate(manage.officeTime, office) },
  };
}
