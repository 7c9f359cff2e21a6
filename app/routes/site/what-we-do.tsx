import { Link } from 'react-router';
import { ArrowRightIcon } from '~/components/ui/icons';
import { PageHero } from '~/components/site/page-hero';
import { Section } from '~/components/site/section';
import { StatList } from '~/components/site/stat-list';
import { expertiseIntro, exploreGroupLabel, provenResults, serviceGroups, servicesListHeading, whatWeDoHero, whatWeDoSeo } from '~/content/site/what-we-do';
import { pageMeta, siteOrigin } from '~/domain/seo';
import { QuoteForm } from '~/components/forms/quote-form';
import { whatWeDoQuote } from '~/content/site/what-we-do';
import { formGuard } from '~/server/platform/spam.server';
import { handleQuoteSubmission } from '~/server/pages/public-forms.server';
import type { Route } from './+types/what-we-do';
import { keepDataAfterFormPost } from '~/domain/revalidation';

/** Lead capture: the signed fill-time token the page's forms carry (spam.server.ts). */
export function loader() {
  return formGuard();
}

export async function action({ request, context }: Route.ActionArgs) {
  return handleQuoteSubmission(request, context);
}

export const shouldRevalidate = keepDataAfterFormPost;

export default function WhatWeDo() {
  return (
    <>
      <PageHero hero={whatWeDoHero} />

      <Section id="expertise" title={expertiseIntro.title}>
        <div className="mt-6 max-w-3xl space-y-5 text-lg leading-8 text-slate-700">
          {expertiseIntro.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
      </Section>

      <Section id="proven-results" tone="brand" title={provenResults.title}>
        <StatList stats={provenResults.stats} inverse className="mt-10" />
      </Section>

      <Section id="services" title={servicesListHeading}>
        <div className="mt-12 space-y-12">
          {serviceGroups.map((group) => (
            <section key={group.practiceId} aria-labelledby={`${group.practiceId}-services`} className="grid gap-8 border-t border-slate-200 pt-10 lg:grid-cols-3">
              <div>
                <h3 id={`${group.practiceId}-services`} className="text-2xl font-bold tracking-tight">
                  {group.title}
                </h3>
                <p className="mt-3 leading-7 text-slate-600">{group.intro}</p>
                <Link to={group.to} className="mt-4 inline-flex min-h-11 items-center gap-2 font-semibold text-brand-700 hover:underline">
                  {exploreGroupLabel(group.title)}
                  <ArrowRightIcon size={16} />
                </Link>
              </div>
              <ul className="grid gap-3 sm:grid-cols-2 lg:col-span-2">
                {group.services.map((service) => (
                  <li key={service.to}>
                    <Link
                      to={service.to}
                      className="flex min-h-16 items-center justify-between gap-3 rounded-xl border border-slate-200 bg-white px-5 py-4 font-semibold text-slate-900 shadow-sm hover:border-brand-600 hover:text-brand-800"
                    >
                      <span>{service.label}</span>
                      <ArrowRightIcon size={16} className="shrink-0 text-brand-700" />
                    </Link>
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </div>
      </Section>

      <QuoteForm title={whatWeDoQuote.title} intro={whatWeDoQuote.intro} />
    </>
  );
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({ ...whatWeDoSeo, path: '/what-we-do', origin: siteOrigin(matches) });
