/**
 * Staff sign-in and sessions: better-auth (e-mail OTP + magic link, Drizzle adapter, database
 * sessions) behind our own routes. better-auth's HTTP handler is not mounted anywhere — every
 * call goes through `auth().api.*` from our loaders and actions (ADR 010).
 *
 *   requireStaff(args, area)   the guard: first line of every admin loader and action
 *   requestSignIn(...)         login step 1: one e-mail with a 6-digit code and a link
 *   signInWithCode(...)        login step 2
 *   signInWithLink(...)        /admin/login/verify
 *   signInWithInvite(...)      /admin/login/invite (an owner's 7-day invitation)
 *   signOut(request)           /admin/logout
 */
import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { isAPIError } from 'better-auth/api';
import { getSessionCookie } from 'better-auth/cookies';
import { emailOTP } from 'better-auth/plugins/email-otp';
import { magicLink } from 'better-auth/plugins/magic-link';
import { createContext, data, redirect, RouterContextProvider } from 'react-router';
import { signInCopy, signInMailCopy } from '~/content/admin/common';
import { company } from '~/content/company';
import { loginPath, safeRedirectPath } from '~/domain/sign-in';
import { signInRefusal } from '~/domain/sign-in-messages';
import { db, type Database } from '~/server/db/db.server';
import { withAsyncContext } from '~/server/platform/async-context.server';
import { env, type Env } from '~/server/platform/env.server';
import { log, redactError } from '~/server/platform/log.server';
import { escapeHtml, sendMail, type MailMessage } from '~/server/platform/mail.server';
import { hitRateLimit } from '~/server/platform/rate-limit.server';
import { account, session, user, verification } from '~/server/db/schema.server';
import { appSecret, keyedHash } from '~/server/platform/secret.server';
import { deleteSession, deleteSessionsOfEmail, deleteSignInSecrets, userEmail } from '~/server/platform/session.server';
import { isStaffEmail, isStaffUser, normalizeEmail, staffRoleOf } from '~/server/entities/staff.server';
import { mayOpen, type AdminArea, type StaffRole } from '~/domain/roles';
import { claimInvite, recordStaffSignIn } from '~/server/entities/staff-admin.server';

// ── Limits (DESIGN §5; the numbers are ours, see ADR 010) ────────────────────────────────────

/** Codes and links live 10 minutes and die after 3 wrong codes. */
export const SIGN_IN_SECRET_SECONDS = 600;
export const SIGN_IN_CODE_ATTEMPTS = 3;
// Per hour, from the environment (defaults: 5 sign-in e-mails per address — issue 6 —, 20 e-mail
// requests per client IP for any address, 30 code and link verifications per client IP).

/** better-auth reads the client address for its session rows from this header, which only we set. */
const CLIENT_IP_HEADER = 'x-firmsite-client-ip';

/** better-auth's sign-in endpoints; listed so they stay closed should its handler ever be mounted. */
const DISABLED_PATHS = [
  '/sign-in/email-otp',
  '/sign-in/magic-link',
  '/magic-link/verify',
  '/email-otp/send-verification-otp',
  '/email-otp/check-verification-otp',
  '/email-otp/verify-email',
  '/email-otp/request-password-reset',
  '/email-otp/reset-password',
  '/forget-password/email-otp',
  '/email-otp/request-email-change',
  '/email-otp/change-email',
  '/sign-up/email',
  '/sign-in/email',
  '/sign-in/social',
];

// ── The better-auth instance, one per database (tests swap databases) ────────────────────────

function isLoopbackHttp(origin: string): boolean {
  return /^http:\/\/(localhost|127\.0\.0\.1|\[::1\])(:\d+)?$/.test(origin);
}

/**
 * Secure cookies in production, except when the site is served over plain http on this machine
 * (`npm start` on http://localhost): the cookie never leaves the machine there, and Safari drops
 * Secure cookies over http://localhost. Same rule as the flash cookie.
 */
export function secureCookies(config: Pick<Env, 'NODE_ENV' | 'PUBLIC_URL'>): boolean {
  return config.NODE_ENV === 'production' && !isLoopbackHttp(config.PUBLIC_URL);
}

