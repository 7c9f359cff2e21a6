/**
 * The quote form in Arabic (the English source: content/forms/quote.ts). The option lists' values
 * stay the English codes the database, routing and staff read; only what the select shows is here.
 */
import type {
  QUOTE_FAILURE as EnglishFailure,
  QUOTE_FIELD_NAMES as EnglishNames,
  QUOTE_MISSING_MESSAGES as EnglishMissing,
  QUOTE_SUCCESS as EnglishSuccess,
  quoteFormCopy as englishCopy,
} from '~/content/forms/quote';
import type { Translated } from '~/content/locales/shape';
import type { QuoteChecks } from '~/domain/quote-form';
import { countryFieldCopy } from './common';
import { formMessages } from './validation';
import type { BUDGET_OPTIONS, INDUSTRY_OPTIONS, PROJECT_TYPE_OPTIONS, TIMELINE_OPTIONS } from '~/domain/quote-form-options';

export const quoteFormCopy: Translated<typeof englishCopy> = {
  submit: 'اطلب عرض سعر',
  requiredNote: 'الحقول المميزة بعلامة * إلزامية.',
  labels: {
    first_name: 'الاسم الأول',
    last_name: 'اسم العائلة',
    email: 'البريد الإلكتروني',
    phone: 'الهاتف',
    company_name: 'اسم الشركة',
    job_title: 'المسمى الوظيفي',
    industry: 'القطاع',
    project_type: 'نوع المشروع',
    service: 'الخدمة',
    budget: 'الميزانية',
    timeline: 'الإطار الزمني',
    message: 'وصف المشروع',
  },
  placeholders: {
    industry: 'اختر قطاعك',
    project_type: 'اختر نوع المشروع',
    service: 'اختر خدمة',
    budget: 'اختر نطاق الميزانية',
    timeline: 'اختر الإطار الزمني',
    message: 'حدّثنا عن احتياجات مشروعك وأهدافه وأي مواعيد نهائية.',
  },
};

export const QUOTE_MISSING_MESSAGES: Translated<typeof EnglishMissing> = {
  firstName: 'يرجى إدخال اسمك الأول.',
  lastName: 'يرجى إدخال اسم العائلة.',
  email: 'يرجى إدخال عنوان بريدك الإلكتروني.',
  message: 'يرجى إخبارنا باحتياجات مشروعك.',
};

/** In Arabic the names in messages are the fields' labels (every field but the e-mail, which has its own message). */
const { email: _email, ...QUOTE_FIELD_NAMES_FROM_LABELS } = quoteFormCopy.labels;
export const QUOTE_FIELD_NAMES: Translated<typeof EnglishNames> = QUOTE_FIELD_NAMES_FROM_LABELS;

export const QUOTE_SUCCESS: Translated<typeof EnglishSuccess> = {
  title: 'تم إرسال طلب عرض السعر!',
  message: 'شكرًا لاهتمامك! سنرسل إليك عرض سعر مفصلًا خلال 24 ساعة، وسيتواصل معك فريقنا قريبًا لمناقشة متطلبات مشروعك.',
};

export const QUOTE_FAILURE: Translated<typeof EnglishFailure> = {
  title: 'تعذّر الإرسال',
  message: 'حدث خطأ أثناء إرسال طلبك. يرجى المحاولة مرة أخرى أو التواصل معنا مباشرة إذا استمرت المشكلة.',
};

