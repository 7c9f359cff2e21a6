/** The download gate in Arabic (the English sources: content/forms/download-gate.ts, domain/download-gate.ts, domain/public-form-display.ts). */
import type { downloadGateCopy as englishCopy } from '~/content/forms/download-gate';
import type { Translated } from '~/content/locales/shape';
import type { DOWNLOAD_GATE_MESSAGES as EnglishMessages, DownloadGateChecks } from '~/domain/download-gate';
import type { DOWNLOAD_GATE_SUCCESS as EnglishSuccess } from '~/domain/public-form-display';
import { formMessages } from './validation';

export const downloadGateCopy: Translated<typeof englishCopy> = {
  cardButton: 'تنزيل',
  title: 'تنزيل المورد',
  intro: 'أدخل عنوان بريدك الإلكتروني وسنبدأ التنزيل.',
  resourceLabel: 'المورد',
  fileLabel: 'الملف',
  typeLabel: 'النوع',
  email: 'البريد الإلكتروني',
  consultation: 'أرغب أيضًا في طلب استشارة مجانية',
  submit: 'تنزيل',
  processing: 'جارٍ المعالجة...',
  downloadLink: 'نزّل الملف',
  close: 'إغلاق',
};

export const DOWNLOAD_GATE_MESSAGES: Translated<typeof EnglishMessages> = {
  email: 'يرجى إدخال عنوان بريدك الإلكتروني لتنزيل المورد.',
  invalidEmail: formMessages.invalidEmail,
  unknownResource: 'يرجى اختيار أحد الموارد المعروضة في هذه الصفحة.',
};

export const DOWNLOAD_GATE_SUCCESS: Translated<typeof EnglishSuccess> = {
  title: 'شكرًا لك!',
  message: 'سيبدأ التنزيل بعد لحظات.',
};

export const DOWNLOAD_GATE_FAILURE = { title: 'تعذّر الإرسال', message: 'حدث خطأ أثناء معالجة طلبك. يرجى المحاولة مرة أخرى.' } as const;

export const downloadGateChecks: DownloadGateChecks = { messages: formMessages, gate: DOWNLOAD_GATE_MESSAGES };
