import { CheckList } from '~/components/site/check-list';
import { FallbackImage } from '~/components/ui/fallback-image';
import { PageHero } from '~/components/site/page-hero';
import { Section } from '~/components/site/section';
import { caseStudiesHeading, caseStudyCards, industries, industriesHero, industriesIntro, industriesSeo } from '~/content/site/industries';
import { formatLongDate, isoDate } from '~/domain/dates';
import { pageMeta, siteOrigin } from '~/domain/seo';
import { TestimonialsSection } from '~/components/site/testimonial-carousel';
import { testimonialsCopy } from '~/content/site/testimonials';
import { loadIndustriesSections } from '~/server/pages/live-sections.server';
import type { Route } from './+types/industries';

/** Live content: the testimonials carousel (a failure becomes the product's error state). */
export async function loader() {
  return loadIndustriesSections();
}

export default function Industries({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHero hero={industriesHero} />

      <Section id="overview" title={industriesIntro.title}>
        <div className="mt-6 max-w-3xl space-y-5 text-lg leading-8 text-slate-700">
          {industriesIntro.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
        <nav aria-label={industriesIntro.jumpLabel} className="mt-10">
          <ul className="flex flex-wrap gap-3">
            {industries.map((industry) => (
              <li key={industry.id}>
                <a
                  href={`#${industry.id}`}
                  className="inline-flex min-h-11 items-center rounded-full border border-slate-300 px-4 text-sm font-semibold text-slate-800 hover:border-brand-600 hover:text-brand-800"
                >
                  {industry.name}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </Section>

      {industries.map((industry, index) => (
        <section
          key={industry.id}
          id={industry.id}
          aria-labelledby={`${industry.id}-title`}
          className={index % 2 === 0 ? 'bg-slate-50' : 'bg-white'}
        >
          <div className="mx-auto grid max-w-7xl items-start gap-10 px-4 py-16 sm:px-6 lg:grid-cols-2 lg:gap-16 lg:px-8">
            <div className={index % 2 === 1 ? 'lg:order-2' : ''}>
              <FallbackImage base={industry.imageBase} number={index + 1} alt="" />
            </div>
            <div>
              <h2 id={`${industry.id}-title`} className="text-3xl font-bold tracking-tight">
                {industry.name}
              </h2>
              <p className="mt-4 text-lg leading-8 text-slate-700">{industry.description}</p>
              <div className="mt-8 grid gap-8 sm:grid-cols-2">
                <div>
                  <h3 className="text-sm font-bold uppercase tracking-wider text-slate-700">{industriesIntro.servicesLabel}</h3>
                  <CheckList items={industry.services} className="mt-3 text-slate-800" />
                </div>
                <div>
                  <h3 className="text-sm font-bold uppercase tracking-wider text-slate-700">{industriesIntro.outcomesLabel}</h3>
                  <CheckList items={industry.outcomes} className="mt-3 text-slate-800" />
                </div>
              </div>
            </div>
          </div>
        </section>
      ))}

      <Section id="case-studies" title={caseStudiesHeading}>
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

      <TestimonialsSection testimonials={loaderData.testimonials} emptyText={testimonialsCopy.emptyIndustries} />
    </>
  );
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({ ...industriesSeo, path: '/industries', origin: siteOrigin(matches) });
