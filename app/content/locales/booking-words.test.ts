/**
 * The booking pages' words as loader data (issue 48): every sentence around a value comes back as
 * the copy module says it, whatever the value (String#replace's patterns such as `$&` and
 * a marker inside a value included), and the data is plain (it survives JSON).
 */
import { describe, expect, it } from 'vitest';
import { bookingPageCopy, manageBookingCopy } from '~/content/forms/booking';
import * as arabic from '~/content/locales/ar/booking';
import { consentCopy } from '~/content/locales/ar/forms/common';
import { bookingWordsOf, wordsAsCopy } from './booking-words';

describe('booking words as loader data', () => {
  const cases = [
    ['ar', arabic.bookingPageCopy, arabic.manageBookingCopy],
    ['en', bookingPageCopy, manageBookingCopy],
  ] as const;

  it.each(cases)('%s: the sentences around a value come back as the copy module writes them', (locale, page, manage) => {
    const words = JSON.parse(JSON.stringify(bookingWordsOf(locale, page, manage, consentCopy))) as ReturnType<typeof bookingWordsOf>;
    const copy = wordsAsCopy(words);
    for (const [office, zone] of [['دبي', 'Asia/Dubai'], ['Dallas', 'America/Chicago'], ['$& 10', '$1 \u00011']] as const) {
      expect(copy.page.officeLine(office, zone)).toBe(page.officeLine(office, zone));
      expect(copy.page.officeTime(zone)).toBe(page.officeTime(zone));
      expect(copy.manage.officeTime(office)).toBe(manage.officeTime(office));
    }
    expect(copy.page.title).toBe(page.title);
    expect(words.consent).toEqual(consentCopy);
  });
});
