import { CheckList } from '~/components/site/check-list';
import { CtaCard } from '~/components/site/cta-card';
import { FaqList } from '~/components/site/faq-list';
import { ShieldIcon } from '~/components/ui/icons';
import { PageHero } from '~/components/site/page-hero';
import { Section } from '~/components/site/section';
import { StatList } from '~/components/site/stat-list';
import { StickyCards, type StickyCardOptions } from '~/components/site/sticky-cards';
import { FaqJsonLd } from '~/components/site/structured-data';
import { practiceFaqHeading } from '~/content/site/practices/catalog';
import {
  securityCards,
  securityCardsHeading,
  securityClosingCtas,
  securityClosingHeading,
  securityFaqs,
  securityFramework,
  securityFrameworkHeading,
  securityHero,
  securityResourcesHeading,
  securityStats,
  securityStatsHeading,
  STICKY_MIN_SCALE,
  STICKY_OFFSET_PX,
  STICKY_SCALE_DISTANCE_PX,
  securityServicesSeo,
  securityIntro,
} from '~/content/site/security-services';
import { pageMeta, siteOrigin } from '~/domain/seo';
import { DownloadableResources } from '~/components/forms/download-gate';
import { securityResources } from '~/content/site/security-services';
import { formGuard } from '~/server/platform/spam.server';
import { handleDownloadGateSubmission } from '~/server/pages/public-forms.server';
import type { Route } from './+types/security-services';
import { keepDataAfterFormPost } from '~/domain/revalidation';

const stickyOptions: StickyCardOptions = {
  minScale: STICKY_MIN_SCALE,
  distance: STICKY_SCALE_DISTANCE_PX,
  offset: STICKY_OFFSET_PX,
};

/** Lead capture: the signed fill-time token the page's forms carry (spam.server.ts). */
export function loader() {
  return formGuard();
}

export async function action({ request, context }: Route.ActionArgs) {
  return handleDownloadGateSubmission(request, context);
}

export const shouldRevalidate = keepDataAfterFormPost;

export default function SecurityServices() {
  return (
    <>
      <FaqJsonLd faqs={securityFaqs} />
      <PageHero hero={securityHero} />

      <Section id="at-a-glance" title={securityStatsHeading} intro={securityIntro}>
        <StatList stats={securityStats} className="mt-10" />
      </Section>

      <Section id="services" tone="muted" title={securityCardsHeading.title} intro={securityCardsHeading.intro}>
        <StickyCards
          items={securityCards}
          options={stickyOptions}
          label={securityCardsHeading.title}
          renderCard={(card, index) => (
            <article
              aria-labelledby={`${card.id}-title`}
              className="grid gap-6 rounded-2xl border border-slate-200 bg-white p-6 shadow-lg sm:p-10 md:grid-cols-5"
            >
              <div className="md:col-span-3">
                <p aria-hidden="true" className="flex items-center gap-2 text-sm font-bold text-brand-700">
                  <ShieldIcon size={18} />
                  {String(index + 1).padStart(2, '0')}
                </p>
                <h3 id={`${card.id}-title`} className="mt-2 text-2xl font-bold tracking-tight sm:text-3xl">
                  {card.title}
                </h3>
                <p className="mt-4 leading-7 text-slate-700">{card.description}</p>
              </div>
              <div className="md:col-span-2">
                <h4 className="text-sm font-bold uppercase tracking-wider text-slate-700">{securityCardsHeading.capabilitiesLabel}</h4>
                <CheckList items={card.capabilities} className="mt-3 text-sm text-slate-800" />
              </div>
            </article>
          )}
        />
      </Section>

      <Section id="resources" title={securityResourcesHeading.title} intro={securityResourcesHeading.intro}>
        <DownloadableResources resources={securityResources} page="/security-services" />
      </Section>

      <Section id="framework" tone="muted" title={securityFrameworkHeading.title} intro={securityFrameworkHeading.intro}>
        <ol className="mt-12 grid gap-6 md:grid-cols-3">
          {securityFramework.map((phase, index) => (
            <li key={phase.id} id={phase.id} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
              <p aria-hidden="true" className="text-sm font-bold text-brand-700">
                {String(index + 1).padStart(2, '0')}
              </p>
              <h3 className="mt-1 text-2xl font-bold tracking-tight">{phase.name}</h3>
              <p className="mt-2 text-slate-600">{phase.summary}</p>
              <CheckList items={phase.bullets} className="mt-5 text-slate-800" />
            </li>
          ))}
        </ol>
      </Section>

      <Section id="faq" title={practiceFaqHeading.title}>
        <FaqList faqs={securityFaqs} idPrefix="security" />
      </Section>

      <Section id="get-started" tone="muted" title={securityClosingHeading.title} intro={securityClosingHeading.intro}>
        <div className="mt-10 grid gap-6 md:grid-cols-2">
          {securityClosingCtas.map((cta, index) => (
            <CtaCard key={cta.label} cta={cta} inverse={index === 0} />
          ))}
        </div>
      </Section>
    </>
  );
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({ ...securityServicesSeo, path: '/security-services', origin: siteOrigin(matches) });
