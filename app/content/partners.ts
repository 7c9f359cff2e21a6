/** /partners and /partners/{slug} (SPEC §2): texts and states, verbatim. */
import { company } from './company';
import type { Hero } from './types';

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
} as const;

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
} as const;
