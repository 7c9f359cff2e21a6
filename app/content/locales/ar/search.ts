/**
 * /ar/بحث in Arabic (issues 45 and 48, ADR 420 point 8): the shape of content/site/search.ts. The
 * "where to start" links name English paths, as every link of the frame does; the page turns each
 * into its Arabic address when that page is live in Arabic (else the English page, marked so).
 */
import type { SearchCopy } from '~/content/site/search';
import { COUNT_LIMIT, MAX_QUERY_LENGTH } from '~/domain/search/query';

/** Arabic counts a noun by number: one, two (dual), 3–10 (plural), 11 and up (singular). */
function resultCount(total: number): string {
  if (total === 0) return 'لا توجد نتائج';
  if (total === 1) return 'نتيجة واحدة';
  if (total === 2) return 'نتيجتان';
  return total <= 10 ? `${total} نتائج` : `${total} نتيجة`;
}

function suggestionCount(count: number): string {
  if (count === 0) return 'لا توجد اقتراحات.';
  if (count === 1) return 'اقتراح واحد. استخدم مفاتيح الأسهم لاختياره.';
  if (count === 2) return 'اقتراحان. استخدم مفاتيح الأسهم لاختيار أحدهما.';
  return `${count} ${count <= 10 ? 'اقتراحات' : 'اقتراحًا'}. استخدم مفاتيح الأسهم لاختيار أحدها.`;
}

export const arSearchCopy: SearchCopy = {
  metaTitle: 'البحث',
  heading: 'البحث',
  headingFor: (query: string) => `نتائج البحث عن «${query}»`,
  label: 'ابحث في الموقع',
  placeholder: 'ابحث في الخدمات والرؤى والوظائف…',
  submit: 'بحث',
  headerLabel: 'ابحث في الموقع',
  filtersLabel: 'تصفية النتائج حسب النوع',
  allKinds: 'الكل',
  kinds: {
    page: 'الصفحات',
    service: 'الخدمات',
    industry: 'القطاعات',
    article: 'الرؤى',
    partner: 'الشركاء',
    project: 'المشاريع',
    job: 'الوظائف',
  },
  kind: {
    page: 'صفحة',
    service: 'خدمة',
    industry: 'قطاع',
    article: 'مقال',
    partner: 'شريك',
    project: 'مشروع',
    job: 'وظيفة',
  },
  count: (total: number, more: boolean) => (more ? `أكثر من ${COUNT_LIMIT.toLocaleString('en-US')} نتيجة` : resultCount(total)),
  filterCount: (count: number) => (count > COUNT_LIMIT ? `+${COUNT_LIMIT.toLocaleString('en-US')}` : String(count)),
  corrected: 'عرض النتائج عن',
  start: 'اكتب كلمة أو كلمتين: خدمة، أو قطاعًا، أو تقنية، أو وظيفة، أو اسم شخص.',
  noResults: (query: string) => `لا شيء في الموقع يطابق «${query}».`,
  tryInstead: 'جرّب كلمات أقل أو أعمّ، أو تحقّق من الإملاء، أو ابدأ من إحدى هذه الصفحات:',
  suggestions: [
    { label: 'خدماتنا', to: '/what-we-do' },
    { label: 'القطاعات', to: '/industries' },
    { label: 'الأخبار والرؤى', to: '/news-insights' },
    { label: 'الوظائف', to: '/careers' },
    { label: 'اتصل بنا', to: '/contact-us' },
  ],
  tooLong: `يُرجى البحث بما لا يزيد على ${MAX_QUERY_LENGTH} حرف.`,
  failed: 'البحث غير متاح الآن. يُرجى المحاولة بعد قليل.',
  pagination: 'صفحات النتائج',
  previous: 'السابق',
  next: 'التالي',
  pageOf: (page: number, pages: number) => `الصفحة ${page} من ${pages}`,
  suggestionsLabel: 'اقتراحات',
  suggestionCount,
};
