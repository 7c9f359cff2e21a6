/**
 * The home page's seed (issue 44): today's copy of / (content/site/home.ts) as blocks — what a
 * fresh database shows until staff publish their own.
 */
import { homeHero, homeHeroCta, homeSections, homeSeo, keyFigures } from '~/content/site/home';
import type { PageDocument } from '~/domain/page-blocks/document';

export const homeSeed: PageDocument = {
  seo: { title: homeSeo.title, description: homeSeo.description, image: '', noindex: false },
  blocks: [
    { id: 'hero', type: 'hero', data: { eyebrow: homeHero.eyebrow, headline: homeHero.headline, subhead: homeHero.subhead, cta: { ...homeHeroCta } } },
    { id: 'clients', type: 'logoStrip', data: { title: homeSections.clients.title, label: homeSections.clients.marqueeLabel } },
    {
      id: 'what-we-do',
      type: 'practiceOverview',
      data: { title: homeSections.whatWeDo.title, intro: homeSections.whatWeDo.intro, viewAll: { ...homeSections.whatWeDo.viewAll } },
    },
    {
      id: 'key-figures',
      type: 'keyFigures',
      data: { title: homeSections.keyFigures.title, intro: homeSections.keyFigures.intro, figures: keyFigures.map((figure) => ({ ...figure })) },
    },
    {
      id: 'insights',
      type: 'latestInsights',
      data: {
        title: homeSections.insights.title,
        intro: homeSections.insights.intro,
        viewAll: { ...homeSections.insights.viewAll },
        loading: homeSections.insights.loading,
        empty: homeSections.insights.empty,
      },
    },
    { id: 'testimonials', type: 'testimonials', data: { title: homeSections.testimonials.title } },
    { id: 'quote', type: 'quoteForm', data: { title: homeSections.quote.title, intro: homeSections.quote.intro } },
  ],
};
