/**
 * /digital-experience — hero, five-stage framework, six pillars, five solution guides,
 * two calls to action and four FAQs (product §2).
 */
import { company } from '~/content/company';
import { digitalExperiencePractice, digitalExperienceServices } from '~/content/site/practices/digital-experience';
import { pickService } from '~/content/site/practices/catalog';
import type { PracticeService } from '~/content/site/practices/index';
import type { CallToAction, DownloadableResource, Faq, Four, Hero, Six } from '~/content/types';
import type { PageSeo } from '~/content/types';

export interface FrameworkStage {
  readonly id: 'conceptualize' | 'create' | 'launch' | 'remain' | 'thrive';
  readonly number: string;
  readonly name: 'Conceptualize' | 'Create' | 'Launch' | 'Remain' | 'Thrive';
  readonly summary: string;
  /** "What we do" bullets, 3–5. */
  readonly whatWeDo: readonly string[];
  readonly outcome: string;
}

export interface Pillar extends PracticeService {
  readonly description: string;
  /** 3–4 short points. */
  readonly highlights: readonly string[];
  /** Without extension: the page tries `${imageBase}.jpg`, then `.svg`, then a numbered placeholder. */
  readonly imageBase: `/images/pillars/${string}`;
}

export interface SolutionGuide extends DownloadableResource {
  readonly type: 'guide';
}

const dx = digitalExperiencePractice;

export const digitalExperienceHero: Hero = dx.hero;

/** The practice's introduction on its page. */
export const digitalExperienceIntro =
  'Our Digital Experience practice brings researchers, service designers, engineers and marketers into one team. Every engagement follows the same five-stage framework — Conceptualize, Create, Launch, Remain, Thrive — so you always know what is being decided, what is being built and how success will be measured.';

export const frameworkHeading = {
  title: 'Our Five-Stage Framework',
  intro:
    'Every Digital Experience engagement moves through the same five stages. Each stage ends with a decision you can see and a result you can measure before the next one starts.',
  whatWeDoLabel: 'What we do',
  outcomeLabel: 'Outcome',
} as const;

export const frameworkStages = [
  {
    id: 'conceptualize',
    number: '01',
    name: 'Conceptualize',
    summary: 'Define the problem worth solving and how you will know it is solved.',
    whatWeDo: [
      'Stakeholder interviews and customer research to frame the opportunity',
      'Audits of your current experience, competitors and analogous services',
      'Experience vision, success metrics and business case',
      'Prioritized opportunity backlog and release roadmap',
    ],
    outcome:
      'A funded, evidence-backed concept with agreed success measures and a roadmap the whole leadership team understands.',
  },
  {
    id: 'create',
    number: '02',
    name: 'Create',
    summary: 'Design, test and build in short increments with real users involved.',
    whatWeDo: [
      'Journey maps, service blueprints and information architecture',
      'Interactive prototypes tested with target users every sprint',
      'An accessible design system shared by design and engineering',
      'Front-end and platform engineering delivered in two-week increments',
    ],
    outcome:
      'A validated, accessible product built on a reusable design system and ready for release.',
  },
  {
    id: 'launch',
    number: '03',
    name: 'Launch',
    summary: 'Release with control, measurement and a prepared organization.',
    whatWeDo: [
      'Release planning with beta cohorts and staged rollouts',
      'Performance, accessibility and security checks before go-live',
      'Analytics instrumentation and launch dashboards',
      'Content migration, training and change communications',
    ],
    outcome:
      'A controlled launch with measurement live from day one and no surprises for customers or support teams.',
  },
  {
    id: 'remain',
    number: '04',
    name: 'Remain',
    summary: 'Keep the experience stable, secure and current after launch.',
    whatWeDo: [
      'Managed support with agreed service levels',
      'Ongoing accessibility, performance and dependency maintenance',
      'Content and campaign operations',
      'Quarterly experience health reviews',
    ],
    outcome:
      'A stable, secure platform that stays current instead of drifting toward the next full rebuild.',
  },
  {
    id: 'thrive',
    number: '05',
    name: 'Thrive',
    summary: 'Turn data and customer feedback into continuous improvement.',
    whatWeDo: [
      'A/B and multivariate experimentation programs',
      'Voice-of-customer research and behavioral analytics',
      'Personalization and lifecycle journeys',
      'Quarterly roadmap refresh tied to business KPIs',
    ],
    outcome:
      'Compounding gains in conversion, satisfaction and cost-to-serve, measured and reported every quarter.',
  },
] as const satisfies readonly FrameworkStage[];

