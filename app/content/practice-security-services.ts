/**
 * The Security Services practice: its six services, hero and intro. practices.ts lists the three practices
 * together (home, What We Do); the Security Services page imports only this one.
 */
import { practiceIndex } from './practice-index';
import type { Practice, PracticeService } from './practices';
import type { Six } from './types';

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
  intro:
    'Security works best when it is designed in rather than bolted on. Our Security Services practice works alongside our design, data and engineering teams, so controls are part of the architecture, compliance evidence is collected as work happens, and your response plan has been rehearsed before it is needed.',
  services: securityServices,
} as const satisfies Practice;
