/**
 * Integration-test helpers for staff sign-in: a fixed test configuration (known secret, no
 * DATA_DIR writes) and sessions made directly in the database, for addresses that are on the
 * staff list or not. Cookies are signed exactly as better-auth signs them (HMAC-SHA256).
 */
import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, beforeEach } from 'vitest';
import type { Database } from '../../app/server/db/db.server';
import { parseEnv, setEnvForTests, type Env } from '../../app/server/platform/env.server';
import { outbox, session, user } from '../../app/server/db/schema.server';

export const TEST_AUTH_SECRET = 'test-secret-0123456789-abcdefghijklmnopqrstuvwxyz';
export const TEST_ORIGIN = 'http://localhost:3000';
/** NODE_ENV test → no Secure prefix on the cookie name. */
export const SESSION_COOKIE = 'better-auth.session_token';

/** Sets the app configuration for the test file (call before the first request). */
export function configureTestAuth(overrides: Record<string, string> = {}): Env {
  const config = parseEnv({
    NODE_ENV: 'test',
    BETTER_AUTH_SECRET: TEST_AUTH_SECRET,
    PUBLIC_URL: TEST_ORIGIN,
    DATA_DIR: '/nonexistent-test-data-dir',
    ...overrides,
  });
  setEnvForTests(config);
  return config;
}

export function signedCookieValue(token: string, secret = TEST_AUTH_SECRET): string {
  const signature = crypto.createHmac('sha256', secret).update(token).digest('base64');
  return encodeURIComponent(`${token}.${signature}`);
}

/**
 * A session row for `email` (its user row made if missing), as a Cookie header value. Use it for
 * addresses NOT on the staff list too: that is how a "signed-in non-staff" visitor looks.
 */
export async function makeSessionCookie(
  database: Database,
  email: string,
  options: { createdAt?: Date; expiresAt?: Date } = {},
): Promise<{ cookie: string; sessionId: string; userId: string }> {
  const address = email.toLowerCase();
  let [row] = await database.select({ id: user.id }).from(user).where(eq(user.email, address));
  if (!row) {
    [row] = await database
      .insert(user)
      .values({ id: crypto.randomUUID(), name: '', email: address, emailVerified: true })
      .returning({ id: user.id });
  }
  const token = crypto.randomBytes(24).toString('base64url');
  const sessionId = crypto.randomUUID();
  await database.insert(session).values({
    id: sessionId,
    token,
    userId: row!.id,
    createdAt: options.createdAt ?? new Date(),
    updatedAt: new Date(),
    expiresAt: options.expiresAt ?? new Date(Date.now() + 3_600_000),
  });
  return { cookie: `${SESSION_COOKIE}=${signedCookieValue(token)}`, sessionId, userId: row!.id };
}

/** The Cookie header a browser would send back for these Set-Cookie headers. */
export function cookieHeader(headers: Headers): string {
  return headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0]!)
    .filter((pair) => !pair.endsWith('='))
    .join('; ');
}

/** Any route module's loader or action, called with the arguments React Router passes. */
export type RouteHandler = (args: never) => unknown;

export interface AdminCall {
  /** Path and query, e.g. '/admin/news?category=News'. */
  path: string;
  /** The signed-in person's Cookie header (none: anonymous). */
  cookie?: string;
  /** Form fields: the request is a POST from our own origin. */
  form?: Record<string, string>;
  params?: Record<string, string>;
}

/**
 * Calls an admin loader or action as React Router does under /admin: a real Request, through the
 * admin layout's middleware (which resolves the session and adds its cookies to the answer). The
 * result is what the route answered (status, data, redirect), with the headers of the response
 * the browser gets and the one-time message a redirect carries.
 */
export async function callAdmin(handler: RouteHandler, call: AdminCall) {
  const { staffSessionMiddleware } = await import('../../app/server/admin/staff-session.server');
  const { requestContextFor } = await import('../../app/server/platform/request-state.server');
  const { takeFlash } = await import('../../app/server/platform/flash.server');
  const { resultOf } = await import('./route-results');
  const headers = new Headers(call.cookie ? { cookie: call.cookie } : {});
  if (call.form) headers.set('origin', TEST_ORIGIN);
  const request = new Request(`${TEST_ORIGIN}${call.path}`, call.form ? { method: 'POST', headers, body: new URLSearchParams(call.form) } : { headers });
  const context = requestContextFor({ nonce: '', clientIp: '198.51.100.7', requestId: 'route-test' });
  const args = { request, url: new URL(request.url), pattern: new URL(request.url).pathname, params: call.params ?? {}, context };
  let answered: Awaited<ReturnType<typeof resultOf>> | undefined;
  const response = await staffSessionMiddleware(args, async () => {
    answered = await resultOf(handler(args as never));
    return answered.response ?? new Response(null, { status: answered.status, headers: answered.headers });
  });
  if (!answered || !response) throw new Error('the middleware did not call the route');
  const cookie = cookieHeader(response.headers);
  const flash = answered.location ? (await takeFlash(new Request(TEST_ORIGIN, { headers: { cookie } }))).flash : null;
  return { ...answered, headers: response.headers, flash };
}

/** Whether a response refreshes (sets) the better-auth session cookie. */
export function refreshesSession(headers: Headers): boolean {
  return headers.getSetCookie().some((cookie) => cookie.startsWith(`${SESSION_COOKIE}=`) && !cookie.startsWith(`${SESSION_COOKIE}=;`));
}

/** A staff member (added to the allowlist) with a signed-in session: its Cookie header. */
export async function staffCookie(database: Database, email = 'staff@corvane.example'): Promise<string> {
  const { addStaff } = await import('../../app/server/entities/staff.server');
  await addStaff(email, 'test', database);
  return (await makeSessionCookie(database, email)).cookie;
}

/**
 * For a route test file: the test configuration, and a fresh signed-in staff session before each
 * test (better-auth refreshes a session's cookie only once every few minutes, so each test that
 * checks the refresh needs its own session). Returns the current Cookie header.
 */
export function useStaffSession(database: () => Database): () => string {
  let cookie = '';
  beforeAll(() => {
    configureTestAuth();
  });
  beforeEach(async () => {
    cookie = await staffCookie(database());
  });
  return () => cookie;
}

/** The token of the invitation link in the queued e-mail to `email` (an owner's invite, issue 17). */
export async function invitationToken(database: Database, email: string): Promise<string> {
  const rows = await database.select().from(outbox).where(eq(outbox.topic, 'staff.invite'));
  const mail = rows.map((row) => (typeof row.payload === 'string' ? JSON.parse(row.payload) : row.payload) as { to: string; text: string }).find((payload) => payload.to === email);
  const link = mail?.text.match(/https?:\/\/\S+\/admin\/login\/invite\?token=\S+/)?.[0];
  if (!link) throw new Error(`no invitation e-mail to ${email}`);
  return new URL(link).searchParams.get('token')!;
}
