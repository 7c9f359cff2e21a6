/**
 * The contact form (/contact-us). product §5: no checks beyond the e-mail input type and no field
 * is marked required — so the only rule is that a given e-mail looks like one (the same check the
 * browser's type="email" makes), plus our length limits. Empty names and message are stored as
 * '' (the columns are NOT NULL); an empty company as null.
 */
import { z } from 'zod';
import { ENGLISH_FORM_MESSAGES, MAX, optionalCountry, optionalEmail, optionalText, tooLong, validateForm, type FormMessages } from './forms';
import { countryFieldCopy } from '~/content/forms/country';
import { CONTACT_FIELD_NAMES } from '~/content/forms/contact';
import type { Translated } from '~/content/locales/shape';

export { CONTACT_SUCCESS_AUTO_CLOSE_MS } from './public-form-display';

/** product §8. */
export const CONTACT_SUCCESS = {
  title: 'Message Sent!',
  message: "Thank you for reaching out! We'll get back to you soon with a response to your inquiry.",
} as const;

export const CONTACT_FAILURE = {
  title: 'Submission Failed',
  message:
    'There was an error submitting your message. Please try again or contact us directly if the problem persists.',
} as const;

/** The contact form's check messages in one language (issue 48). */
export interface ContactChecks {
  messages: FormMessages;
  names: Translated<typeof CONTACT_FIELD_NAMES>;
  country: string;
}

export const ENGLISH_CONTACT_CHECKS: ContactChecks = { messages: ENGLISH_FORM_MESSAGES, names: CONTACT_FIELD_NAMES, country: countryFieldCopy.fieldName };

function contactSchema({ messages: m, names, country }: ContactChecks) {
  const plainText = (label: string, max: number) =>
    z.preprocess((value) => (typeof value === 'string' ? value : ''), z.string().trim().max(max, tooLong(label, max, m)));
  return z.object({
    first_name: plainText(names.first_name, MAX.name),
    last_name: plainText(names.last_name, MAX.name),
    email: optionalEmail(m),
    company_name: optionalText(names.company_name, MAX.company, m),
    message: plainText(names.message, MAX.message),
    // Issue 46: optional, for routing the lead to an office; an unlisted code is refused.
    country: optionalCountry(country, m),
  });
}

export const contactFormSchema = contactSchema(ENGLISH_CONTACT_CHECKS);

export type ContactInput = z.output<typeof contactFormSchema>;

const schemas = new WeakMap<ContactChecks, typeof contactFormSchema>([[ENGLISH_CONTACT_CHECKS, contactFormSchema]]);

export function validateContact(input: FormData | Record<string, unknown>, checks: ContactChecks = ENGLISH_CONTACT_CHECKS) {
  let schema = schemas.get(checks);
  if (!schema) schemas.set(checks, (schema = contactSchema(checks)));
  return validateForm(schema, [], input, checks.messages);
}
