/** The 404 page in Arabic (issue 48): the shape of content/site/not-found.ts. */
import type { NotFoundCopy } from '~/content/site/not-found';

export const arabicNotFoundCopy: NotFoundCopy = {
  title: 'الصفحة غير موجودة',
  intro: 'الصفحة التي طلبتها غير موجودة أو نُقلت إلى عنوان آخر. قد تفيدك هذه الروابط:',
  links: [
    { label: 'الصفحة الرئيسية', to: '/' },
    { label: 'خدماتنا', to: '/what-we-do' },
    { label: 'الأخبار والرؤى', to: '/news-insights' },
    { label: 'اتصل بنا', to: '/contact-us' },
  ],
  metaTitle: 'الصفحة غير موجودة | Corvane Digital',
  homeInThisLanguage: 'الانتقال إلى الصفحة الرئيسية باللغة العربية',
};
