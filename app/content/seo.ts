/**
 * Title and meta description for every public route in SPEC §2 (static routes here;
 * /partners/{slug} and /news-insights/{slug} take theirs from the record via
 * `brandTitle` in company.ts).
 */
import { company } from './company';

export type PublicRoute =
  | '/'
  | '/what-we-do'
  | '/digital-experience'
  | '/generative-ai'
  | '/security-services'
  | '/industries'
  | '/portfolio'
  | '/about-us'
  | '/partners'
  | '/news-insights'
  | '/careers'
  | '/contact-us'
  | '/terms'
  | '/privacy';

export interface PageSeo {
  /** Full document title, brand included. */
  readonly title: string;
  /** 120–160 characters where possible. */
  readonly description: string;
}

const n = company.name;

export const routeSeo = {
  '/': {
    title: `${n} | Digital Experience, Generative AI and Security Consulting`,
    description: `${n} helps organizations design digital experiences, put generative AI and data to work, and secure what they build. Consulting since ${company.founded}.`,
  },
  '/what-we-do': {
    title: `What We Do | ${n}`,
    description:
      'Digital Experience, Generative AI and Data, and Security Services: eighteen services delivered by one accountable team, from strategy to support.',
  },
  '/digital-experience': {
    title: `Digital Experience | ${n}`,
    description:
      'UX design, customer journey mapping, transformation consulting, marketing as a service and experience optimization, delivered through a five-stage framework.',
  },
  '/generative-ai': {
    title: `Generative AI and Data | ${n}`,
    description:
      'Data automation, AI-powered insights, enterprise knowledge assistants, content generation and model governance that run in production, not just in a demo.',
  },
  '/security-services': {
    title: `Security Services | ${n}`,
    description:
      'Zero trust cloud security, data privacy, application and API security, 24/7 threat detection, compliance and AI model integrity from one security team.',
  },
  '/industries': {
    title: `Industries | ${n}`,
    description:
      'Healthcare, public sector, consumer goods, private equity, financial services, telecom, manufacturing and renewables: the services and outcomes we deliver in each.',
  },
  '/portfolio': {
    title: `Portfolio | ${n}`,
    description: `Selected projects from ${n}: the clients, the challenges, the services we delivered and the results, filterable by category.`,
  },
  '/about-us': {
    title: `About Us | ${n}`,
    description: `Founded in ${company.founded}, ${n} is a strategic digital consulting firm with offices in ${company.officeCities}. Meet our leadership team and values.`,
  },
  '/partners': {
    title: `Partners | ${n}`,
    description: `The technology, implementation and consulting partners ${n} works with, and the results we have delivered together for our clients.`,
  },
  '/news-insights': {
    title: `News & Insights | ${n}`,
    description: `Articles, insights and company news from ${n} consultants on digital experience, applied generative AI, data and cybersecurity.`,
  },
  '/careers': {
    title: `Careers | ${n}`,
    description: `Join ${n}: current openings for designers, engineers, data and security specialists, plus our culture, flexible work and benefits.`,
  },
  '/contact-us': {
    title: `Contact Us | ${n}`,
    description: `Contact ${n} about a project or question. Offices in ${company.officeCities}; call ${company.phone} or send us a message.`,
  },
  '/terms': {
    title: `Terms & Conditions | ${n}`,
    description: `The terms that govern ${n}’s consulting services and the use of this website: quotes, payment, intellectual property, liability and termination.`,
  },
  '/privacy': {
    title: `Privacy Policy | ${n}`,
    description: `How ${n} collects, uses and protects personal information submitted through this website, and how to exercise your privacy rights.`,
  },
} as const satisfies Record<PublicRoute, PageSeo>;

export const PUBLIC_ROUTES = Object.keys(routeSeo) as readonly PublicRoute[];

/** Fallbacks for the dynamic routes when a record has no excerpt or description. */
export const dynamicRouteSeo = {
  partner: { description: `A ${n} partner: who they are and what we have delivered together.` },
  article: { description: `An article from ${n} News & Insights.` },
  notFound: { title: `Page Not Found | ${n}`, description: 'The page you were looking for could not be found.' },
} as const;
