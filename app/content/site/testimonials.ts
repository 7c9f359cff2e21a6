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
