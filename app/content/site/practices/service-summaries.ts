/**
 * One or two sentences per practice service, for cards and lists. No public page shows them
 * today, so they are kept here, apart from the practice modules, and no page's JavaScript carries
 * them (ADR 030).
 */
import type { PracticeServiceId } from '~/content/site/practices/index';

export const serviceSummaries = {
  'user-experience-design':
    'Research, information architecture, interaction design and accessible design systems that make complex products easy to use.',
  'customer-journey-mapping':
    'Evidence-based maps of how customers discover, buy, use and get support, with the moments that matter prioritized for investment.',
  'digital-transformation-consulting':
    'Operating-model, platform and roadmap decisions that tie digital initiatives to revenue, cost and risk targets.',
  'marketing-as-a-service':
    'An embedded team for content, campaigns, SEO and marketing operations, delivered as a monthly service rather than new headcount.',
  'staff-augmentation':
    'Vetted designers, engineers, analysts and product managers who join your teams within weeks and work inside your processes.',
  'experience-intelligence-optimization':
    'Analytics, experimentation and voice-of-customer programs that show what to fix next and prove the return on each change.',
  'data-intelligence-automation':
    'Pipelines, data-quality controls and AI-assisted automation that turn document-heavy manual processes into governed workflows.',
  'ai-powered-insights-decision-support':
    'Forecasting, anomaly detection and natural-language analytics that put the right figure in front of the person making the decision.',
  'enterprise-knowledge-orchestration':
    'Assistants grounded in your policies, contracts and product knowledge, with source citations and document permissions respected end to end.',
  'content-generation-personalization':
    'Brand-safe generation of product copy, campaigns and service replies, personalized by segment and approved by people before it ships.',
  'ai-model-integration-governance':
    'Model selection, integration, evaluation and monitoring under a governance framework your risk, legal and security teams can sign off.',
  'industry-ai-solutions':
    'Accelerators for claims triage, clinical documentation, underwriting, field service and other sector-specific workflows.',
  'cloud-security-zero-trust-architecture':
    'Identity-first architectures, least-privilege access and hardened landing zones across AWS, Azure and Google Cloud.',
  'data-privacy-protection':
    'Data discovery, classification, encryption and privacy-by-design controls mapped to GDPR, CCPA, HIPAA and India’s DPDP Act.',
  'application-api-security':
    'Threat modeling, secure code review, penetration testing and API gateway controls built into your delivery pipeline.',
  'threat-detection-incident-response':
    'Around-the-clock monitoring, tuned detections and a rehearsed response plan so incidents are contained in hours, not weeks.',
  'regulatory-compliance-risk-management':
    'Readiness programs and continuous control monitoring for SOC 2, ISO 27001, PCI DSS, HIPAA and regional regulators.',
  'ai-security-model-integrity':
    'Red-teaming, prompt-injection defenses, model supply-chain checks and monitoring for the AI systems you build or buy.',
} as const satisfies Record<PracticeServiceId, string>;
