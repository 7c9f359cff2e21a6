/**
 * The public forms' answers and the visitor's e-mails in each locale (issue 48, ADR 420 §5): the
 * action picks the request's locale and validates, answers and writes with that language's copy.
 * English is the existing modules' copy; Arabic is app/content/locales/ar/forms/. Server only: the
 * pages load their form's copy themselves (components/forms/localized-copy.ts).
 */
import { bookCallAfterForm, bookCallInConfirmation } from '~/content/forms/booking';
import * as arabicCommon from '~/content/locales/ar/forms/common';
import { SPAM_MESSAGES as ARABIC_SPAM_MESSAGES } from '~/content/locales/ar/forms/refusals';
import { SPAM_MESSAGES, type SpamMessages } from '~/server/platform/spam.server';
import { confirmationCopy, confirmationSections, receivedLabels } from '~/content/privacy/privacy';
import * as arabicConfirmation from '~/content/locales/ar/forms/confirmation';
import * as arabicQuote from '~/content/locales/ar/forms/quote';
import type { Translated } from '~/content/locales/shape';
import type { Locale } from '~/domain/locales';
import * as arabicApplication from '~/content/locales/ar/forms/application';
import * as arabicContact from '~/content/locales/ar/forms/contact';
import { candidateConfirmationCopy } from '~/content/forms/application';
import { APPLICATION_FAILURE, APPLICATION_MESSAGES, applicationSuccess, ENGLISH_APPLICATION_CHECKS, type ApplicationChecks } from '~/domain/job-application';
import * as arabicDownloadGate from '~/content/locales/ar/forms/download-gate';
import * as arabicLeadModal from '~/content/locales/ar/forms/lead-modal';
import { CONTACT_FAILURE, CONTACT_SUCCESS, ENGLISH_CONTACT_CHECKS, type ContactChecks } from '~/domain/contact-form';
import { DOWNLOAD_GATE_FAILURE, DOWNLOAD_GATE_SUCCESS, ENGLISH_DOWNLOAD_GATE_CHECKS, type DownloadGateChecks } from '~/domain/download-gate';
import { ENGLISH_LEAD_MODAL_CHECKS, LEAD_MODAL_FAILURE, LEAD_MODAL_SUCCESS, type LeadModalChecks } from '~/domain/lead-modal';
import { ENGLISH_QUOTE_CHECKS, QUOTE_FAILURE, QUOTE_SUCCESS, type QuoteChecks } from '~/domain/quote-form';
import { ENGLISH_EMAIL, type EmailLanguage } from '~/server/platform/notifications.server';

type Text = { title: string; message: string };

/** The visitor's confirmation e-mail in one language. */
export interface ConfirmationTexts {
  copy: Translated<typeof confirmationCopy>;
  sections: Translated<typeof confirmationSections>;
  bookCall: Translated<typeof bookCallInConfirmation>;
  received: Translated<typeof receivedLabels>;
  language: EmailLanguage;
  /** The success's link to book a call for the lead. */
  bookCallLabel: string;
  /** What a stored option code reads in this language (the English code itself in English). */
  option: (code: string | null | undefined) => string | null | undefined;
}

const arabicOptions: Readonly<Record<string, string>> = {
  ...arabicQuote.quoteOptionLabels.industry,
  ...arabicQuote.quoteOptionLabels.project_type,
  ...arabicQuote.quoteOptionLabels.budget,
  ...arabicQuote.quoteOptionLabels.timeline,
};

const CONFIRMATION: Record<Locale, ConfirmationTexts> = {
  en: { copy: confirmationCopy, sections: confirmationSections, bookCall: bookCallInConfirmation, received: receivedLabels, bookCallLabel: bookCallAfterForm.label, language: ENGLISH_EMAIL, option: (code) => code },
  ar: {
    copy: arabicConfirmation.confirmationCopy,
    sections: arabicConfirmation.confirmationSections,
    bookCall: arabicConfirmation.bookCallInConfirmation,
    received: arabicConfirmation.receivedLabels,
    bookCallLabel: arabicCommon.bookCallAfterForm.label,
    language: { lang: 'ar', dir: 'rtl', ...arabicConfirmation.emailValues },
    option: (code) => (code ? (arabicOptions[code] ?? code) : code),
  },
};

export function confirmationTexts(locale: Locale): ConfirmationTexts {
  return CONFIRMATION[locale];
}