export const successStoriesHeading = {
  title: 'Success Stories',
  intro: 'Selected engagements where the framework turned into measurable results.',
} as const;

export const pillarsHeading = {
  title: 'Our Digital Experience Pillars',
  intro: 'Six disciplines that can be engaged on their own or combined into one program.',
} as const;

export const digitalExperienceCtaHeading = {
  title: 'Start with a conversation',
} as const;

export const pillars = [
  {
    ...pickService(digitalExperienceServices, 'user-experience-design'),
    description:
      'We design products that people can use without a manual. Our researchers and designers work from evidence — interviews, usability sessions and analytics — and turn it into information architecture, interaction patterns and a design system your engineers can build from directly.',
    highlights: [
      'Usability testing with your actual customers',
      'Design systems with coded components',
      'WCAG 2.2 AA accessibility as the baseline',
      'Mobile, web and kiosk interfaces',
    ],
    imageBase: '/images/pillars/user-experience-design',
  },
  {
    ...pickService(digitalExperienceServices, 'customer-journey-mapping'),
    description:
      'We map how customers actually move through your channels — marketing, sales, onboarding, service and renewal — and where they stall or leave. Each map ends with scored pain points, the owners who can fix them and a prioritized list of changes.',
    highlights: [
      'Current- and future-state journey maps',
      'Service blueprints linking front stage to back office',
      'Pain points scored by customer and business impact',
    ],
    imageBase: '/images/pillars/customer-journey-mapping',
  },
  {
    ...pickService(digitalExperienceServices, 'digital-transformation-consulting'),
    description:
      'We help leadership teams decide what to change, in what order and how to pay for it. That means platform and vendor choices, operating-model design and a sequenced roadmap whose milestones are tied to revenue, cost and risk measures.',
    highlights: [
      'Digital maturity assessment',
      'Platform and vendor selection',
      'Operating-model and governance design',
      '12- to 24-month transformation roadmaps',
    ],
    imageBase: '/images/pillars/digital-transformation-consulting',
  },
  {
    ...pickService(digitalExperienceServices, 'marketing-as-a-service'),
    description:
      'An embedded marketing team — strategist, content lead, campaign manager, SEO and marketing-operations specialist — working to your plan for a fixed monthly fee. You get a full team’s range of skills without hiring each role yourself.',
    highlights: [
      'Content strategy and production',
      'Paid, search and lifecycle campaigns',
      'Marketing automation and CRM operations',
      'Monthly reporting from spend to pipeline',
    ],
    imageBase: '/images/pillars/marketing-as-a-service',
  },
  {
    ...pickService(digitalExperienceServices, 'staff-augmentation'),
    description:
      'When a roadmap outgrows the team, we add vetted specialists who join your stand-ups, tools and code review. Consultants are matched to your stack and domain, and we replace any placement that is not working at no extra cost.',
    highlights: [
      'Designers, engineers, analysts and product managers',
      'Onshore, nearshore and offshore options across three offices',
      'Typical start within two to three weeks',
    ],
    imageBase: '/images/pillars/staff-augmentation',
  },
  {
    ...pickService(digitalExperienceServices, 'experience-intelligence-optimization'),
    description:
      'We combine behavioral analytics, experimentation and customer feedback into one view of how your experience performs. Every test starts from a written hypothesis, and every result is reported with its effect on the metrics agreed at the start.',
    highlights: [
      'Analytics implementation and dashboards',
      'Experimentation program design and execution',
      'Voice-of-customer and session research',
      'Personalization roadmaps',
    ],
    imageBase: '/images/pillars/experience-intelligence-optimization',
  },
] as const satisfies Six<Pillar>;

