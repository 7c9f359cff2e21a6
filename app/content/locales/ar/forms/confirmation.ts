/**
 * The visitor's confirmation e-mails in Arabic (issue 48; the English sources:
 * content/privacy/privacy.ts confirmationCopy and confirmationSections, content/forms/booking.ts
 * bookCallInConfirmation, and notifications.server.ts's words for an empty or yes/no value).
 */
import { company } from '~/content/company';
import type { bookCallInConfirmation as englishBookCall } from '~/content/forms/booking';
import type { confirmationCopy as englishCopy, confirmationSections as englishSections, receivedLabels as englishLabels } from '~/content/privacy/privacy';
import type { Translated } from '~/content/locales/shape';
import { ERASE_LINK_VALID_DAYS } from '~/domain/privacy';

export const confirmationCopy: Translated<typeof englishCopy> = {
  quote: {
    subject: `استلمنا طلب عرض السعر الخاص بك — ${company.name}`,
    heading: 'شكرًا لك على طلب عرض السعر.',
    nextSteps: 'سيراجع أحد أعضاء فريقنا تفاصيل مشروعك ويرد عليك خلال 24 ساعة.',
  },
  lead_modal: {
    subject: `استلمنا طلب الاستشارة الخاص بك — ${company.name}`,
    heading: 'شكرًا لك على طلب الاستشارة.',
    nextSteps: 'سيتواصل معك أحد المتخصصين في فريقنا خلال 24 ساعة لتحديد موعد مناسب.',
  },
  contact: {
    subject: `استلمنا رسالتك — ${company.name}`,
    heading: 'شكرًا لك على رسالتك.',
    nextSteps: 'سيقرأ رسالتك الشخص المختص في فريقنا ويرد عليك عبر البريد الإلكتروني.',
  },
  download_gate: {
    subject: `تنزيلك من ${company.name}`,
    heading: 'شكرًا لك على تنزيل موردنا.',
    nextSteps: 'إذا طلبت استشارة، فسيتواصل معك أحد أعضاء فريقنا لتحديد موعد. وإلا فلا حاجة إلى أي إجراء آخر.',
  },
};

export const confirmationSections: Translated<typeof englishSections> = {
  received: 'ما استلمناه',
  next: 'الخطوات التالية',
  privacy: 'خصوصيتك',
  privacyText: (privacyUrl, eraseUrl) =>
    `نتعامل مع بياناتك وفق ما توضحه سياسة الخصوصية لدينا: ${privacyUrl}\n` +
    `لمحو هذا الطلب والرسائل المتعلقة به، افتح هذا الرابط (صالح لمدة ${ERASE_LINK_VALID_DAYS} يومًا): ${eraseUrl}\n` +
    `وصلتك هذه الرسالة لأن هذا العنوان أُدخل في موقعنا الإلكتروني. إن لم تكن أنت من أدخله، فاستخدم الرابط أعلاه أو تجاهل هذه الرسالة.`,
  closing: `— ${company.name}`,
};

export const bookCallInConfirmation: Translated<typeof englishBookCall> = {
  title: 'احجز مكالمة',
  text: (url, validDays) =>
    `اختر مكالمة مدتها 30 دقيقة في الوقت الذي يناسبك مع الشخص المسؤول عن طلبك (يعمل هذا الرابط لمدة ${validDays} يومًا): ${url}`,
};

/** The labels of the "What we received" rows, by what they show. */
export const receivedLabels: Translated<typeof englishLabels> = {
  name: 'الاسم',
  company: 'الشركة',
  projectType: 'نوع المشروع',
  budget: 'الميزانية',
  timeline: 'الإطار الزمني',
  message: 'الرسالة',
  phone: 'الهاتف',
  resource: 'المورد',
  consultation: 'طلب استشارة',
};

/** How an e-mail shows an empty value and a yes/no. */
export const emailValues = { notProvided: 'لم يُذكر', yes: 'نعم', no: 'لا' } as const;
