/**
 * The Book a Call pages' words as their loaders send them (issue 48, ADR 420 point 5): null on the
 * English pages (their words are in the pages' code), a language's words on its twin, so the
 * Arabic words reach the browser only as the Arabic pages' loader data. The words themselves are
 * the locale's booking texts (booking-language.server.ts) and its forms' consent notice.
 */
import { bookingWordsOf, type BookingWords } from '~/content/locales/booking-words';
import { consentCopy as arabicConsent } from '~/content/locales/ar/forms/common';
import type { Locale } from '~/domain/locales';
import { bookingTexts } from './booking-language.server';

const WORDS: Readonly<Record<Locale, BookingWords | null>> = {
  en: null,
  ar: bookingWordsOf('ar', bookingTexts('ar').page, bookingTexts('ar').manage, arabicConsent),
};

export function bookingWords(locale: Locale): BookingWords | null {
  return WORDS[locale];
}
