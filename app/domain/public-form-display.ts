/**
 * What the public form components need at page load, without zod: the quote form's option lists,
 * the success texts and timings shown in the browser, and the download gate's file helpers.
 * The per-form modules (quote-form.ts, contact-form.ts, lead-modal.ts, download-gate.ts,
 * job-application.ts) hold the schemas and re-export these, so server code imports them there.
 */
import type { DownloadableResource } from '~/content/types';

// ── Quote form (home and What We Do) ──────────────────────────────────────────────────────────

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

/** SPEC §9: the quote success modal closes itself after 5000 ms. */
export const QUOTE_SUCCESS_AUTO_CLOSE_MS = 5000;

// ── Contact form (/contact-us) ────────────────────────────────────────────────────────────────

/** SPEC §9: the contact success notice closes itself after 5 seconds. */
export const CONTACT_SUCCESS_AUTO_CLOSE_MS = 5000;

// ── AI lead modal (/generative-ai) ────────────────────────────────────────────────────────────

export const LEAD_MODAL_SUCCESS = {
  title: 'Thank You!',
  message: "We've received your AI transformation request. Our team will contact you within 24 hours...",
  note: 'Check your email for a confirmation message.',
} as const;

/** SPEC §9: the success view shows for 3000 ms, then the form resets and the modal closes. */
export const LEAD_MODAL_SUCCESS_MS = 3000;

// ── Download gate (/digital-experience, /security-services) ───────────────────────────────────

/** SPEC §8: the file is missing or the check failed. */
export function comingSoonMessage(resource: Pick<DownloadableResource, 'name' | 'type'>): string {
  return `${resource.name} ${resource.type} is coming soon! Please contact us for more information.`;
}

/** Our wording for the success panel (SPEC does not give one). */
export const DOWNLOAD_GATE_SUCCESS = {
  title: 'Thank You!',
  message: 'Your download will start in a moment.',
} as const;

/** SPEC §9: the success panel closes itself after 3000 ms. */
export const DOWNLOAD_GATE_SUCCESS_MS = 3000;

/** Where the PDFs live, by file name. */
export const DOWNLOADS_PATH = '/downloadables/solutions';

export function resourceUrl(resource: Pick<DownloadableResource, 'id'>): string {
  return `${DOWNLOADS_PATH}/${encodeURIComponent(resource.id)}`;
}

/** The name a downloaded file is saved under (SPEC §7: '{resourceName}.pdf'). */
export function downloadFileName(resource: Pick<DownloadableResource, 'name'>): string {
  return `${resource.name}.pdf`;
}

// ── Job application (/careers) ────────────────────────────────────────────────────────────────

/** SPEC §9: the success notice closes itself after 5 seconds. */
export const APPLICATION_SUCCESS_AUTO_CLOSE_MS = 5000;
