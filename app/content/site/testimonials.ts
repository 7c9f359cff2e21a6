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
 * not functions (loader data is serialised; content/locales/word-templates.ts): the counter takes n
 * and total, a dot's label n.
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
    /** Each dot's label (a template of the slide's number). */
    readonly goToSlide: string;
    readonly startAutoPlay: string;
    readonly pauseAutoPlay: string;
  };
}
