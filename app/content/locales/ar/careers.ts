/** A job's page in Arabic (issue 48): the shape of app/content/site/careers.ts' jobPageCopy. */
import { company } from '~/content/company';
import type { JobPageCopy } from '~/content/site/careers';

export const arJobPageCopy: JobPageCopy = {
  back: 'جميع الوظائف المتاحة',
  viewJob: (title) => `عرض الوظيفة: ${title}`,
  viewLabel: 'عرض الوظيفة',
  facts: {
    department: 'القسم',
    location: 'الموقع',
    employmentType: 'نوع التوظيف',
    experienceLevel: 'مستوى الخبرة',
    salaryRange: 'نطاق الراتب',
    closesOn: 'آخر موعد للتقديم',
  },
  description: 'عن الدور',
  requirements: 'المتطلبات',
  benefits: 'المزايا',
  apply: (title) => `التقديم على وظيفة ${title}`,
  applyIntro: 'الحقول المعلَّمة بعلامة * مطلوبة. أرفق سيرتك الذاتية أو أضف رابطًا إليها.',
  closedTitle: 'هذه الوظيفة مغلقة',
  closedMessage: (title) => `لم نعد نستقبل طلبات التقديم على وظيفة ${title}. اطّلع على الوظائف المتاحة حاليًا.`,
  notFoundTitle: 'الوظيفة غير موجودة',
  notFoundMessage: 'لم نتمكن من العثور على هذه الوظيفة. ربما أُزيلت أو أن عنوانها مكتوب بشكل غير صحيح.',
  unavailableTitle: 'لا يمكن عرض هذه الوظيفة الآن',
  unavailableMessage: 'يُرجى المحاولة مجددًا بعد دقيقة.',
  openings: 'تصفّح الوظائف المتاحة',
  closedSeoDescription: `لم تعد هذه الوظيفة لدى ${company.name} متاحة. تصفّح الوظائف المتاحة حاليًا.`,
  seoDescription: (title, location) => `${title} لدى ${company.name} (${location}): الدور والمتطلبات والمزايا وطريقة التقديم.`,
  breadcrumbHome: 'الرئيسية',
  breadcrumbCareers: 'الوظائف',
};