function createAuth(database: Database, config: Env) {
  const idleSeconds = config.SESSION_IDLE_MINUTES * 60;
  return betterAuth({
    appName: company.name,
    baseURL: config.PUBLIC_URL,
    secret: appSecret(),
    trustedOrigins: [new URL(config.PUBLIC_URL).origin],
    database: drizzleAdapter(database, { provider: 'pg', schema: { user, session, account, verification } }),
    emailAndPassword: { enabled: false },
    session: { expiresIn: idleSeconds, updateAge: Math.min(300, Math.floor(idleSeconds / 2)) },
    // Our own database-backed limits apply instead (auth.api calls skip better-auth's limiter).
    rateLimit: { enabled: false },
    disabledPaths: DISABLED_PATHS,
    telemetry: { enabled: false },
    advanced: {
      useSecureCookies: secureCookies(config),
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
    },
    logger: {
      level: 'warn',
      log: (level, message, ...args) => {
        const context = { betterAuth: args.length > 0 ? args.map((arg) => redactError(arg)) : undefined };
        if (level === 'error') log.error(context, message);
        else if (level === 'warn') log.warn(context, message);
        else log.debug(context, message);
      },
    },
    databaseHooks: {
      session: {
        create: {
          // Only allowlisted staff ever get a session, whichever way they signed in.
          before: async (row) => {
            if (await isStaffUser(row.userId)) return;
            log.warn({ userId: row.userId }, 'session refused: not on the staff list');
            return false;
          },
          // A session made with the code voids the link, and the other way round.
          after: async (row) => {
            const email = await userEmail(row.userId);
            if (email) await deleteSignInSecrets(email);
            await recordStaffSignIn(row.userId);
          },
        },
      },
    },
    plugins: [
      emailOTP({
        otpLength: 6,
        expiresIn: SIGN_IN_SECRET_SECONDS,
        allowedAttempts: SIGN_IN_CODE_ATTEMPTS,
        // A keyed hash: better-auth's 'hashed' is an unsalted SHA-256 of six digits, which a
        // database dump reveals in a million guesses (issue 16).
        storeOTP: { hash: async (otp) => signInCodeHash(otp) },
        disableSignUp: true,
        // Codes are created with createVerificationOTP and sent in the link's e-mail; the plugin's
        // own sending endpoint is never reachable.
        sendVerificationOTP: async () => {
          log.warn('unexpected call to sendVerificationOTP; nothing sent');
        },
      }),
      magicLink({
        expiresIn: SIGN_IN_SECRET_SECONDS,
        storeToken: 'hashed',
        disableSignUp: true,
        sendMagicLink: ({ email, token, metadata }) => {
          // A decoy record (an address not on the staff list) is never mailed anywhere.
          if (isDecoyAddress(email)) return;
          const code = typeof metadata?.otp === 'string' ? metadata.otp : '';
          const target = safeRedirectPath(metadata?.redirect);
          deliverSignInMail(email, code, signInLink(config, token, target));
        },
      }),
    ],
  });
}

type Auth = ReturnType<typeof createAuth>;
const instances = new WeakMap<Database, Auth>();

/** The better-auth instance for the current database, created on first use. */
export function auth(): Auth {
  const database = db();
  let instance = instances.get(database);
  if (!instance) {
    const created = createAuth(database, env());
    instance = { ...created, api: callsInAsyncContext(created.api) };
    instances.set(database, instance);
  }
  return instance;
}

/**
 * Better Auth's API with every call run through `withAsyncContext`: its calls use three
 * AsyncLocalStorages across their awaits, which are switched off again once no call and no render
 * runs, so that Node's async hooks do not stay on for the rest of the process (ADR 220).
 */
function callsInAsyncContext<Api extends object>(api: Api): Api {
  return new Proxy(api, {
    get(target, key, receiver) {
      const value: unknown = Reflect.get(target, key, receiver);
      if (typeof value !== 'function') return value;
      return (...args: unknown[]) => withAsyncContext(() => Reflect.apply(value, target, args));
    },
  });
}

/** The headers we hand to better-auth: the session cookie, the user agent and our client IP. */
function authHeaders(source: Request | null, clientIp?: string): Headers {
  const headers = new Headers();
  const cookie = source?.headers.get('cookie');
  if (cookie) headers.set('cookie', cookie);
  const agent = source?.headers.get('user-agent');
  if (agent) headers.set('user-agent', agent);
  if (clientIp) headers.set(CLIENT_IP_HEADER, clientIp);
  return headers;
}

/** A provider error in plain language (issue 21); an error we do not know is logged and answered with the product's text. */
function providerMessage(error: unknown): string {
  if (isAPIError(error)) {
    const refusal = signInRefusal({ code: error.body?.code, message: error.body?.message ?? error.message });
    if (refusal === 'wrong_code') return signInCopy.wrongCode;
    if (refusal === 'expired_code') return signInCopy.expiredCode;
    if (refusal === 'code_used_up') return signInCopy.codeUsedUp;
  }
  log.error({ err: error }, 'sign-in failed');
  return signInCopy.unexpectedError;
}

