/**
 * The privacy promises in one place (issue 20): how long each kind of record is kept, how many
 * confirmation e-mails one address may receive a day, and the optional choices a public form
 * offers. The /privacy text is built from these figures (content/site/legal.ts), the purge and the
 * confirmation limit read them, and a test ties the page to them — so the page cannot promise what
 * the software does not do.
 */

import { INSIGHTS_EMAIL_FIELD } from '~/content/forms/consent';

/** Retention, counted from a record's last update (updated_at). */
export const RETENTION = {
  /** Enquiries from the quote, contact, lead-modal and download forms (contact_leads). */
  leadYears: 3,
  /** Job applications (job_applications, with their résumé files). */
  applicationYears: 2,
  /**
   * Issue 43: earlier versions of published content (content_revisions) that visitors never saw;
   * each item's current version is kept as long as the item.
   */
  draftRevisionDays: 90,
  /** Earlier versions that were public: kept as long as their item (0 would bound them in days too). */
  publishedRevisionDays: 0,
} as const;

/** How often the server runs the purge (and once at start-up). */
export const PURGE_INTERVAL_HOURS = 24;

/** Visitor confirmation e-mails per address in 24 hours; later submissions are stored, not confirmed. */
export const CONFIRMATIONS_PER_ADDRESS_PER_DAY = 3;

/** How long an e-mailed erase link works. Mirrors SIGNED_LINK_VALID_DAYS (a test holds them equal). */
export const ERASE_LINK_VALID_DAYS = 30;

/** The optional choices a public form offers, unticked by default; stored with the consent. */
export const CONSENT_CHOICES = ['insights_email'] as const;
export type ConsentChoice = (typeof CONSENT_CHOICES)[number];
export type ConsentChoices = Record<ConsentChoice, boolean>;

/** The form field of each choice (a checkbox; present only when ticked). */
export const CONSENT_CHOICE_FIELD: Record<ConsentChoice, string> = { insights_email: INSIGHTS_EMAIL_FIELD };

/** The choices a submitted form made: a ticked checkbox sends 'on' (or any value), an unticked one nothing. */
export function readConsentChoices(formData: FormData): ConsentChoices {
  const choices = {} as ConsentChoices;
  for (const choice of CONSENT_CHOICES) choices[choice] = formData.get(CONSENT_CHOICE_FIELD[choice]) !== null;
  return choices;
}

/** A short, stable id for a text: FNV-1a (32 bit) twice with different seeds, as 16 hex digits. */
export function textVersion(text: string): string {
  const hash = (seed: number) => {
    let value = seed >>> 0;
    for (let i = 0; i < text.length; i++) {
      value ^= text.charCodeAt(i);
      value = Math.imul(value, 0x01000193) >>> 0;
    }
    return value.toString(16).padStart(8, '0');
  };
  return `${hash(0x811c9dc5)}${hash(0x1b873593)}`;
}

/** Everything under `years` ago, as of `now` (calendar years, UTC). */
export function yearsBefore(now: Date, years: number): Date {
  const cutoff = new Date(now.getTime());
  cutoff.setUTCFullYear(cutoff.getUTCFullYear() - years);
  return cutoff;
}

/** The kinds of rows the data-rights search, export and erase cover, in display order. */
export const PERSONAL_DATA_TABLES = ['leads', 'bookings', 'applications', 'outbox', 'audit', 'revisions', 'previewLinks'] as const;
export type PersonalDataTable = (typeof PERSONAL_DATA_TABLES)[number];
