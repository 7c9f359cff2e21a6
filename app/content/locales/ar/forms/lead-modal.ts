/**
 * The AI lead modal in Arabic (the English sources: content/forms/lead-modal.ts, domain/lead-modal.ts
 * and domain/public-form-display.ts). The stored message's prefix stays English: staff read it.
 */
import type { LEAD_MODAL_FIELD_NAMES as EnglishNames, leadModalCopy as englishCopy } from '~/content/forms/lead-modal';
import type { Translated } from '~/content/locales/shape';
import type { LEAD_MODAL_SUCCESS as EnglishSuccess } from '~/domain/public-form-display';
import type { LeadModalChecks } from '~/domain/lead-modal';
import { countryFieldCopy } from './common';
import { formMessages } from './validation';

export const leadModalCopy: Translated<typeof englishCopy> = {
  trigger: 'ابدأ تحولك بالذكاء الاصطناعي',
  title: 'ابدأ تحولك بالذكاء الاصطناعي',
  intro: 'أخبرنا أين تقف اليوم، وسيرد عليك أحد أعضاء فريق الذكاء الاصطناعي التوليدي والبيانات خلال 24 ساعة.',
  submit: 'ابدأ الآن',
  cancel: 'إلغاء',
  labels: {
    first_name: 'الاسم الأول',
    last_name: 'اسم العائلة',
    email: 'البريد الإلكتروني',
    company_name: 'الشركة',
    phone: 'الهاتف',
    message: 'ما الذي تودّ تحقيقه بالذكاء الاصطناعي؟',
  },
};

export const LEAD_MODAL_FIELD_NAMES: Translated<typeof EnglishNames> = {
  first_name: 'الاسم الأول',
  last_name: 'اسم العائلة',
  company_name: 'الشركة',
  phone: 'الهاتف',
  message: 'الرسالة',
};

export const LEAD_MODAL_REQUIRED = 'يرجى تعبئة جميع الحقول المطلوبة.';

export const LEAD_MODAL_SUCCESS: Translated<typeof EnglishSuccess> = {
  title: 'شكرًا لك!',
  message: 'استلمنا طلبك للتحول بالذكاء الاصطناعي، وسيتواصل معك فريقنا خلال 24 ساعة...',
  note: 'تحقق من بريدك الإلكتروني، فقد أرسلنا إليك رسالة تأكيد.',
};

export const LEAD_MODAL_FAILURE = { title: 'تعذّر الإرسال', message: 'حدث خطأ أثناء إرسال طلبك. يرجى المحاولة مرة أخرى.' } as const;

export const leadModalChecks: LeadModalChecks = {
  messages: formMessages,
  required: LEAD_MODAL_REQUIRED,
  names: LEAD_MODAL_FIELD_NAMES,
  country: countryFieldCopy.fieldName,
};
