/**
 * What a public form shows besides its own labels, in one language (issue 48): the busy button,
 * the consent notice and the country select. English components use their own modules' constants
 * (left undefined here); another locale's copy comes in its chunk (arabic-copy.ts).
 */
import type { countryFieldCopy } from '~/content/forms/country';
import type { Translated } from '~/content/locales/shape';

export interface ConsentCopy {
  notice: string;
  privacyLink: string;
  insights: string;
}

export interface CountryCopy {
  field: Translated<typeof countryFieldCopy>;
  /** The country's name in the locale. */
  name: (code: string) => string;
  /** The codes in the order of their names in the locale. */
  codes: readonly string[];
}

export interface FormChrome {
  submitting: string;
  consent?: ConsentCopy;
  country?: CountryCopy;
}
