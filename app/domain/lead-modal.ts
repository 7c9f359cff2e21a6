/**
 * The AI lead modal (/generative-ai, "Start Your AI Transformation"). product §5: first name, last
 * name and e-mail required ('Please fill in all required fields.'), then the e-mail format;
 * company, phone and message optional. product §8 texts.
 */
import { z } from 'zod';
import { ENGLISH_FORM_MESSAGES, INVALID_EMAIL_MESSAGE, MAX, optionalCountry, optionalText, requiredEmail, tooLong, validateForm, type FormMessages } from './forms';
import { asString } from '~/domain/values';
import { countryFieldCopy } from '~/content/forms/country';
import { LEAD_MODAL_FIELD_NAMES } from '~/content/forms/lead-modal';
import type { Translated } from '~/content/locales/shape';

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

/** The lead form's check messages in one language (issue 48). */
export interface LeadModalChecks {
  messages: FormMessages;
  /** product §5's one message for any missing required field. */
  required: string;
  names: Translated<typeof LEAD_MODAL_FIELD_NAMES>;
  country: string;
}

export const ENGLISH_LEAD_MODAL_CHECKS: LeadModalChecks = {
  messages: ENGLISH_FORM_MESSAGES,
  required: LEAD_MODAL_MESSAGES.required,
  names: LEAD_MODAL_FIELD_NAMES,
  country: countryFieldCopy.fieldName,
};

function leadModalSchemaWith({ messages: m, required: missing, names, country }: LeadModalChecks) {
  const required = (label: string, max: number) =>
    z.preprocess(asString, z.string().trim().min(1, missing).max(max, tooLong(label, max, m)));
  return z.object({
    first_name: required(names.first_name, MAX.name),
    last_name: required(names.last_name, MAX.name),
    email: requiredEmail(missing, m.invalidEmail),
    company_name: optionalText(names.company_name, MAX.company, m),
    phone: optionalText(names.phone, MAX.phone, m),
    message: optionalText(names.message, MAX.message, m),
    // Issue 46: optional, for routing the lead to an office; an unlisted code is refused.
    country: optionalCountry(country, m),
  });
}

export const leadModalSchema = leadModalSchemaWith(ENGLISH_LEAD_MODAL_CHECKS);

export type LeadModalInput = z.output<typeof leadModalSchema>;

const schemas = new WeakMap<LeadModalChecks, typeof leadModalSchema>([[ENGLISH_LEAD_MODAL_CHECKS, leadModalSchema]]);

export function validateLeadModal(input: FormData | Record<string, unknown>, checks: LeadModalChecks = ENGLISH_LEAD_MODAL_CHECKS) {
  let schema = schemas.get(checks);
  if (!schema) schemas.set(checks, (schema = leadModalSchemaWith(checks)));
  return validateForm(schema, [checks.required], input, checks.messages);
}
