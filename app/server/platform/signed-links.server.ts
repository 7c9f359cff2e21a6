/**
 * Links we e-mail to visitors that act without a session — erase my enquiry, withdraw my
 * application — carry a signed token: the purpose, the record's id and an expiry, signed with the
 * app secret. A token made for one purpose is worthless for another, a changed id or expiry breaks
 * the signature, and nothing is stored until the link is used.
 */
import { sign, verifySignature } from '~/server/platform/secret.server';

/** What a visitor's link may do. Each purpose has its own signatures. */
export type SignedLinkPurpose = 'erase-lead' | 'withdraw-application' | 'staff-invite' | 'manage-booking' | 'book-for-lead';

/** How long an e-mailed link works (30 days). */
export const SIGNED_LINK_VALID_DAYS = 30;

const DAY_MS = 24 * 60 * 60 * 1000;

export type SignedLinkCheck = { ok: true; id: string; expiresAt: Date } | { ok: false; reason: 'invalid' | 'expired' };

/** A token for `purpose` on record `id`, valid for `validDays` from `now`. URL-safe. */
export function signedLinkToken(purpose: SignedLinkPurpose, id: string, now = new Date(), validDays = SIGNED_LINK_VALID_DAYS): string {
  const expires = Math.floor((now.getTime() + validDays * DAY_MS) / 1000);
  const payload = `${id}.${expires.toString(36)}`;
  return `${payload}.${sign(payload, `signed-link:${purpose}`)}`;
}

/** A token for `purpose` on record `id` that works until `expiresAt` (a booked call's link: until the call ends). */
export function signedLinkTokenUntil(purpose: SignedLinkPurpose, id: string, expiresAt: Date, now = new Date()): string {
  return signedLinkToken(purpose, id, now, (expiresAt.getTime() - now.getTime()) / DAY_MS);
}

/** Checks a token for `purpose`: the record id when the signature holds and it has not expired. */
export function checkSignedLinkToken(purpose: SignedLinkPurpose, token: string, now = new Date()): SignedLinkCheck {
  const parts = token.split('.');
  if (parts.length !== 3) return { ok: false, reason: 'invalid' };
  const [id, expiresText, signature] = parts as [string, string, string];
  if (!/^[A-Za-z0-9-]{1,64}$/.test(id) || !/^[0-9a-z]{1,12}$/.test(expiresText)) return { ok: false, reason: 'invalid' };
  if (!verifySignature(`${id}.${expiresText}`, `signed-link:${purpose}`, signature)) return { ok: false, reason: 'invalid' };
  const expiresAt = new Date(parseInt(expiresText, 36) * 1000);
  if (expiresAt.getTime() <= now.getTime()) return { ok: false, reason: 'expired' };
  return { ok: true, id, expiresAt };
}