const QUOTE: Record<Locale, { checks: QuoteChecks; success: Text; failure: Text }> = {
  en: { checks: ENGLISH_QUOTE_CHECKS, success: QUOTE_SUCCESS, failure: QUOTE_FAILURE },
  ar: {
    checks: arabicQuote.quoteChecks,
    success: arabicQuote.QUOTE_SUCCESS,
    failure: arabicQuote.QUOTE_FAILURE,
  },
};

export function quoteTexts(locale: Locale) {
  return QUOTE[locale];
}

const SPAM: Record<Locale, SpamMessages> = { en: SPAM_MESSAGES, ar: ARABIC_SPAM_MESSAGES };

/** The refusals before a form's checks (fill time, expired token, rate limit). */
export function spamTexts(locale: Locale): SpamMessages {
  return SPAM[locale];
}

const CONTACT: Record<Locale, { checks: ContactChecks; success: Text; failure: Text }> = {
  en: { checks: ENGLISH_CONTACT_CHECKS, success: CONTACT_SUCCESS, failure: CONTACT_FAILURE },
  ar: { checks: arabicContact.contactChecks, success: arabicContact.CONTACT_SUCCESS, failure: arabicContact.CONTACT_FAILURE },
};

export function contactTexts(locale: Locale) {
  return CONTACT[locale];
}

// product §8 gives the lead modal's and the download gate's failures as a message; the title is ours.
const SUBMISSION_FAILED = 'Submission Failed';

const LEAD_MODAL: Record<Locale, { checks: LeadModalChecks; success: Text; failure: Text }> = {
  en: {
    checks: ENGLISH_LEAD_MODAL_CHECKS,
    success: { title: LEAD_MODAL_SUCCESS.title, message: LEAD_MODAL_SUCCESS.message },
    failure: { title: SUBMISSION_FAILED, message: LEAD_MODAL_FAILURE },
  },
  ar: {
    checks: arabicLeadModal.leadModalChecks,
    success: { title: arabicLeadModal.LEAD_MODAL_SUCCESS.title, message: arabicLeadModal.LEAD_MODAL_SUCCESS.message },
    failure: arabicLeadModal.LEAD_MODAL_FAILURE,
  },
};

export function leadModalTexts(locale: Locale) {
  return LEAD_MODAL[locale];
}

const DOWNLOAD_GATE: Record<Locale, { checks: DownloadGateChecks; success: Text; failure: Text }> = {
  en: { checks: ENGLISH_DOWNLOAD_GATE_CHECKS, success: DOWNLOAD_GATE_SUCCESS, failure: { title: SUBMISSION_FAILED, message: DOWNLOAD_GATE_FAILURE } },
  ar: { checks: arabicDownloadGate.downloadGateChecks, success: arabicDownloadGate.DOWNLOAD_GATE_SUCCESS, failure: arabicDownloadGate.DOWNLOAD_GATE_FAILURE },
};

export function downloadGateTexts(locale: Locale) {
  return DOWNLOAD_GATE[locale];
}

interface ApplicationTexts {
  checks: ApplicationChecks;
  success: (jobTitle: string) => Text;
  failure: Text;
  /** The job's name in the answer when the job is gone ('selected': "…applying to the selected position"). */
  selectedJob: string;
  messages: Translated<typeof APPLICATION_MESSAGES>;
  confirmation: { copy: Translated<typeof candidateConfirmationCopy>; email: EmailLanguage };
}

const APPLICATION: Record<Locale, ApplicationTexts> = {
  en: {
    checks: ENGLISH_APPLICATION_CHECKS,
    success: applicationSuccess,
    failure: APPLICATION_FAILURE,
    selectedJob: 'selected',
    messages: APPLICATION_MESSAGES,
    confirmation: { copy: candidateConfirmationCopy, email: ENGLISH_EMAIL },
  },
  ar: {
    checks: arabicApplication.applicationChecks,
    success: arabicApplication.applicationSuccess,
    failure: arabicApplication.APPLICATION_FAILURE,
    selectedJob: arabicApplication.SELECTED_JOB,
    messages: arabicApplication.APPLICATION_MESSAGES,
    confirmation: { copy: arabicApplication.candidateConfirmationCopy, email: CONFIRMATION.ar.language },
  },
};

export function applicationTexts(locale: Locale): ApplicationTexts {
  return APPLICATION[locale];
}
