/**
 * The consent stored with every public submission (issue 20): the version of the privacy notice
 * the form showed, when the visitor sent it, and the optional choices they ticked. The form and
 * the notice come from the same build, so the version in force now is the one the visitor saw.
 */
import { PRIVACY_NOTICE_VERSION } from '~/content/site/legal';
import { readConsentChoices, type ConsentChoices } from '~/domain/privacy';
import type { ConsentColumn, contact_leads } from '~/server/db/schema.server';

export type ConsentRecord = Pick<typeof contact_leads.$inferInsert, ConsentColumn>;

export function consentRecord(choices: ConsentChoices, now = new Date()): ConsentRecord {
  return { privacy_notice_version: PRIVACY_NOTICE_VERSION, consented_at: now, consent_choices: { ...choices } };
}

export function consentFromForm(formData: FormData, now = new Date()): ConsentRecord {
  return consentRecord(readConsentChoices(formData), now);
}
