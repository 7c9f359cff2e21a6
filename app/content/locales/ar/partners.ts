/** The partner pages in Arabic (issue 48): the shapes of app/content/site/partners.ts' partnersCopy and partnerDetailCopy. */
import { company } from '~/content/company';
import type { PartnerDetailCopy, PartnersCopy } from '~/content/site/partners';
import type { PartnershipType } from '~/domain/options';
import { arabicCarouselWords } from './carousel';

export const arPartnersCopy: PartnersCopy = {
  marqueeLabel: 'شركاؤنا',
  introTitle: 'منظومة شركائنا',
  intro: [
    'نختار شركاءنا بحسب النتائج التي يساعدون عملاءنا على تحقيقها، لا بحسب شعاراتهم. تقوم كل شراكة على فرق معتمدة وخبرة تنفيذ مشتركة والتزام واحد بالأمن وسهولة الوصول.',
    'اختر شريكًا لتقرأ عن الشراكة وعن قصة نجاح أنجزناها معًا.',
  ],
  loading: 'جارٍ تحميل الشركاء...',
  empty: 'لا يوجد شركاء لعرضهم حاليًا.',
  learnMore: 'اعرف المزيد',
  learnMoreAbout: (name) => ` عن ${name}`,
  marqueeRow: (label, row, rows) => `${label} (${row} من ${rows})`,
};

export const arPartnershipTypeLabels: Readonly<Record<PartnershipType, string>> = {
  'Strategic Partner': 'شريك استراتيجي',
  'Technology Partner': 'شريك تقني',
  'Implementation Partner': 'شريك تنفيذ',
  'Consulting Partner': 'شريك استشاري',
};

export const arPartnerDetailCopy: PartnerDetailCopy = {
  back: 'العودة إلى الشركاء',
  loading: 'جارٍ تحميل تفاصيل الشريك...',
  notFound: 'الشريك غير موجود',
  notFoundHint: 'الشريك الذي تبحث عنه غير موجود أو لم يعد مدرجًا.',
  established: 'تأسّس في',
  about: 'نبذة',
  visitWebsite: 'زيارة الموقع الإلكتروني',
  successStory: 'قصة نجاح',
  challenge: 'التحدي',
  solution: 'الحل',
  results: 'النتائج',
  slide: (n, total) => `الشريحة ${n} من ${total}`,
  previous: 'القصة السابقة',
  next: 'القصة التالية',
  carousel: arabicCarouselWords,
  logoAlt: (name) => `شعار ${name}`,
  breadcrumbHome: 'الرئيسية',
  breadcrumbPartners: 'الشركاء',
  fallbackDescription: `أحد شركاء ${company.name}: من هم وما أنجزناه معًا.`,
};
