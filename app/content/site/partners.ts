/** /partners and /partners/{slug} (product §2): texts and states, verbatim. */
import { company } from '~/content/company';
import type { CopyOf } from '~/content/locales/copy-of';
import type { PartnershipType } from '~/domain/options';
import type { Hero } from '~/content/types';
import type { PageSeo } from '~/content/types';
import { carouselWords } from '~/content/site/carousel';

export const partnersHero = {
  eyebrow: 'Partners',
  headline: 'Strategic partners who extend what we can deliver',
  subhead: `${company.name} works with technology, implementation and consulting partners so that clients get proven platforms and specialist skills behind one accountable team.`,
} as const satisfies Hero;

export const partnersCopy = {
  marqueeLabel: 'Our partners',
  introTitle: 'Our Partner Ecosystem',
  intro: [
    'We choose partners for the results they help our clients reach, not for the logos. Each partnership is backed by certified people, joint delivery experience and a shared commitment to security and accessibility.',
    'Select a partner to read about the partnership and a success story we delivered together.',
  ],
  loading: 'Loading partners...',
  empty: 'No partners available.',
  learnMore: 'Learn more',
  /** After "Learn more", for screen readers: which partner the link is about. */
  learnMoreAbout: (name: string) => ` about ${name}`,
  /** The logo marquee's label, per row. */
  marqueeRow: (label: string, row: number, rows: number) => `${label} (${row} of ${rows})`,
} as const;

/** A partnership type as visitors read it (the stored value is the English name). */
export const partnershipTypeLabels: Readonly<Record<PartnershipType, string>> = {
  'Strategic Partner': 'Strategic Partner',
  'Technology Partner': 'Technology Partner',
  'Implementation Partner': 'Implementation Partner',
  'Consulting Partner': 'Consulting Partner',
};

export const partnerDetailCopy = {
  back: 'Back to Partners',
  loading: 'Loading partner details...',
  notFound: 'Partner not found',
  notFoundHint: 'The partner you are looking for does not exist or is no longer listed.',
  established: 'Established',
  about: 'About',
  visitWebsite: 'Visit Website',
  successStory: 'Success Story',
  challenge: 'Challenge',
  solution: 'Solution',
  results: 'Results',
  slide: (n: number, total: number) => `Slide ${n} of ${total}`,
  previous: 'Previous story',
  next: 'Next story',
  carousel: carouselWords,
  logoAlt: (name: string) => `${name} logo`,
  breadcrumbHome: 'Home',
  breadcrumbPartners: 'Partners',
  /** The page's description when the record has none. */
  fallbackDescription: `A ${company.name} partner: who they are and what we have delivered together.`,
} as const;

export type PartnersCopy = CopyOf<typeof partnersCopy>;
export type PartnerDetailCopy = CopyOf<typeof partnerDetailCopy>;

/** Title and meta description of /partners (the page's route is its row of pages.ts). */
export const partnersSeo = {
  title: `Partners | ${company.name}`,
  description: `The technology, implementation and consulting partners ${company.name} works with, and the results we have delivered together for our clients.`,
} as const satisfies PageSeo;
