/**
 * /about-us — hero, mission, team headings and states, four numbered values,
 * worldwide offices intro, partner marquee heading and the display-only
 * 'How can we help you?' form (product §2 About).
 */
import { company } from '~/content/company';
import type { Four, Hero } from '~/content/types';
import type { PageSeo } from '~/content/types';

export interface CompanyValue {
  readonly number: '001' | '002' | '003' | '004';
  readonly name: 'Integrity' | 'Collaboration' | 'Innovation' | 'Excellence';
  readonly text: string;
}

export interface DisplayFormField {
  readonly name: string;
  readonly label: string;
  readonly type: 'text' | 'email' | 'tel' | 'textarea';
  readonly autoComplete?: string;
}

export const aboutHero = {
  eyebrow: 'About Us',
  headline: `${company.name}: strategic digital consulting since ${company.founded}`,
  subhead:
    `More than two hundred consultants in ${company.officeCountries}, working as one team across design, data, AI and security.`,
} as const satisfies Hero;

export const mission = {
  title: 'Our Mission',
  paragraphs: [
    'We help organizations make technology decisions they will still be glad of in five years — and then we help them carry those decisions out.',
    `${company.name} started in ${company.founded} building websites for regional businesses. Over two and a half decades our work has grown into customer experience, enterprise data, generative AI and security, but the principle has stayed the same: understand the business first, recommend only what serves it, and stay accountable for the result.`,
  ],
} as const;

export const teamSection = {
  title: 'Our Leadership Team',
  intro: 'The people who lead our practices, our offices and our client relationships.',
  loading: 'Loading team members...',
  errorPrefix: 'Error loading team members: ',
  errorHint: 'Please try refreshing the page',
  empty: 'No team members available at the moment',
  emptyHint: 'Check back later',
  noPhoto: 'No Photo',
} as const;

export const valuesHeading = {
  title: 'Our Values',
  intro: 'Four commitments that shape how we advise, deliver and hire.',
} as const;

export const values = [
  {
    number: '001',
    name: 'Integrity',
    text: 'We tell clients what we actually think, including when the answer is a smaller project, a different vendor or not to proceed. Estimates are honest, risks are raised early and we do not recommend technology because we happen to sell it.',
  },
  {
    number: '002',
    name: 'Collaboration',
    text: 'We work inside our clients’ teams, not beside them. Designers, engineers, data scientists and security specialists share one backlog, and we leave behind the skills and documentation your people need to carry on without us.',
  },
  {
    number: '003',
    name: 'Innovation',
    text: 'We adopt new technology when it solves a real problem better than what came before. Every new approach — generative AI included — is tested against a measurable target and the risks are understood before it reaches your customers.',
  },
  {
    number: '004',
    name: 'Excellence',
    text: 'We hold our work to published standards: accessibility, security, performance and code quality are checked on every release. When something falls short, we fix it at our own cost and change how we work so it does not happen again.',
  },
] as const satisfies Four<CompanyValue>;

export const worldwideOffices = {
  title: 'Worldwide Offices',
  intro:
    `Teams in ${company.officeCities} give our clients overlapping working hours across the Americas, Europe, the Middle East and Asia, and round-the-clock coverage for support and security operations.`,
} as const;

export const partnersMarquee = {
  title: 'Our Technology Partners',
  /** Accessible name of the scrolling logo strip (distinct from the section's heading). */
  marqueeLabel: 'Technology partner logos',
} as const;

export interface HelpFormCopy {
  readonly title: string;
  readonly intro: string;
  readonly fields: readonly DisplayFormField[];
  readonly submitLabel: string;
  /** Explains the form is display-only and points to /contact-us. */
  readonly note: string;
  readonly noteLink: { readonly label: string; readonly to: '/contact-us' };
}

/** product: display-only, no submit behaviour. */
export const helpForm: HelpFormCopy = {
  title: 'How can we help you?',
  intro: 'Tell us a little about your organization and what you are looking for.',
  fields: [
    { name: 'firstName', label: 'First Name', type: 'text', autoComplete: 'given-name' },
    { name: 'lastName', label: 'Last Name', type: 'text', autoComplete: 'family-name' },
    { name: 'email', label: 'Email', type: 'email', autoComplete: 'email' },
    { name: 'company', label: 'Company', type: 'text', autoComplete: 'organization' },
    { name: 'phone', label: 'Phone', type: 'tel', autoComplete: 'tel' },
    { name: 'message', label: 'How can we help?', type: 'textarea' },
  ],
  submitLabel: 'Send Message',
  note: 'This form is shown for reference only and does not send your details. To reach our team, please use the form on our Contact Us page.',
  noteLink: { label: 'Go to Contact Us', to: '/contact-us' },
};

/** Title and meta description of /about-us (the page's route is its row of pages.ts). */
export const aboutSeo = {
  title: `About Us | ${company.name}`,
  description: `Founded in ${company.founded}, ${company.name} is a strategic digital consulting firm with offices in ${company.officeCities}. Meet our leadership team and values.`,
} as const satisfies PageSeo;
