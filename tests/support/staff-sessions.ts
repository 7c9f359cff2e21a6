/**
 * Integration-test helpers for staff sign-in: a fixed test configuration (known secret, no
 * DATA_DIR writes) and sessions made directly in the database, for addresses that are on the
 * staff list or not. Cookies are signed exactly as better-auth signs them (HMAC-SHA256).
 */
import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../../app/server/db/db.server';
import { parseEnv, setEnvForTests, type Env } from '../../app/server/platform/env.server';
import { session, user } from '../../app/server/db/schema.server';

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
