/** The quote form (home, What We Do): labels and button texts (see forms.ts). */
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
