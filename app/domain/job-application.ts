/**
 * The job application dialog (/careers, APPLY HERE): product §5 checks in order, product §8 texts.
 * Optional fields are stored as null when empty; experience_years is a whole number.
 */
import { z } from 'zod';
import { ENGLISH_FORM_MESSAGES, INVALID_EMAIL_MESSAGE, MAX, optionalText, optionalUrl, requiredEmail, requiredText, validateForm, type FormMessages } from './forms';
import { APPLICATION_FIELD_NAMES } from '~/content/forms/application';
import type { Translated } from '~/content/locales/shape';
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

/** The application's check messages in one language (issue 48). */
export interface ApplicationChecks {
  messages: FormMessages;
  application: Translated<typeof APPLICATION_MESSAGES>;
  names: Translated<typeof APPLICATION_FIELD_NAMES>;
}

export const ENGLISH_APPLICATION_CHECKS: ApplicationChecks = { messages: ENGLISH_FORM_MESSAGES, application: APPLICATION_MESSAGES, names: APPLICATION_FIELD_NAMES };

/** Fields in product §5's check order, then the optional ones. */
function applicationSchema({ messages: m, application: text, names }: ApplicationChecks) {
  return z.object({
    first_name: requiredText(text.firstName, names.first_name, MAX.name, m),
    last_name: requiredText(text.lastName, names.last_name, MAX.name, m),
    email: requiredEmail(text.email, m.invalidEmail),
    phone: optionalText(names.phone, MAX.phone, m),
    linkedin_url: optionalUrl(names.linkedin_url, m),
    portfolio_url: optionalUrl(names.portfolio_url, m),
    resume_url: optionalUrl(names.resume_url, m),
    experience_years: z.preprocess(
      asString,
      z
        .string()
        .trim()
        .refine((value) => value === '' || /^\d{1,2}$/.test(value), text.experienceYears)
        .transform((value) => (value === '' ? null : Number.parseInt(value, 10))),
    ),
    current_company: optionalText(names.current_company, MAX.company, m),
    current_position: optionalText(names.current_position, MAX.jobTitle, m),
    availability_date: z.preprocess(
      asString,
      z
        .string()
        .trim()
        .refine((value) => value === '' || isCalendarDate(value), text.availabilityDate)
        .transform((value) => (value === '' ? null : value)),
    ),
    salary_expectation: optionalText(names.salary_expectation, MAX.shortText, m),
    cover_letter: optionalText(names.cover_letter, MAX.longText, m),
    additional_info: optionalText(names.additional_info, MAX.longText, m),
    job_id: z.preprocess(asString, z.string().regex(UUID_PATTERN, text.job)),
  });
}

export const jobApplicationSchema = applicationSchema(ENGLISH_APPLICATION_CHECKS);

export type JobApplicationInput = z.output<typeof jobApplicationSchema>;

const schemas = new WeakMap<ApplicationChecks, typeof jobApplicationSchema>([[ENGLISH_APPLICATION_CHECKS, jobApplicationSchema]]);

export function validateJobApplication(input: FormData | Record<string, unknown>, checks: ApplicationChecks = ENGLISH_APPLICATION_CHECKS) {
  let schema = schemas.get(checks);
  if (!schema) schemas.set(checks, (schema = applicationSchema(checks)));
  const { application: text } = checks;
  return validateForm(schema, [text.firstName, text.lastName, text.email], input, checks.messages);
}
