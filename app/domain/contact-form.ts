/**
 * The contact form (/contact-us). product §5: no checks beyond the e-mail input type and no field
 * is marked required — so the only rule is that a given e-mail looks like one (the same check the
 * browser's type="email" makes), plus our length limits. Empty names and message are stored as
 * '' (the columns are NOT NULL); an empty company as null.
 */
import { z } from 'zod';
import { MAX, optionalEmail, optionalText, tooLong, validateForm } from './forms';

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

const plainText = (label: string, max: number) =>
  z.preprocess((value) => (typeof value === 'string' ? value : ''), z.string().trim().max(max, tooLong(label, max)));

export const contactFormSchema = z.object({
  first_name: plainText('First name', MAX.name),
  last_name: plainText('Last name', MAX.name),
  email: optionalEmail(),
  company_name: optionalText('Company name', MAX.company),
  message: plainText('Message', MAX.message),
});

export type ContactInput = z.output<typeof contactFormSchema>;

export function validateContact(input: FormData | Record<string, unknown>) {
  return validateForm(contactFormSchema, [], input);
}
