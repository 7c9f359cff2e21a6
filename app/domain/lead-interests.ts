/**
 * What a lead is interested in, as routing rules compare it (issue 46, ADR 360 §3): the practices
 * and services each public form carries. The quote form names a project type and a service; the
 * AI lead modal and the download gate name none, but the page they sit on is a practice's page,
 * so the lead's interest is that practice (written as the quote form's project type for it, so
 * one rule value covers both forms).
 */
import type { PROJECT_TYPE_OPTIONS } from './quote-form-options';

/** The practice pages that carry a lead form, and the project type each one stands for. */
const PRACTICE_OF_PAGE: Readonly<Record<string, (typeof PROJECT_TYPE_OPTIONS)[number]>> = {
  '/digital-experience': 'Digital Experience & UX Design',
  '/generative-ai': 'Generative AI & Data Solutions',
  '/security-services': 'Security Services & Infrastructure',
};

/** The practice a page stands for, or null for a page that is not a practice's. */
export function practiceOfPage(pathname: string | null | undefined): string | null {
  return pathname && Object.hasOwn(PRACTICE_OF_PAGE, pathname) ? (PRACTICE_OF_PAGE[pathname] ?? null) : null;
}

/** The lead's interests, most specific first, without blanks or repeats. */
export function leadInterests(lead: { project_type?: string | null; service?: string | null; source_page?: string | null; form: string }): string[] {
  const named = lead.form === 'quote' ? [lead.service, lead.project_type] : [practiceOfPage(lead.source_page)];
  return [...new Set(named.filter((value): value is string => typeof value === 'string' && value !== ''))];
}
