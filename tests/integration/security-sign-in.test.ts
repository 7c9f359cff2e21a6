/**
 * Issue 16's sign-in findings, through the login and verify routes (loaders and actions) on both
 * databases:
 *  1. with a staff session, `redirect` values that only become '//host' after URL normalisation
 *     are answered with a same-site location;
 *  2. every sign-in answer (request a code, wrong codes, too many attempts, an expired code, an
 *     unknown link) is the same status and text for a staff address and for any other, and
 *     `rate_limits` never holds a raw address;
 *  6. codes are stored as a keyed hash (not sha256(code)) and stay out of the e-mail's Subject.
 */
import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { action as loginAction, loader as loginLoader } from '../../app/routes/auth/login';
import { action as verifyAction, loader as verifyLoader } from '../../app/routes/auth/verify';
import type * as MailModule from '../../app/server/platform/mail.server';
import type { MailMessage } from '../../app/server/platform/mail.server';
import { rate_limits, session, verification } from '../../app/server/db/schema.server';
import { addStaff } from '../../app/server/entities/staff.server';
import { countSessionsOfEmail } from '../../app/server/platform/session.server';
import { testDatabaseKinds, useTestDatabase } from '../support/database';
import { resultOf, type RouteResult } from '../support/route-results';
import { configureTestAuth, makeSessionCookie, TEST_ORIGIN } from '../support/staff-sessions';
import { requestContextFor } from '../../app/server/platform/request-state.server';

const sent = vi.hoisted(() => [] as MailMessage[]);
vi.mock('~/server/platform/mail.server', async (importOriginal) => ({
  ...(await importOriginal<typeof MailModule>()),
  sendMail: vi.fn(async (message: MailMessage) => {
    sent.push(message);
  }),
}));

const STAFF = 'staff-sec@corvane.example';
const OUTSIDER = 'not-staff-sec@elsewhere.example';

type RouteArgs = { request: Request; params: Record<string, string>; context: ReturnType<typeof requestContextFor> };
type Handler = (args: RouteArgs) => unknown;
const asHandler = (fn: unknown) => fn as Handler;

let ipCounter = 0;
const freshIp = () => `198.51.100.${(++ipCounter % 250) + 1}`;

function get(handler: unknown, path: string, cookie?: string): Promise<RouteResult> {
  const headers = new Headers(cookie ? { cookie } : {});
  const request = new Request(`${TEST_ORIGIN}${path}`, { headers });
  return resultOf(asHandler(handler)({ request, params: {}, context: requestContextFor({ clientIp: freshIp(), nonce: '', requestId: 'test' }) }));
}

function post(handler: unknown, path: string, fields: Record<string, string>, clientIp: string, cookie?: string): Promise<RouteResult> {
  const headers = new Headers({ 'content-type': 'application/x-www-form-urlencoded' });
  if (cookie) headers.set('cookie', cookie);
  const request = new Request(`${TEST_ORIGIN}${path}`, { method: 'POST', headers, body: new URLSearchParams(fields) });
  return resultOf(asHandler(handler)({ request, params: {}, context: requestContextFor({ clientIp, nonce: '', requestId: 'test' }) }));
}

/** What a visitor sees of an answer: its status and its data (step, message, error…) without the address. */
function visible(result: RouteResult): { status: number; data: unknown } {
  const data = result.data && typeof result.data === 'object' ? { ...(result.data as Record<string, unknown>) } : result.data;
  if (data && typeof data === 'object' && 'email' in data) delete (data as Record<string, unknown>).email;
  return { status: result.status, data };
}

function codeOf(to: string): string {
  const mail = sent.filter((message) => message.to === to).at(-1);
  const code = mail?.text.match(/^\s*(\d{6})\s*$/m)?.[1];
  if (!code) throw new Error(`no sign-in code e-mailed to ${to}`);
  return code;
}

