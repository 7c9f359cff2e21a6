/** The quote form's option lists and timing (product §9), without zod: the form needs them at page load. */

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
