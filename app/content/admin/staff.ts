/**
 * Copy of /admin/staff (issue 17), the invitation e-mail, the invitation page and the 403 page.
 */
import { STAFF_ROLE_LABELS, type StaffRole } from '~/domain/roles';

export const staffCopy = {
  heading: 'Staff',
  intro: 'Who can sign in to the back office, and what each person may open.',
  roleHelp: {
    owner: 'Everything, including staff.',
    editor: 'News, partners, team, testimonials, portfolio and media.',
    recruiter: 'Jobs and job applications.',
    sales: 'Contact leads and their export.',
  } satisfies Record<StaffRole, string>,
  listTitle: 'Staff members',
  columns: { email: 'Email', role: 'Role', added: 'Added', lastSignIn: 'Last sign-in', sessions: 'Active sessions', actions: 'Actions' },
  never: 'Never',
  you: '(you)',
  pendingInvite: (date: string) => `Invitation pending until ${date}`,
  inviteTitle: 'Invite a colleague',
  inviteIntro: 'They get an e-mail with a sign-in link that works once within 7 days. They can also sign in with their address at any time.',
  emailLabel: 'Email address',
  roleLabel: 'Role',
  inviteButton: 'Send Invitation',
  changeRoleLabel: (email: string) => `Role of ${email}`,
  changeRoleButton: 'Change Role',
  removeButton: 'Remove',
  removeLabel: (email: string) => `Remove ${email}`,
  confirmRemoveTitle: 'Remove this staff member?',
  confirmRemoveText: (email: string) => `${email} will be signed out at once and can no longer sign in.`,
  confirmRemoveButton: 'Yes, Remove',
  cancel: 'Cancel',
  // Answers (one-time messages).
  invited: (email: string) => `Invitation sent to ${email}.`,
  roleChanged: (email: string, role: StaffRole) => `${email} is now ${STAFF_ROLE_LABELS[role]}.`,
  roleUnchanged: (email: string, role: StaffRole) => `${email} is already ${STAFF_ROLE_LABELS[role]}.`,
  removed: (email: string, sessions: number) => `${email} was removed; ${sessions} session${sessions === 1 ? '' : 's'} ended.`,
  invalidEmail: 'Please enter a valid email address.',
  invalidRole: 'Please choose a role.',
  alreadyStaff: (email: string) => `${email} is already on the staff list.`,
  lastOwner: 'The last owner cannot be removed or given another role. Make someone else an owner first.',
  notFound: 'That staff member no longer exists.',
  failed: (message: string) => `Error updating staff: ${message}`,
} as const;

/** The invitation e-mail (sent through the outbox). */
export const staffInviteMailCopy = {
  subject: (company: string) => `You are invited to the ${company} back office`,
  greeting: 'Hello,',
  intro: (inviter: string, company: string, role: string) => `${inviter} invited you to the ${company} back office as ${role}.`,
  linkIntro: 'Sign in with this link:',
  linkLabel: 'Accept and sign in',
  expiry: (date: string) => `The link works once, until ${date}. After that, sign in with your e-mail address at:`,
  ignore: 'If you did not expect this invitation, you can ignore this email.',
} as const;

/** /admin/login/invite: the page the invitation link opens. */
export const staffInvitePageCopy = {
  title: 'Accept your invitation',
  text: 'Continue to sign in to the back office on this device.',
  button: 'Accept and Sign In',
  working: 'Signing in...',
  invalid: 'This invitation link is invalid, expired or already used. Please sign in with your email address.',
  startAgain: 'Go to sign in',
} as const;

/** The page a signed-in member gets for an address their role may not open (HTTP 403). */
export const forbiddenCopy = {
  title: 'Access denied',
  text: 'Your role does not give access to this page. Ask an owner if you need it.',
  back: 'Back to the dashboard',
  errorTitle: 'Something went wrong',
  errorText: 'Please try again in a moment.',
  notFoundTitle: 'Page not found',
  notFoundText: 'The page you asked for does not exist or has moved.',
} as const;
