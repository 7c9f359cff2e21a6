/**
 * /generative-ai — hero, headline stats, six practice cards with capabilities and
 * result bars, two buttons and four FAQs (product §2).
 */
import { company } from '~/content/company';
import { generativeAiPractice, generativeAiServices } from '~/content/site/practices/generative-ai';
import { pickService } from '~/content/site/practices/catalog';
import type { PracticeService } from '~/content/site/practices/index';
import type { Faq, Four, Hero, Six, Stat } from '~/content/types';
import type { PageSeo } from '~/content/types';

/** product: the first three outcomes use fixed bar widths 80, 60, 95 (percent). */
export const RESULT_BAR_WIDTHS = [80, 60, 95] as const;

export interface ResultBar<W extends number = number> {
  readonly label: string;
  /** Text shown beside the bar. */
  readonly value: string;
  /** Bar width in percent. */
  readonly width: W;
}

export type ResultBars = readonly [ResultBar<80>, ResultBar<60>, ResultBar<95>];

export interface AiPracticeCard extends PracticeService {
  readonly description: string;
  /** Exactly four. */
  readonly capabilities: readonly [string, string, string, string];
  readonly results: ResultBars;
}

const ai = generativeAiPractice;

export const generativeAiHero: Hero = ai.hero;

/** The practice's introduction on its page. */
export const generativeAiIntro =
  'Most AI pilots stall between a promising prototype and a system people rely on. Our Generative AI and Data practice closes that gap: clean, governed data foundations first, then targeted use cases with measurable targets, then the integration, monitoring and change management that keep them working.';

/** product §9: AI page stats 80%, 60%, 95%. */
export const generativeAiStats = [
  { value: '80%', label: 'Less time spent on manual data preparation' },
  { value: '60%', label: 'Faster turnaround from business question to answer' },
  { value: '95%', label: 'Accuracy on validated document-extraction workflows' },
] as const satisfies readonly [Stat, Stat, Stat];

export const generativeAiStatsHeading = 'What our clients measure';

export const generativeAiStatsNote =
  'Figures are typical of production deployments measured against each client’s own baseline; results vary by data quality and process.';

export const generativeAiButtons = {
  /** Opens the lead modal. */
  start: { label: 'Start Your AI Transformation' },
  /** Navigates to the Digital Experience page. */
  explore: { label: 'Explore AI Solutions', to: '/digital-experience' },
} as const;

export const practiceCardsHeading = {
  title: 'Our Generative AI and Data Practice',
  intro:
    'Six areas of work, each delivered with the data foundations, evaluation and governance it needs to run in production.',
  capabilitiesLabel: 'Capabilities',
  resultsLabel: 'Typical Results',
} as const;

