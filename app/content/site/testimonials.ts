/** The testimonials carousel (product §2 "Testimonials carousel"): headings and states, verbatim. */

export const testimonialsCopy = {
  title: 'What Our Clients Say',
  label: 'Client testimonials',
  loading: 'Loading testimonials...',
  error: 'Error loading testimonials',
  /** Home uses the trailing period; /industries does not (product §2). */
  emptyHome: 'No testimonials available.',
  emptyIndustries: 'No testimonials available',
  previous: 'Previous testimonial',
  next: 'Next testimonial',
} as const;

/**
 * The carousel's words in another language (issue 48), as loader data: only the page's own
 * language travels, so no English page's JavaScript carries another language's words. Templates,
 * not functions (loader data is serialised): `{n}` and `{total}` stand for the numbers.
 */
export interface TestimonialWords {
  readonly copy: { readonly [K in keyof typeof testimonialsCopy]: string };
  /** The counter and each slide's label: 'n of total'. */
  readonly counter: string;
  /** What the visitor reads when the testimonials could not be read. */
  readonly failed: string;
  readonly carousel: {
    readonly carousel: string;
    readonly slide: string;
    readonly chooseSlide: string;
    /** Each dot: `{n}` is the slide's number. */
    readonly goToSlide: string;
    readonly startAutoPlay: string;
    readonly pauseAutoPlay: string;
  };
}

/** A template's `{name}`s filled in. */
export function fillWords(template: string, values: Readonly<Record<string, number>>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (Object.hasOwn(values, name) ? String(values[name]) : whole));
}
