/**
 * The AI lead modal (/generative-ai, "Start Your AI Transformation"). product §5: first name, last
 * name and e-mail required ('Please fill in all required fields.'), then the e-mail format;
 * company, phone and message optional. product §8 texts.
 */
import { z } from 'zod';
import { INVALID_EMAIL_MESSAGE, MAX, optionalText, requiredEmail, tooLong, validateForm } from './forms';
import { asString } from '~/domain/values';

export { LEAD_MODAL_SUCCESS, LEAD_MODAL_SUCCESS_MS } from './public-form-display';

export const LEAD_MODAL_MESSAGES = {
  required: 'Please fill in all required fields.',
  invalidEmail: INVALID_EMAIL_MESSAGE,
} as const;

export const LEAD_MODAL_FAILURE = 'There was an error submitting your request. Please try again.';

/** product §5: an empty message becomes this. */
export const DEFAULT_LEAD_MESSAGE = 'Interested in AI transformation services';

/**
 * product §5: the stored message is prefixed 'AI Transformation Lead from {source}: '. Our source is
 * a readable label for the page the modal sits on (see `leadSourceLabel`).
 */
export function leadModalMessage(source: string, message: string | null): string {
  return `AI Transformation Lead from ${source}: ${message ?? DEFAULT_LEAD_MESSAGE}`;
}

const pageLabels: Record<string, string> = { '/generative-ai': 'Generative AI page' };

/** '/generative-ai' → 'Generative AI page'; another path → '{path} page'. */
export function leadSourceLabel(pathname: string): string {
  return pageLabels[pathname] ?? `${pathname} page`;
}

const required = (label: string, max: number) =>
  z.preprocess(asString, z.string().trim().min(1, LEAD_MODAL_MESSAGES.required).max(max, tooLong(label, max)));

export const leadModalSchema = z.object({
  first_name: required('First name', MAX.name),
  last_name: required('Last name', MAX.name),
  email: requiredEmail(LEAD_MODAL_MESSAGES.required),
  company_name: optionalText('Company', MAX.company),
  phone: optionalText('Phone', MAX.phone),
  message: optionalText('Message', MAX.message),
});

export type LeadModalInput = z.output<typeof leadModalSchema>;

export function validateLeadModal(input: FormData | Record<string, unknown>) {
  return validateForm(leadModalSchema, [LEAD_MODAL_MESSAGES.required], input);
}
