/**
 * Booking a call in each language (issue 48, ADR 420 point 5): what the pages' loaders and
 * actions answer with (messages, the times in the locale's `Intl`, the countries' and interests'
 * names, the office's name) and what the visitor's e-mails and .ics say. A booking's language is
 * its lead's (`contact_leads.locale`): the page's language for a call booked from the button, the
 * form's for a lead's own link. The firm's notifications stay English and name it.
 */
import { company } from '~/content/company';
import { bookingMailCopy, bookingMessages, bookingPageCopy, manageBookingCopy, type BookingVisitorMailCopy } from '~/content/forms/booking';
import * as arabic from '~/content/locales/ar/booking';
import { PINNED_ARABIC_COUNTRY_NAMES } from '~/content/locales/ar/forms/common';
import { formMessages as arabicFormMessages } from '~/content/locales/ar/forms/validation';
import { quoteOptionLabels as arabicQuoteOptions } from '~/content/locales/ar/forms/quote';
import { arabicOfficeCities } from '~/content/locales/ar/office-cities';
import type { Translated } from '~/content/locales/shape';
import { countriesSortedBy } from '~/domain/countries';
import { isLocale, LOCALES, type Locale } from '~/domain/locales';
import { ENGLISH_BOOKING_CHECKS, type BookingChecks } from '~/domain/meetings/booking';
import { countryName, countryNamer } from '~/domain/meetings/region';
import { PROJECT_TYPE_OPTIONS } from '~/domain/quote-form-options';
import { confirmationTexts, spamTexts } from '~/server/pages/form-texts.server';
import type { EmailLanguage } from '~/server/platform/notifications.server';
import type { SpamMessages } from '~/server/platform/spam.server';

export interface Option {
  value: string;
  label: string;
}

export interface BookingTexts {
  locale: Locale;
  /** The `Intl` locale the times are written in ('en-US'; 'ar-AE', Latin digits). */
  intl: string;
  page: Translated<typeof bookingPageCopy>;
  manage: Translated<typeof manageBookingCopy>;
  messages: Translated<typeof bookingMessages>;
  checks: BookingChecks;
  spam: SpamMessages;
  /** What the visitor's e-mails and .ics say. */
  mail: Translated<BookingVisitorMailCopy>;
  /** The visitor's e-mail's `lang`, direction and empty values. */
  email: EmailLanguage;
  /** Every country, by name in the language. */
  countries: () => Option[];
  /** The interests (the quote form's project types; the value stays the English code). */
  interests: readonly Option[];
  /** An office's name as the language says it ('Dubai' → 'دبي'; an office the firm's table does not know keeps its stored name). */
  officeName: (stored: string) => string;
}

function cachedCountries(name: (code: string) => string, collation: string): () => Option[] {
  let options: Option[] | undefined;
  return () => (options ??= countriesSortedBy(name, collation).map((code) => ({ value: code, label: name(code) })));
}

const arabicCountryName = countryNamer(LOCALES.ar.intl, PINNED_ARABIC_COUNTRY_NAMES);
const arabicProjectTypes: Readonly<Record<string, string>> = arabicQuoteOptions.project_type;

const TEXTS: Readonly<Record<Locale, BookingTexts>> = {
  en: {
    locale: 'en',
    intl: LOCALES.en.intl,
    page: bookingPageCopy,
    manage: manageBookingCopy,
    messages: bookingMessages,
    checks: ENGLISH_BOOKING_CHECKS,
    spam: spamTexts('en'),
    mail: bookingMailCopy,
    email: confirmationTexts('en').language,
    countries: cachedCountries(countryName, 'en'),
    interests: PROJECT_TYPE_OPTIONS.map((option) => ({ value: option, label: option })),
    officeName: (stored) => stored,
  },
  ar: {
    locale: 'ar',
    intl: LOCALES.ar.intl,
    page: arabic.bookingPageCopy,
    manage: arabic.manageBookingCopy,
    messages: arabic.bookingMessages,
    checks: { booking: arabic.bookingMessages, forms: arabicFormMessages, name: arabic.NAME_FIELD },
    spam: spamTexts('ar'),
    mail: arabic.bookingVisitorMailCopy,
    email: confirmationTexts('ar').language,
    countries: cachedCountries(arabicCountryName, 'ar'),
    interests: PROJECT_TYPE_OPTIONS.map((option) => ({ value: option, label: arabicProjectTypes[option] ?? option })),
    officeName: (stored) => {
      const office = company.offices.find((candidate) => candidate.city === stored);
      return office ? arabicOfficeCities[office.id] : stored;
    },
  },
};

export function bookingTexts(locale: Locale): BookingTexts {
  return TEXTS[locale];
}

/** A stored locale code's texts (English for a code no longer configured). */
export function bookingTextsOf(code: string | null | undefined): BookingTexts {
  return TEXTS[isLocale(code) ? code : 'en'];
}
