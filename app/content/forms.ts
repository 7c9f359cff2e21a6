/**
 * Labels and button texts of the public forms. Validation and result messages are SPEC's and
 * live with each form's schema in app/domain/.
 */
export const SUBMITTING_LABEL = 'SUBMITTING...';

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
    budget: 'Budget',
    timeline: 'Timeline',
    message: 'Project Description',
  },
  placeholders: {
    industry: 'Select your industry',
    project_type: 'Select a project type',
    budget: 'Select a budget range',
    timeline: 'Select a timeline',
    message: 'Tell us about your project needs, goals and any deadlines.',
  },
} as const;

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

export const downloadGateCopy = {
  cardButton: 'Download',
  title: 'Download Resource',
  intro: 'Enter your e-mail address and we will start your download.',
  resourceLabel: 'Resource',
  fileLabel: 'File',
  typeLabel: 'Type',
  email: 'Email',
  consultation: 'I would also like to request a free consultation',
  submit: 'Download',
  processing: 'Processing...',
  downloadLink: 'Download the file',
  close: 'Close',
} as const;

export const applicationCopy = {
  title: (jobTitle: string) => `Apply for ${jobTitle}`,
  intro: 'Tell us about yourself. Fields marked * are required.',
  submit: 'Submit Application',
  cancel: 'Cancel',
  sections: { personal: 'Personal Information', professional: 'Professional Information', more: 'Tell Us More' },
  labels: {
    first_name: 'First Name',
    last_name: 'Last Name',
    email: 'Email',
    phone: 'Phone',
    linkedin_url: 'LinkedIn URL',
    portfolio_url: 'Portfolio URL',
    resume_url: 'Resume URL',
    experience_years: 'Years of Experience',
    current_company: 'Current Company',
    current_position: 'Current Position',
    availability_date: 'Available From',
    salary_expectation: 'Salary Expectation',
    cover_letter: 'Cover Letter',
    additional_info: 'Additional Information',
  },
  hints: {
    resume_url: 'A link to your résumé (for example on a file-sharing service).',
  },
} as const;
