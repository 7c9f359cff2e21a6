/**
 * Back-office copy: the admin tab navigation, page headings, and the sign-in page and e-mail.
 * product §2 and §8 strings are verbatim.
 */
import type { LinkItem } from '~/content/types';
import type { AdminArea } from '~/domain/roles';

/** A tab and the area it opens: the navigation shows a role only the tabs it may open (issue 17). */
export interface AdminTab extends LinkItem {
  readonly area: AdminArea;
}

/** product §2 "Admin layout": tab navigation, in product order; then the owner's Staff and Audit Log. */
export const adminTabs: readonly AdminTab[] = [
  { label: 'News', to: '/admin/news', area: 'news' },
  // issue 44: every public page's copy
  { label: 'Pages', to: '/admin/pages', area: 'pages' },
  { label: 'Partners', to: '/admin/partners', area: 'partners' },
  { label: 'Teams', to: '/admin/teams', area: 'teams' },
  { label: 'Testimonials', to: '/admin/testimonials', area: 'testimonials' },
  { label: 'Jobs', to: '/admin/jobs', area: 'jobs' },
  { label: 'Job Applications', to: '/admin/job-applications', area: 'job-applications' },
  { label: 'Leads', to: '/admin/leads', area: 'leads' },
  { label: 'Portfolio', to: '/admin/portfolio', area: 'portfolio' },
  { label: 'Media', to: '/admin/media', area: 'media' },
  // issue 19: redirects and, on the same screen, the 404 log
  { label: 'Redirects', to: '/admin/redirects', area: 'redirects' },
  { label: 'Staff', to: '/admin/staff', area: 'staff' },
  // issue 46: offices, their lead owners and the routing rules (owner only)
  { label: 'Offices', to: '/admin/offices', area: 'offices' },
  // issue 20: data rights by address (owner only)
  { label: 'Privacy', to: '/admin/privacy', area: 'privacy' },
  { label: 'Audit Log', to: '/admin/audit', area: 'audit' },
];

export const adminLayoutCopy = {
  title: 'Admin Dashboard',
  signedInAs: 'Signed in as',
  logout: 'Logout',
  backToWebsite: 'Back to Website',
  navLabel: 'Admin sections',
  loading: 'Loading...',
  /** Shown beside the address: the member's role. */
  roleLabel: 'Role',
} as const;

/** Page headings of the admin screens (product gives 'Contact Leads'; the rest are ours). */
export const adminHeadings = {
  dashboard: 'Admin Dashboard',
  news: 'News & Insights',
  newsNew: 'Create Article',
  newsEdit: 'Edit Article',
  partners: 'Partners',
  partnersNew: 'Add Partner',
  partnersEdit: 'Edit Partner',
  teams: 'Team Members',
  teamsNew: 'Add Team Member',
  teamsEdit: 'Edit Team Member',
  testimonials: 'Testimonials',
  testimonialsNew: 'Add Testimonial',
  testimonialsEdit: 'Edit Testimonial',
  jobs: 'Jobs',
  jobsNew: 'Add Job',
  jobsEdit: 'Edit Job',
  jobApplications: 'Job Applications',
  leads: 'Contact Leads',
  portfolio: 'Portfolio Management',
  audit: 'Audit Log',
  staff: 'Staff',
  confirmDelete: 'Confirm Delete',
} as const;

export const signInCopy = {
  title: 'Staff Sign In',
  intro: 'Enter your staff email address. We will send you a 6-digit code and a sign-in link.',
  emailLabel: 'Email address',
  emailPlaceholder: 'you@corvane.example',
  sendButton: 'Send Sign-In Link',
  sending: 'Sending...',
  codeLabel: '6-digit code',
  codePlaceholder: 'Enter 6-digit code',
  codeHint: 'The code and the link in the email work once and expire after 10 minutes.',
  verifyButton: 'Sign In',
  verifying: 'Signing in...',
  backToEmail: 'Back to Email',
  backToWebsite: 'Back to Website',
  // product §8, verbatim.
  linkSent: 'Magic link sent to your email. Please check your inbox and click the link to log in.',
  success: 'Login successful! Redirecting...',
  unexpectedError: 'An unexpected error occurred. Please try again.',
  invalidLink: 'Invalid magic link. Please try logging in again.',
  // Ours (issue 21): what happened and what to do next, in plain language.
  tooManyRequests:
    'You have asked for the most sign-in e-mails we send in an hour. Use the code or the link in the latest e-mail you received, or try again in an hour.',
  tooManyAttempts: 'There have been too many sign-in attempts from this network. Please wait an hour, then try again.',
  wrongCode: 'That code is not correct. Check the 6-digit code in the latest e-mail and try again. After 3 wrong tries the code stops working.',
  expiredCode: 'That code has expired: codes work for 10 minutes. Request a new code, or use the link in the e-mail if it is newer.',
  codeUsedUp: 'That code is no longer valid. Request a new code, or use the link in the e-mail.',
  resendButton: 'Send a new code',
  resending: 'Sending a new code...',
  resendHint: 'A new e-mail replaces the earlier code and link. You can ask for up to 5 sign-in e-mails an hour.',
  resent: 'A new code and link are on their way. Codes and links from earlier e-mails no longer work.',
  continueLink: 'Continue',
  // The link page asks for a click before it uses the link (mail scanners open links).
  confirmTitle: 'Sign in to Corvane Digital',
  confirmText: 'Continue to sign in as a staff member on this device.',
  confirmButton: 'Sign In',
  startAgain: 'Back to sign in',
} as const;

/** The one sign-in e-mail: the code and the link together. */
export const signInMailCopy = {
  // The code stays in the body only: mail previews and lock screens show the subject (issue 16).
  subject: 'Your Corvane Digital sign-in code',
  greeting: 'Hello,',
  codeIntro: 'Your sign-in code is:',
  linkIntro: 'Or sign in with this link:',
  linkLabel: 'Sign in to Corvane Digital',
  expiry: 'The code and the link work once and expire in 10 minutes.',
  ignore: 'If you did not ask to sign in, you can ignore this email.',
} as const;
