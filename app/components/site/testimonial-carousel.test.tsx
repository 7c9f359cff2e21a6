/**
 * The testimonials carousel in another language (issue 48): the words the loader sends (Arabic on
 * /ar) replace every English word of its controls, states and roles; without them it is English.
 */
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';
import { TestimonialCarousel } from '~/components/site/testimonial-carousel';
import { arTestimonialWords } from '~/content/locales/ar/testimonials';
import { arabicCarouselWords } from '~/content/locales/ar/carousel';
import { fillTemplate } from '~/content/locales/word-templates';

function render(element: ReactElement): string {
  const Stub = createRoutesStub([{ path: '/', Component: () => element }]);
  return renderToString(<Stub initialEntries={['/']} />).replaceAll('<!-- -->', '');
}

const testimonial = { id: 't1', quote: 'عمل متقن.', name: 'Omar Haddad', title: 'الرئيس التنفيذي', company: null, image_url: null };

describe('TestimonialCarousel in Arabic', () => {
  it('says its counter, slide labels, buttons, dots and roles in Arabic, and no English word of its own', () => {
    const html = render(
      <TestimonialCarousel testimonials={{ ok: true, data: [testimonial, { ...testimonial, id: 't2' }] }} emptyText={arTestimonialWords.copy.emptyHome} words={arTestimonialWords} />,
    );
    expect(html).toContain('>1 من 2<');
    expect(html).toContain('aria-label="2 من 2"');
    expect(html).toContain('aria-label="الرأي التالي"');
    expect(html).toContain('aria-label="الرأي السابق"');
    expect(html).toContain('aria-label="الانتقال إلى الشريحة 2"');
    expect(html).toContain('aria-label="اختر شريحة"');
    expect(html).toContain('aria-roledescription="عرض متتابع"');
    expect(html).toContain('aria-label="آراء العملاء"');
    expect(html).not.toMatch(/ of |testimonial|slide|carousel"/i);
  });

  it('shows its Arabic empty text and error', () => {
    expect(render(<TestimonialCarousel testimonials={{ ok: true, data: [] }} emptyText={arTestimonialWords.copy.emptyHome} words={arTestimonialWords} />)).toContain(
      'لا توجد آراء عملاء لعرضها حاليًا.',
    );
    const failed = render(<TestimonialCarousel testimonials={{ ok: false, message: arTestimonialWords.failed }} emptyText="" words={arTestimonialWords} />);
    expect(failed).toContain('تعذّر تحميل آراء العملاء');
    expect(failed).toContain(arTestimonialWords.failed);
  });

  it('the templates that travel as loader data give back the Arabic sentences, the dot from the carousel copy itself', () => {
    const travelled = JSON.parse(JSON.stringify(arTestimonialWords)) as typeof arTestimonialWords;
    expect(fillTemplate(travelled.counter, 3, 7)).toBe('3 من 7');
    expect(fillTemplate(travelled.carousel.goToSlide, 4)).toBe(arabicCarouselWords.goToSlide(4));
    expect(fillTemplate(travelled.carousel.goToSlide, '$&')).toBe(arabicCarouselWords.goToSlide('$&' as unknown as number));
  });
});
