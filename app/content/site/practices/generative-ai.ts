/**
 * The Generative AI and Data practice: its six services, hero (its page's intro is in generative-ai.ts). practices.ts lists the three practices
 * together (home, What We Do); the Generative AI and Data page imports only this one.
 */
import { practiceIndex } from '~/content/site/practices/catalog';
import type { Practice, PracticeService } from '~/content/site/practices/index';
import type { Six } from '~/content/types';

export const generativeAiServices = [
  { id: 'data-intelligence-automation', title: 'Data Intelligence & Automation' },
  { id: 'ai-powered-insights-decision-support', title: 'AI-Powered Insights & Decision Support' },
  { id: 'enterprise-knowledge-orchestration', title: 'Enterprise Knowledge Orchestration' },
  { id: 'content-generation-personalization', title: 'Content Generation & Personalization' },
  { id: 'ai-model-integration-governance', title: 'AI Model Integration & Governance' },
  { id: 'industry-ai-solutions', title: 'Industry AI Solutions' },
] as const satisfies Six<PracticeService>;

export const generativeAiPractice = {
  ...practiceIndex[1],
  hero: {
    eyebrow: 'Generative AI and Data',
    headline: 'Generative AI that runs in production, not just in a demo',
    subhead:
      'We connect large language models to your data, processes and controls — with the evaluation, monitoring and governance that let you scale beyond the pilot.',
  },
  services: generativeAiServices,
} as const satisfies Practice;
