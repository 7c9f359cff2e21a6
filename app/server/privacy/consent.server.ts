/**
 * The consent stored with every public submission (issue 20): the version of the privacy notice
 * in force when the visitor sent it, when, and the optional choices they ticked. The version is
 * the live /privacy page's (issue 44: staff publish new versions), read from the pages held in
 * memory — no query per submission — and the same on every instance (domain/page-blocks/
 * pages-legal.ts privacyNoticeVersion): publishing a new version changes what the next
 * submission records.
 */
import { privacyNoticeVersion } from '~/domain/page-blocks/pages-legal';
import { readConsentChoices, type ConsentChoices } from '~/domain/privacy';
import type { ConsentColumn, contact_leads } from '~/server/db/schema.server';
import { loadLivePage } from '~/server/entities/site-pages.server';

export type ConsentRecord = Pick<typeof contact_leads.$inferInsert, ConsentColumn>;

/** The id of the privacy policy visitors read now: `{id}` for the seeded version 1, `v{n}-{id}` after. */
export async function currentPrivacyNoticeVersion(): Promise<string> {
  return privacyNoticeVersion(await loadLivePage('privacy'));
}

export async function consentRecord(choices: ConsentChoices, now = new Date()): Promise<ConsentRecord> {
  return { privacy_notice_version: await currentPrivacyNoticeVersion(), consented_at: now, consent_choices: { ...choices } };
}

export function consentFromForm(formData: FormData, now = new Date()): Promise<ConsentRecord> {
  return consentRecord(readConsentChoices(formData), now);
}
