/**
 * /what-we-do — hero, expertise intro, Proven Results, services lists (grouped by
 * practice, each service linking to its anchor) and the quote form heading.
 */
import { company } from '~/content/company';
import type { Hero, Stat } from '~/content/types';
import type { PageSeo } from '~/content/types';

export const whatWeDoHero = {
  eyebrow: 'What we do',
  headline: 'Three practices, one accountable team',
  subhead:
    'Digital Experience, Generative AI and Data, and Security Services — planned together, delivered together and measured against the same business goals.',
} as const satisfies Hero;

export const expertiseIntro = {
  title: 'Our Expertise',
  paragraphs: [
    'Digital programs rarely fail for lack of a single skill. They fail at the seams: a well-designed product built on data nobody trusts, or an AI assistant launched before anyone checked what it could leak. We organize our work so those seams are someone’s job.',
    'Each practice can be engaged on its own. When they work together, design decisions account for data and security from the first sketch, and the same team that builds a product can keep improving and protecting it after launch.',
  ],
} as const;

/** product §2 / §9, verbatim figures and wording (lower case as in product; capitalize with CSS if wanted). */
export const provenResults = {
  title: 'Proven Results',
  stats: [
    { value: '25+', label: 'years of digital innovation' },
    { value: '200+', label: 'successful transformations' },
    { value: '95%', label: 'client satisfaction rate' },
  ],
} as const satisfies { readonly title: string; readonly stats: readonly [Stat, Stat, Stat] };

export const servicesListHeading = 'Our Services';

/** Link from a services group to its practice page, e.g. 'Explore Digital Experience'. */
export function exploreGroupLabel(title: string): string {
  return `Explore ${title}`;
}

export const whatWeDoQuote = {
  title: 'Tell us what you are planning',
  intro: 'Share a few details and we will reply within 24 hours.',
} as const;

/** Title and meta description of /what-we-do (the page's route is its row of pages.ts). */
export const whatWeDoSeo = {
  title: `What We Do | ${company.name}`,
  description:
    'Digital Experience, Generative AI and Data, and Security Services: eighteen services delivered by one accountable team, from strategy to support.',
} as const satisfies PageSeo;
