/**
 * Issue 20's visitor-facing copy: the confirmation e-mails sent after a submission and the page an
 * e-mailed erase link opens (the forms' consent notice is content/forms/consent.ts).
 */
import { company } from '~/content/company';
import { ERASE_LINK_VALID_DAYS } from '~/domain/privacy';

/** The public forms that write a lead (and so send a confirmation). */
export type ConfirmedForm = 'quote' | 'contact' | 'lead_modal' | 'download_gate';

export { PRIVACY_PATH } from '~/content/forms/consent';

interface ConfirmationCopy {
  subject: string;
  heading: string;
  nextSteps: string;
}

export const confirmationCopy: Record<ConfirmedForm, ConfirmationCopy> = {
  quote: {
    subject: `We received your quote request — ${company.name}`,
    heading: 'Thank you for your quote request.',
    nextSteps: 'A member of our team will review your project details and reply within 24 hours.',
  },
  lead_modal: {
    subject: `We received your consultation request — ${company.name}`,
    heading: 'Thank you for your consultation request.',
    nextSteps: 'A specialist from our team will contact you within 24 hours to arrange a time.',
  },
  contact: {
    subject: `We received your message — ${company.name}`,
    heading: 'Thank you for your message.',
    nextSteps: 'The right person on our team will read it and reply to you by e-mail.',
  },
  download_gate: {
    subject: `Your download from ${company.name}`,
    heading: 'Thank you for downloading our resource.',
    nextSteps: 'If you asked for a consultation, a member of our team will contact you to arrange a time. Otherwise there is nothing more to do.',
  },
};

export const confirmationSections = {
  received: 'What we received',
  next: 'What happens next',
  privacy: 'Your privacy',
  privacyText: (privacyUrl: string, eraseUrl: string) =>
    `We handle your details as described in our Privacy Policy: ${privacyUrl}\n` +
    `To erase this submission and the e-mails about it, open this link (valid for ${ERASE_LINK_VALID_DAYS} days): ${eraseUrl}\n` +
    `You received this e-mail because this address was entered on our website. If that was not you, use the link above or ignore this message.`,
  closing: `— ${company.name}`,
} as const;

/** The labels of the confirmation's "What we received" rows, by what they show. */
export const receivedLabels = {
  name: 'Name',
  company: 'Company',
  projectType: 'Project type',
  budget: 'Budget',
  timeline: 'Timeline',
  message: 'Message',
  phone: 'Phone',
  resource: 'Resource',
  consultation: 'Consultation requested',
} as const;

/** The erase page's words: the shape of each language's copy (content/locales/ar/erase.ts; issue 48). */
export type EraseCopy = Readonly<Record<'title' | 'metaTitle' | 'intro' | 'confirm' | 'done' | 'doneDetail' | 'already' | 'alreadyDetail' | 'invalid' | 'invalidDetail' | 'expired' | 'expiredDetail' | 'backHome', string>>;

/** The /privacy/erase/:token page. */
export const eraseCopy = {
  title: 'Erase your submission',
  metaTitle: `Erase your submission | ${company.name}`,
  intro: 'This removes the submission this link was sent for, and the e-mails about it, from our systems. It cannot be undone.',
  confirm: 'Erase my submission',
  done: 'Your submission has been erased.',
  doneDetail: 'We have deleted it and the e-mails about it. Nothing more is needed.',
  already: 'This submission has already been erased.',
  alreadyDetail: 'There is nothing left to delete for this link.',
  invalid: 'This link is not valid.',
  invalidDetail: `Please use the link from your confirmation e-mail exactly as sent, or write to ${company.privacyEmail}.`,
  expired: 'This link has expired.',
  expiredDetail: `Erase links work for ${ERASE_LINK_VALID_DAYS} days. To have your details erased, write to ${company.privacyEmail}.`,
  backHome: 'Back to the home page',
} as const satisfies EraseCopy;