// ── The guard ─────────────────────────────────────────────────────────────────────────────────

export interface StaffSession {
  email: string;
  /** Read with the session on every request, so a changed role applies at once. */
  role: StaffRole;
  userId: string;
  sessionId: string;
  /**
   * Set-Cookie headers to forward (a refreshed session cookie, every few minutes). Under /admin the
   * layout's middleware adds them to every response; other callers forward them themselves.
   */
  headers: Headers;
}

/**
 * The signed-in staff member, or null. A session older than SESSION_MAX_HOURS, or one whose
 * address is no longer on the staff list, is ended here; `headers` then clears the cookie.
 */
export async function readStaffSession(request: Request): Promise<{ staff: StaffSession | null; headers: Headers }> {
  if (!getSessionCookie(request)) return { staff: null, headers: new Headers() };
  const result = await auth().api.getSession({ headers: authHeaders(request), returnHeaders: true });
  const found = result.response;
  if (!found) return { staff: null, headers: result.headers };
  const ageMs = Date.now() - new Date(found.session.createdAt).getTime();
  const tooOld = ageMs > env().SESSION_MAX_HOURS * 3_600_000;
  const role = tooOld ? null : await staffRoleOf(found.user.email);
  if (!role) {
    if (tooOld) await deleteSession(found.session.id);
    else await deleteSessionsOfEmail(found.user.email);
    log.info({ userId: found.user.id, reason: tooOld ? 'absolute lifetime' : 'not staff' }, 'session ended');
    return { staff: null, headers: await clearSessionCookie(request) };
  }
  return {
    staff: { email: found.user.email, role, userId: found.user.id, sessionId: found.session.id, headers: result.headers },
    headers: result.headers,
  };
}

/** The session a request resolved to, read once per request by the admin layout's middleware. */
export const staffSessionContext = createContext<Awaited<ReturnType<typeof readStaffSession>> | null>(null);

/** What the guard reads: a loader's or action's own arguments (`context` when React Router calls it). */
export interface GuardArgs {
  request: Request;
  context?: unknown;
}

/**
 * The one guard every admin loader and action calls first. Anonymous, non-staff or expired →
 * throws a redirect to /admin/login?redirect={this path}. It takes the session the admin
 * middleware resolved for this request, and resolves it itself when there is none (a loader
 * called directly), so no child relies on its parent (DESIGN rule 1). Signed in but `area` is not
 * one the member's role may open (domain/roles) → throws a 403 response (the admin layout's error
 * boundary says so); nothing after the guard runs, so a refused POST changes nothing.
 *
 * It decides from the session cookie alone: the body of a request it refuses is never read,
 * parsed, spooled or kept (issue 40, ADR 280). A form that met an ended session is kept by the
 * member's own browser (components/admin/form-draft.tsx), not here.
 */
export async function requireStaff({ request, context }: GuardArgs, area: AdminArea): Promise<StaffSession> {
  const resolved = context instanceof RouterContextProvider ? context.get(staffSessionContext) : null;
  const { staff, headers } = resolved ?? (await readStaffSession(request));
  if (staff) {
    if (mayOpen(staff.role, area)) return staff;
    dropUnreadBody(request);
    throw data({ area }, { status: 403, statusText: 'Forbidden', headers: resolved ? undefined : headers });
  }
  dropUnreadBody(request);
  const url = new URL(request.url);
  url.searchParams.delete('index');
  url.searchParams.delete('_routes');
  // The middleware adds the cookie headers of a session it resolved to whatever the route answers.
  throw redirect(loginPath(`${url.pathname}${url.search}`), resolved ? undefined : { headers });
}

/**
 * The body of a refused request, dropped as it arrives: each chunk is discarded unlooked-at, so
 * nothing is parsed, written to disk or held in memory, and the sender gets the answer on a
 * connection that stays usable (a body left unread would stall it until the idle timeout; cancelling
 * it would reset the socket before the answer is written). The route's body limit bounds the bytes.
 */
function dropUnreadBody(request: Request): void {
  const body = request.body;
  if (!body || body.locked || request.bodyUsed) return;
  body.pipeTo(new WritableStream()).catch(() => undefined);
}

async function clearSessionCookie(request: Request): Promise<Headers> {
  const result = await auth().api.signOut({ headers: authHeaders(request), returnHeaders: true });
  return result.headers;
}

// ── Sign-in ──────────────────────────────────────────────────────────────────────────────────

export type SignInRequestResult = { ok: true; email: string } | { ok: false; error: string };

