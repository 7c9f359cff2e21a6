/**
 * A job's public life (issue 18): its page's address, whether it is still open (active and not
 * past its closing date — decided when the page is read, no job runner), the salary range read
 * as an amount for Google's baseSalary, and parsed Markdown written out as HTML (JobPosting's
 * description). Pure: the server, the pages and the tests share it.
 */
import type { MarkdownNode, MarkdownTree } from './markdown';

const DAY_MS = 24 * 60 * 60 * 1000;

/** How long a candidate's withdraw link works (the signed-link helper's validity, 30 days). */
export const SIGNED_LINK_DAYS = 30;

/** '/careers/{slug}'. */
export function jobPath(slug: string): string {
  return `/careers/${encodeURIComponent(slug)}`;
}

/**
 * The moment a job with closing date `closesOn` ('YYYY-MM-DD', the last day applications are
 * taken) closes: the end of that day in UTC. Undefined when the job has no closing date.
 */
export function closingMoment(closesOn: string | null): Date | undefined {
  if (!closesOn) return undefined;
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(closesOn);
  if (!match) return undefined;
  return new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])) + DAY_MS);
}

/** Whether candidates may still apply: the job is active and its closing day has not ended. */
export function isJobOpen(job: { is_active: boolean; closes_on: string | null }, now: Date = new Date()): boolean {
  if (!job.is_active) return false;
  const closes = closingMoment(job.closes_on);
  return closes === undefined || now.getTime() < closes.getTime();
}

// ── Salary ──────────────────────────────────────────────────────────────────────────────────

/** The currencies the firm pays in (its offices: USA, India, UAE). */
export type SalaryCurrency = 'USD' | 'INR' | 'AED';
/** schema.org QuantitativeValue unitText values Google reads for baseSalary. */
export type SalaryUnit = 'HOUR' | 'DAY' | 'WEEK' | 'MONTH' | 'YEAR';

export interface SalaryAmount {
  currency: SalaryCurrency;
  min: number;
  /** Absent for a single figure ('$120,000 per year'). */
  max?: number;
  unit: SalaryUnit;
}

const CURRENCY_MARKS: readonly [RegExp, SalaryCurrency][] = [
  [/₹|\bINR\b|\bRs\.?(?=\s|\d)/i, 'INR'],
  [/\bAED\b|د\.إ|\bDhs?\.?(?=\s|\d)/i, 'AED'],
  [/\$|\bUSD\b/i, 'USD'],
];

const UNIT_WORDS: readonly [RegExp, SalaryUnit][] = [
  [/\b(?:per|an|a|\/)\s*(?:hour|hr)\b|\/\s*h(?:ou)?r\b|\bhourly\b/i, 'HOUR'],
  [/\b(?:per|a|\/)\s*day\b|\bdaily\b/i, 'DAY'],
  [/\b(?:per|a|\/)\s*week\b|\bweekly\b/i, 'WEEK'],
  [/\b(?:per|a|\/)\s*(?:month|mo)\b|\bmonthly\b/i, 'MONTH'],
];

const SCALES: Record<string, number> = { k: 1e3, m: 1e6, lakh: 1e5, lakhs: 1e5, lpa: 1e5, l: 1e5, cr: 1e7, crore: 1e7 };

/** '32,00,000' (Indian grouping) → 3200000; '95k' → 95000; '1.5M' → 1500000; '1.2 lakh' → 120000. */
function readAmount(digits: string, scale: number): number {
  return Math.round(Number.parseFloat(digits.replaceAll(',', '')) * scale);
}

/**
 * The salary range staff typed, as an amount, when it can be read: a currency of ours (symbol or
 * code), one or two figures, and a period (per year unless it says hour, day, week or month).
 * Undefined for anything else ('Competitive', a figure without a currency), so no guessed salary
 * reaches Google.
 */
export function parseSalaryRange(text: string | null): SalaryAmount | undefined {
  if (!text) return undefined;
  const currency = CURRENCY_MARKS.find(([mark]) => mark.test(text))?.[1];
  if (!currency) return undefined;
  const matches = [...text.matchAll(/(\d[\d,]*(?:\.\d+)?)\s*(k|m|lakhs?|lpa|l|cr|crore)?\b/gi)];
  // '18 - 24 lakh': a scale written once, after the range, applies to both figures.
  const lastScale = matches.at(-1)?.[2];
  const figures = matches
    .map((match) => readAmount(match[1]!, SCALES[(match[2] ?? lastScale ?? '').toLowerCase()] ?? 1))
    .filter((value) => Number.isFinite(value) && value > 0);
  if (figures.length === 0 || figures.length > 2) return undefined;
  const unit = UNIT_WORDS.find(([words]) => words.test(text))?.[1] ?? 'YEAR';
  const [min, max] = figures as [number, number | undefined];
  if (max === undefined || max === min) return { currency, min, unit };
  return max > min ? { currency, min, max, unit } : undefined;
}

// ── Markdown as HTML ────────────────────────────────────────────────────────────────────────

const VOID_TAGS = new Set(['br', 'hr', 'img', 'input']);
/** The attributes worth keeping in a description (links and images); the rest are styling. */
const KEPT_PROPS: Record<string, string> = { href: 'href', title: 'title', src: 'src', alt: 'alt' };

function escapeHtmlText(text: string): string {
  return text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');
}

function nodeHtml(node: MarkdownNode): string {
  if (typeof node === 'string') return escapeHtmlText(node);
  if (!/^[a-z][a-z0-9]*$/.test(node.tag)) return (node.children ?? []).map(nodeHtml).join('');
  const attributes = Object.entries(node.props ?? {})
    .filter(([name, value]) => name in KEPT_PROPS && typeof value === 'string')
    .map(([name, value]) => ` ${KEPT_PROPS[name]}="${escapeHtmlText(value as string)}"`)
    .join('');
  if (VOID_TAGS.has(node.tag)) return `<${node.tag}${attributes}>`;
  return `<${node.tag}${attributes}>${(node.children ?? []).map(nodeHtml).join('')}</${node.tag}>`;
}

/** A parsed Markdown tree (made safe by the pipeline) as an HTML fragment. */
export function markdownTreeHtml(tree: MarkdownTree): string {
  return tree.map(nodeHtml).join('').trim();
}

/** A heading and a list as HTML (the requirements and benefits of a job description). */
export function listHtml(heading: string, items: readonly string[]): string {
  if (items.length === 0) return '';
  return `<h3>${escapeHtmlText(heading)}</h3><ul>${items.map((item) => `<li>${escapeHtmlText(item)}</li>`).join('')}</ul>`;
}
