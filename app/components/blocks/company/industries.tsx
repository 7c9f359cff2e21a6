/**
 * The views of /industries' own blocks (issue 44): the overview with its links to the industries,
 * each industry (its image is the site's file named after the block), the case study cards (the
 * site's) and the testimonials (live), under the blocks' words.
 */
import { CheckList } from '~/components/site/check-list';
import { Section } from '~/components/site/section';
import { TestimonialsSection } from '~/components/site/testimonial-carousel';
import { FallbackImage } from '~/components/ui/fallback-image';
import { caseStudyCards } from '~/content/site/industries';
import { testimonialsCopy, type TestimonialWords } from '~/content/site/testimonials';
import { formatLongDate, isoDate } from '~/domain/dates';
import type { PageData } from '~/domain/page-blocks/page-data';
import type { Section as LiveSection } from '~/domain/section';
import type { PublicTestimonial } from '~/server/entities/testimonials.server';
import { Paragraphs, type CompanyBlockProps as Props } from '../company-blocks';

/** What the page's loader gives its blocks besides the document. */
export interface IndustriesContext {
  testimonials: LiveSection<PublicTestimonial[]>;
  /** The carousel's words in the page's language when not English (issue 48). */
  testimonialWords: TestimonialWords | null;
}

/** The page's Industry blocks, in their order (the overview links to them; they alternate tones). */
function industryBlocks(page: PageData) {
  return page.blocks.filter((candidate) => candidate.type === 'industry');
}

export function IndustriesOverviewBlock({ block, page }: Props<'industriesOverview'>) {
  const { title, paragraphs, jumpLabel } = block.data;
  const industries = industryBlocks(page);
  return (
    <Section id={block.id} title={title}>
      <Paragraphs paragraphs={paragraphs} className="mt-6 max-w-3xl space-y-5 text-lg leading-8 text-slate-700" />
      {industries.length > 0 ? (
        <nav aria-label={jumpLabel} className="mt-10">
          <ul className="flex flex-wrap gap-3">
            {industries.map((industry) => (
              <li key={industry.id}>
                <a
                  href={`#${industry.id}`}
                  className="inline-flex min-h-11 items-center rounded-full border border-slate-300 px-4 text-sm font-semibold text-slate-800 hover:border-brand-600 hover:text-brand-800"
                >
                  {industry.data.name}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
    </Section>
  );
}

export function IndustryBlock({ block, page }: Props<'industry'>) {
  const { name, description, servicesLabel, services, outcomesLabel, outcomes } = block.data;
  const index = industryBlocks(page).findIndex((candidate) => candidate.id === block.id);
  const titleId = `${block.id}-title`;
  return (
    <section id={block.id} aria-labelledby={titleId} className={index % 2 === 0 ? 'bg-slate-50' : 'bg-white'}>
      <div className="mx-auto grid max-w-7xl items-start gap-10 px-4 py-16 sm:px-6 lg:grid-cols-2 lg:gap-16 lg:px-8">
        <div className={index % 2 === 1 ? 'lg:order-2' : ''}>
          {/* The site's file named after the block (its anchor): .jpg, else .svg, else a numbered placeholder. */}
          <FallbackImage base={`/images/industries/${block.id}`} number={index + 1} alt="" />
        </div>
        <div>
          <h2 id={titleId} className="text-3xl font-bold tracking-tight">
            {name}
          </h2>
          <p className="mt-4 text-lg leading-8 text-slate-700">{description}</p>
          <div className="mt-8 grid gap-8 sm:grid-cols-2">
            <div>
              <h3 className="text-sm font-bold uppercase tracking-wider text-slate-700">{servicesLabel}</h3>
              <CheckList items={services} className="mt-3 text-slate-800" />
            </div>
            <div>
              <h3 className="text-sm font-bold uppercase tracking-wider text-slate-700">{outcomesLabel}</h3>
              <CheckList items={outcomes} className="mt-3 text-slate-800" />
            </div>
          </div>
        </div>
      </div>
    </section>
  );
}

export function CaseStudiesBlock({ block }: Props<'caseStudies'>) {
  return (
    <Section id={block.id} title={block.data.title}>
      <ul className="mt-12 grid gap-8 sm:grid-cols-2 lg:grid-cols-3">
        {caseStudyCards.map((card) => (
          <li key={card.id}>
            <article aria-labelledby={`${card.id}-title`} className="flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
              <img src={card.image} alt={card.imageAlt} width={800} height={450} loading="lazy" decoding="async" className="h-auto w-full bg-slate-100" />
              <div className="flex flex-1 flex-col p-6">
                <p className="flex items-center justify-between gap-4 text-xs font-bold tracking-wider">
                  <span className="text-brand-700">{card.label}</span>
                  <time dateTime={isoDate(card.date)} className="font-medium text-slate-600">
                    {formatLongDate(card.date)}
                  </time>
                </p>
                <h3 id={`${card.id}-title`} className="mt-3 text-lg font-bold leading-snug">
                  {card.title}
                </h3>
              </div>
            </article>
          </li>
        ))}
      </ul>
    </Section>
  );
}

/** The testimonials carousel, with /industries' own empty text. */
export function IndustriesTestimonialsBlock({ block, context }: Props<'testimonials', IndustriesContext>) {
  const { testimonials, testimonialWords: words } = context;
  return (
    <TestimonialsSection
      id={block.id}
      testimonials={testimonials}
      emptyText={words?.copy.emptyIndustries ?? testimonialsCopy.emptyIndustries}
      title={block.data.title}
      words={words}
    />
  );
}
