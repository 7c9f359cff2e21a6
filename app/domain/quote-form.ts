/**
 * The quote form (home and What We Do): product §5 checks in order over the option lists. Its texts
 * are in content/forms/quote.ts (re-exported here for the server's form handling).
 */
import { z } from 'zod';
import { QUOTE_FAILURE, QUOTE_FIELD_NAMES as names, QUOTE_MISSING_MESSAGES, QUOTE_SUCCESS } from '~/content/forms/quote';
import { INVALID_EMAIL_MESSAGE, MAX, optionalOption, optionalText, requiredEmail, requiredText, validateForm } from './forms';
import { BUDGET_OPTIONS, INDUSTRY_OPTIONS, PROJECT_TYPE_OPTIONS, TIMELINE_OPTIONS } from './quote-form-options';

export {
  BUDGET_OPTIONS,
  INDUSTRY_OPTIONS,
  PROJECT_TYPE_OPTIONS,
  QUOTE_SUCCESS_AUTO_CLOSE_MS,
  TIMELINE_OPTIONS,
} from './quote-form-options';

export { QUOTE_FAILURE, QUOTE_SUCCESS };

/** product §5's messages in check order (1–5). */
export const QUOTE_MESSAGES = { ...QUOTE_MISSING_MESSAGES, invalidEmail: INVALID_EMAIL_MESSAGE } as const;

/** Fields in product §5's check order (1–5), then the optional ones. */
export const quoteFormSchema = z.object({
  first_name: requiredText(QUOTE_MESSAGES.firstName, names.first_name, MAX.name),
  last_name: requiredText(QUOTE_MESSAGES.lastName, names.last_name, MAX.name),
  email: requiredEmail(QUOTE_MESSAGES.email),
  message: requiredText(QUOTE_MESSAGES.message, names.message, MAX.message),
  phone: optionalText(names.phone, MAX.phone),
  company_name: optionalText(names.company_name, MAX.company),
  job_title: optionalText(names.job_title, MAX.jobTitle),
  industry: optionalOption(names.industry, INDUSTRY_OPTIONS),
  project_type: optionalOption(names.project_type, PROJECT_TYPE_OPTIONS),
  budget: optionalOption(names.budget, BUDGET_OPTIONS),
  timeline: optionalOption(names.timeline, TIMELINE_OPTIONS),
});

export type QuoteInput = z.output<typeof quoteFormSchema>;

const missing = [QUOTE_MESSAGES.firstName, QUOTE_MESSAGES.lastName, QUOTE_MESSAGES.email, QUOTE_MESSAGES.message];

export function validateQuote(input: FormData | Record<string, unknown>) {
  return validateForm(quoteFormSchema, missing, input);
}