describe.each(testDatabaseKinds())('sign-in security (%s)', (kind) => {
  const db = useTestDatabase(kind);
  beforeAll(() => configureTestAuth());
  beforeEach(async () => {
    sent.length = 0;
    await db().delete(rate_limits);
    await db().delete(verification);
    await db().delete(session);
    await addStaff(STAFF, 'test');
  });

  describe('finding 1: a signed-in staff member is never sent off-site', () => {
    const attempts = [
      '/.//evil.example/phish',
      '/..//evil.example/phish',
      '/%2e//evil.example/phish',
      '/%2E%2E//evil.example/phish',
      '/a/..//evil.example/phish',
      '/.///evil.example/phish',
      '/./\\evil.example/phish',
      '/.//%5Cevil.example',
      '/%2e%2e/%2F%2Fevil.example',
      '/.//\tevil.example',
    ];

    it.each(attempts)('GET /admin/login and /admin/login/verify ?redirect=%j → a same-site location', async (target) => {
      const { cookie } = await makeSessionCookie(db(), STAFF);
      for (const [handler, path] of [
        [loginLoader, '/admin/login'],
        [verifyLoader, '/admin/login/verify'],
      ] as const) {
        const result = await get(handler, `${path}?redirect=${encodeURIComponent(target)}`, cookie);
        expect(result.status).toBe(302);
        const location = result.location ?? '';
        expect(location.startsWith('/')).toBe(true);
        expect(location.startsWith('//') || location.startsWith('/\\')).toBe(false);
        expect(new URL(location, TEST_ORIGIN).origin).toBe(TEST_ORIGIN);
      }
    });

    it('the code step answers a same-site target after sign-in', async () => {
      const ip = freshIp();
      await post(loginAction, '/admin/login', { intent: 'request', email: STAFF, redirect: '/.//evil.example/phish' }, ip);
      const result = await post(
        loginAction,
        '/admin/login',
        { intent: 'verify', email: STAFF, code: codeOf(STAFF), redirect: '/a/..//evil.example/phish' },
        ip,
      );
      expect(result.data).toEqual({ step: 'done', redirectTo: '/admin' });
    });
  });

  describe('finding 2: staff and other addresses cannot be told apart', () => {
    /** Runs one address through every step and error path; returns what a visitor saw at each. */
    async function journey(email: string) {
      const ip = freshIp();
      const seen: Record<string, { status: number; data: unknown }> = {};
      const verify = (code: string) => post(loginAction, '/admin/login', { intent: 'verify', email, code, redirect: '/admin' }, ip);
      seen['code before any request'] = visible(await verify('123456'));
      seen['request a code'] = visible(await post(loginAction, '/admin/login', { intent: 'request', email, redirect: '/admin' }, ip));
      // Four wrong codes: three 'That code is not correct…', then the code is dead.
      for (let i = 1; i <= 4; i++) seen[`wrong code ${i}`] = visible(await verify(i % 2 ? '000000' : '999999'));
      seen['malformed code'] = visible(await verify('12ab'));
      // A fresh code, ten minutes later.
      seen['request again'] = visible(await post(loginAction, '/admin/login', { intent: 'request', email, redirect: '/admin' }, ip));
      seen['wrong code on the new code'] = visible(await verify('000001'));
      await db().update(verification).set({ expiresAt: new Date(Date.now() - 1000) });
      seen['expired code'] = visible(await verify('000002'));
      seen['after expiry'] = visible(await verify('000003'));
      // An unknown link, on its page and when used.
      const token = crypto.randomBytes(16).toString('base64url');
      seen['unknown link page'] = visible(await get(verifyLoader, `/admin/login/verify?token=${token}`));
      seen['unknown link used'] = visible(await post(verifyAction, '/admin/login/verify', { token, redirect: '/admin' }, ip));
      seen['back to email'] = visible(await post(loginAction, '/admin/login', { intent: 'back', email, redirect: '/admin' }, ip));
      return seen;
    }

    it('every step answers the same status and text for a staff address and for any other', async () => {
      const staff = await journey(STAFF);
      await db().delete(verification);
      const outsider = await journey(OUTSIDER);
      expect(outsider).toEqual(staff);
      // The journey did meet every error path (so the comparison means something).
      expect(staff['wrong code 3']).toEqual({ status: 400, data: { step: 'code', error: 'That code is not correct. Check the 6-digit code in the latest e-mail and try again. After 3 wrong tries the code stops working.' } });
      expect(staff['wrong code 4']).toEqual({ status: 400, data: { step: 'code', error: 'That code is no longer valid. Request a new code, or use the link in the e-mail.' } });
      expect(staff['expired code']).toEqual({ status: 400, data: { step: 'code', error: 'That code has expired: codes work for 10 minutes. Request a new code, or use the link in the e-mail if it is newer.' } });
      expect(staff['unknown link used']).toEqual({
        status: 400,
        data: { ok: false, error: 'Invalid magic link. Please try logging in again.' },
      });
      expect(await countSessionsOfEmail(OUTSIDER)).toBe(0);
      expect(sent.every((mail) => mail.to === STAFF)).toBe(true);
    });

    it('the sixth request of the hour is refused alike for both', async () => {
      for (const email of [STAFF, OUTSIDER]) {
        const answers = [];
        for (let i = 0; i < 6; i++) {
          answers.push(visible(await post(loginAction, '/admin/login', { intent: 'request', email, redirect: '/admin' }, freshIp())));
        }
        expect(answers[5]).toEqual({
          status: 429,
          data: { step: 'email', error: 'You have asked for the most sign-in e-mails we send in an hour. Use the code or the link in the latest e-mail you received, or try again in an hour.' },
        });
        expect(answers.slice(0, 5).every((answer) => answer.status === 200)).toBe(true);
      }
    });

    it('rate_limits holds no raw address after a non-staff (or staff) attempt', async () => {
      await post(loginAction, '/admin/login', { intent: 'request', email: OUTSIDER, redirect: '/admin' }, freshIp());
      await post(loginAction, '/admin/login', { intent: 'request', email: STAFF, redirect: '/admin' }, freshIp());
      const keys = (await db().select({ key: rate_limits.key }).from(rate_limits)).map((row) => row.key);
      expect(keys.filter((key) => key.startsWith('sign-in-mail:email:'))).toHaveLength(2);
      for (const key of keys) {
        expect(key).not.toContain('@');
        expect(key).not.toContain('elsewhere');
        expect(key).not.toContain('corvane');
      }
      const stored = JSON.stringify(await db().select().from(verification));
      expect(stored).not.toContain(OUTSIDER);
      expect(stored).not.toContain('elsewhere.example');
    });
  });

  describe('finding 6: the code at rest and in the Subject', () => {
    it('stores the code as a keyed hash (not sha256 of the code) and keeps it out of the Subject', async () => {
      await post(loginAction, '/admin/login', { intent: 'request', email: STAFF, redirect: '/admin' }, freshIp());
      const code = codeOf(STAFF);
      const mail = sent.at(-1)!;
      expect(mail.subject).toBe('Your Corvane Digital sign-in code');
      expect(mail.subject).not.toContain(code);
      expect(mail.text).toContain(code);
      const [row] = await db().select().from(verification).where(eq(verification.identifier, `sign-in-otp-${STAFF}`));
      expect(row).toBeDefined();
      const storedHash = row!.value.split(':')[0]!;
      for (const encoding of ['hex', 'base64', 'base64url'] as const) {
        expect(storedHash).not.toBe(crypto.createHash('sha256').update(code).digest(encoding));
      }
      expect(row!.value).not.toContain(code);
    });
  });
});
