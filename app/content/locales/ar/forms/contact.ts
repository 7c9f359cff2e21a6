/** The contact form in Arabic (the English sources: content/forms/contact.ts, domain/contact-form.ts). */
import type { CONTACT_FIELD_NAMES as EnglishNames, contactFormCopy as englishCopy } from '~/content/forms/contact';
import type { Translated } from '~/content/locales/shape';
import type { CONTACT_FAILURE as EnglishFailure, CONTACT_SUCCESS as EnglishSuccess, ContactChecks } from '~/domain/contact-form';
import { countryFieldCopy } from './common';
import { formMessages } from './validation';

export const contactFormCopy: Translated<typeof englishCopy> = {
  submit: 'أرسل الرسالة',
  labels: {
    first_name: 'الاسم الأول',
    last_name: 'اسم العائلة',
    email: 'البريد الإلكتروني',
    company_name: 'الشركة',
    message: 'الرسالة',
  },
};

/** The form's accessible name (the English one is the contact page's default, 'Contact Form'). */
export const CONTACT_FORM_LABEL = 'نموذج التواصل';

export const CONTACT_FIELD_NAMES: Translated<typeof EnglishNames> = {
  first_name: 'الاسم الأول',
  last_name: 'اسم العائلة',
  company_name: 'اسم الشركة',
  message: 'الرسالة',
};

export const CONTACT_SUCCESS: Translated<typeof EnglishSuccess> = {
  title: 'تم إرسال رسالتك!',
  message: 'شكرًا لتواصلك معنا! سنرد على استفسارك قريبًا.',
};

export const CONTACT_FAILURE: Translated<typeof EnglishFailure> = {
  title: 'تعذّر الإرسال',
  message: 'حدث خطأ أثناء إرسال رسالتك. يرجى المحاولة مرة أخرى أو التواصل معنا مباشرة إذا استمرت المشكلة.',
};

export const contactChecks: ContactChecks = { messages: formMessages, names: CONTACT_FIELD_NAMES, country: countryFieldCopy.fieldName };
