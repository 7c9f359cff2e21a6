/**
 * /security-services — hero, stats, six sticky cards, two downloadable resources,
 * the Protect / Detect / Respond framework, four FAQs and two closing CTAs (product §2).
 */
import { company } from '~/content/company';
import { pickService } from '~/content/site/practices/catalog';
import { securityPractice, securityServices } from '~/content/site/practices/security-services';
import type { PracticeService } from '~/content/site/practices/index';
import type { DownloadableResource, Faq, Four, Hero, Six, Stat } from '~/content/types';
import type { PageSeo } from '~/content/types';

/** product §9: sticky cards shrink to a minimum scale of 0.92 … */
export const STICKY_MIN_SCALE = 0.92;
/** … over 500 px of scroll … */
export const STICKY_SCALE_DISTANCE_PX = 500;
/** … with a sticky offset of 100 px. */
export const STICKY_OFFSET_PX = 100;

export interface SecurityCard extends PracticeService {
  readonly description: string;
  readonly capabilities: readonly string[];
}

export interface FrameworkPhase {
  readonly id: 'protect' | 'detect' | 'respond';
  readonly name: 'Protect' | 'Detect' | 'Respond';
  readonly summary: string;
  readonly bullets: readonly string[];
}

/**
 * Closing calls to action. product says the original buttons have no behaviour; a control that does
 * nothing misleads keyboard and screen-reader users, so ours lead to the contact page.
 */
export interface ClosingCta {
  readonly label: string;
  readonly text: string;
  readonly to: '/contact-us';
}

const sec = securityPractice;

export const securityHero: Hero = sec.hero;

/** The practice's introduction on its page. */
export const securityIntro =
  'Security works best when it is designed in rather than bolted on. Our Security Services practice works alongside our design, data and engineering teams, so controls are part of the architecture, compliance evidence is collected as work happens, and your response plan has been rehearsed before it is needed.';

export const securityStatsHeading = 'Security Services at a glance';

export const securityStats = [
  { value: '24/7', label: 'Managed detection and response coverage across three time zones' },
  { value: '60-day', label: 'Plan to stand up an AI Trust Center' },
  { value: '6', label: 'Integrated security disciplines under one team' },
  { value: '15 min', label: 'Target time to triage a critical alert' },
] as const satisfies readonly Stat[];

export const securityCardsHeading = {
  title: 'Our Security Services',
  intro: 'Six disciplines that share one architecture, one evidence trail and one response plan.',
  capabilitiesLabel: 'What we deliver',
} as const;

export const securityCards = [
  {
    ...pickService(securityServices, 'cloud-security-zero-trust-architecture'),
    description:
      'We design cloud environments where every request is authenticated, authorized and logged — no implicit trust for a network location. Landing zones, identity and segmentation are defined as code so they stay consistent as you grow.',
    capabilities: [
      'Zero trust reference architecture and roadmap',
      'Identity, single sign-on and privileged access management',
      'Secure landing zones and policy-as-code guardrails',
      'Cloud security posture management and remediation',
    ],
  },
  {
    ...pickService(securityServices, 'data-privacy-protection'),
    description:
      'We find out where sensitive data lives, who can reach it and where it travels, then apply classification, encryption, retention and consent controls that match the regulations you answer to.',
    capabilities: [
      'Sensitive data discovery and classification',
      'Encryption, key management and tokenization',
      'Privacy impact assessments and records of processing',
      'Data loss prevention and retention policies',
    ],
  },
  {
    ...pickService(securityServices, 'application-api-security'),
    description:
      'We put security checks where developers already work: threat models in design, scanning in the pipeline, manual testing before major releases and runtime protection for public APIs.',
    capabilities: [
      'Threat modeling and secure design reviews',
      'SAST, DAST and dependency scanning in CI/CD',
      'Penetration testing of web, mobile and API surfaces',
      'API gateway policies, rate limiting and schema validation',
    ],
  },
  {
    ...pickService(securityServices, 'threat-detection-incident-response'),
    description:
      `Our analysts in ${company.officeCities} monitor your environment around the clock with detections tuned to your systems, and lead containment, investigation and recovery when an incident happens.`,
    capabilities: [
      'Managed detection and response, 24/7',
      'SIEM and EDR tuning with custom detection rules',
      'Incident response retainer and playbooks',
      'Tabletop exercises and post-incident reviews',
    ],
  },
  {
    ...pickService(securityServices, 'regulatory-compliance-risk-management'),
    description:
      'We map your controls once and reuse the evidence across frameworks, so an audit becomes a report you already have rather than a quarter of lost engineering time.',
    capabilities: [
      'SOC 2, ISO 27001, PCI DSS and HIPAA readiness',
      'Unified control framework and evidence automation',
      'Third-party and vendor risk assessments',
      'Board-level risk reporting',
    ],
  },
  {
    ...pickService(securityServices, 'ai-security-model-integrity'),
    description:
      'We test and protect AI systems against the attacks specific to them — prompt injection, data poisoning, model theft and sensitive-data leakage — and monitor them once they are live.',
    capabilities: [
      'AI red-teaming and adversarial testing',
      'Prompt-injection and output-filtering guardrails',
      'Model and dataset supply-chain verification',
      'AI usage monitoring and an AI Trust Center',
    ],
  },
] as const satisfies Six<SecurityCard>;

