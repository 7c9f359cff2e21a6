/**
 * The Security Services practice: its six services, hero (its page's intro is in security-services.ts). practices.ts lists the three practices
 * together (home, What We Do); the Security Services page imports only this one.
 */
import { practiceIndex } from '~/content/site/practices/catalog';
import type { Practice, PracticeService } from '~/content/site/practices/index';
import type { Six } from '~/content/types';

export const securityServices = [
  { id: 'cloud-security-zero-trust-architecture', title: 'Cloud Security & Zero Trust Architecture' },
  { id: 'data-privacy-protection', title: 'Data Privacy & Protection' },
  { id: 'application-api-security', title: 'Application & API Security' },
  { id: 'threat-detection-incident-response', title: 'Threat Detection & Incident Response' },
  { id: 'regulatory-compliance-risk-management', title: 'Regulatory Compliance & Risk Management' },
  { id: 'ai-security-model-integrity', title: 'AI Security & Model Integrity' },
] as const satisfies Six<PracticeService>;

export const securityPractice = {
  ...practiceIndex[2],
  hero: {
    eyebrow: 'Security Services',
    headline: 'Security built into everything you ship',
    subhead:
      'Zero trust architecture, privacy engineering, application security, managed detection and AI model integrity — delivered by one team that knows how your systems were built.',
  },
  services: securityServices,
} as const satisfies Practice;