/** What each option reads in Arabic; the value sent and stored stays the English code. */
export const quoteOptionLabels: {
  industry: Record<(typeof INDUSTRY_OPTIONS)[number], string>;
  project_type: Record<(typeof PROJECT_TYPE_OPTIONS)[number], string>;
  budget: Record<(typeof BUDGET_OPTIONS)[number], string>;
  timeline: Record<(typeof TIMELINE_OPTIONS)[number], string>;
  /** The service select's practice headings, and its services, by their English titles. */
  serviceGroups: Record<string, string>;
  service: Record<string, string>;
} = {
  industry: {
    Healthcare: 'الرعاية الصحية',
    'Public Sector': 'القطاع العام',
    'Consumer Goods & Services': 'السلع والخدمات الاستهلاكية',
    'Private Equity': 'الملكية الخاصة',
    'Financial Services': 'الخدمات المالية',
    Telecom: 'الاتصالات',
    Manufacturing: 'التصنيع',
    Renewables: 'الطاقة المتجددة',
    Other: 'أخرى',
  },
  project_type: {
    'Digital Experience & UX Design': 'التجربة الرقمية وتصميم تجربة المستخدم',
    'Generative AI & Data Solutions': 'حلول الذكاء الاصطناعي التوليدي والبيانات',
    'Security Services & Infrastructure': 'الخدمات الأمنية والبنية التحتية',
    'Digital Transformation Consulting': 'استشارات التحول الرقمي',
    'Mobile Application Development': 'تطوير تطبيقات الهاتف المحمول',
    'Web Application Development': 'تطوير تطبيقات الويب',
    'Enterprise CMS Implementation': 'تطبيق أنظمة إدارة المحتوى المؤسسية',
    'ERP Systems Integration': 'تكامل أنظمة تخطيط موارد المؤسسات',
    'Performance Marketing': 'التسويق القائم على الأداء',
    'Creative Services': 'الخدمات الإبداعية',
    'Strategic Consulting': 'الاستشارات الاستراتيجية',
    Other: 'أخرى',
  },
  budget: {
    'Under $50K': 'أقل من 50 ألف دولار',
    '$50K - $100K': 'من 50 ألف إلى 100 ألف دولار',
    '$100K - $250K': 'من 100 ألف إلى 250 ألف دولار',
    '$250K - $500K': 'من 250 ألف إلى 500 ألف دولار',
    '$500K - $1M': 'من 500 ألف إلى مليون دولار',
    'Over $1M': 'أكثر من مليون دولار',
    'Prefer not to specify': 'أفضّل عدم التحديد',
  },
  timeline: {
    'ASAP (Within 1 month)': 'في أقرب وقت (خلال شهر)',
    '1-3 months': 'من 1 إلى 3 أشهر',
    '3-6 months': 'من 3 إلى 6 أشهر',
    '6-12 months': 'من 6 إلى 12 شهرًا',
    '12+ months': 'أكثر من 12 شهرًا',
    'Just exploring options': 'أستكشف الخيارات فقط',
  },
  serviceGroups: {
    'Digital Experience': 'التجربة الرقمية',
    'Generative AI and Data': 'الذكاء الاصطناعي التوليدي والبيانات',
    'Security Services': 'الخدمات الأمنية',
  },
  service: {
    'User Experience Design': 'تصميم تجربة المستخدم',
    'Customer Journey Mapping': 'رسم رحلة العميل',
    'Digital Transformation Consulting': 'استشارات التحول الرقمي',
    'Marketing as a Service': 'التسويق كخدمة',
    'Staff Augmentation': 'تعزيز الفرق بالكفاءات',
    'Experience Intelligence & Optimization': 'ذكاء التجربة وتحسينها',
    'Data Intelligence & Automation': 'ذكاء البيانات والأتمتة',
    'AI-Powered Insights & Decision Support': 'رؤى مدعومة بالذكاء الاصطناعي ودعم القرار',
    'Enterprise Knowledge Orchestration': 'تنظيم المعرفة المؤسسية',
    'Content Generation & Personalization': 'توليد المحتوى وتخصيصه',
    'AI Model Integration & Governance': 'تكامل نماذج الذكاء الاصطناعي وحوكمتها',
    'Industry AI Solutions': 'حلول الذكاء الاصطناعي القطاعية',
    'Cloud Security & Zero Trust Architecture': 'أمن السحابة وبنية انعدام الثقة',
    'Data Privacy & Protection': 'خصوصية البيانات وحمايتها',
    'Application & API Security': 'أمن التطبيقات وواجهات البرمجة',
    'Threat Detection & Incident Response': 'رصد التهديدات والاستجابة للحوادث',
    'Regulatory Compliance & Risk Management': 'الامتثال التنظيمي وإدارة المخاطر',
    'AI Security & Model Integrity': 'أمن الذكاء الاصطناعي وسلامة النماذج',
  },
};

/** The quote form's checks in Arabic: the browser's and the action's (domain/quote-form.ts). */
export const quoteChecks: QuoteChecks = {
  messages: formMessages,
  missing: QUOTE_MISSING_MESSAGES,
  names: QUOTE_FIELD_NAMES,
  country: countryFieldCopy.fieldName,
};
