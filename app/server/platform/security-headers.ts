/**
 * The security headers every response carries, as one list shared by server.ts (every response
 * through Express) and the page cache (hits answered before Express), so both send the same.
 * Pure: no app state, safe to import from server.ts.
 */
import { randomUUID } from 'node:crypto';

export interface SecurityHeaderOptions {
  /** The public origin; HSTS and upgrade-insecure-requests only make sense behind https. */
  publicUrl: string;
  production: boolean;
  dev: boolean;
}

/**
 * The CSP with the given script sources: `'nonce-…'` for a response rendered for one visitor,
 * `'sha256-…'` hashes of the inline scripts for a cached page (ADR 060). Never 'unsafe-inline'.
 */
export function contentSecurityPolicy(scriptSources: string[], options: SecurityHeaderOptions): string {
  return [
    "default-src 'self'",
    // No 'strict-dynamic': every script of ours is same-origin ('self') or carries the nonce/hash,
    // and without it a script element built by other script (a DOM-XSS sink) is refused as well.
    ['script-src', "'self'", ...scriptSources].join(' '),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: https:",
    "font-src 'self'",
    `connect-src 'self'${options.dev ? ' ws: wss:' : ''}`,
    "form-action 'self'",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "object-src 'none'",
    ...(servesHttps(options) ? ['upgrade-insecure-requests'] : []),
  ].join('; ');
}

function servesHttps(options: SecurityHeaderOptions): boolean {
  return options.production && options.publicUrl.startsWith('https:');
}

/** Every security header except the CSP (which depends on the response). */
export function fixedSecurityHeaders(options: SecurityHeaderOptions): [string, string][] {
  return [
    ['X-Content-Type-Options', 'nosniff'],
    ['X-Frame-Options', 'DENY'],
    ['Referrer-Policy', 'strict-origin-when-cross-origin'],
    ['Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()'],
    ['Cross-Origin-Opener-Policy', 'same-origin'],
    ['Cross-Origin-Resource-Policy', 'same-origin'],
    // Over plain http a browser ignores HSTS, and a proxy in front that terminates https would
    // be promised something the origin cannot keep; sent only when the public origin is https.
    ...(servesHttps(options) ? [['Strict-Transport-Security', 'max-age=31536000; includeSubDomains'] as [string, string]] : []),
  ];
}

/** What `routeHeadersReplaceOurs` needs of a response: Express's `append` and Node's `setHeader`. */
interface HeaderWriter {
  append(field: string, value?: string | string[]): unknown;
  setHeader(name: string, value: string | number | readonly string[]): unknown;
}

/**
 * Every response through Express gets the security headers first (server.ts); a route may then
 * send its own value of one — a stricter `Referrer-Policy` on a page holding a token, the
 * `X-Content-Type-Options` of a download. React Router's Express adapter copies a route's headers
 * with `res.append`, which put both values on the wire: `Referrer-Policy` and
 * `X-Content-Type-Options` twice (issue 40, finding 13). With this, a route's value of a header
 * in `names` (lower-case) replaces ours; every other header is appended as before (Set-Cookie
 * stays a list).
 */
export function routeHeadersReplaceOurs(res: HeaderWriter, names: ReadonlySet<string>): void {
  const append = res.append.bind(res);
  res.append = (field: string, value?: string | string[]) =>
    names.has(field.toLowerCase()) && value !== undefined ? res.setHeader(field, value) : append(field, value);
}

/** The names (lower-case) of the headers every response gets: the fixed ones and the CSP. */
export function securityHeaderNames(options: SecurityHeaderOptions): ReadonlySet<string> {
  return new Set(['content-security-policy', ...fixedSecurityHeaders(options).map(([name]) => name.toLowerCase())]);
}

const WELL_FORMED_REQUEST_ID = /^[A-Za-z0-9._-]{1,64}$/;

/**
 * The request id for logs and the X-Request-Id header: the one a proxy in front sent when it is
 * well-formed (so log lines across hops join up), otherwise a fresh one (a random UUID unless
 * `makeId` says otherwise), the one way every response gets its id — a client cannot put
 * line breaks, markup or 100 characters of its choosing into our logs and responses.
 */
export function requestIdFrom(header: string | string[] | undefined, makeId: () => string = randomUUID): string {
  return typeof header === 'string' && WELL_FORMED_REQUEST_ID.test(header) ? header : makeId();
}
