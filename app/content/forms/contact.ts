/** The contact form (/contact-us): labels and button texts (see forms.ts). */
export const contactFormCopy = {
  submit: 'Send Message',
  labels: {
    first_name: 'First Name',
    last_name: 'Last Name',
    email: 'Email',
    company_name: 'Company',
    message: 'Message',
  },
} as const;

/** How our length checks name the contact form's fields ('{name} must be at most … characters.'). */
export const CONTACT_FIELD_NAMES = {
  first_name: 'First name',
  last_name: 'Last name',
  company_name: 'Company name',
  message: 'Message',
} as const;
