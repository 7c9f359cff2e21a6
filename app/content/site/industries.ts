/**
 * /industries — hero, intro, the eight static industries (product §3 "Industry (static)")
 * and the fixed Case Studies & Articles cards.
 */
import { company } from '~/content/company';
import type { Hero, IsoDate } from '~/content/types';
import type { PageSeo } from '~/content/types';

export interface Industry {
  /** Section anchor id (product §2). */
  readonly id: string;
  readonly name: string;
  readonly description: string;
  /** Services offered, 4–5. */
  readonly services: readonly string[];
  /** Expected outcomes, 3–4. */
  readonly outcomes: readonly string[];
  /** Without extension: the page tries `.jpg`, then `.svg`, then a numbered placeholder. */
  readonly imageBase: `/images/industries/${string}`;
}

export interface CaseStudyCard {
  readonly id: string;
  readonly title: string;
  readonly image: `/images/articles/${string}`;
  readonly imageAlt: string;
  readonly label: 'ARTICLE';
  /** Fixed date, shown in en-US long form. */
  readonly date: IsoDate;
}

export const industriesHero = {
  eyebrow: 'Industries',
  headline: 'Industry knowledge built into every engagement',
  subhead:
    'Regulation, legacy systems and customer expectations differ from one sector to the next. Our teams bring that context from the first workshop.',
} as const satisfies Hero;

export const industriesIntro = {
  title: 'Where we work',
  paragraphs: [
    `Since ${company.founded} we have delivered digital experience, data and AI, and security programs for organizations in eight industries. Each industry team combines consultants who have worked inside the sector with designers, engineers and security specialists from our three practices.`,
    'Below you will find, for each industry, the services we most often deliver and the outcomes our clients hold us to.',
  ],
  jumpLabel: 'Jump to an industry',
  servicesLabel: 'Services offered',
  outcomesLabel: 'Expected outcomes',
} as const;

export const industries = [
  {
    id: 'healthcare',
    name: 'Healthcare',
    description:
      'Hospitals, provider networks, payers and life-sciences companies work under strict privacy rules and with clinicians who have no time for clumsy software. We design patient and clinician experiences, connect clinical and operational data, and secure protected health information end to end.',
    services: [
      'Patient portals and digital front doors',
      'Clinical documentation support with generative AI',
      'EHR integration and interoperability (HL7 FHIR)',
      'HIPAA security and privacy programs',
      'Care-journey mapping and service design',
    ],
    outcomes: [
      'Shorter patient intake and scheduling times',
      'Less after-hours documentation for clinicians',
      'Audit-ready protection of patient data',
    ],
    imageBase: '/images/industries/healthcare',
  },
  {
    id: 'public-sector',
    name: 'Public Sector',
    description:
      'Government agencies and public bodies have to serve every resident, including those with the least digital confidence, within fixed budgets and procurement rules. We build accessible citizen services, modernize legacy case systems and harden them against attack.',
    services: [
      'Accessible citizen service portals',
      'Legacy case-management modernization',
      'Digital identity and secure sign-in',
      'Records digitization with AI-assisted extraction',
    ],
    outcomes: [
      'More transactions completed online without assistance',
      'Services that meet WCAG 2.2 AA and Section 508',
      'Lower cost per case processed',
    ],
    imageBase: '/images/industries/public-sector',
  },
  {
    id: 'consumer-goods-services',
    name: 'Consumer Goods & Services',
    description:
      'Brands, retailers and consumer service companies compete on convenience and relevance across every channel. We connect commerce, loyalty and service data to create personalized experiences and the marketing operations to run them.',
    services: [
      'Commerce and mobile app experience design',
      'Customer data platforms and loyalty analytics',
      'Generative AI product content at catalog scale',
      'Marketing as a Service for campaigns and lifecycle',
      'Experimentation and conversion optimization',
    ],
    outcomes: [
      'Higher conversion and average order value',
      'Faster launch of products and campaigns',
      'A single view of the customer across channels',
    ],
    imageBase: '/images/industries/consumer-goods-services',
  },
  {
    id: 'private-equity',
    name: 'Private Equity',
    description:
      'Investment firms need an honest read on a target’s technology before close and a practical plan to create value after it. We run technology and cyber due diligence and lead digital value-creation programs across portfolio companies.',
    services: [
      'Technology and cybersecurity due diligence',
      '100-day digital value-creation plans',
      'Portfolio-wide data and AI opportunity assessments',
      'Carve-out and integration technology support',
    ],
    outcomes: [
      'Technology risks priced in before the deal closes',
      'Measurable EBITDA improvement from digital initiatives',
      'Repeatable playbooks across the portfolio',
    ],
    imageBase: '/images/industries/private-equity',
  },
  {
    id: 'financial-services',
    name: 'Financial Services',
    description:
      'Banks, credit unions, insurers and wealth managers balance customer expectations for instant digital service with regulatory scrutiny of every change. We modernize customer journeys, automate document-heavy operations and build security and compliance into both.',
    services: [
      'Digital account opening and onboarding',
      'Claims and loan-document automation',
      'Fraud and anomaly detection',
      'PCI DSS, SOC 2 and regulatory compliance programs',
      'Advisor and customer-service knowledge assistants',
    ],
    outcomes: [
      'Fewer abandoned applications',
      'Shorter claims and loan processing times',
      'Controls evidence ready for regulators and auditors',
      'Lower fraud losses',
    ],
    imageBase: '/images/industries/financial-services',
  },
  {
    id: 'telecom',
    name: 'Telecom',
    description:
      'Carriers and network operators serve millions of customers through stores, apps and contact centers while running some of the most complex systems anywhere. We simplify self-service, put AI in front of agents and field technicians, and protect critical network infrastructure.',
    services: [
      'Self-service app and web journey redesign',
      'AI copilots for contact-center agents',
      'Network and churn analytics',
      'Security operations for critical infrastructure',
    ],
    outcomes: [
      'More issues resolved through self-service',
      'Shorter average handling time in contact centers',
      'Early warning of customers likely to churn',
    ],
    imageBase: '/images/industries/telecom',
  },
  {
    id: 'manufacturing',
    name: 'Manufacturing',
    description:
      'Manufacturers are connecting plants, suppliers and distributors that were never designed to share data. We turn machine and ERP data into maintenance and quality decisions, build dealer and customer portals, and secure operational technology.',
    services: [
      'Predictive maintenance and quality analytics',
      'Dealer, distributor and B2B commerce portals',
      'Maintenance and field-service knowledge assistants',
      'OT and industrial network security',
      'ERP systems integration',
    ],
    outcomes: [
      'Less unplanned downtime',
      'Lower scrap and rework rates',
      'Faster quoting and order handling for B2B customers',
    ],
    imageBase: '/images/industries/manufacturing',
  },
  {
    id: 'renewables',
    name: 'Renewables',
    description:
      'Solar, wind and storage developers and operators manage fast-growing portfolios of distributed assets that depend on weather, grids and markets. We build the data platforms, forecasting and field tools that keep those assets productive and secure.',
    services: [
      'Generation and demand forecasting',
      'Asset performance monitoring platforms',
      'Field-technician mobile tools',
      'Grid-connected asset cybersecurity',
    ],
    outcomes: [
      'More accurate generation forecasts',
      'Higher asset availability',
      'Faster, safer field maintenance',
    ],
    imageBase: '/images/industries/renewables',
  },
] as const satisfies readonly Industry[];

