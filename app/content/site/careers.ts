/**
 * /careers — hero, Current Openings headings and states, culture statistics and the
 * six-topic benefits accordion (product §2 Careers, §9 Culture).
 */
import { company } from '~/content/company';
import type { Hero, Six, Stat } from '~/content/types';
import type { PageSeo } from '~/content/types';
import type { CopyOf } from '~/content/locales/copy-of';

export interface BenefitTopic {
  readonly id: string;
  readonly title:
    | 'Health & Wellness'
    | 'Paid Time Off'
    | 'Professional Development'
    | 'Flexible Work Arrangements'
    | 'Financial Benefits'
    | 'Technology & Equipment';
  /** 3–5 items. */
  readonly items: readonly string[];
}

export const careersHero = {
  eyebrow: 'Careers',
  headline: 'Do the best work of your career with people who care how it is done',
  subhead:
    `Join designers, engineers, data scientists and security specialists solving real problems for clients in eight industries, from our offices in ${company.officeCities} or from home.`,
} as const satisfies Hero;

export const openingsSection = {
  title: 'Current Openings',
  intro: `Do not see the right role? Send your résumé to ${company.careersEmail} and tell us what you would like to work on.`,
  applyLabel: 'APPLY HERE',
  loading: 'Loading job openings...',
  errorPrefix: 'Error loading jobs: ',
  errorHint: 'Please try refreshing the page',
  empty: 'No job openings available at the moment',
} as const;

export const cultureSection = {
  title: 'Our Culture in Numbers',
  intro: 'People join us early in their careers and stay because they keep learning.',
} as const;

/** product §9 culture figures, wording verbatim (lower case as in product; capitalize with CSS if wanted). */
export const cultureStats = [
  { value: '32', label: 'average age' },
  { value: '8.4', label: 'average years employed' },
  { value: '200+', label: 'consultants' },
  { value: '10', label: 'days a year for growth' },
] as const satisfies readonly [Stat, Stat, Stat, Stat];

export const benefitsSection = {
  title: 'Benefits',
  intro: 'What you can expect as a full-time member of our team. Details vary by country to follow local law.',
} as const;

/** Order is fixed by product; the first topic is open initially. */
export const benefits = [
  {
    id: 'health-wellness',
    title: 'Health & Wellness',
    items: [
      'Medical, dental and vision coverage for you and your dependents',
      'Mental-health support and a confidential employee assistance program',
      'Annual wellness allowance for fitness, sport or mindfulness',
      'Paid parental leave for all parents',
    ],
  },
  {
    id: 'paid-time-off',
    title: 'Paid Time Off',
    items: [
      'Generous annual vacation that grows with tenure',
      '10 sick days a year',
      '12 company holidays, set per office to match local calendars',
      'Volunteer time for causes you care about',
    ],
  },
  {
    id: 'professional-development',
    title: 'Professional Development',
    items: [
      '10 days a year for growth — courses, conferences or self-directed study',
      'Certification exam fees paid for cloud, security and AI credentials',
      'A mentor outside your reporting line from your first week',
      'Internal guilds for design, engineering, data and security',
    ],
  },
  {
    id: 'flexible-work',
    title: 'Flexible Work Arrangements',
    items: [
      'Remote, hybrid or office-based work, agreed with your team',
      'Seven-plus years of remote work behind us, so distributed teams are the norm, not the exception',
      'Core collaboration hours with flexibility around them',
      `Offices in ${company.officeCities} whenever you want to work together in person`,
    ],
  },
  {
    id: 'financial-benefits',
    title: 'Financial Benefits',
    items: [
      'Competitive salaries reviewed every year',
      'Retirement savings plan with a company contribution',
      'Annual performance bonus',
      'Referral bonus for every hire you recommend',
    ],
  },
  {
    id: 'technology-equipment',
    title: 'Technology & Equipment',
    items: [
      'A new laptop of your choice, refreshed every three years',
      'Home-office allowance for a desk, chair and monitor',
      'Monthly internet and phone stipend',
      'Access to the AI, design and development tools our clients use',
    ],
  },
] as const satisfies Six<BenefitTopic>;

/** Title and meta description of /careers (the page's route is its row of pages.ts). */
export const careersSeo = {
  title: `Careers | ${company.name}`,
  description: `Join ${company.name}: current openings for designers, engineers, data and security specialists, plus our culture, flexible work and benefits.`,
} as const satisfies PageSeo;

/** /careers/{slug}: one job's page (issue 18), and its closed and not-found states. */
export const jobPageCopy = {
  back: 'All current openings',
  viewJob: (title: string) => `View job: ${title}`,
  viewLabel: 'View job',
  facts: {
    department: 'Department',
    location: 'Location',
    employmentType: 'Employment type',
    experienceLevel: 'Experience level',
    salaryRange: 'Salary range',
    closesOn: 'Applications close',
  },
  description: 'About the role',
  requirements: 'Requirements',
  benefits: 'Benefits',
  apply: (title: string) => `Apply for ${title}`,
  applyIntro: 'Fields marked * are required. Attach your résumé or give a link to it.',
  closedTitle: 'This position is closed',
  closedMessage: (title: string) => `We are no longer taking applications for ${title}. Have a look at our current openings.`,
  notFoundTitle: 'Job not found',
  notFoundMessage: 'We could not find this job. It may have been removed or its address may be mistyped.',
  unavailableTitle: 'This job cannot be shown right now',
  unavailableMessage: 'Please try again in a minute.',
  openings: 'See current openings',
  closedSeoDescription: `This position at ${company.name} is closed. See our current openings.`,
  seoDescription: (title: string, location: string) => `${title} at ${company.name} (${location}): the role, requirements, benefits and how to apply.`,
  breadcrumbHome: 'Home',
  breadcrumbCareers: 'Careers',
} as const;

/** The job page's copy in the shape each locale's copy follows (issue 48; app/content/locales/{code}/careers.ts). */
export type JobPageCopy = CopyOf<typeof jobPageCopy>;