export type PillarId = (typeof pillars)[number]['id'];

export const solutionGuidesHeading = {
  title: 'Solution Guides',
  intro: 'Practical guides from our Digital Experience practice. Enter your e-mail to download.',
} as const;

export const solutionGuides = [
  {
    id: 'dx-ux-maturity-playbook.pdf',
    name: 'UX Maturity Playbook',
    type: 'guide',
    description:
      'A self-assessment across research, design operations, accessibility and measurement, with the next three moves for each maturity level.',
  },
  {
    id: 'dx-customer-journey-mapping-toolkit.pdf',
    name: 'Customer Journey Mapping Toolkit',
    type: 'guide',
    description:
      'Templates and workshop agendas for mapping current-state journeys, scoring pain points and agreeing on a prioritized fix list.',
  },
  {
    id: 'dx-digital-transformation-roadmap-guide.pdf',
    name: 'Digital Transformation Roadmap Guide',
    type: 'guide',
    description:
      'How to sequence platform, data and operating-model changes into a 12- to 24-month roadmap with measurable checkpoints.',
  },
  {
    id: 'dx-marketing-operations-guide.pdf',
    name: 'Marketing Operations Guide',
    type: 'guide',
    description:
      'Roles, tooling, workflows and reporting for a content and campaign engine that connects marketing spend to pipeline.',
  },
  {
    id: 'dx-experimentation-playbook.pdf',
    name: 'Experimentation Playbook',
    type: 'guide',
    description:
      'Set up an experimentation program: hypothesis backlog, test design, sample-size rules and a cadence for sharing results.',
  },
] as const satisfies readonly SolutionGuide[];

/** product §9: five solution guides. */
export const SOLUTION_GUIDE_COUNT = solutionGuides.length satisfies 5;

export const digitalExperienceCtas = [
  {
    heading: 'Ready to map your next experience?',
    text: 'Start with a two-hour discovery session. We review your current experience, agree on the measures that matter and outline what the Conceptualize stage would cover.',
    label: 'Book a Discovery Session',
    to: '/contact-us',
  },
  {
    heading: 'See the framework in practice',
    text: 'Browse recent projects across healthcare, retail, technology and the public sector, with the results each one delivered.',
    label: 'View Our Portfolio',
    to: '/portfolio',
  },
] as const satisfies readonly [CallToAction, CallToAction];

export const digitalExperienceFaqs = [
  {
    question: 'How long does a typical Digital Experience engagement take?',
    answer:
      'The Conceptualize stage usually takes four to eight weeks. A first release built through Create and Launch typically follows within three to six months, depending on scope and the number of systems involved. Remain and Thrive run as ongoing monthly services that you can scale up or down.',
  },
  {
    question: 'Can you work with our existing design system and technology stack?',
    answer:
      'Yes. We start by auditing what you already have and extend it rather than replace it. Our teams regularly work in React, Angular and native mobile code bases and with the major content management, commerce and CRM platforms.',
  },
  {
    question: 'How do you measure whether a new experience is working?',
    answer:
      'Success measures are agreed during Conceptualize — for example task completion, conversion, customer satisfaction or cost-to-serve. We instrument them before launch, report against them from the first day and review them with you every quarter.',
  },
  {
    question: 'Do you design for accessibility?',
    answer:
      'Every engagement targets WCAG 2.2 level AA. Accessibility is checked in design reviews, automated tests and manual testing with assistive technologies before each release, not audited after launch.',
  },
] as const satisfies Four<Faq>;

/** Title and meta description of /digital-experience (the page's route is its row of pages.ts). */
export const digitalExperienceSeo = {
  title: `Digital Experience | ${company.name}`,
  description:
    'UX design, customer journey mapping, transformation consulting, marketing as a service and experience optimization, delivered through a five-stage framework.',
} as const satisfies PageSeo;
