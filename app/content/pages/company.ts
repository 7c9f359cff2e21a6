/**
 * The company pages' seeds (issue 44): today's copy of /what-we-do, /industries, /about-us,
 * /careers, /contact-us and of the listing pages' heroes and lists, as blocks, built from the
 * content modules (content/site/*) so each fact has one source. Merged into PAGE_SEEDS (index.ts).
 * A block's id is its section's anchor today.
 */
import { aboutHero, aboutSeo, helpForm, mission, partnersMarquee, teamSection, values, valuesHeading, worldwideOffices } from '~/content/site/about';
import { benefits, benefitsSection, careersHero, careersSeo, cultureSection, cultureStats, openingsSection } from '~/content/site/careers';
import { contactHero, contactIntro, contactSections, contactSeo } from '~/content/site/contact';
import { caseStudiesHeading, industries, industriesHero, industriesIntro, industriesSeo } from '~/content/site/industries';
import { newsCopy, newsHero, newsSeo } from '~/content/site/news';
import { partnersCopy, partnersHero, partnersSeo } from '~/content/site/partners';
import { portfolioCopy, portfolioHero, portfolioSeo } from '~/content/site/portfolio';
import { testimonialsCopy } from '~/content/site/testimonials';
import { expertiseIntro, provenResults, servicesListHeading, whatWeDoHero, whatWeDoQuote, whatWeDoSeo } from '~/content/site/what-we-do';
import type { Hero, PageSeo } from '~/content/types';
import type { Block } from '~/domain/page-blocks/blocks';
import type { PageDocument } from '~/domain/page-blocks/document';

const seo = (page: PageSeo): PageDocument['seo'] => ({ title: page.title, description: page.description, image: '', noindex: false });

/** A page's hero without a button (none of these pages has one). */
const hero = (copy: Hero): Block => ({
  id: 'hero',
  type: 'hero',
  data: { eyebrow: copy.eyebrow ?? '', headline: copy.headline, subhead: copy.subhead, cta: { label: '', to: '' } },
});

const figures = (stats: readonly { value: string; label: string }[]) => stats.map(({ value, label }) => ({ value, label }));

export const whatWeDoSeed: PageDocument = {
  seo: seo(whatWeDoSeo),
  blocks: [
    hero(whatWeDoHero),
    { id: 'expertise', type: 'paragraphs', data: { background: 'white', title: expertiseIntro.title, paragraphs: [...expertiseIntro.paragraphs] } },
    { id: 'proven-results', type: 'keyFigures', data: { title: provenResults.title, intro: '', figures: figures(provenResults.stats) } },
    { id: 'services', type: 'serviceCatalog', data: { title: servicesListHeading, intro: '' } },
    { id: 'quote', type: 'quoteForm', data: { title: whatWeDoQuote.title, intro: whatWeDoQuote.intro } },
  ],
};

export const industriesSeed: PageDocument = {
  seo: seo(industriesSeo),
  blocks: [
    hero(industriesHero),
    {
      id: 'overview',
      type: 'industriesOverview',
      data: { title: industriesIntro.title, paragraphs: [...industriesIntro.paragraphs], jumpLabel: industriesIntro.jumpLabel },
    },
    ...industries.map(
      (industry): Block => ({
        id: industry.id,
        type: 'industry',
        data: {
          name: industry.name,
          description: industry.description,
          servicesLabel: industriesIntro.servicesLabel,
          services: [...industry.services],
          outcomesLabel: industriesIntro.outcomesLabel,
          outcomes: [...industry.outcomes],
        },
      }),
    ),
    { id: 'case-studies', type: 'caseStudies', data: { title: caseStudiesHeading } },
    { id: 'testimonials', type: 'testimonials', data: { title: testimonialsCopy.title } },
  ],
};

export const aboutSeed: PageDocument = {
  seo: seo(aboutSeo),
  blocks: [
    hero(aboutHero),
    { id: 'mission', type: 'paragraphs', data: { background: 'white', title: mission.title, paragraphs: [...mission.paragraphs] } },
    { id: 'team', type: 'team', data: { title: teamSection.title, intro: teamSection.intro } },
    {
      id: 'values',
      type: 'companyValues',
      data: { background: 'muted', title: valuesHeading.title, intro: valuesHeading.intro, values: values.map(({ name, text }) => ({ name, text })) },
    },
    { id: 'offices', type: 'offices', data: { title: worldwideOffices.title, intro: worldwideOffices.intro } },
    { id: 'partners', type: 'partnerStrip', data: { title: partnersMarquee.title, label: partnersMarquee.marqueeLabel } },
    { id: 'help', type: 'helpForm', data: { title: helpForm.title, intro: helpForm.intro, note: helpForm.note, button: { ...helpForm.noteLink } } },
  ],
};

export const careersSeed: PageDocument = {
  seo: seo(careersSeo),
  blocks: [
    hero(careersHero),
    { id: 'openings', type: 'jobOpenings', data: { title: openingsSection.title, intro: openingsSection.intro } },
    { id: 'culture', type: 'figures', data: { background: 'muted', title: cultureSection.title, intro: cultureSection.intro, figures: figures(cultureStats) } },
    {
      id: 'benefits',
      type: 'topics',
      data: {
        background: 'white',
        title: benefitsSection.title,
        intro: benefitsSection.intro,
        topics: benefits.map((topic) => ({ title: topic.title, items: [...topic.items] })),
      },
    },
  ],
};

export const contactSeed: PageDocument = {
  seo: seo(contactSeo),
  blocks: [
    hero(contactHero),
    {
      id: 'message',
      type: 'contactForm',
      data: {
        title: contactIntro.title,
        paragraphs: [...contactIntro.paragraphs],
        officesTitle: contactSections.officesTitle,
        phoneLabel: contactSections.phoneLabel,
        emailLabel: contactSections.emailLabel,
      },
    },
  ],
};

export const portfolioSeed: PageDocument = {
  seo: seo(portfolioSeo),
  blocks: [hero(portfolioHero), { id: 'projects', type: 'projectList', data: { title: portfolioCopy.projectsHeading } }],
};

export const partnersSeed: PageDocument = {
  seo: seo(partnersSeo),
  blocks: [
    hero(partnersHero),
    { id: 'partners', type: 'partnerDirectory', data: { label: partnersCopy.marqueeLabel, title: partnersCopy.introTitle, paragraphs: [...partnersCopy.intro] } },
  ],
};

export const newsSeed: PageDocument = {
  seo: seo(newsSeo),
  blocks: [hero(newsHero), { id: 'articles', type: 'articleList', data: { legendTitle: newsCopy.legendTitle } }],
};

export const COMPANY_SEEDS = {
  'what-we-do': whatWeDoSeed,
  industries: industriesSeed,
  'about-us': aboutSeed,
  careers: careersSeed,
  'contact-us': contactSeed,
  portfolio: portfolioSeed,
  partners: partnersSeed,
  news: newsSeed,
} as const;
