/**
 * Every text of the quote form (home, What We Do): labels and button texts, the product description §5
 * validation messages, the names our length checks use, and product §8's result texts. The option
 * lists are stored values as well as texts: they live in domain/quote-form-options.ts, with the
 * database's and the schema's other option lists.
 */
export const quoteFormCopy = {
  submit: 'Request a Quote',
  requiredNote: 'Fields marked * are required.',
  labels: {
    first_name: 'First Name',
    last_name: 'Last Name',
    email: 'Email',
    phone: 'Phone',
    company_name: 'Company Name',
    job_title: 'Job Title',
    industry: 'Industry',
    project_type: 'Project Type',
    service: 'Service',
    budget: 'Budget',
    timeline: 'Timeline',
    message: 'Project Description',
  },
  placeholders: {
    industry: 'Select your industry',
    project_type: 'Select a project type',
    service: 'Select a service',
    budget: 'Select a budget range',
    timeline: 'Select a timeline',
    message: 'Tell us about your project needs, goals and any deadlines.',
  },
} as const;

/** product §5's messages for checks 1–3 and 5 (check 4, a malformed e-mail, is every form's: domain/forms.ts). */
export const QUOTE_MISSING_MESSAGES = {
  firstName: 'Please enter your first name.',
  lastName: 'Please enter your last name.',
  email: 'Please enter your email address.',
  message: 'Please tell us about your project needs.',
} as const;

/** How our length and option checks name each field ('{name} must be at most … characters.'). */
export const QUOTE_FIELD_NAMES = {
  first_name: 'First name',
  last_name: 'Last name',
  message: 'Project description',
  phone: 'Phone',
  company_name: 'Company name',
  job_title: 'Job title',
  industry: 'Industry',
  project_type: 'Project type',
  service: 'Service',
  budget: 'Budget',
  timeline: 'Timeline',
} as const;

/** product §8. */
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
