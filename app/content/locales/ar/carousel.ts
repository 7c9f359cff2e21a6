/** The carousel controls' words in Arabic (issue 48), for the Arabic partner page's success stories. */
import type { CarouselWords } from '~/content/site/carousel';

export const arabicCarouselWords: CarouselWords = {
  carousel: 'عرض متتابع',
  slide: 'شريحة',
  chooseSlide: 'اختر شريحة',
  goToSlide: (n) => `الانتقال إلى الشريحة ${n}`,
  startAutoPlay: 'تشغيل العرض التلقائي',
  pauseAutoPlay: 'إيقاف العرض التلقائي مؤقتًا',
};
