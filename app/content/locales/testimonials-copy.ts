/**
 * The testimonials carousel's words per locale (issue 48), for the loaders: English is the
 * component's own (null here: nothing extra travels), each other locale's travels as loader data.
 */
import type { Locale } from '~/domain/locales';
import type { TestimonialWords } from '~/content/site/testimonials';
import { arTestimonialWords } from '~/content/locales/ar/testimonials';

const TESTIMONIAL_WORDS: Readonly<Record<Locale, TestimonialWords | null>> = { en: null, ar: arTestimonialWords };

export function testimonialWordsIn(locale: Locale): TestimonialWords | null {
  return TESTIMONIAL_WORDS[locale];
}
