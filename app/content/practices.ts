/**
 * The three practice areas and their six services each. The home page "What we do"
 * section and the What We Do page read from here (the navigation only needs practice-index.ts); each service links
 * to `{route}#{id}`, and the practice pages anchor their sections by the same ids.
 */
import { practiceIndex } from './practice-index';
import type { Hero, Six } from './types';

export interface PracticeService {
  /** Anchor id on the practice page (SPEC §2). */
  readonly id: string;
  readonly title: string;
  /** One or two sentences for cards and lists. */
  readonly summary: string;
}

export type PracticeId = 'digital-experience' | 'generative-ai' | 'security-services';
export type PracticeRoute = `/${PracticeId}`;

export interface Practice {
  readonly id: PracticeId;
  readonly name: string;
  readonly route: PracticeRoute;
  readonly hero: Hero;
  readonly intro: string;
  readonly services: Six<PracticeService>;
}

export const digitalExperienceServices = [
  {
    id: 'user-experience-design',
    title: 'User Experience Design',
    summary:
      'Research, information architecture, interaction design and accessible design systems that make complex products easy to use.',
  },
  {
    id: 'customer-journey-mapping',
    title: 'Customer Journey Mapping',
    summary:
      'Evidence-based maps of how customers discover, buy, use and get support, with the moments that matter prioritized for investment.',
  },
  {
    id: 'digital-transformation-consulting',
    title: 'Digital Transformation Consulting',
    summary:
      'Operating-model, platform and roadmap decisions that tie digital initiatives to revenue, cost and risk targets.',
  },
  {
    id: 'marketing-as-a-service',
    title: 'Marketing as a Service',
    summary:
      'An embedded team for content, campaigns, SEO and marketing operations, delivered as a monthly service rather than new headcount.',
  },
  {
    id: 'staff-augmentation',
    title: 'Staff Augmentation',
    summary:
      'Vetted designers, engineers, analysts and product managers who join your teams within weeks and work inside your processes.',
  },
  {
    id: 'experience-intelligence-optimization',
    title: 'Experience Intelligence & Optimization',
    summary:
      'Analytics, experimentation and voice-of-customer programs that show what to fix next and prove the return on each change.',
  },
] as const satisfies Six<PracticeService>;

export const generativeAiServices = [
  {
    id: 'data-intelligence-automation',
    title: 'Data Intelligence & Automation',
    summary:
      'Pipelines, data-quality controls and AI-assisted automation that turn document-heavy manual processes into governed workflows.',
  },
  {
    id: 'ai-powered-insights-decision-support',
    title: 'AI-Powered Insights & Decision Support',
    summary:
      'Forecasting, anomaly detection and natural-language analytics that put the right figure in front of the person making the decision.',
  },
  {
    id: 'enterprise-knowledge-orchestration',
    title: 'Enterprise Knowledge Orchestration',
    summary:
      'Assistants grounded in your policies, contracts and product knowledge, with source citations and document permissions respected end to end.',
  },
  {
    id: 'content-generation-personalization',
    title: 'Content Generation & Personalization',
    summary:
      'Brand-safe generation of product copy, campaigns and service replies, personalized by segment and approved by people before it ships.',
  },
  {
    id: 'ai-model-integration-governance',
    title: 'AI Model Integration & Governance',
    summary:
      'Model selection, integration, evaluation and monitoring under a governance framework your risk, legal and security teams can sign off.',
  },
  {
    id: 'industry-ai-solutions',
    title: 'Industry AI Solutions',
    summary:
      'Accelerators for claims triage, clinical documentation, underwriting, field service and other sector-specific workflows.',
  },
] as const satisfies Six<PracticeService>;

