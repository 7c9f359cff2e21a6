/**
 * The job application dialog (/careers, APPLY HERE): product §5 checks in order, product §8 texts.
 * Optional fields are stored as null when empty; experience_years is a whole number.
 */
import { z } from 'zod';
import { INVALID_EMAIL_MESSAGE, MAX, optionalText, optionalUrl, requiredEmail, requiredText, validateForm } from './forms';
import { asString, UUID_PATTERN } from '~/domain/values';

export { APPLICATION_SUCCESS_AUTO_CLOSE_MS } from './public-form-display';

export const APPLICATION_MESSAGES = {
  firstName: 'Please enter your first name.',
  lastName: 'Please enter your last name.',
  email: 'Please enter your email address.',
  invalidEmail: INVALID_EMAIL_MESSAGE,
  experienceYears: 'Please enter your years of experience as a whole number.',
  availabilityDate: 'Please enter your availability date as a date.',
  job: 'This position is no longer open. Please choose another opening.',
  // Issue 18: the résumé file.
  resumeTooLarge: 'Your résumé is larger than 10 MB. Please upload a smaller file.',
  resumeEmpty: 'Your résumé file is empty. Please choose the file again.',
  resumeType: 'Your résumé must be a PDF, DOCX or DOC file.',
  resumeNotFile: 'Your résumé did not arrive as a file. Please choose the file again.',
} as const;

export { formatFileSize, RESUME_MAX_BYTES, RESUME_TYPES, resumeTypeLabel } from './resume-accept';

/** product §8. */
export function applicationSuccess(jobTitle: string) {
  return {
    title: 'Application Submitted!',
    message: `Thank you for applying to the ${jobTitle} position! We'll review your application and get back to you soon.`,
  };
}

export const APPLICATION_FAILURE = {
  title: 'Submission Failed',
  message:
    'There was an error submitting your application. Please try again or contact us directly if the problem persists.',
} as const;


function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

/** Fields in product §5's check order, then the optional ones. */
export const jobApplicationSchema = z.object({
  first_name: requiredText(APPLICATION_MESSAGES.firstName, 'First name', MAX.name),
  last_name: requiredText(APPLICATION_MESSAGES.lastName, 'Last name', MAX.name),
  email: requiredEmail(APPLICATION_MESSAGES.email),
  phone: optionalText('Phone', MAX.phone),
  linkedin_url: optionalUrl('LinkedIn URL'),
  portfolio_url: optionalUrl('portfolio URL'),
  resume_url: optionalUrl('resume URL'),
  experience_years: z.preprocess(
    asString,
    z
      .string()
      .trim()
      .refine((value) => value === '' || /^\d{1,2}$/.test(value), APPLICATION_MESSAGES.experienceYears)
      .transform((value) => (value === '' ? null : Number.parseInt(value, 10))),
  ),
  current_company: optionalText('Current company', MAX.company),
  current_position: optionalText('Current position', MAX.jobTitle),
  availability_date: z.preprocess(
    asString,
    z
      .string()
      .trim()
      .refine((value) => value === '' || isCalendarDate(value), APPLICATION_MESSAGES.availabilityDate)
      .transform((value) => (value === '' ? null : value)),
  ),
  salary_expectation: optionalText('Salary expectation', MAX.shortText),
  cover_letter: optionalText('Cover letter', MAX.longText),
  additional_info: optionalText('Additional information', MAX.longText),
  job_id: z.preprocess(asString, z.string().regex(UUID_PATTERN, APPLICATION_MESSAGES.job)),
});

export type JobApplicationInput = z.output<typeof jobApplicationSchema>;

const missing = [APPLICATION_MESSAGES.firstName, APPLICATION_MESSAGES.lastName, APPLICATION_MESSAGES.email];

export function validateJobApplication(input: FormData | Record<string, unknown>) {
  return validateForm(jobApplicationSchema, missing, input);
}
