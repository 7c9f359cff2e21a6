/**
 * / — hero, client logo strip, What we do, Key Figures, insights, testimonials and
 * quote form headings (product §2 Home).
 */
import { company } from '~/content/company';
import type { Hero, LinkItem, Stat } from '~/content/types';
import type { PageSeo } from '~/content/types';

export const homeHero = {
  eyebrow: `Strategic digital consulting since ${company.founded}`,
  headline: 'Design it well. Put AI to work. Keep it secure.',
  subhead:
    'We help organizations plan, build and run digital experiences, generative AI and data platforms, and the security that protects them — with one accountable team from strategy to support.',
} as const satisfies Hero;

export const homeHeroCta = { label: 'Book a Call', to: '/book-a-call' } as const satisfies LinkItem;

/** product §2 / §9 key figures, verbatim. */
export const keyFigures = [
  { value: '200+', label: 'Satisfied Clients' },
  { value: '100%', label: 'Tailored Solutions' },
  { value: '95%', label: 'Client Retention Rate' },
] as const satisfies readonly [Stat, Stat, Stat];

export const homeSections = {
  clients: {
    title: 'Trusted by organizations across eight industries',
    /** Accessible name of the scrolling logo strip (distinct from the section's heading). */
    marqueeLabel: 'Client logos',
  },
  whatWeDo: {
    title: 'What we do',
    intro:
      'Three practices, six services each. Choose a service to see how we deliver it, or view everything we offer.',
    viewAll: { label: 'View All Services', to: '/what-we-do' },
  },
  keyFigures: {
    title: 'Key Figures',
    intro: `More than two decades of client work since ${company.founded}, measured by the clients who stay with us.`,
  },
  insights: {
    title: 'News & Insights',
    intro: 'Perspectives from our consultants on experience design, applied AI and security.',
    viewAll: { label: 'View All Insights', to: '/news-insights' },
    loading: 'Loading insights...',
    empty: 'No articles available yet.',
  },
  testimonials: {
    title: 'What Our Clients Say',
  },
  quote: {
    title: 'Request a Quote',
    intro:
      'Tell us about your project. We will reply within 24 hours with next steps and, where we have enough detail, an initial estimate.',
  },
} as const;

/** Title and meta description of / (the page's route is its row of pages.ts). */
export const homeSeo = {
  title: `${company.name} | Digital Experience, Generative AI and Security Consulting`,
  description: `${company.name} helps organizations design digital experiences, put generative AI and data to work, and secure what they build. Consulting since ${company.founded}.`,
} as const satisfies PageSeo;
