import { CheckList } from '~/components/site/check-list';
import { FaqList } from '~/components/site/faq-list';
import { ArrowRightIcon } from '~/components/ui/icons';
import { PageHero } from '~/components/site/page-hero';
import { Section } from '~/components/site/section';
import { StatList } from '~/components/site/stat-list';
import { FaqJsonLd } from '~/components/site/structured-data';
import { LinkButton } from '~/components/ui/button';
import {
  generativeAiButtons,
  generativeAiFaqs,
  generativeAiHero,
  generativeAiStats,
  generativeAiStatsHeading,
  generativeAiStatsNote,
  practiceCards,
  practiceCardsHeading,
  generativeAiSeo,
  generativeAiIntro,
} from '~/content/site/generative-ai';
import { practiceFaqHeading } from '~/content/site/practices/catalog';
import { pageMeta, siteOrigin } from '~/domain/seo';
import { LeadModal } from '~/components/forms/lead-modal';
import { formGuard } from '~/server/platform/spam.server';
import { handleLeadModalSubmission } from '~/server/pages/public-forms.server';
import type { Route } from './+types/generative-ai';
import { keepDataAfterFormPost } from '~/domain/revalidation';

/** Lead capture: the signed fill-time token the page's forms carry (spam.server.ts). */
export function loader() {
  return formGuard();
}

export async function action({ request, context }: Route.ActionArgs) {
  return handleLeadModalSubmission(request, context);
}

export const shouldRevalidate = keepDataAfterFormPost;

export default function GenerativeAi() {
  return (
    <>
      <FaqJsonLd faqs={generativeAiFaqs} />
      <PageHero hero={generativeAiHero}>
        <LeadModal />
        <LinkButton to={generativeAiButtons.explore.to} variant="secondary" className="border-white! bg-transparent! text-white! hover:bg-white/10!">
          {generativeAiButtons.explore.label}
          <ArrowRightIcon size={16} />
        </LinkButton>
      </PageHero>

      <Section id="results" title={generativeAiStatsHeading} intro={generativeAiIntro}>
        <StatList stats={generativeAiStats} className="mt-10" />
        <p className="mt-6 max-w-3xl text-sm text-slate-600">{generativeAiStatsNote}</p>
      </Section>

      <Section id="practice" tone="muted" title={practiceCardsHeading.title} intro={practiceCardsHeading.intro}>
        <ul className="mt-12 grid gap-8 lg:grid-cols-2">
          {practiceCards.map((card) => (
            <li key={card.id} id={card.id}>
              <article aria-labelledby={`${card.id}-title`} className="flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
                <h3 id={`${card.id}-title`} className="text-2xl font-bold tracking-tight">
                  {card.title}
                </h3>
                <p className="mt-3 leading-7 text-slate-700">{card.description}</p>
                <h4 className="mt-6 text-sm font-bold uppercase tracking-wider text-slate-700">{practiceCardsHeading.capabilitiesLabel}</h4>
                <CheckList items={card.capabilities} className="mt-3 text-slate-800" />
                <h4 className="mt-6 text-sm font-bold uppercase tracking-wider text-slate-700">{practiceCardsHeading.resultsLabel}</h4>
                <ul className="mt-3 space-y-4">
                  {card.results.map((result) => (
                    <li key={result.label}>
                      <div className="flex items-baseline justify-between gap-4 text-sm">
                        <span className="text-slate-700">{result.label}</span>
                        <span className="font-bold text-brand-800">{result.value}</span>
                      </div>
                      <div aria-hidden="true" className="mt-1.5 h-2 overflow-hidden rounded-full bg-slate-200">
                        <div data-result-bar={result.width} className="h-full rounded-full bg-brand-700" style={{ width: `${result.width}%` }} />
                      </div>
                    </li>
                  ))}
                </ul>
              </article>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="faq" title={practiceFaqHeading.title}>
        <FaqList faqs={generativeAiFaqs} idPrefix="ai" />
      </Section>
    </>
  );
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({ ...generativeAiSeo, path: '/generative-ai', origin: siteOrigin(matches) });
