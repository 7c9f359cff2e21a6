/** The testimonials carousel in Arabic (issue 48): the shape of app/content/site/testimonials.ts' TestimonialWords. */
import type { TestimonialWords } from '~/content/site/testimonials';
import { templateOf } from '~/content/locales/word-templates';
import { arabicCarouselWords } from './carousel';

export const arTestimonialWords: TestimonialWords = {
  copy: {
    title: 'ماذا يقول عملاؤنا',
    label: 'آراء العملاء',
    loading: 'جارٍ تحميل آراء العملاء...',
    error: 'تعذّر تحميل آراء العملاء',
    emptyHome: 'لا توجد آراء عملاء لعرضها حاليًا.',
    emptyIndustries: 'لا توجد آراء عملاء لعرضها حاليًا.',
    previous: 'الرأي السابق',
    next: 'الرأي التالي',
  },
  counter: templateOf((n: number, total: number) => `${n} من ${total}`, 2),
  failed: 'حدث خطأ أثناء قراءة آراء العملاء. يُرجى المحاولة لاحقًا.',
  carousel: { ...arabicCarouselWords, goToSlide: templateOf(arabicCarouselWords.goToSlide, 1) },
};