/** The rate-limit key of an address: a keyed hash, so `rate_limits` never holds an address. */
export function signInMailLimitKey(email: string): string {
  return `sign-in-mail:email:${keyedHash(normalizeEmail(email), 'sign-in-rate-limit')}`;
}

/** The keyed hash a sign-in code is stored as (better-auth's `storeOTP.hash`). */
export function signInCodeHash(code: string): string {
  return keyedHash(code, 'sign-in-code');
}

const DECOY_DOMAIN = 'sign-in-decoy.invalid';

/**
 * The address better-auth works with. Staff: their own. Anyone else: a pseudonym (a keyed hash of
 * the address at a reserved domain), so a non-staff address goes through exactly the same steps —
 * a code record with its attempt counter and expiry, a link record, the same queries and hashing —
 * and gets the same answers ('Invalid OTP', 'Too many attempts', 'OTP expired') at the same speed,
 * while nothing stored names the address. No user row exists for a pseudonym, so it can never sign
 * in, and no e-mail is sent to it.
 */
async function signInIdentity(email: string): Promise<string> {
  if (await isStaffEmail(email)) return email;
  return `${keyedHash(email, 'sign-in-decoy').slice(0, 40)}@${DECOY_DOMAIN}`;
}

function isDecoyAddress(email: string): boolean {
  return email.toLowerCase().endsWith(`@${DECOY_DOMAIN}`);
}

/**
 * Login step 1. Every address gets the same answer after the same work; only staff get an e-mail
 * (one message with the code and the link), and nothing stored names a non-staff address.
 */
export async function requestSignIn(rawEmail: string, redirectTo: string, clientIp: string): Promise<SignInRequestResult> {
  const email = normalizeEmail(rawEmail);
  const target = safeRedirectPath(redirectTo);
  try {
    if (!(await hitRateLimit(`sign-in-mail:ip:${clientIp}`, env().SIGN_IN_REQUESTS_PER_IP_PER_HOUR, 3600)).allowed) {
      return { ok: false, error: signInCopy.tooManyRequests };
    }
    if (!(await hitRateLimit(signInMailLimitKey(email), env().SIGN_IN_MAILS_PER_ADDRESS_PER_HOUR, 3600)).allowed) {
      return { ok: false, error: signInCopy.tooManyRequests };
    }
    const identity = await signInIdentity(email);
    const api = auth().api;
    // A new e-mail voids the previous code and link.
    await deleteSignInSecrets(identity);
    const otp = await api.createVerificationOTP({ body: { email: identity, type: 'sign-in' } });
    await api.signInMagicLink({
      body: { email: identity, callbackURL: target, metadata: { otp, redirect: target } },
      headers: authHeaders(null, clientIp),
    });
    return { ok: true, email };
  } catch (error) {
    return { ok: false, error: providerMessage(error) };
  }
}

export type SignInResult = { ok: true; headers: Headers; redirectTo: string } | { ok: false; error: string };

/**
 * Login step 2: the 6-digit code. On success `headers` carries the session cookie. A non-staff
 * address is checked against its decoy record, so wrong codes, spent codes and expired codes answer
 * exactly as they do for staff.
 */
export async function signInWithCode(
  rawEmail: string,
  code: string,
  redirectTo: string,
  clientIp: string,
): Promise<SignInResult> {
  const email = normalizeEmail(rawEmail);
  try {
    if (!(await hitRateLimit(`sign-in-verify:ip:${clientIp}`, env().SIGN_IN_ATTEMPTS_PER_IP_PER_HOUR, 3600)).allowed) {
      return { ok: false, error: signInCopy.tooManyAttempts };
    }
    const identity = await signInIdentity(email);
    const result = await auth().api.signInEmailOTP({
      body: { email: identity, otp: code },
      headers: authHeaders(null, clientIp),
      returnHeaders: true,
    });
    return { ok: true, headers: onlyCookies(result.headers), redirectTo: safeRedirectPath(redirectTo) };
  } catch (error) {
    return { ok: false, error: providerMessage(error) };
  }
}

/** Whether a link token is pending (unused, unexpired); reading it does not use it up. */
export { findMagicLinkEmail as peekSignInLink } from '~/server/platform/session.server';

