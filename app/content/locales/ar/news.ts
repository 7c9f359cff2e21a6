/** The article page's copy in Arabic (issue 48): the shape of app/content/site/news.ts' articlePageCopy. */
import { company } from '~/content/company';
import type { ArticlePageCopy } from '~/content/site/news';

export const arArticlePageCopy: ArticlePageCopy = {
  back: 'العودة إلى الأخبار والرؤى',
  loading: 'جارٍ تحميل المقال...',
  notFound: 'المقال غير موجود',
  notFoundHint: 'المقال الذي تبحث عنه غير موجود أو لم يعد منشورًا.',
  by: 'بقلم',
  fallbackDescription: `مقال من قسم الأخبار والرؤى لدى ${company.name}.`,
  feedTitle: `${company.name} — الأخبار والرؤى`,
  feedDescription: `مقالات ورؤى وأخبار من مستشاري ${company.name} حول التجربة الرقمية والذكاء الاصطناعي التوليدي التطبيقي والبيانات والأمن السيبراني.`,
  breadcrumbHome: 'الرئيسية',
  breadcrumbNews: 'الأخبار والرؤى',
  categories: { Articles: 'مقالات', Insights: 'رؤى', News: 'أخبار' },
};