export type SecurityCardId = (typeof securityCards)[number]['id'];

export const securityResourcesHeading = {
  title: 'AI Security Resources',
  intro: 'Templates our teams use with clients, free to download.',
} as const;

export const securityResources = [
  {
    id: 'ai-governance-master-policy.pdf',
    name: 'AI Governance Master Policy',
    type: 'guide',
    description:
      'A ready-to-adapt policy covering acceptable use, model approval, data handling, human oversight and incident reporting for AI systems.',
  },
  {
    id: 'ai-trust-center-blueprint.pdf',
    name: 'AI Trust Center Blueprint',
    type: 'blueprint',
    description:
      'A 60-day plan to stand up an AI Trust Center: model inventory, risk tiers, evaluation gates and a public page that shows customers how you use AI.',
  },
] as const satisfies readonly [DownloadableResource, DownloadableResource];

export const securityFrameworkHeading = {
  title: 'Protect, Detect, Respond',
  intro: 'Every engagement strengthens all three phases, so a gap in one is covered by the others.',
} as const;

export const securityFramework = [
  {
    id: 'protect',
    name: 'Protect',
    summary: 'Reduce the attack surface before anyone tests it.',
    bullets: [
      'Zero trust identity and access controls',
      'Hardened cloud configurations defined as code',
      'Encryption and data classification',
      'Secure development practices and pipeline checks',
    ],
  },
  {
    id: 'detect',
    name: 'Detect',
    summary: 'See suspicious activity early and with context.',
    bullets: [
      'Around-the-clock monitoring by our security operations center',
      'Detections tuned to your applications and cloud estate',
      'Threat intelligence relevant to your industry',
      'Monitoring of AI model behavior and usage',
    ],
  },
  {
    id: 'respond',
    name: 'Respond',
    summary: 'Contain, recover and learn with a plan you have already rehearsed.',
    bullets: [
      'Documented playbooks for your most likely incidents',
      'Containment and forensic investigation',
      'Regulator and customer communication support',
      'Post-incident reviews that feed back into Protect',
    ],
  },
] as const satisfies readonly [FrameworkPhase, FrameworkPhase, FrameworkPhase];

export const securityFaqs = [
  {
    question: 'Where should we start if we have never had a security assessment?',
    answer:
      'Start with a two- to three-week assessment covering identity, cloud configuration, critical applications and incident readiness. You receive a risk-ranked findings report and a 90-day remediation plan that separates quick fixes from structural work.',
  },
  {
    question: 'Can you work alongside our existing security team and tools?',
    answer:
      'Yes. Most clients keep their own team and tooling; we add specialist skills, after-hours coverage or project capacity. Our detection engineers work in the major SIEM and EDR platforms, so we tune what you already own before recommending anything new.',
  },
  {
    question: 'Which compliance frameworks do you support?',
    answer:
      'We regularly prepare clients for SOC 2, ISO 27001, PCI DSS and HIPAA, and map controls to GDPR, CCPA, India’s DPDP Act and UAE data-protection requirements. Controls are mapped once and the evidence is reused across frameworks.',
  },
  {
    question: 'How do you secure generative AI systems?',
    answer:
      'We threat-model each AI use case, red-team it for prompt injection, data leakage and harmful output, add guardrails at the gateway and monitor usage in production. Our AI Trust Center Blueprint lays out the governance side as a 60-day plan.',
  },
] as const satisfies Four<Faq>;

export const securityClosingHeading = {
  title: 'Make security part of the plan',
  intro: 'Whether you need a baseline, a second opinion or round-the-clock coverage, start with a conversation.',
} as const;

export const securityClosingCtas = [
  {
    label: 'Request a Security Assessment',
    text: 'A two- to three-week review of identity, cloud, applications and incident readiness, ending with a prioritized remediation plan.',
    to: '/contact-us',
  },
  {
    label: 'Talk to a Security Architect',
    text: 'A one-hour working session on your architecture, your compliance deadlines or a specific concern, with no sales pitch.',
    to: '/contact-us',
  },
] as const satisfies readonly [ClosingCta, ClosingCta];

/** Title and meta description of /security-services (the page's route is its row of pages.ts). */
export const securityServicesSeo = {
  title: `Security Services | ${company.name}`,
  description:
    'Zero trust cloud security, data privacy, application and API security, 24/7 threat detection, compliance and AI model integrity from one security team.',
} as const satisfies PageSeo;
