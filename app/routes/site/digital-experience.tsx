import { CheckList } from '~/components/site/check-list';
import { CtaCard } from '~/components/site/cta-card';
import { FallbackImage } from '~/components/ui/fallback-image';
import { FaqList } from '~/components/site/faq-list';
import { PageHero } from '~/components/site/page-hero';
import { Section } from '~/components/site/section';
import { FaqJsonLd } from '~/components/site/structured-data';
import {
  digitalExperienceCtaHeading,
  digitalExperienceCtas,
  digitalExperienceFaqs,
  digitalExperienceHero,
  frameworkHeading,
  frameworkStages,
  pillars,
  pillarsHeading,
  solutionGuidesHeading,
  successStoriesHeading,
  digitalExperienceSeo,
  digitalExperienceIntro,
} from '~/content/site/digital-experience';
import { practiceFaqHeading } from '~/content/site/practices/catalog';
import { pageMeta, siteOrigin } from '~/domain/seo';
import { DownloadableResources } from '~/components/forms/download-gate';
import { solutionGuides } from '~/content/site/digital-experience';
import { formGuard } from '~/server/platform/spam.server';
import { handleDownloadGateSubmission } from '~/server/pages/public-forms.server';
import { SuccessStoriesSection } from '~/components/site/success-stories';
import { loadDigitalExperienceSections } from '~/server/pages/live-sections.server';
import type { Route } from './+types/digital-experience';
import { keepDataAfterFormPost } from '~/domain/revalidation';

/** Lead capture: the signed fill-time token the page's forms carry (spam.server.ts). */
export async function loader() {
  // Live content: the success stories (a failure is logged; the carousel is left out).
  return { ...formGuard(), ...(await loadDigitalExperienceSections()) };
}

export async function action({ request, context }: Route.ActionArgs) {
  return handleDownloadGateSubmission(request, context);
}

export const shouldRevalidate = keepDataAfterFormPost;

export default function DigitalExperience({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <FaqJsonLd faqs={digitalExperienceFaqs} />
      <PageHero hero={digitalExperienceHero} />

      <Section id="framework" tone="muted" title={frameworkHeading.title} intro={frameworkHeading.intro}>
        <p className="mt-6 max-w-3xl leading-7 text-slate-700">{digitalExperienceIntro}</p>
        <ol className="mt-12 space-y-6">
          {frameworkStages.map((stage) => (
            <li key={stage.id} id={stage.id} className="grid gap-6 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8 lg:grid-cols-12">
              <div className="lg:col-span-4">
                <p aria-hidden="true" className="text-sm font-bold text-brand-700">
                  {stage.number}
                </p>
                <h3 className="mt-1 text-2xl font-bold tracking-tight">{stage.name}</h3>
                <p className="mt-2 text-slate-600">{stage.summary}</p>
              </div>
              <div className="lg:col-span-5">
                <h4 className="text-sm font-bold uppercase tracking-wider text-slate-700">{frameworkHeading.whatWeDoLabel}</h4>
                <CheckList items={stage.whatWeDo} className="mt-3 text-slate-800" />
              </div>
              <div className="rounded-xl bg-brand-50 p-5 lg:col-span-3">
                <h4 className="text-sm font-bold uppercase tracking-wider text-brand-800">{frameworkHeading.outcomeLabel}</h4>
                <p className="mt-2 font-medium text-brand-900">{stage.outcome}</p>
              </div>
            </li>
          ))}
        </ol>
      </Section>

      <SuccessStoriesSection
        projects={loaderData.successStories}
        title={successStoriesHeading.title}
        intro={successStoriesHeading.intro}
      />

      <Section id="solution-guides" title={solutionGuidesHeading.title} intro={solutionGuidesHeading.intro}>
        <DownloadableResources resources={solutionGuides} page="/digital-experience" />
      </Section>

      <Section id="pillars" tone="muted" title={pillarsHeading.title} intro={pillarsHeading.intro}>
        <div className="mt-12 space-y-16">
          {pillars.map((pillar, index) => (
            <article key={pillar.id} id={pillar.id} aria-labelledby={`${pillar.id}-title`} className="grid items-center gap-8 lg:grid-cols-2 lg:gap-16">
              <div className={index % 2 === 1 ? 'lg:order-2' : ''}>
                <FallbackImage base={pillar.imageBase} number={index + 1} alt="" />
              </div>
              <div>
                <p aria-hidden="true" className="text-sm font-bold text-brand-700">
                  {String(index + 1).padStart(2, '0')}
                </p>
                <h3 id={`${pillar.id}-title`} className="mt-1 text-2xl font-bold tracking-tight sm:text-3xl">
                  {pillar.title}
                </h3>
                <p className="mt-4 text-lg leading-8 text-slate-700">{pillar.description}</p>
                <CheckList items={pillar.highlights} className="mt-6 text-slate-800" />
              </div>
            </article>
          ))}
        </div>
      </Section>

      <Section id="get-started" title={digitalExperienceCtaHeading.title}>
        <div className="mt-10 grid gap-6 md:grid-cols-2">
          {digitalExperienceCtas.map((cta, index) => (
            <CtaCard key={cta.label} cta={cta} inverse={index === 0} />
          ))}
        </div>
      </Section>

      <Section id="faq" tone="muted" title={practiceFaqHeading.title}>
        <FaqList faqs={digitalExperienceFaqs} idPrefix="dx" />
      </Section>
    </>
  );
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({ ...digitalExperienceSeo, path: '/digital-experience', origin: siteOrigin(matches) });
