/**
 * What every Arabic public form shows: the busy button, the consent notice and the country select
 * (the English sources: domain/form-basics.ts SUBMITTING_LABEL, content/forms/consent.ts,
 * content/forms/country.ts).
 */
import type { bookCallAfterForm as englishBookCall } from '~/content/forms/booking';
import type { countryFieldCopy as englishCountry } from '~/content/forms/country';
import type { Translated } from '~/content/locales/shape';

export const SUBMITTING_LABEL = 'جارٍ الإرسال...';

/** The consent notice (content/forms/consent.ts): the same three texts. */
export const consentCopy = {
  notice: 'بإرسالك هذا النموذج فإنك توافق على',
  privacyLink: 'سياسة الخصوصية',
  insights: 'أرسلوا إليّ رؤاكم عبر البريد الإلكتروني (اختياري)',
} as const;

export const countryFieldCopy: Translated<typeof englishCountry> = {
  label: 'الدولة',
  placeholder: 'اختر دولتك',
  hint: 'اختياري. نقترح دولة بحسب لغة متصفحك، وهذا يساعد المكتب المناسب على الرد عليك.',
  fieldName: 'الدولة',
};

/**
 * The country names Node's ICU (78.2) and Chromium's name differently in ar-AE, checked on all 250
 * codes: the select is rendered on the server and hydrated in the browser, so both must say the
 * same (as meetings/region.ts pins the English ones). The shorter common name is used.
 */
export const PINNED_ARABIC_COUNTRY_NAMES: Readonly<Record<string, string>> = {
  FK: 'جزر فوكلاند',
  HK: 'هونغ كونغ',
  MO: 'ماكاو',
  PS: 'الأراضي الفلسطينية',
};

/** The link a quote or contact form's success offers (content/forms/booking.ts bookCallAfterForm). */
export const bookCallAfterForm: Translated<typeof englishBookCall> = { label: 'احجز مكالمة الآن' };
