import { Link } from 'react-router';
import { ArrowRightIcon } from '~/components/ui/icons';
import { Marquee } from '~/components/site/marquee';
import { PageHero } from '~/components/site/page-hero';
import { Section } from '~/components/site/section';
import { StatList } from '~/components/site/stat-list';
import { OrganizationJsonLd } from '~/components/site/structured-data';
import { LinkButton } from '~/components/ui/button';
import { homeHero, homeHeroCta, homeSections, keyFigures, homeSeo } from '~/content/site/home';
import { clientLogos } from '~/content/site/client-logos';
import { MARQUEE_SECONDS } from '~/content/site/logos';
import { practices, serviceHref } from '~/content/site/practices/index';
import { pageMeta, siteOrigin } from '~/domain/seo';
import { QuoteForm } from '~/components/forms/quote-form';
import { formGuard } from '~/server/platform/spam.server';
import { handleQuoteSubmission } from '~/server/pages/public-forms.server';
import { HomeInsightsSection } from '~/components/site/insights-grid';
import { TestimonialsSection } from '~/components/site/testimonial-carousel';
import { testimonialsCopy } from '~/content/site/testimonials';
import { loadHomeSections } from '~/server/pages/live-sections.server';
import type { Route } from './+types/home';
import { keepDataAfterFormPost } from '~/routes/site/revalidation';

/** Lead capture: the signed fill-time token the page's forms carry (spam.server.ts). */
export async function loader() {
  // Live content: insights and testimonials, loaded in parallel; failures become the product's states.
  return { ...formGuard(), ...(await loadHomeSections()) };
}

export async function action({ request, context }: Route.ActionArgs) {
  return handleQuoteSubmission(request, context);
}

export const shouldRevalidate = keepDataAfterFormPost;

export default function Home({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <OrganizationJsonLd />
      <PageHero hero={homeHero}>
        <LinkButton to={homeHeroCta.to} variant="inverse" className="px-7 text-base">
          {homeHeroCta.label}
          <ArrowRightIcon size={18} />
        </LinkButton>
      </PageHero>

      <section aria-labelledby="clients-heading" className="border-b border-slate-200 bg-white py-10">
        <h2 id="clients-heading" className="px-4 text-center text-sm font-semibold uppercase tracking-wider text-slate-600">
          {homeSections.clients.title}
        </h2>
        <div className="mt-4">
          <Marquee
            items={clientLogos}
            seconds={MARQUEE_SECONDS.default}
            label={homeSections.clients.marqueeLabel}
            renderItem={(logo) => (
              <img
                src={logo.logo}
                alt={logo.name}
                width={180}
                height={54}
                loading="lazy"
                decoding="async"
                className="h-[54px] w-[180px]"
              />
            )}
          />
        </div>
      </section>

      <Section id="what-we-do" title={homeSections.whatWeDo.title} intro={homeSections.whatWeDo.intro}>
        <div className="mt-12 grid gap-8 lg:grid-cols-3">
          {practices.map((practice) => (
            <article key={practice.id} className="flex flex-col rounded-2xl border border-slate-200 bg-slate-50 p-6 sm:p-8">
              <h3 className="text-xl font-bold tracking-tight">
                <Link to={practice.route} className="text-brand-800 hover:underline">
                  {practice.name}
                </Link>
              </h3>
              <p className="mt-2 text-slate-600">{practice.hero.headline}</p>
              <ul className="mt-6 space-y-1">
                {practice.services.map((service) => (
                  <li key={service.id}>
                    <Link
                      to={serviceHref(practice, service)}
                      className="group flex min-h-11 items-center justify-between gap-3 rounded-md px-2 py-2 font-medium text-slate-800 hover:bg-white hover:text-brand-800"
                    >
                      <span>{service.title}</span>
                      <ArrowRightIcon size={16} className="shrink-0 text-brand-700 transition-transform group-hover:translate-x-0.5 motion-reduce:transition-none" />
                    </Link>
                  </li>
                ))}
              </ul>
            </article>
          ))}
        </div>
        <div className="mt-10">
          <LinkButton to={homeSections.whatWeDo.viewAll.to}>
            {homeSections.whatWeDo.viewAll.label}
            <ArrowRightIcon size={16} />
          </LinkButton>
        </div>
      </Section>

      <Section id="key-figures" tone="brand" title={homeSections.keyFigures.title} intro={homeSections.keyFigures.intro}>
        <StatList stats={keyFigures} inverse className="mt-10" />
      </Section>

      <HomeInsightsSection articles={loaderData.insights} copy={homeSections.insights} />

      <TestimonialsSection
        testimonials={loaderData.testimonials}
        emptyText={testimonialsCopy.emptyHome}
        title={homeSections.testimonials.title}
      />

      <QuoteForm title={homeSections.quote.title} intro={homeSections.quote.intro} />
    </>
  );
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({ ...homeSeo, path: '/', origin: siteOrigin(matches) });
