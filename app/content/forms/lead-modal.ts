/** The AI lead modal (/generative-ai): labels and button texts (see forms.ts). */
export const leadModalCopy = {
  trigger: 'Start Your AI Transformation',
  title: 'Start Your AI Transformation',
  intro: 'Tell us where you are today. A member of our Generative AI and Data practice will reply within 24 hours.',
  submit: 'Get Started',
  cancel: 'Cancel',
  labels: {
    first_name: 'First Name',
    last_name: 'Last Name',
    email: 'Email',
    company_name: 'Company',
    phone: 'Phone',
    message: 'What would you like to achieve with AI?',
  },
} as const;

/** How our length checks name the lead form's fields ('{name} must be at most … characters.'). */
export const LEAD_MODAL_FIELD_NAMES = {
  first_name: 'First name',
  last_name: 'Last name',
  company_name: 'Company',
  phone: 'Phone',
  message: 'Message',
} as const;
