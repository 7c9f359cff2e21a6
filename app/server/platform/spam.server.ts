/**
 * Spam defences for the public forms, without a CAPTCHA, all checked on the server:
 * - a honeypot: a visually hidden text input (`website`) that people never see or fill; a
 *   submission that fills it gets the normal success answer and nothing is stored;
 * - a minimum fill time: every form carries a signed timestamp (`form_token`, HMAC under the app
 *   secret) issued when the page was rendered; a submission sooner than FORM_MIN_FILL_SECONDS
 *   (default 2) after it, or with a forged or day-old token, is refused and nothing is stored;
 * - a per-IP limit kept in the database (FORM_RATE_LIMIT_PER_10_MIN, default 10, across all public
 *   forms), so every app instance shares it.
 *
 * The public page cache (html-cache.server.ts) serves pages rendered earlier; it swaps every token
 * issued during the render (`recordFormToken`) for a fresh one on each hit, so the fill time
 * always counts from the moment this visitor received the page.
 */
import { FORM_TOKEN_FIELD, HONEYPOT_FIELD } from '~/domain/forms';
import { env } from '~/server/platform/env.server';
import { hitRateLimit } from '~/server/platform/rate-limit.server';
import { recordFormToken, type RequestInfo } from '~/server/platform/request-state.server';
import { sign, verifySignature } from '~/server/platform/secret.server';
import type { Translated } from '~/content/locales/shape';

const TOKEN_PURPOSE = 'form-token';
/** A token older than this is refused (the page should be reloaded). */
export const FORM_TOKEN_MAX_AGE_MS = 24 * 60 * 60 * 1000;
const RATE_WINDOW_SECONDS = 10 * 60;

export const SPAM_MESSAGES = {
  tooFast: {
    title: 'Please Wait a Moment',
    message: 'That was quicker than we expected. Please check your details and submit the form again.',
  },
  badToken: {
    title: 'Please Reload the Page',
    message: 'This form has expired. Please reload the page and submit it again.',
  },
  rateLimited: (minutes: number) => ({
    title: 'Too Many Submissions',
    message: `We have received several submissions from your network in the last few minutes. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
  }),
} as const;

/** A fresh signed timestamp for a form's hidden `form_token` field (loaders return it). */
export function issueFormToken(now: number = Date.now()): string {
  return `${now}.${sign(String(now), TOKEN_PURPOSE)}`;
}

/** What a route loader adds to its data so the page's forms can carry a token. */
export function formGuard(): { formToken: string } {
  const formToken = issueFormToken();
  recordFormToken(formToken);
  return { formToken };
}

export type TokenCheck = { ok: true } | { ok: false; reason: 'too_fast' | 'invalid' };

export function checkFormToken(token: unknown, now: number = Date.now()): TokenCheck {
  if (typeof token !== 'string') return { ok: false, reason: 'invalid' };
  const [issued, signature, extra] = token.split('.');
  if (!issued || !signature || extra !== undefined || !/^\d{1,15}$/.test(issued)) return { ok: false, reason: 'invalid' };
  if (!verifySignature(issued, TOKEN_PURPOSE, signature)) return { ok: false, reason: 'invalid' };
  const age = now - Number(issued);
  if (age > FORM_TOKEN_MAX_AGE_MS) return { ok: false, reason: 'invalid' };
  // A cached page's token is dated up to 100 ms ahead (the end of its period, ADR 140): with no
  // minimum fill time configured, that must not read as "too fast".
  const minimumMs = env().FORM_MIN_FILL_SECONDS * 1000;
  if (minimumMs > 0 && age < minimumMs) return { ok: false, reason: 'too_fast' };
  return { ok: true };
}

/** True when the honeypot field holds anything (a person never sees it). */
export function isHoneypotHit(formData: FormData): boolean {
  const value = formData.get(HONEYPOT_FIELD);
  return typeof value === 'string' && value.trim() !== '';
}

export type SpamVerdict =
  | { kind: 'pass' }
  | { kind: 'honeypot' }
  | { kind: 'refused'; status: 400 | 429; title: string; message: string };

/** The refusals in one language (issue 48): English, or the page's locale's. */
export type SpamMessages = Translated<typeof SPAM_MESSAGES>;

/** The checks that need no database: the honeypot, then the signed fill-time token. */
export function screenSubmission(formData: FormData, messages: SpamMessages = SPAM_MESSAGES): SpamVerdict {
  if (isHoneypotHit(formData)) return { kind: 'honeypot' };
  const token = checkFormToken(formData.get(FORM_TOKEN_FIELD));
  if (!token.ok) {
    const text = token.reason === 'too_fast' ? messages.tooFast : messages.badToken;
    return { kind: 'refused', status: 400, ...text };
  }
  return { kind: 'pass' };
}

/** Counts one submission against the client's address; refuses it over the limit. */
export async function checkFormRateLimit(context: Pick<RequestInfo, 'clientIp'>, messages: SpamMessages = SPAM_MESSAGES): Promise<SpamVerdict> {
  const limit = env().FORM_RATE_LIMIT_PER_10_MIN;
  const result = await hitRateLimit(`form:ip:${context.clientIp || 'unknown'}`, limit, RATE_WINDOW_SECONDS);
  if (result.allowed) return { kind: 'pass' };
  return { kind: 'refused', status: 429, ...messages.rateLimited(Math.max(1, Math.ceil(result.retryAfterSeconds / 60))) };
}
