/** The public forms' shared check messages in Arabic (the English source: content/forms/validation.ts). */
import type { formMessages as english } from '~/content/forms/validation';
import type { Translated } from '~/content/locales/shape';

// ar-AE with Latin digits (ADR 420): "5,000".
const count = new Intl.NumberFormat('ar-AE');

export const formMessages: Translated<typeof english> = {
  missingTitle: 'معلومات ناقصة',
  invalidEmailTitle: 'بريد إلكتروني غير صالح',
  invalidTitle: 'معلومات غير صالحة',
  invalidEmail: 'يرجى إدخال عنوان بريد إلكتروني صالح.',
  tooLong: (label, max) => `يجب ألا يتجاوز حقل «${label}» ${count.format(max)} حرف.`,
  chooseListed: (label) => `يرجى اختيار أحد الخيارات المتاحة في حقل «${label}».`,
  webAddress: (label) => `يرجى إدخال ${label} صالح يبدأ بـ http:// أو https://.`,
  oneValue: (label) => `يرجى إرسال قيمة واحدة فقط للحقل ${label}.`,
  unreadable: (label) => `يرجى حذف رموز التحكم أو الرموز غير المقروءة من ${label}.`,
  thisField: 'هذا الحقل',
  fallback: 'يرجى مراجعة النموذج والمحاولة مرة أخرى.',
};
