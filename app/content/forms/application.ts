/** The job application dialog (/careers): labels and button texts (see forms.ts). */
import { company } from '~/content/company';
import { SIGNED_LINK_DAYS } from '~/domain/job-posting';

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
    resume_file: 'Résumé (PDF, DOCX or DOC, up to 10 MB)',
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
    resume_file: 'Upload the file itself, or give a link above — either is fine.',
  },
} as const;

/** How our length and address checks name the application's fields ('{name} must be at most … characters.'). */
export const APPLICATION_FIELD_NAMES = {
  first_name: 'First name',
  last_name: 'Last name',
  phone: 'Phone',
  linkedin_url: 'LinkedIn URL',
  portfolio_url: 'portfolio URL',
  resume_url: 'resume URL',
  current_company: 'Current company',
  current_position: 'Current position',
  salary_expectation: 'Salary expectation',
  cover_letter: 'Cover letter',
  additional_info: 'Additional information',
} as const;

/** The candidate's confirmation e-mail after an application (issue 18). */
export const candidateConfirmationCopy = {
  subject: (jobTitle: string) => `We received your application: ${jobTitle}`,
  heading: (firstName: string, jobTitle: string) => `Thank you, ${firstName}. Your application for ${jobTitle} has arrived.`,
  nextTitle: 'What happens next',
  next: `Our recruiting team reads every application. If your experience fits the role, we will contact you within two weeks to arrange a first conversation; if not, we will let you know by e-mail. We keep your application only for this hiring process.`,
  jobTitle: 'Your application',
  position: 'Position',
  jobPage: 'Job page',
  contactTitle: 'Questions',
  contact: `Write to ${company.careersEmail} — please mention the position's title.`,
  withdrawTitle: 'Changed your mind?',
  withdraw: `You can withdraw your application at any time in the next ${SIGNED_LINK_DAYS} days with this link; it deletes your application and any file you sent:`,
  closing: `${company.name} recruiting`,
} as const;

/** The withdraw page's words: the shape of each language's copy (content/locales/ar/withdraw.ts; issue 48). */
export interface WithdrawCopy {
  readonly title: string;
  readonly intro: (jobTitle: string) => string;
  readonly confirm: string;
  readonly done: string;
  readonly doneMessage: string;
  readonly invalid: string;
  readonly invalidMessage: string;
  readonly gone: string;
  readonly goneMessage: string;
  readonly openings: string;
}

/** /applications/withdraw: the page a candidate's withdraw link opens. */
export const withdrawCopy = {
  title: 'Withdraw your application',
  intro: (jobTitle: string) => `This deletes your application for ${jobTitle} and any file you sent with it. It cannot be undone.`,
  confirm: 'Withdraw my application',
  done: 'Your application has been withdrawn',
  doneMessage: 'We have deleted your application and any file you sent with it.',
  invalid: 'This link is not valid',
  invalidMessage: `The link may be incomplete or out of date (withdraw links work for ${SIGNED_LINK_DAYS} days). If you still want to withdraw, write to ${company.careersEmail}.`,
  gone: 'There is no application to withdraw',
  goneMessage: 'It has already been withdrawn or deleted.',
  openings: 'See current openings',
} as const satisfies WithdrawCopy;
