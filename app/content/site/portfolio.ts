/** /portfolio and the Digital Experience success stories (product §2): texts and states, verbatim. */
import { company } from '~/content/company';
import type { Hero } from '~/content/types';
import type { PageSeo } from '~/content/types';

export const portfolioHero = {
  eyebrow: 'Portfolio',
  headline: 'Work we are proud of, and the results it delivered',
  subhead:
    'A selection of recent engagements across our three practices. Choose a category to see the projects in it.',
} as const satisfies Hero;

export const portfolioCopy = {
  /** The projects section's heading (for assistive technology; the page hero introduces it). */
  projectsHeading: 'Projects',
  filterLabel: 'Filter projects by category',
  all: 'All Projects',
  loading: 'Loading portfolio projects...',
  empty: 'No projects found in this category.',
  featured: 'Featured',
  visitWebsite: 'Visit Website',
  /** '+N more' after the first three services. */
  more: (n: number) => `+${n} more`,
  servicesLabel: 'Services',
  noImage: 'Project image coming soon',
} as const;

export const successStoriesCopy = {
  label: 'Success stories',
  loading: 'Loading case studies...',
  keyResults: 'Key results',
  previous: 'Previous success story',
  next: 'Next success story',
} as const;

/** Title and meta description of /portfolio (the page's route is its row of pages.ts). */
export const portfolioSeo = {
  title: `Portfolio | ${company.name}`,
  description: `Selected projects from ${company.name}: the clients, the challenges, the services we delivered and the results, filterable by category.`,
} as const satisfies PageSeo;
