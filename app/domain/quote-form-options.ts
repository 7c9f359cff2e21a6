/** The quote form's option lists and timing (product §9), without zod: the form needs them at page load. */
import { practiceIndex } from '~/content/site/practices/catalog';
import { digitalExperienceServices } from '~/content/site/practices/digital-experience';
import { generativeAiServices } from '~/content/site/practices/generative-ai';
import { securityServices } from '~/content/site/practices/security-services';

/** product §9: the quote success modal closes itself after 5000 ms. */
export const QUOTE_SUCCESS_AUTO_CLOSE_MS = 5000;

export const INDUSTRY_OPTIONS = [
  'Healthcare',
  'Public Sector',
  'Consumer Goods & Services',
  'Private Equity',
  'Financial Services',
  'Telecom',
  'Manufacturing',
  'Renewables',
  'Other',
] as const;

export const PROJECT_TYPE_OPTIONS = [
  'Digital Experience & UX Design',
  'Generative AI & Data Solutions',
  'Security Services & Infrastructure',
  'Digital Transformation Consulting',
  'Mobile Application Development',
  'Web Application Development',
  'Enterprise CMS Implementation',
  'ERP Systems Integration',
  'Performance Marketing',
  'Creative Services',
  'Strategic Consulting',
  'Other',
] as const;

export const BUDGET_OPTIONS = [
  'Under $50K',
  '$50K - $100K',
  '$100K - $250K',
  '$250K - $500K',
  '$500K - $1M',
  'Over $1M',
  'Prefer not to specify',
] as const;

export const TIMELINE_OPTIONS = [
  'ASAP (Within 1 month)',
  '1-3 months',
  '3-6 months',
  '6-12 months',
  '12+ months',
  'Just exploring options',
] as const;

/**
 * Issue 46: the service of interest, one of the practices' eighteen services by title (the titles
 * the practice pages show), grouped by practice for the select. Optional; routing rules may name
 * a service ("Cloud Security & Zero Trust Architecture") as well as a project type.
 */
export const SERVICE_GROUPS = [
  { label: practiceIndex[0].name, options: digitalExperienceServices.map((service) => service.title) },
  { label: practiceIndex[1].name, options: generativeAiServices.map((service) => service.title) },
  { label: practiceIndex[2].name, options: securityServices.map((service) => service.title) },
] as const satisfies readonly { label: string; options: readonly string[] }[];

export const SERVICE_OPTIONS: readonly string[] = SERVICE_GROUPS.flatMap((group) => group.options);
