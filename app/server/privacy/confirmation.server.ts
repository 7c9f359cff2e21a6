/**
 * The confirmation e-mail a visitor gets after the quote, contact, lead-modal or download form
 * (issue 20): what we received, what happens next, the privacy policy and a signed link (30 days)
 * that erases the submission. Queued through the outbox after the lead is stored and never able
 * to fail the submission. At most CONFIRMATIONS_PER_ADDRESS_PER_DAY per address in 24 hours, so
 * the forms cannot mail-bomb a third party: the count and the insert run under a transaction-level
 * advisory lock on the address, so simultaneous submissions cannot all pass the count.
 */
import { sql } from 'drizzle-orm';
import { PRIVACY_PATH, type ConfirmedForm } from '~/content/privacy/privacy';
import { DEFAULT_LOCALE, encodedPath, linkPagePath, localizedPath, type Locale } from '~/domain/locales';
import { confirmationTexts } from '~/server/pages/form-texts.server';
import { CONFIRMATIONS_PER_ADDRESS_PER_DAY } from '~/domain/privacy';
import { normaliseEmail } from '~/domain/email';
import { db, queryRows } from '~/server/db/db.server';
import { BOOK_FOR_LEAD_VALID_DAYS } from '~/server/meetings/booking-link.server';
import { env } from '~/server/platform/env.server';
import { log } from '~/server/platform/log.server';
import { composeNotification, type Notification } from '~/server/platform/notifications.server';
import { kickOutbox, queueNotification } from '~/server/platform/outbox.server';
import { signedLinkToken } from '~/server/platform/signed-links.server';
import { liveStaticPaths } from '~/server/pages/locale-pages.server';

export const CONFIRMATION_TOPIC = 'visitor.confirmation';

export interface ConfirmationRequest {
  form: ConfirmedForm;
  leadId: string;
  email: string;
  /** What the visitor sent, as label/value rows (their own words, shown back to them). */
  received: [string, string | null | undefined][];
  /** The quote's and contact's link to book a call for this lead (absolute), offered after what happens next. */
  bookCallUrl?: string;
  /** The language of the form the lead came from (issue 48): the e-mail is written in it. English when absent. */
  locale?: Locale;
}

/**
 * The erase page for a lead, absolute: /privacy/erase/{signed token}, or the page in the lead's
 * language (issue 48: /ar/الخصوصية/محو/{token} for a lead sent from an Arabic form).
 */
export function eraseLinkFor(leadId: string, now = new Date(), locale: Locale = DEFAULT_LOCALE): string {
  return `${env().PUBLIC_URL}${encodedPath(linkPagePath(locale, '/privacy/erase'))}/${signedLinkToken('erase-lead', leadId, now)}`;
}

/**
 * The privacy policy's address for an e-mail in `locale`: the policy in that language when it is
 * published there, else the English one (never an address that answers 404).
 */
export async function privacyPolicyPath(locale: Locale): Promise<string> {
  if (locale === DEFAULT_LOCALE) return PRIVACY_PATH;
  const live = await liveStaticPaths(locale);
  return live.includes(PRIVACY_PATH) ? encodedPath(localizedPath(locale, PRIVACY_PATH)) : PRIVACY_PATH;
}

/** `privacyPath`: from privacyPolicyPath; the erase link is the erase page in the lead's language. */
export function confirmationMessage(request: ConfirmationRequest, privacyPath: string, now = new Date()): Notification {
  const locale = request.locale ?? 'en';
  const { copy: copies, sections, bookCall, language } = confirmationTexts(locale);
  const copy = copies[request.form];
  return composeNotification(
    copy.subject,
    copy.heading,
    [
      { title: sections.received, rows: request.received },
      { title: sections.next, body: copy.nextSteps },
      ...(request.bookCallUrl ? [{ title: bookCall.title, body: bookCall.text(request.bookCallUrl, BOOK_FOR_LEAD_VALID_DAYS) }] : []),
      { title: sections.privacy, body: sections.privacyText(`${env().PUBLIC_URL}${privacyPath}`, eraseLinkFor(request.leadId, now, locale)) },
    ],
    sections.closing,
    language,
  );
}

export type ConfirmationOutcome = 'queued' | 'limited' | 'failed';

/** Queues the confirmation unless the address had its daily share; never throws. */
export async function queueVisitorConfirmation(request: ConfirmationRequest, now = new Date()): Promise<ConfirmationOutcome> {
  // The form's parser normalised it already; the limit counts the one stored form exactly.
  const address = normaliseEmail(request.email);
  try {
    const privacyPath = await privacyPolicyPath(request.locale ?? DEFAULT_LOCALE);
    const outcome = await db().transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`confirmation:${address}`}))`);
      const [counted] = await queryRows<{ sent: number | string }>(
        tx,
        sql`select count(*) as sent from outbox
            where topic = ${CONFIRMATION_TOPIC} and lower(payload->>'to') = ${address}
              and created_at > now() - interval '1 day'`,
      );
      if (Number(counted?.sent ?? 0) >= CONFIRMATIONS_PER_ADDRESS_PER_DAY) return 'limited' as const;
      await queueNotification(CONFIRMATION_TOPIC, confirmationMessage(request, privacyPath, now), {
        executor: tx,
        to: request.email,
        channels: ['email'],
        recordId: request.leadId,
      });
      return 'queued' as const;
    });
    if (outcome === 'queued') kickOutbox();
    else log.info({ form: request.form, lead: request.leadId }, 'visitor confirmation not sent: daily limit for the address reached');
    return outcome;
  } catch (error) {
    // The lead is stored and staff are notified; only the visitor's copy is missing.
    log.warn({ err: error, form: request.form, lead: request.leadId }, 'queueing the visitor confirmation failed');
    return 'failed';
  }
}
