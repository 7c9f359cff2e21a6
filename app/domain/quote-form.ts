/**
 * The quote form (home and What We Do): product §5 checks in order over the option lists. Its texts
 * are in content/forms/quote.ts (re-exported here for the server's form handling).
 */
import { z } from 'zod';
import { QUOTE_FAILURE, QUOTE_FIELD_NAMES, QUOTE_MISSING_MESSAGES, QUOTE_SUCCESS } from '~/content/forms/quote';
import { ENGLISH_FORM_MESSAGES, INVALID_EMAIL_MESSAGE, MAX, optionalCountry, optionalOption, optionalText, requiredEmail, requiredText, validateForm, type FormMessages } from './forms';
import type { Translated } from '~/content/locales/shape';
import { BUDGET_OPTIONS, INDUSTRY_OPTIONS, PROJECT_TYPE_OPTIONS, SERVICE_OPTIONS, TIMELINE_OPTIONS } from './quote-form-options';
import { countryFieldCopy } from '~/content/forms/country';

export {
  BUDGET_OPTIONS,
  INDUSTRY_OPTIONS,
  PROJECT_TYPE_OPTIONS,
  QUOTE_SUCCESS_AUTO_CLOSE_MS,
  SERVICE_GROUPS,
  SERVICE_OPTIONS,
  TIMELINE_OPTIONS,
} from './quote-form-options';

export { QUOTE_FAILURE, QUOTE_SUCCESS };

/** product §5's messages in check order (1–5). */
export const QUOTE_MESSAGES = { ...QUOTE_MISSING_MESSAGES, invalidEmail: INVALID_EMAIL_MESSAGE } as const;

/**
 * The messages the quote form's checks give, in one language (issue 48): the shared ones, product
 * §5's missing-value messages, the names our limits use and the country's.
 */
export interface QuoteChecks {
  messages: FormMessages;
  missing: Translated<typeof QUOTE_MISSING_MESSAGES>;
  names: Translated<typeof QUOTE_FIELD_NAMES>;
  country: string;
}

export const ENGLISH_QUOTE_CHECKS: QuoteChecks = {
  messages: ENGLISH_FORM_MESSAGES,
  missing: QUOTE_MISSING_MESSAGES,
  names: QUOTE_FIELD_NAMES,
  country: countryFieldCopy.fieldName,
};

/** Fields in product §5's check order (1–5), then the optional ones (issue 46's service and country last). */
export function quoteSchema({ messages: m, missing, names, country }: QuoteChecks) {
  return z.object({
    first_name: requiredText(missing.firstName, names.first_name, MAX.name, m),
    last_name: requiredText(missing.lastName, names.last_name, MAX.name, m),
    email: requiredEmail(missing.email, m.invalidEmail),
    message: requiredText(missing.message, names.message, MAX.message, m),
    phone: optionalText(names.phone, MAX.phone, m),
    company_name: optionalText(names.company_name, MAX.company, m),
    job_title: optionalText(names.job_title, MAX.jobTitle, m),
    industry: optionalOption(names.industry, INDUSTRY_OPTIONS, m),
    project_type: optionalOption(names.project_type, PROJECT_TYPE_OPTIONS, m),
    budget: optionalOption(names.budget, BUDGET_OPTIONS, m),
    timeline: optionalOption(names.timeline, TIMELINE_OPTIONS, m),
    // Issue 46: not in product §5; optional, for routing the lead to an office.
    service: optionalOption(names.service, SERVICE_OPTIONS, m),
    country: optionalCountry(country, m),
  });
}

export const quoteFormSchema = quoteSchema(ENGLISH_QUOTE_CHECKS);

export type QuoteInput = z.output<typeof quoteFormSchema>;

const schemas = new WeakMap<QuoteChecks, typeof quoteFormSchema>([[ENGLISH_QUOTE_CHECKS, quoteFormSchema]]);

/** The checks in the language of `checks` (English unless the page's locale says otherwise). */
export function validateQuote(input: FormData | Record<string, unknown>, checks: QuoteChecks = ENGLISH_QUOTE_CHECKS) {
  let schema = schemas.get(checks);
  if (!schema) schemas.set(checks, (schema = quoteSchema(checks)));
  const { missing } = checks;
  return validateForm(schema, [missing.firstName, missing.lastName, missing.email, missing.message], input, checks.messages);
}
