import { Carousel } from '~/components/site/carousel';
import { Section as PageSection } from '~/components/site/section';
import { Spinner } from '~/components/ui/spinner';
import { usePageLoading } from '~/components/ui/use-page-loading';
import { fillTemplate } from '~/content/locales/word-templates';
import { testimonialsCopy, type TestimonialWords } from '~/content/site/testimonials';
import type { Section } from '~/domain/section';
import type { PublicTestimonial } from '~/server/entities/testimonials.server';
import { DecorativeImage } from '~/components/site/decorative-image';

/**
 * The testimonials carousel (product §2): one quote at a time, previous / next and dots, the counter
 * 'n of total', wrapping at both ends; controls disabled with one testimonial or none, and while
 * loading. Without an image the name's first letter stands in. `words`: another language's words
 * (issue 48, from the loader); English without.
 */
export function TestimonialCarousel({
  testimonials,
  emptyText,
  inverse = false,
  words,
}: {
  testimonials: Section<PublicTestimonial[]>;
  /** product: 'No testimonials available.' on home, 'No testimonials available' on /industries. */
  emptyText: string;
  inverse?: boolean;
  words?: TestimonialWords | null;
}) {
  const loading = usePageLoading();
  const copy = words?.copy ?? testimonialsCopy;
  if (!testimonials.ok) {
    return (
      <div role="alert" className="mx-auto mt-10 max-w-2xl rounded-xl border border-red-200 bg-red-50 p-6 text-center text-red-900">
        <p className="font-semibold">{copy.error}</p>
        <p className="mt-1 text-sm">{testimonials.message}</p>
      </div>
    );
  }
  const items = testimonials.data;
  if (items.length === 0) {
    return loading ? (
      <Spinner label={copy.loading} className="mt-10" />
    ) : (
      <p className={`mt-10 text-center ${inverse ? 'text-slate-200' : 'text-slate-600'}`}>{emptyText}</p>
    );
  }
  return (
    <div className="mx-auto mt-10 max-w-3xl">
      {loading ? <Spinner label={copy.loading} className="py-2" /> : null}
      <Carousel
        items={items}
        label={copy.label}
        getKey={(item) => item.id}
        counter={words ? (n, total) => fillTemplate(words.counter, n, total) : (n, total) => `${n} of ${total}`}
        {...(words
          ? {
              slideLabel: (n: number, total: number) => fillTemplate(words.counter, n, total),
              words: { ...words.carousel, goToSlide: (n: number) => fillTemplate(words.carousel.goToSlide, n) },
            }
          : {})}
        disabled={loading}
        previousLabel={copy.previous}
        nextLabel={copy.next}
        inverse={inverse}
        renderSlide={(testimonial) => <TestimonialSlide testimonial={testimonial} />}
      />
    </div>
  );
}

/** The testimonials carousel as a page section with its heading. */
export function TestimonialsSection({
  testimonials,
  emptyText,
  title = testimonialsCopy.title,
  id = 'testimonials',
  words,
}: {
  testimonials: Section<PublicTestimonial[]>;
  emptyText: string;
  title?: string;
  id?: string;
  words?: TestimonialWords | null;
}) {
  return (
    <PageSection id={id} tone="muted" title={title} headingClassName="mx-auto text-center">
      <TestimonialCarousel testimonials={testimonials} emptyText={emptyText} words={words} />
    </PageSection>
  );
}

function TestimonialSlide({ testimonial }: { testimonial: PublicTestimonial }) {
  const byline = [testimonial.title, testimonial.company].filter(Boolean).join(', ');
  return (
    <figure className="rounded-2xl border border-slate-200 bg-white p-8 text-center text-ink shadow-sm sm:p-10">
      <blockquote className="text-lg leading-8 text-slate-800 sm:text-xl">
        <p>“{testimonial.quote}”</p>
      </blockquote>
      <figcaption className="mt-8 flex flex-col items-center gap-3">
        {testimonial.image_url ? (
          <DecorativeImage src={testimonial.image_url} alt={testimonial.image_alt} width={64} height={64} sizes="64px" className="size-16 rounded-full bg-slate-100 object-cover" />
        ) : (
          <span aria-hidden="true" className="flex size-16 items-center justify-center rounded-full bg-brand-100 text-2xl font-bold text-brand-800">
            {initialOf(testimonial.name)}
          </span>
        )}
        <span>
          <span className="block font-semibold text-ink">{testimonial.name}</span>
          {byline ? <span className="block text-sm text-slate-600">{byline}</span> : null}
        </span>
      </figcaption>
    </figure>
  );
}

/** The name's first letter (product: shown when there is no image). */
export function initialOf(name: string): string {
  return Array.from(name.trim())[0]?.toUpperCase() ?? '';
}