export const practiceCards = [
  {
    ...pickService(generativeAiServices, 'data-intelligence-automation'),
    description:
      'We rebuild data-heavy processes — invoice handling, onboarding, claims intake, reconciliations — around governed pipelines and AI extraction, with people reviewing only the cases the models are unsure about.',
    capabilities: [
      'Document and form extraction with confidence scoring',
      'Data-quality rules and lineage tracking',
      'Workflow automation with human-in-the-loop review',
      'Modern data platform and pipeline engineering',
    ],
    results: [
      { label: 'Reduction in manual data entry', value: '80%', width: 80 },
      { label: 'Faster month-end processing', value: '60%', width: 60 },
      { label: 'Field-level extraction accuracy', value: '95%', width: 95 },
    ],
  },
  {
    ...pickService(generativeAiServices, 'ai-powered-insights-decision-support'),
    description:
      'We give decision-makers answers instead of report queues: forecasts, anomaly alerts and natural-language questions over a governed semantic layer, so every answer uses the same definitions as your finance team.',
    capabilities: [
      'Demand, revenue and capacity forecasting',
      'Anomaly detection with plain-language explanations',
      'Natural-language questions over governed metrics',
      'Executive and operational decision dashboards',
    ],
    results: [
      { label: 'Routine report requests answered by self-service', value: '80%', width: 80 },
      { label: 'Shorter planning cycles', value: '60%', width: 60 },
      { label: 'Answers matching certified metric definitions', value: '95%', width: 95 },
    ],
  },
  {
    ...pickService(generativeAiServices, 'enterprise-knowledge-orchestration'),
    description:
      'We connect assistants to the documents your people already rely on — policies, contracts, manuals, tickets — using retrieval that respects existing permissions and cites the source of every answer.',
    capabilities: [
      'Retrieval-augmented generation over enterprise content',
      'Permission-aware search across document stores',
      'Source citations and answer-quality evaluation',
      'Assistants embedded in Teams, Slack and service desks',
    ],
    results: [
      { label: 'Internal questions resolved without escalation', value: '80%', width: 80 },
      { label: 'Less time spent searching for information', value: '60%', width: 60 },
      { label: 'Answers with a verifiable source citation', value: '95%', width: 95 },
    ],
  },
  {
    ...pickService(generativeAiServices, 'content-generation-personalization'),
    description:
      'We set up content generation that follows your brand, legal and accessibility rules: approved templates, retrieval from product data, automated checks and a clear approval step before anything is published.',
    capabilities: [
      'Brand and tone models built from approved content',
      'Product and campaign copy generated at scale',
      'Segment-level personalization for web and e-mail',
      'Automated compliance and accessibility checks',
    ],
    results: [
      { label: 'First drafts produced automatically', value: '80%', width: 80 },
      { label: 'Shorter campaign production cycle', value: '60%', width: 60 },
      { label: 'Drafts passing brand-compliance checks', value: '95%', width: 95 },
    ],
  },
  {
    ...pickService(generativeAiServices, 'ai-model-integration-governance'),
    description:
      'We help you choose, integrate and operate models — commercial, open-weight or fine-tuned — behind a common gateway, with evaluation suites, usage policies and monitoring that satisfy risk and audit teams.',
    capabilities: [
      'Model selection and cost-performance benchmarking',
      'LLM gateway, prompt management and access control',
      'Evaluation suites and drift monitoring',
      'AI policy, model inventory and approval workflow',
    ],
    results: [
      { label: 'Models onboarded through one standard pipeline', value: '80%', width: 80 },
      { label: 'Faster approval for new AI use cases', value: '60%', width: 60 },
      { label: 'Production AI systems under live monitoring', value: '95%', width: 95 },
    ],
  },
  {
    ...pickService(generativeAiServices, 'industry-ai-solutions'),
    description:
      'We start from accelerators built for specific industries — claims triage, clinical note summarization, underwriting support, field-service guidance — and adapt them to your data, rules and systems.',
    capabilities: [
      'Insurance claims triage and summarization',
      'Clinical documentation support',
      'Credit and underwriting analysis assistants',
      'Field-service and maintenance copilots',
    ],
    results: [
      { label: 'Routine cases triaged automatically', value: '80%', width: 80 },
      { label: 'Less time on case documentation', value: '60%', width: 60 },
      { label: 'Agreement with expert reviewers', value: '95%', width: 95 },
    ],
  },
] as const satisfies Six<AiPracticeCard>;

export type AiPracticeCardId = (typeof practiceCards)[number]['id'];

export const generativeAiFaqs = [
  {
    question: 'Will our data be used to train public AI models?',
    answer:
      'No. We deploy models through enterprise agreements or in your own cloud tenancy with training on customer data switched off, and we keep prompts, documents and outputs inside the environment you control. Data flows are documented as part of every project.',
  },
  {
    question: 'Which models and platforms do you work with?',
    answer:
      'We are model-agnostic. We benchmark commercial models from the major providers alongside open-weight models for each use case and choose on accuracy, latency, cost and data-residency needs. Most clients end up using more than one model behind a single gateway.',
  },
  {
    question: 'How quickly can we get a first use case into production?',
    answer:
      'A focused use case with accessible data typically moves from discovery to a monitored production release in 8 to 12 weeks. Data readiness is the main variable, so the first two weeks are spent confirming the data and the success measure.',
  },
  {
    question: 'How do you keep generative AI accurate and safe?',
    answer:
      'Every system ships with an evaluation suite built from your own examples, grounding with source citations where answers must be factual, guardrails against prompt injection and data leakage, and human review for decisions with customer or regulatory impact.',
  },
] as const satisfies Four<Faq>;

/** Title and meta description of /generative-ai (the page's route is its row of pages.ts). */
export const generativeAiSeo = {
  title: `Generative AI and Data | ${company.name}`,
  description:
    'Data automation, AI-powered insights, enterprise knowledge assistants, content generation and model governance that run in production, not just in a demo.',
} as const satisfies PageSeo;