export const securityServices = [
  {
    id: 'cloud-security-zero-trust-architecture',
    title: 'Cloud Security & Zero Trust Architecture',
    summary:
      'Identity-first architectures, least-privilege access and hardened landing zones across AWS, Azure and Google Cloud.',
  },
  {
    id: 'data-privacy-protection',
    title: 'Data Privacy & Protection',
    summary:
      'Data discovery, classification, encryption and privacy-by-design controls mapped to GDPR, CCPA, HIPAA and India’s DPDP Act.',
  },
  {
    id: 'application-api-security',
    title: 'Application & API Security',
    summary:
      'Threat modeling, secure code review, penetration testing and API gateway controls built into your delivery pipeline.',
  },
  {
    id: 'threat-detection-incident-response',
    title: 'Threat Detection & Incident Response',
    summary:
      'Around-the-clock monitoring, tuned detections and a rehearsed response plan so incidents are contained in hours, not weeks.',
  },
  {
    id: 'regulatory-compliance-risk-management',
    title: 'Regulatory Compliance & Risk Management',
    summary:
      'Readiness programs and continuous control monitoring for SOC 2, ISO 27001, PCI DSS, HIPAA and regional regulators.',
  },
  {
    id: 'ai-security-model-integrity',
    title: 'AI Security & Model Integrity',
    summary:
      'Red-teaming, prompt-injection defenses, model supply-chain checks and monitoring for the AI systems you build or buy.',
  },
] as const satisfies Six<PracticeService>;

export const practices = [
  {
    ...practiceIndex[0],
    hero: {
      eyebrow: 'Digital Experience',
      headline: 'Experiences designed around the people who use them',
      subhead:
        'Research-led design, journey strategy and delivery teams that take a product from first concept to a launch you can measure — and keep improving it afterwards.',
    },
    intro:
      'Our Digital Experience practice brings researchers, service designers, engineers and marketers into one team. Every engagement follows the same five-stage framework — Conceptualize, Create, Launch, Remain, Thrive — so you always know what is being decided, what is being built and how success will be measured.',
    services: digitalExperienceServices,
  },
  {
    ...practiceIndex[1],
    hero: {
      eyebrow: 'Generative AI and Data',
      headline: 'Generative AI that runs in production, not just in a demo',
      subhead:
        'We connect large language models to your data, processes and controls — with the evaluation, monitoring and governance that let you scale beyond the pilot.',
    },
    intro:
      'Most AI pilots stall between a promising prototype and a system people rely on. Our Generative AI and Data practice closes that gap: clean, governed data foundations first, then targeted use cases with measurable targets, then the integration, monitoring and change management that keep them working.',
    services: generativeAiServices,
  },
  {
    ...practiceIndex[2],
    hero: {
      eyebrow: 'Security Services',
      headline: 'Security built into everything you ship',
      subhead:
        'Zero trust architecture, privacy engineering, application security, managed detection and AI model integrity — delivered by one team that knows how your systems were built.',
    },
    intro:
      'Security works best when it is designed in rather than bolted on. Our Security Services practice works alongside our design, data and engineering teams, so controls are part of the architecture, compliance evidence is collected as work happens, and your response plan has been rehearsed before it is needed.',
    services: securityServices,
  },
] as const satisfies readonly Practice[];

/** Heading of the FAQ section on each practice page. */
export const practiceFaqHeading = {
  title: 'Frequently Asked Questions',
} as const;

export type DigitalExperienceServiceId = (typeof digitalExperienceServices)[number]['id'];
export type GenerativeAiServiceId = (typeof generativeAiServices)[number]['id'];
export type SecurityServiceId = (typeof securityServices)[number]['id'];
export type PracticeServiceId = DigitalExperienceServiceId | GenerativeAiServiceId | SecurityServiceId;

/** `/digital-experience#user-experience-design` */
export function serviceHref(practice: Pick<Practice, 'route'>, service: Pick<PracticeService, 'id'>): string {
  return `${practice.route}#${service.id}`;
}

/** Looks a service up by id with its literal type kept; the id is checked at compile time. */
export function pickService<const L extends readonly PracticeService[], I extends L[number]['id']>(
  list: L,
  id: I,
): Extract<L[number], { readonly id: I }> {
  const found = list.find((s): s is Extract<L[number], { readonly id: I }> => s.id === id);
  if (!found) throw new Error(`Unknown practice service: ${id}`);
  return found;
}
