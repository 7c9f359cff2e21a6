/**
 * Staff sign-in: the two form steps' checks and the `redirect` rule. Shared by the browser and
 * the login action; no server imports.
 */
import { z } from 'zod';
import { requiredEmail } from './forms';
import { asString } from '~/domain/values';
import { isSafeRedirectTarget } from '~/domain/redirects';

export const DEFAULT_SIGN_IN_TARGET = '/admin';
export const SIGN_IN_CODE_LENGTH = 6;


export const signInEmailSchema = z.object({
  // The one parser (app/domain/email.ts): a plain address only, normalised (lower-cased).
  email: requiredEmail('Please enter your email address.', 'Please enter a valid email address.'),
});

export const signInCodeSchema = z.object({
  email: signInEmailSchema.shape.email,
  code: z.preprocess(
    (value) => asString(value).replace(/\s+/g, ''),
    z.string().regex(/^\d{6}$/, 'Please enter the 6-digit code from the email.'),
  ),
});

/**
 * The sign-in `redirect` target, accepted only when it is a path on this site: '/…' but not
 * '//host', '/\\host', an absolute URL, or anything that decodes or parses to another origin.
 * Everything else (and nothing) becomes /admin.
 *
 * The check runs on what we RETURN as well as on what came in: URL normalisation resolves dot
 * segments, so '/.//evil.example', '/%2e//evil.example' or '/a/..//evil.example' only become
 * '//evil.example' (a protocol-relative, off-site location) after parsing (issue 16, finding 1).
 */
export function safeRedirectPath(value: unknown, fallback = DEFAULT_SIGN_IN_TARGET): string {
  if (typeof value !== 'string' || value.length === 0 || value.length > 2000) return fallback;
  // The one redirect-target check (domain/redirects), on what came in and on what we return.
  if (!isSafeRedirectTarget(value)) return fallback;
  const base = 'http://firmsite.invalid';
  let url: URL;
  try {
    url = new URL(value, base);
  } catch {
    return fallback;
  }
  if (url.origin !== base) return fallback;
  const result = `${url.pathname}${url.search}${url.hash}`;
  return isSafeRedirectTarget(result) ? result : fallback;
}

/** The login page's address for a target, e.g. `/admin/login?redirect=%2Fadmin%2Fnews`. */
export function loginPath(target: string): string {
  return `/admin/login?redirect=${encodeURIComponent(safeRedirectPath(target))}`;
}