export type IndustryId = (typeof industries)[number]['id'];

/** product §2: eight static industries. */
export const INDUSTRY_COUNT = industries.length satisfies 8;

export const caseStudiesHeading = 'Case Studies & Articles';

export const caseStudyCards = [
  {
    id: 'regional-health-system-patient-intake',
    title: 'Rebuilding Patient Intake for a Regional Health System',
    image: '/images/articles/regional-health-system-patient-intake.svg',
    imageAlt: 'Illustration of a patient check-in screen',
    label: 'ARTICLE',
    date: '2025-09-16',
  },
  {
    id: 'state-agency-citizen-services',
    title: 'Modernizing Citizen Services for a State Licensing Agency',
    image: '/images/articles/state-agency-citizen-services.svg',
    imageAlt: 'Illustration of an online government service form',
    label: 'ARTICLE',
    date: '2025-08-05',
  },
  {
    id: 'retail-loyalty-data-unification',
    title: 'Unifying Loyalty Data Across 400 Retail Stores',
    image: '/images/articles/retail-loyalty-data-unification.svg',
    imageAlt: 'Illustration of connected store and customer data',
    label: 'ARTICLE',
    date: '2025-06-24',
  },
  {
    id: 'private-equity-digital-value-creation',
    title: 'A 100-Day Digital Value-Creation Plan for a Portfolio Company',
    image: '/images/articles/private-equity-digital-value-creation.svg',
    imageAlt: 'Illustration of a value-creation roadmap chart',
    label: 'ARTICLE',
    date: '2025-05-13',
  },
  {
    id: 'predictive-maintenance-twelve-plants',
    title: 'Predictive Maintenance on the Factory Floor: Lessons from a 12-Plant Rollout',
    image: '/images/articles/predictive-maintenance-twelve-plants.svg',
    imageAlt: 'Illustration of machine sensor readings',
    label: 'ARTICLE',
    date: '2025-03-18',
  },
  {
    id: 'wind-generation-forecasting',
    title: 'Forecasting Wind Generation with Weather and Grid Data',
    image: '/images/articles/wind-generation-forecasting.svg',
    imageAlt: 'Illustration of wind turbines and a forecast curve',
    label: 'ARTICLE',
    date: '2025-02-04',
  },
] as const satisfies readonly CaseStudyCard[];

/** Title and meta description of /industries (the page's route is its row of pages.ts). */
export const industriesSeo = {
  title: `Industries | ${company.name}`,
  description:
    'Healthcare, public sector, consumer goods, private equity, financial services, telecom, manufacturing and renewables: the services and outcomes we deliver in each.',
} as const satisfies PageSeo;
