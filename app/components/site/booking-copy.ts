/**
 * The Book a Call pages' words in each language (issue 46/48): the two route modules and their
 * parts (booking-slots.tsx) serve every locale's twin and read the language from the address, as
 * the 404 page does. The pages' words only: the e-mails' stay on the server.
 *
 * English from this module's code; another language's from its twin's loader data (`words`,
 * content/locales/booking-words.ts), so no English page's JavaScript carries them (ADR 420
 * point 5, as the article copy does).
 */
import { useLoaderData } from 'react-router';
import type { ConsentCopy } from '~/components/forms/form-copy';
import { useLocale } from '~/components/ui/locale';
import { bookingPageCopy, manageBookingCopy } from '~/content/forms/booking';
import { wordsAsCopy, type BookingPageWords, type BookingWords, type ManageBookingWords, type WithBookingWords } from '~/content/locales/booking-words';
import { bookingPath, DEFAULT_LOCALE, localeOfPath, type Locale } from '~/domain/locales';

export interface BookingPagesCopy {
  page: BookingPageWords;
  manage: ManageBookingWords;
  /** The locale's Book a Call page (decoded), for "Book another call". */
  bookingPath: string;
  /** The consent notice in the language; English when absent (ConsentNotice's own). */
  consent?: ConsentCopy;
}

const ENGLISH: BookingPagesCopy = { page: bookingPageCopy, manage: manageBookingCopy, bookingPath: bookingPath(DEFAULT_LOCALE) };

/** The copy in `locale`: from `words` when they are that language's, else English (also mid-navigation, when the data is another page's). */
function copyIn(locale: Locale, words: BookingWords | null | undefined): BookingPagesCopy {
  if (locale === DEFAULT_LOCALE || words?.locale !== locale) return ENGLISH;
  return { ...wordsAsCopy(words), bookingPath: bookingPath(locale), consent: words.consent };
}

/** The words of the page at `pathname`, for a route's `meta` (it has the address and the loader data, not the hooks). */
export function bookingCopyOf(pathname: string, data: Partial<WithBookingWords> | undefined): BookingPagesCopy {
  return copyIn(localeOfPath(pathname), data?.words);
}

/** The words of the booking page being rendered (its route's loader data), for the route and its parts. */
export function useBookingCopy(): BookingPagesCopy {
  const data = useLoaderData<Partial<WithBookingWords> | null>();
  return copyIn(useLocale(), data?.words);
}
