/**
 * The Book a Call pages' words in each language (issue 46/48): the two route modules and their
 * parts (booking-slots.tsx) serve every locale's twin and read the language from the address, as
 * the 404 page does. The pages' words only: the e-mails' stay on the server.
 */
import type { ConsentCopy } from '~/components/forms/form-copy';
import { useLocale } from '~/components/ui/locale';
import { bookingPageCopy, manageBookingCopy } from '~/content/forms/booking';
import { bookingPageCopy as arabicPage, manageBookingCopy as arabicManage } from '~/content/locales/ar/booking';
import { consentCopy as arabicConsent } from '~/content/locales/ar/forms/common';
import type { Translated } from '~/content/locales/shape';
import { bookingPath, localeOfPath, type Locale } from '~/domain/locales';

export interface BookingPagesCopy {
  page: Translated<typeof bookingPageCopy>;
  manage: Translated<typeof manageBookingCopy>;
  /** The locale's Book a Call page (decoded), for "Book another call". */
  bookingPath: string;
  /** The consent notice in the language; English when absent (ConsentNotice's own). */
  consent?: ConsentCopy;
}

const COPY: Readonly<Record<Locale, BookingPagesCopy>> = {
  en: { page: bookingPageCopy, manage: manageBookingCopy, bookingPath: bookingPath('en') },
  ar: { page: arabicPage, manage: arabicManage, bookingPath: bookingPath('ar'), consent: arabicConsent },
};

/** The words of the page at `pathname` (a route's meta has the address, not the hooks). */
export function bookingCopyOf(pathname: string): BookingPagesCopy {
  return COPY[localeOfPath(pathname)];
}

export function useBookingCopy(): BookingPagesCopy {
  return COPY[useLocale()];
}
