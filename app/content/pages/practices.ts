/**
 * The practices pages' seeds (issue 44): today's copy of /digital-experience, /generative-ai and
 * /security-services as blocks, built from their content modules (content/site/) so each text has
 * one source. Merged into PAGE_SEEDS (index.ts).
 *
 * A block's id is its section's anchor (today's section ids). The services blocks list the
 * services in the catalog's order, which is what anchors item n at service n (blocks-practices.ts).
 */
import {
  digitalExperienceCtaHeading,
  digitalExperienceCtas,
  digitalExperienceFaqs,
  digitalExperienceHero,
  digitalExperienceIntro,
  digitalExperienceSeo,
  frameworkHeading,
  frameworkStages,
  pillars,
  pillarsHeading,
  solutionGuidesHeading,
  successStoriesHeading,
} from '~/content/site/digital-experience';
import {
  generativeAiButtons,
  generativeAiFaqs,
  generativeAiHero,
  generativeAiIntro,
  generativeAiSeo,
  generativeAiStats,
  generativeAiStatsHeading,
  generativeAiStatsNote,
  practiceCards,
  practiceCardsHeading,
} from '~/content/site/generative-ai';
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
  securityIntro,
  securityResourcesHeading,
  securityServicesSeo,
  securityStats,
  securityStatsHeading,
} from '~/content/site/security-services';
import type { Faq, Hero, PageSeo, Stat } from '~/content/types';
import type { Block } from '~/domain/page-blocks/blocks';
import type { PageDocument } from '~/domain/page-blocks/document';

const seo = ({ title, description }: PageSeo): PageDocument['seo'] => ({ title, description, image: '', noindex: false });

const hero = ({ eyebrow, headline, subhead }: Hero, cta = { label: '', to: '' }): Block => ({
  id: 'hero',
  type: 'hero',
  data: { eyebrow: eyebrow ?? '', headline, subhead, cta },
});

const faq = (faqs: readonly Faq[], tone: 'white' | 'muted'): Block => ({
  id: 'faq',
  type: 'faq',
  data: { background: tone, title: practiceFaqHeading.title, items: faqs.map(({ question, answer }) => ({ question, answer })) },
});

const figures = (stats: readonly Stat[]) => stats.map(({ value, label }) => ({ value, label }));

export const digitalExperienceSeed: PageDocument = {
  seo: seo(digitalExperienceSeo),
  blocks: [
    hero(digitalExperienceHero),
    {
      id: 'framework',
      type: 'stageFramework',
      data: {
        background: 'muted',
        title: frameworkHeading.title,
        intro: frameworkHeading.intro,
        body: digitalExperienceIntro,
        activitiesLabel: frameworkHeading.whatWeDoLabel,
        outcomeLabel: frameworkHeading.outcomeLabel,
        stages: frameworkStages.map((stage) => ({ name: stage.name, summary: stage.summary, activities: [...stage.whatWeDo], outcome: stage.outcome })),
      },
    },
    { id: 'success-stories', type: 'successStories', data: { title: successStoriesHeading.title, intro: successStoriesHeading.intro } },
    { id: 'solution-guides', type: 'downloads', data: { background: 'white', title: solutionGuidesHeading.title, intro: solutionGuidesHeading.intro } },
    {
      id: 'pillars',
      type: 'servicePillars',
      data: {
        background: 'muted',
        title: pillarsHeading.title,
        intro: pillarsHeading.intro,
        items: pillars.map((pillar) => ({ title: pillar.title, description: pillar.description, highlights: [...pillar.highlights] })),
      },
    },
    {
      id: 'get-started',
      type: 'ctaCards',
      data: {
        background: 'white',
        title: digitalExperienceCtaHeading.title,
        intro: '',
        cards: digitalExperienceCtas.map((cta) => ({ heading: cta.heading, text: cta.text, button: { label: cta.label, to: cta.to } })),
      },
    },
    faq(digitalExperienceFaqs, 'muted'),
  ],
};

export const generativeAiSeed: PageDocument = {
  seo: seo(generativeAiSeo),
  blocks: [
    hero(generativeAiHero, { ...generativeAiButtons.explore }),
    {
      id: 'results',
      type: 'practiceFigures',
      data: { background: 'white', title: generativeAiStatsHeading, intro: generativeAiIntro, figures: figures(generativeAiStats), note: generativeAiStatsNote },
    },
    {
      id: 'practice',
      type: 'serviceResults',
      data: {
        background: 'muted',
        title: practiceCardsHeading.title,
        intro: practiceCardsHeading.intro,
        capabilitiesLabel: practiceCardsHeading.capabilitiesLabel,
        resultsLabel: practiceCardsHeading.resultsLabel,
        items: practiceCards.map(({ title, description, capabilities, results: [first, second, third] }) => ({
          title,
          description,
          capabilities: [...capabilities],
          result1: first.label,
          result1Value: first.value,
          result2: second.label,
          result2Value: second.value,
          result3: third.label,
          result3Value: third.value,
        })),
      },
    },
    faq(generativeAiFaqs, 'white'),
  ],
};

export const securityServicesSeed: PageDocument = {
  seo: seo(securityServicesSeo),
  blocks: [
    hero(securityHero),
    {
      id: 'at-a-glance',
      type: 'practiceFigures',
      data: { background: 'white', title: securityStatsHeading, intro: securityIntro, figures: figures(securityStats), note: '' },
    },
    {
      id: 'services',
      type: 'serviceStack',
      data: {
        background: 'muted',
        title: securityCardsHeading.title,
        intro: securityCardsHeading.intro,
        capabilitiesLabel: securityCardsHeading.capabilitiesLabel,
        items: securityCards.map((card) => ({ title: card.title, description: card.description, capabilities: [...card.capabilities] })),
      },
    },
    { id: 'resources', type: 'downloads', data: { background: 'white', title: securityResourcesHeading.title, intro: securityResourcesHeading.intro } },
    {
      id: 'framework',
      type: 'phaseFramework',
      data: {
        background: 'muted',
        title: securityFrameworkHeading.title,
        intro: securityFrameworkHeading.intro,
        phases: securityFramework.map((phase) => ({ name: phase.name, summary: phase.summary, points: [...phase.bullets] })),
      },
    },
    faq(securityFaqs, 'white'),
    {
      id: 'get-started',
      type: 'ctaCards',
      data: {
        background: 'muted',
        title: securityClosingHeading.title,
        intro: securityClosingHeading.intro,
        cards: securityClosingCtas.map((cta) => ({ heading: '', text: cta.text, button: { label: cta.label, to: cta.to } })),
      },
    },
  ],
};

export const PRACTICES_SEEDS = {
  'digital-experience': digitalExperienceSeed,
  'generative-ai': generativeAiSeed,
  'security-services': securityServicesSeed,
} as const;
