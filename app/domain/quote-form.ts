/**
 * The quote form (home and What We Do): SPEC §5 checks in order, option lists, SPEC §8 texts.
 */
import { z } from 'zod';
import { INVALID_EMAIL_MESSAGE, MAX, optionalOption, optionalText, requiredEmail, requiredText, validateForm } from './forms';
import { BUDGET_OPTIONS, INDUSTRY_OPTIONS, PROJECT_TYPE_OPTIONS, TIMELINE_OPTIONS } from './quote-form-options';

export {
  BUDGET_OPTIONS,
  INDUSTRY_OPTIONS,
  PROJECT_TYPE_OPTIONS,
  QUOTE_SUCCESS_AUTO_CLOSE_MS,
  TIMELINE_OPTIONS,
} from './quote-form-options';

export const QUOTE_MESSAGES = {
  firstName: 'Please enter your first name.',
  lastName: 'Please enter your last name.',
  email: 'Please enter your email address.',
  invalidEmail: INVALID_EMAIL_MESSAGE,
  message: 'Please tell us about your project needs.',
} as const;

/** SPEC §8. */
export const QUOTE_SUCCESS = {
  title: 'Quote Request Submitted!',
  message:
    "Thank you for your interest! We'll provide you with a detailed quote within 24 hours. Our team will contact you soon to discuss your project requirements.",
} as const;

export const QUOTE_FAILURE = {
  title: 'Submission Failed',
  message:
    'There was an error submitting your request. Please try again or contact us directly if the problem persists.',
} as const;

/** Fields in SPEC §5's check order (1–5), then the optional ones. */
export const quoteFormSchema = z.object({
  first_name: requiredText(QUOTE_MESSAGES.firstName, 'First name', MAX.name),
  last_name: requiredText(QUOTE_MESSAGES.lastName, 'Last name', MAX.name),
  email: requiredEmail(QUOTE_MESSAGES.email),
  message: requiredText(QUOTE_MESSAGES.message, 'Project description', MAX.message),
  phone: optionalText('Phone', MAX.phone),
  company_name: optionalText('Company name', MAX.company),
  job_title: optionalText('Job title', MAX.jobTitle),
  industry: optionalOption('Industry', INDUSTRY_OPTIONS),
  project_type: optionalOption('Project type', PROJECT_TYPE_OPTIONS),
  budget: optionalOption('Budget', BUDGET_OPTIONS),
  timeline: optionalOption('Timeline', TIMELINE_OPTIONS),
});

export type QuoteInput = z.output<typeof quoteFormSchema>;

const missing = [QUOTE_MESSAGES.firstName, QUOTE_MESSAGES.lastName, QUOTE_MESSAGES.email, QUOTE_MESSAGES.message];

export function validateQuote(input: FormData | Record<string, unknown>) {
  return validateForm(quoteFormSchema, missing, input);
}
