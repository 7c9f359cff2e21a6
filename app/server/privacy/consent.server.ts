/**
 * The consent stored with every public submission (issue 20): the version of the privacy notice
 * in force when the visitor sent it, when, and the optional choices they ticked. The version is
 * the live /privacy page's (issue 44: staff publish new versions), read from the pages held in
 * memory — no query per submission — and the same on every instance (domain/page-blocks/
 * pages-legal.ts privacyNoticeVersion): publishing a new version changes what the next
 * submission records.
 *
 * Issue 48 (ADR 420): a form in another language records the policy that form linked — the
 * policy in its language when that translation is live (`ar-{id}`, `ar-v{n}-{id}`: the Arabic
 * text's own id and version, so a record names the words the visitor was shown), else the English
 * one (the form then links the English policy, marked as English). The choice is the frame's
 * (`liveStaticPaths`): both read the same held pages.
 */
import { DEFAULT_LOCALE, type Locale } from '~/domain/locales';
import { privacyNoticeVersion } from '~/domain/page-blocks/pages-legal';
import { readConsentChoices, type ConsentChoices } from '~/domain/privacy';
import type { ConsentColumn, contact_leads } from '~/server/db/schema.server';
import { loadLivePage } from '~/server/entities/site-pages.server';

export type ConsentRecord = Pick<typeof contact_leads.$inferInsert, ConsentColumn>;

/**
 * The id of the privacy policy a form in `locale` links now: `{id}` for the seeded English
 * version 1, `v{n}-{id}` after; in another language with a live translation, the same prefixed
 * with the language (`ar-{id}`, `ar-v{n}-{id}`).
 */
export async function currentPrivacyNoticeVersion(locale: Locale = DEFAULT_LOCALE): Promise<string> {
  if (locale !== DEFAULT_LOCALE) {
    const translation = await loadLivePage('privacy', locale);
    if (translation) return `${locale}-${privacyNoticeVersion(translation)}`;
  }
  return privacyNoticeVersion(await loadLivePage('privacy'));
}

/** `locale`: the language of the form the visitor sent (English when absent). */
export async function consentRecord(choices: ConsentChoices, now = new Date(), locale: Locale = DEFAULT_LOCALE): Promise<ConsentRecord> {
  return { privacy_notice_version: await currentPrivacyNoticeVersion(locale), consented_at: now, consent_choices: { ...choices } };
}

export function consentFromForm(formData: FormData, now = new Date(), locale: Locale = DEFAULT_LOCALE): Promise<ConsentRecord> {
  return consentRecord(readConsentChoices(formData), now, locale);
}
