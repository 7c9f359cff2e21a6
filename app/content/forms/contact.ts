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
