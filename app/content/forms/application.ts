/** The job application dialog (/careers): labels and button texts (see forms.ts). */
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
