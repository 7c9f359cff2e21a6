/**
 * The confirmation e-mail a visitor gets after the quote, contact, lead-modal or download form
 * (issue 20): what we received, what happens next, the privacy policy and a signed link (30 days)
 * that erases the submission. Queued through the outbox after the lead is stored and never able
 * to fail the submission. At most CONFIRMATIONS_PER_ADDRESS_PER_DAY per address in 24 hours, so
 * the forms cannot mail-bomb a third party: the count and the insert run under a transaction-level
 * advisory lock on the address, so simultaneous submissions cannot all pass the count.
 */
import { sql } from 'drizzle-orm';
import { confirmationCopy, confirmationSections, PRIVACY_PATH, type ConfirmedForm } from '~/content/privacy/privacy';
import { CONFIRMATIONS_PER_ADDRESS_PER_DAY } from '~/domain/privacy';
import { normaliseEmail } from '~/domain/email';
import { db, queryRows } from '~/server/db/db.server';
import { env } from '~/server/platform/env.server';
import { log } from '~/server/platform/log.server';
import { composeNotification, type Notification } from '~/server/platform/notifications.server';
import { kickOutbox, queueNotification } from '~/server/platform/outbox.server';
import { signedLinkToken } from '~/server/platform/signed-links.server';

export const CONFIRMATION_TOPIC = 'visitor.confirmation';

export interface ConfirmationRequest {
  form: ConfirmedForm;
  leadId: string;
  email: string;
  /** What the visitor sent, as label/value rows (their own words, shown back to them). */
  received: [string, string | null | undefined][];
}

/** The erase page for a lead: /privacy/erase/{signed token}, absolute. */
export function eraseLinkFor(leadId: string, now = new Date()): string {
  return `${env().PUBLIC_URL}${PRIVACY_PATH}/erase/${signedLinkToken('erase-lead', leadId, now)}`;
}

export function confirmationMessage(request: ConfirmationRequest, now = new Date()): Notification {
  const copy = confirmationCopy[request.form];
  return composeNotification(
    copy.subject,
    copy.heading,
    [
      { title: confirmationSections.received, rows: request.received },
      { title: confirmationSections.next, body: copy.nextSteps },
      { title: confirmationSections.privacy, body: confirmationSections.privacyText(`${env().PUBLIC_URL}${PRIVACY_PATH}`, eraseLinkFor(request.leadId, now)) },
    ],
    confirmationSections.closing,
  );
}

export type ConfirmationOutcome = 'queued' | 'limited' | 'failed';

/** Queues the confirmation unless the address had its daily share; never throws. */
export async function queueVisitorConfirmation(request: ConfirmationRequest, now = new Date()): Promise<ConfirmationOutcome> {
  // The form's parser normalised it already; the limit counts the one stored form exactly.
  const address = normaliseEmail(request.email);
  try {
    const outcome = await db().transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`confirmation:${address}`}))`);
      const [counted] = await queryRows<{ sent: number | string }>(
        tx,
        sql`select count(*) as sent from outbox
            where topic = ${CONFIRMATION_TOPIC} and lower(payload->>'to') = ${address}
              and created_at > now() - interval '1 day'`,
      );
      if (Number(counted?.sent ?? 0) >= CONFIRMATIONS_PER_ADDRESS_PER_DAY) return 'limited' as const;
      await queueNotification(CONFIRMATION_TOPIC, confirmationMessage(request, now), {
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
