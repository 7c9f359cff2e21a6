/**
 * The job application in Arabic (the English sources: content/forms/application.ts and
 * domain/job-application.ts): the form, its checks, its answers and the candidate's confirmation.
 */
import { company } from '~/content/company';
import type {
  APPLICATION_FIELD_NAMES as EnglishNames,
  applicationCopy as englishCopy,
  candidateConfirmationCopy as englishConfirmation,
} from '~/content/forms/application';
import type { Translated } from '~/content/locales/shape';
import type { APPLICATION_FAILURE as EnglishFailure, APPLICATION_MESSAGES as EnglishMessages, ApplicationChecks } from '~/domain/job-application';
import { SIGNED_LINK_DAYS } from '~/domain/job-posting';
import { formMessages } from './validation';

export const applicationCopy: Translated<typeof englishCopy> = {
  title: (jobTitle) => `التقدّم لوظيفة ${jobTitle}`,
  intro: 'عرّفنا بنفسك. الحقول المميزة بعلامة * إلزامية.',
  submit: 'أرسل الطلب',
  cancel: 'إلغاء',
  sections: { personal: 'المعلومات الشخصية', professional: 'المعلومات المهنية', more: 'أخبرنا المزيد' },
  labels: {
    first_name: 'الاسم الأول',
    last_name: 'اسم العائلة',
    email: 'البريد الإلكتروني',
    phone: 'الهاتف',
    linkedin_url: 'رابط LinkedIn',
    portfolio_url: 'رابط معرض الأعمال',
    resume_url: 'رابط السيرة الذاتية',
    resume_file: 'السيرة الذاتية (PDF أو DOCX أو DOC، حتى 10 ميغابايت)',
    experience_years: 'سنوات الخبرة',
    current_company: 'الشركة الحالية',
    current_position: 'المنصب الحالي',
    availability_date: 'متاح اعتبارًا من',
    salary_expectation: 'الراتب المتوقع',
    cover_letter: 'خطاب التقديم',
    additional_info: 'معلومات إضافية',
  },
  hints: {
    resume_url: 'رابط إلى سيرتك الذاتية (على خدمة لمشاركة الملفات مثلًا).',
    resume_file: 'ارفع الملف نفسه أو أضف رابطًا في الحقل أعلاه، فأيّهما يكفي.',
  },
};

export const APPLICATION_FIELD_NAMES: Translated<typeof EnglishNames> = {
  first_name: 'الاسم الأول',
  last_name: 'اسم العائلة',
  phone: 'الهاتف',
  linkedin_url: 'رابط LinkedIn',
  portfolio_url: 'رابط معرض الأعمال',
  resume_url: 'رابط السيرة الذاتية',
  current_company: 'الشركة الحالية',
  current_position: 'المنصب الحالي',
  salary_expectation: 'الراتب المتوقع',
  cover_letter: 'خطاب التقديم',
  additional_info: 'المعلومات الإضافية',
};

export const APPLICATION_MESSAGES: Translated<typeof EnglishMessages> = {
  firstName: 'يرجى إدخال اسمك الأول.',
  lastName: 'يرجى إدخال اسم العائلة.',
  email: 'يرجى إدخال عنوان بريدك الإلكتروني.',
  invalidEmail: formMessages.invalidEmail,
  experienceYears: 'يرجى إدخال سنوات خبرتك رقمًا صحيحًا.',
  availabilityDate: 'يرجى إدخال تاريخ إتاحتك بصيغة تاريخ.',
  job: 'لم تعد هذه الوظيفة متاحة. يرجى اختيار وظيفة شاغرة أخرى.',
  resumeTooLarge: 'حجم سيرتك الذاتية أكبر من 10 ميغابايت. يرجى رفع ملف أصغر.',
  resumeEmpty: 'ملف سيرتك الذاتية فارغ. يرجى اختيار الملف مرة أخرى.',
  resumeType: 'يجب أن تكون سيرتك الذاتية ملف PDF أو DOCX أو DOC.',
  resumeNotFile: 'لم تصل سيرتك الذاتية كملف. يرجى اختيار الملف مرة أخرى.',
};

export const applicationChecks: ApplicationChecks = { messages: formMessages, application: APPLICATION_MESSAGES, names: APPLICATION_FIELD_NAMES };

export function applicationSuccess(jobTitle: string) {
  return {
    title: 'تم إرسال طلبك!',
    message: `شكرًا لتقدّمك لوظيفة ${jobTitle}! سنراجع طلبك ونعود إليك قريبًا.`,
  };
}

export const APPLICATION_FAILURE: Translated<typeof EnglishFailure> = {
  title: 'تعذّر الإرسال',
  message: 'حدث خطأ أثناء إرسال طلبك. يرجى المحاولة مرة أخرى أو التواصل معنا مباشرة إذا استمرت المشكلة.',
};

/** The job's title when the job is gone before the answer (the English 'selected'). */
export const SELECTED_JOB = 'المختارة';

export const candidateConfirmationCopy: Translated<typeof englishConfirmation> = {
  subject: (jobTitle) => `استلمنا طلبك: ${jobTitle}`,
  heading: (firstName, jobTitle) => `شكرًا لك يا ${firstName}. وصلنا طلبك لوظيفة ${jobTitle}.`,
  nextTitle: 'الخطوات التالية',
  next: 'يقرأ فريق التوظيف لدينا كل طلب. إذا كانت خبرتك تناسب الوظيفة فسنتواصل معك خلال أسبوعين لترتيب محادثة أولى، وإن لم تكن كذلك فسنبلغك عبر البريد الإلكتروني. نحتفظ بطلبك لعملية التوظيف هذه فقط.',
  jobTitle: 'طلبك',
  position: 'الوظيفة',
  jobPage: 'صفحة الوظيفة',
  contactTitle: 'أسئلة',
  contact: `راسلنا على ${company.careersEmail} مع ذكر المسمى الوظيفي.`,
  withdrawTitle: 'غيّرت رأيك؟',
  withdraw: `يمكنك سحب طلبك في أي وقت خلال ${SIGNED_LINK_DAYS} يومًا القادمة عبر هذا الرابط، وسيؤدي ذلك إلى حذف طلبك وأي ملف أرسلته:`,
  closing: `فريق التوظيف في ${company.name}`,
};