/** /admin/login/verify: uses the link token. Any failure is the same 'invalid link'. */
export async function signInWithLink(token: string, redirectTo: string, clientIp: string): Promise<SignInResult> {
  const target = safeRedirectPath(redirectTo);
  try {
    if (!(await hitRateLimit(`sign-in-verify:ip:${clientIp}`, env().SIGN_IN_ATTEMPTS_PER_IP_PER_HOUR, 3600)).allowed) {
      return { ok: false, error: signInCopy.tooManyAttempts };
    }
    const response = await auth().api.magicLinkVerify({
      query: { token, callbackURL: target, errorCallbackURL: '/admin/login/verify?failed=1' },
      headers: authHeaders(null, clientIp),
      asResponse: true,
    });
    const location = response.headers.get('location') ?? '';
    const cookies = onlyCookies(response.headers);
    if (location.includes('failed=1') || !cookies.has('set-cookie')) return { ok: false, error: signInCopy.invalidLink };
    return { ok: true, headers: cookies, redirectTo: target };
  } catch (error) {
    log.warn({ err: error }, 'sign-in link failed');
    return { ok: false, error: signInCopy.invalidLink };
  }
}

/**
 * /admin/login/invite: uses an owner's invitation (7 days, once; staff-admin.server.ts) and signs
 * its member in through the same path as a typed code — a fresh code made and used at once — so
 * the session hooks (staff check, secrets voided, last sign-in) apply unchanged.
 */
export async function signInWithInvite(token: string, clientIp: string): Promise<SignInResult> {
  try {
    if (!(await hitRateLimit(`sign-in-verify:ip:${clientIp}`, env().SIGN_IN_ATTEMPTS_PER_IP_PER_HOUR, 3600)).allowed) {
      return { ok: false, error: signInCopy.tooManyAttempts };
    }
    const invite = await claimInvite(token);
    if (!invite) return { ok: false, error: signInCopy.invalidLink };
    try {
      const api = auth().api;
      const otp = await api.createVerificationOTP({ body: { email: invite.email, type: 'sign-in' } });
      const result = await api.signInEmailOTP({
        body: { email: invite.email, otp },
        headers: authHeaders(null, clientIp),
        returnHeaders: true,
      });
      return { ok: true, headers: onlyCookies(result.headers), redirectTo: '/admin' };
    } catch (error) {
      await invite.release();
      throw error;
    }
  } catch (error) {
    log.warn({ err: error }, 'invitation sign-in failed');
    return { ok: false, error: signInCopy.invalidLink };
  }
}

/** Ends the session on the server; the headers clear the cookie. */
export async function signOut(request: Request): Promise<Headers> {
  if (!getSessionCookie(request)) return new Headers();
  return onlyCookies(await clearSessionCookie(request));
}

function onlyCookies(headers: Headers): Headers {
  const cookies = new Headers();
  for (const cookie of headers.getSetCookie()) cookies.append('set-cookie', cookie);
  return cookies;
}

// ── The sign-in e-mail ───────────────────────────────────────────────────────────────────────

function signInLink(config: Env, token: string, target: string): string {
  const url = new URL('/admin/login/verify', config.PUBLIC_URL);
  url.searchParams.set('token', token);
  url.searchParams.set('redirect', target);
  return url.toString();
}

/** The one sign-in e-mail: HTML and text, both with the code and the link. */
export function signInMail(to: string, code: string, link: string): MailMessage {
  const c = signInMailCopy;
  const text = [c.greeting, '', c.codeIntro, '', `    ${code}`, '', c.linkIntro, link, '', c.expiry, c.ignore, '', company.name].join('\n');
  const html = `<!doctype html><html><body style="font-family:Arial,sans-serif;color:#0f172a;line-height:1.5">
<p>${escapeHtml(c.greeting)}</p>
<p>${escapeHtml(c.codeIntro)}</p>
<p style="font-size:28px;font-weight:bold;letter-spacing:6px">${escapeHtml(code)}</p>
<p>${escapeHtml(c.linkIntro)}</p>
<p><a href="${escapeHtml(link)}" style="display:inline-block;background:#1e3a8a;color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none;font-weight:bold">${escapeHtml(c.linkLabel)}</a></p>
<p style="font-size:13px;color:#475569">${escapeHtml(c.expiry)}<br>${escapeHtml(c.ignore)}</p>
<p style="font-size:13px;color:#475569">${escapeHtml(company.name)}</p>
</body></html>`;
  return { to, subject: c.subject, html, text, kind: 'sign-in' };
}

/**
 * Sent in the background: the answer must not wait for (or reveal) the mail server, so staff and
 * non-staff get the same answer in about the same time. A failure is logged; the person asks again.
 */
function deliverSignInMail(email: string, code: string, link: string): void {
  sendMail(signInMail(email, code, link)).catch((error: unknown) => {
    // No address in the log (personal data); the person asks for a new code.
    log.error({ err: error }, 'sign-in e-mail could not be sent');
  });
}
