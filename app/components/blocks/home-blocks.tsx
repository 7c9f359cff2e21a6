/**
 * The views of the home page's own blocks (issue 44): the client logo strip, the practices and
 * their services, the latest articles, the testimonials and the quote form. Their words are the
 * block's; the logos, the practice catalog, the articles and the testimonials are the site's.
 */
import { Link } from 'react-router';
import { ArrowRightIcon } from '~/components/ui/icons';
import { LinkButton } from '~/components/ui/button';
import { Marquee } from '~/components/site/marquee';
import { Section } from '~/components/site/section';
import { QuoteForm } from '~/components/forms/quote-form';
import { HomeInsightsSection } from '~/components/site/insights-grid';
import { TestimonialsSection } from '~/components/site/testimonial-carousel';
import { MARQUEE_SECONDS, type LogoItem } from '~/content/site/logos';
import { testimonialsCopy, type TestimonialWords } from '~/content/site/testimonials';
import type { PracticeSummary } from '~/domain/page-blocks/practice-catalog';
import type { BlockType } from '~/domain/page-blocks/blocks';
import type { PublicTestimonial } from '~/server/entities/testimonials.server';
import type { PublishedArticleSummary } from '~/server/entities/news.server';
import type { Section as LiveSection } from '~/domain/section';
import type { BlockViewProps } from './page-blocks';
import { useLinkLanguage } from './block-copy';

/** What the home page's loader gives its blocks besides the document. */
export interface HomeContext {
  /** The client logos' names and files: data the loader sends, not code every visit downloads. */
  clientLogos: readonly LogoItem[];
  insights: readonly PublishedArticleSummary[];
  testimonials: LiveSection<PublicTestimonial[]>;
  /** The testimonials carousel's words in the page's language when not English (issue 48). */
  testimonialWords: TestimonialWords | null;
  /** The practices as their pages say (practice-catalog.ts). */
  practices: readonly PracticeSummary[];
}

type Props<T extends BlockType> = BlockViewProps<T, HomeContext>;

export function LogoStripBlock({ block, context }: Props<'logoStrip'>) {
  const headingId = `${block.id}-heading`;
  return (
    <section aria-labelledby={headingId} className="border-b border-slate-200 bg-white py-10">
      <h2 id={headingId} className="px-4 text-center text-sm font-semibold uppercase tracking-wider text-slate-600">
        {block.data.title}
      </h2>
      <div className="mt-4">
        <Marquee
          items={context.clientLogos}
          seconds={MARQUEE_SECONDS.default}
          label={block.data.label}
          renderItem={(logo) => (
            <img src={logo.logo} alt={logo.name} width={180} height={54} loading="lazy" decoding="async" className="h-[54px] w-[180px]" />
          )}
        />
      </div>
    </section>
  );
}

export function PracticeOverviewBlock({ block, context }: Props<'practiceOverview'>) {
  const { title, intro, viewAll } = block.data;
  const linkLanguage = useLinkLanguage();
  return (
    <Section id={block.id} title={title} intro={intro || undefined}>
      <div className="mt-12 grid gap-8 lg:grid-cols-3">
        {context.practices.map((practice) => (
          <article key={practice.id} className="flex flex-col rounded-2xl border border-slate-200 bg-slate-50 p-6 sm:p-8">
            <h3 className="text-xl font-bold tracking-tight">
              <Link to={practice.route} {...linkLanguage(practice.route)} className="text-brand-800 hover:underline">
                {practice.name}
              </Link>
            </h3>
            <p className="mt-2 text-slate-600">{practice.headline}</p>
            <ul className="mt-6 space-y-1">
              {practice.services.map((service) => (
                <li key={service.href}>
                  <Link
                    to={service.href}
                    {...linkLanguage(service.href)}
                    className="group flex min-h-11 items-center justify-between gap-3 rounded-md px-2 py-2 font-medium text-slate-800 hover:bg-white hover:text-brand-800"
                  >
                    <span>{service.title}</span>
                    <ArrowRightIcon size={16} className="shrink-0 text-brand-700 transition-transform group-hover:translate-x-0.5 rtl:group-hover:-translate-x-0.5 motion-reduce:transition-none" />
                  </Link>
                </li>
              ))}
            </ul>
          </article>
        ))}
      </div>
      {viewAll.label && viewAll.to ? (
        <div className="mt-10">
          <LinkButton to={viewAll.to} {...linkLanguage(viewAll.to)}>
            {viewAll.label}
            <ArrowRightIcon size={16} />
          </LinkButton>
        </div>
      ) : null}
    </Section>
  );
}

export function LatestInsightsBlock({ block, context }: Props<'latestInsights'>) {
  const linkLanguage = useLinkLanguage();
  const copy = { ...block.data, viewAll: { ...block.data.viewAll, ...linkLanguage(block.data.viewAll.to) } };
  return <HomeInsightsSection id={block.id} articles={context.insights} copy={copy} />;
}

export function TestimonialsBlock({ block, context }: Props<'testimonials'>) {
  const { testimonials, testimonialWords: words } = context;
  return (
    <TestimonialsSection id={block.id} testimonials={testimonials} emptyText={words?.copy.emptyHome ?? testimonialsCopy.emptyHome} title={block.data.title} words={words} />
  );
}

export function QuoteFormBlock({ block }: Props<'quoteForm'>) {
  return <QuoteForm id={block.id} title={block.data.title} intro={block.data.intro} />;
}
