import { eq, sql } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { testDatabaseKinds, useTestDatabase } from '../../../tests/support/database';
import { configureTestAuth, cookieHeader, makeSessionCookie } from '../../../tests/support/staff-sessions';
import {
  peekSignInLink,
  readStaffSession,
  requestSignIn,
  requireStaff,
  signInWithCode,
  signInWithLink,
  signOut,
  secureCookies,
} from '~/server/platform/auth.server';
import type * as MailModule from '~/server/platform/mail.server';
import type { MailMessage } from '~/server/platform/mail.server';
import { rate_limits, session, staff, verification } from '~/server/db/schema.server';
import { countSessionsOfEmail } from '~/server/platform/session.server';
import { addStaff, removeStaff, syncStaffFromConfig, LOCAL_DEFAULT_STAFF_EMAIL } from '~/server/entities/staff.server';

const sent = vi.hoisted(() => [] as MailMessage[]);
vi.mock('~/server/platform/mail.server', async (importOriginal) => ({
  ...(await importOriginal<typeof MailModule>()),
  sendMail: vi.fn(async (message: MailMessage) => {
    sent.push(message);
  }),
}));

const STAFF = 'staff@corvane.example';
const IP = '203.0.113.7';

function readMail(to: string) {
  const mail = sent.filter((message) => message.to === to).at(-1);
  if (!mail) throw new Error(`no e-mail to ${to}`);
  const code = mail.text.match(/\b(\d{6})\b/)?.[1];
  const link = mail.text.match(/https?:\/\/\S+\/admin\/login\/verify\?\S+/)?.[0];
  if (!code || !link) throw new Error('the e-mail lacks a code or a link');
  return { mail, code, link, token: new URL(link).searchParams.get('token')! };
}

function request(path: string, cookie?: string, init: RequestInit = {}): Request {
  const headers = new Headers(init.headers);
  if (cookie) headers.set('cookie', cookie);
  return new Request(`http://localhost:3000${path}`, { ...init, headers });
}

async function thrown(promise: Promise<unknown>): Promise<Response> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof Response) return error;
    throw error;
  }
  throw new Error('expected a thrown Response');
}

describe.each(testDatabaseKinds())('staff sign-in (%s)', (kind) => {
  const db = useTestDatabase(kind);
  beforeAll(() => configureTestAuth());
  beforeEach(async () => {
    sent.length = 0;
    await db().delete(rate_limits);
    await db().delete(verification);
    await db().delete(session);
    await addStaff(STAFF, 'test');
  });

  it('sends one e-mail (HTML and text) with the code and the link; the code signs in once', async () => {
    expect(await requestSignIn(STAFF, '/admin/news', IP)).toEqual({ ok: true, email: STAFF });
    expect(sent).toHaveLength(1);
    const { mail, code, link } = readMail(STAFF);
    expect(mail.html).toContain(code);
    expect(mail.html).toContain(link.replace(/&/g, '&amp;'));
    expect(new URL(link).searchParams.get('redirect')).toBe('/admin/news');
    // Stored hashed: neither the code nor the token appears in the database.
    const rows = await db().select().from(verification);
    expect(JSON.stringify(rows)).not.toContain(code);
    expect(JSON.stringify(rows)).not.toContain(new URL(link).searchParams.get('token'));

    const result = await signInWithCode(STAFF, code, '/admin/news', IP);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.redirectTo).toBe('/admin/news');
    const setCookie = result.headers.getSetCookie().join('\n');
    expect(setCookie).toMatch(/better-auth\.session_token=/);
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
    const staffSession = await requireStaff({ request: request('/admin', cookieHeader(result.headers)) }, 'dashboard');
    expect(staffSession.email).toBe(STAFF);
    // The code worked once, and signing in with it voided the link.
    expect((await signInWithCode(STAFF, code, '/admin', IP)).ok).toBe(false);
    expect(await peekSignInLink(readMail(STAFF).token)).toBeNull();
  });

  it('signs in by link; a used link is invalid; the link voids the code', async () => {
    await requestSignIn(STAFF, '/admin/jobs', IP);
    const { token, code } = readMail(STAFF);
    expect(await peekSignInLink(token)).toBe(STAFF);
    const result = await signInWithLink(token, '/admin/jobs', IP);
    expect(result).toMatchObject({ ok: true, redirectTo: '/admin/jobs' });
    if (!result.ok) return;
    expect((await readStaffSession(request('/admin', cookieHeader(result.headers)))).staff?.email).toBe(STAFF);
    expect(await signInWithLink(token, '/admin', IP)).toEqual({ ok: false, error: 'Invalid magic link. Please try logging in again.' });
    expect(await signInWithCode(STAFF, code, '/admin', IP)).toMatchObject({ ok: false });
  });

  it('kills the code after three wrong tries', async () => {
    await requestSignIn(STAFF, '/admin', IP);
    const { code } = readMail(STAFF);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 3; i++) expect(await signInWithCode(STAFF, wrong, '/admin', IP)).toEqual({ ok: false, error: 'That code is not correct. Check the 6-digit code in the latest e-mail and try again. After 3 wrong tries the code stops working.' });
    expect(await signInWithCode(STAFF, code, '/admin', IP)).toEqual({ ok: false, error: 'That code is no longer valid. Request a new code, or use the link in the e-mail.' });
    expect(await signInWithCode(STAFF, code, '/admin', IP)).toMatchObject({ ok: false });
    expect(await countSessionsOfEmail(STAFF)).toBe(0);
  });

  it('refuses an expired code and an expired link', async () => {
    await requestSignIn(STAFF, '/admin', IP);
    const { code, token } = readMail(STAFF);
    await db().update(verification).set({ expiresAt: new Date(Date.now() - 1000) });
    expect(await signInWithCode(STAFF, code, '/admin', IP)).toEqual({ ok: false, error: 'That code has expired: codes work for 10 minutes. Request a new code, or use the link in the e-mail if it is newer.' });
    expect(await peekSignInLink(token)).toBeNull();
    expect((await signInWithLink(token, '/admin', IP)).ok).toBe(false);
    expect(await countSessionsOfEmail(STAFF)).toBe(0);
  });

  it('codes and links live ten minutes', async () => {
    const before = Date.now();
    await requestSignIn(STAFF, '/admin', IP);
    const rows = await db().select().from(verification);
    expect(rows).toHaveLength(2);
    for (const row of rows) {
      const lifetime = row.expiresAt.getTime() - before;
      expect(lifetime).toBeGreaterThan(595_000);
      expect(lifetime).toBeLessThan(605_000);
    }
  });

  it('a new e-mail voids the previous code and link', async () => {
    await requestSignIn(STAFF, '/admin', IP);
    const first = readMail(STAFF);
    await requestSignIn(STAFF, '/admin', IP);
    const second = readMail(STAFF);
    expect(second.code === first.code && second.token === first.token).toBe(false);
    expect(await peekSignInLink(first.token)).toBeNull();
    if (first.code !== second.code) expect((await signInWithCode(STAFF, first.code, '/admin', IP)).ok).toBe(false);
    expect((await signInWithCode(STAFF, second.code, '/admin', IP)).ok).toBe(true);
  });

  it('non-staff: the same answer, no e-mail, nothing stored, no session by any route', async () => {
    const outsider = 'someone@elsewhere.example';
    expect(await requestSignIn(outsider, '/admin', IP)).toEqual({ ok: true, email: outsider });
    expect(sent).toHaveLength(0);
    // Issue 16: a non-staff address gets a decoy record (so it answers like staff), but nothing
    // stored names it — not the code record, not the link record, not the rate-limit keys.
    const stored = JSON.stringify([await db().select().from(verification), await db().select().from(rate_limits)]);
    expect(stored).not.toContain(outsider);
    expect(stored).not.toContain('elsewhere.example');
    expect(await signInWithCode(outsider, '123456', '/admin', IP)).toEqual({ ok: false, error: 'That code is not correct. Check the 6-digit code in the latest e-mail and try again. After 3 wrong tries the code stops working.' });
    expect(await countSessionsOfEmail(outsider)).toBe(0);
  });

  it('a staff member removed after sign-in loses every session at once', async () => {
    await requestSignIn(STAFF, '/admin', IP);
    const result = await signInWithCode(STAFF, readMail(STAFF).code, '/admin', IP);
    if (!result.ok) throw new Error(result.error);
    const cookie = cookieHeader(result.headers);
    expect((await readStaffSession(request('/admin', cookie))).staff).not.toBeNull();
    expect(await removeStaff(STAFF)).toEqual({ removed: true, sessionsEnded: 1 });
    const response = await thrown(requireStaff({ request: request('/admin/news?category=News', cookie) }, 'news'));
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/admin/login?redirect=%2Fadmin%2Fnews%3Fcategory%3DNews');
  });

  it('a session whose address left the staff table directly is refused and ended', async () => {
    const { cookie } = await makeSessionCookie(db(), STAFF);
    await db().delete(staff).where(eq(staff.email, STAFF));
    const result = await readStaffSession(request('/admin', cookie));
    expect(result.staff).toBeNull();
    expect(result.headers.getSetCookie().join()).toMatch(/better-auth\.session_token=;/);
    expect(await countSessionsOfEmail(STAFF)).toBe(0);
  });

  it('ends a session older than SESSION_MAX_HOURS even while it is in use', async () => {
    const old = await makeSessionCookie(db(), STAFF, { createdAt: new Date(Date.now() - 12.5 * 3_600_000) });
    const fresh = await makeSessionCookie(db(), STAFF, { createdAt: new Date(Date.now() - 11 * 3_600_000) });
    expect((await readStaffSession(request('/admin', old.cookie))).staff).toBeNull();
    expect((await readStaffSession(request('/admin', fresh.cookie))).staff?.sessionId).toBe(fresh.sessionId);
    expect(await countSessionsOfEmail(STAFF)).toBe(1);
  });

  it('an idle session past its expiry is gone; an active one slides', async () => {
    const idle = await makeSessionCookie(db(), STAFF, { expiresAt: new Date(Date.now() - 1000) });
    expect((await readStaffSession(request('/admin', idle.cookie))).staff).toBeNull();
    const active = await makeSessionCookie(db(), STAFF, { expiresAt: new Date(Date.now() + 60_000) });
    // Updated more than updateAge (5 minutes) ago: the expiry moves out to two hours from now.
    await db().update(session).set({ updatedAt: new Date(Date.now() - 10 * 60_000) }).where(eq(session.id, active.sessionId));
    const result = await readStaffSession(request('/admin', active.cookie));
    expect(result.staff?.headers.getSetCookie().join()).toMatch(/Max-Age=7200/);
    const [row] = await db().select().from(session).where(eq(session.id, active.sessionId));
    expect(row!.expiresAt.getTime() - Date.now()).toBeGreaterThan(7_000_000);
  });

  it('logout ends the session on the server', async () => {
    const { cookie } = await makeSessionCookie(db(), STAFF);
    const headers = await signOut(request('/admin/logout', cookie, { method: 'POST' }));
    expect(headers.getSetCookie().join()).toMatch(/better-auth\.session_token=;/);
    expect(await countSessionsOfEmail(STAFF)).toBe(0);
  });

  it('limits sign-in e-mails to five per address per hour', async () => {
    const results = [];
    for (let i = 0; i < 6; i++) results.push(await requestSignIn(STAFF, '/admin', `198.51.100.${i}`));
    expect(results.map((r) => r.ok)).toEqual([true, true, true, true, true, false]);
    expect(sent).toHaveLength(5);
  });

  it('limits sign-in requests per client IP, for any address', async () => {
    const results = [];
    for (let i = 0; i < 21; i++) results.push(await requestSignIn(`person${i}@elsewhere.example`, '/admin', IP));
    expect(results.slice(0, 20).every((r) => r.ok)).toBe(true);
    expect(results[20]).toEqual({ ok: false, error: 'You have asked for the most sign-in e-mails we send in an hour. Use the code or the link in the latest e-mail you received, or try again in an hour.' });
  });

  it('limits code attempts per client IP', async () => {
    for (let i = 0; i < 30; i++) await signInWithCode('someone@elsewhere.example', '123456', '/admin', IP);
    await requestSignIn(STAFF, '/admin', '198.51.100.99');
    expect(await signInWithCode(STAFF, readMail(STAFF).code, '/admin', IP)).toEqual({
      ok: false,
      error: 'There have been too many sign-in attempts from this network. Please wait an hour, then try again.',
    });
  });

  it('never sends a sign-in link that leaves the site', async () => {
    await requestSignIn(STAFF, 'https://evil.example/phish', IP);
    expect(new URL(readMail(STAFF).link).searchParams.get('redirect')).toBe('/admin');
  });
});

describe.each(testDatabaseKinds())('the staff list at start-up (%s)', (kind) => {
  const db = useTestDatabase(kind);
  beforeAll(() => configureTestAuth());

  it('allowlists admin@corvane.example on a fresh start without SMTP_URL, and ADMIN_EMAILS always', async () => {
    await db().execute(sql`delete from staff`);
    await syncStaffFromConfig({ ADMIN_EMAILS: [], SMTP_URL: 'smtp://mail.example:25' });
    expect(await db().select().from(staff)).toHaveLength(0);
    await syncStaffFromConfig({ ADMIN_EMAILS: [], SMTP_URL: undefined });
    expect((await db().select().from(staff)).map((row) => row.email)).toEqual([LOCAL_DEFAULT_STAFF_EMAIL]);
    await db().execute(sql`delete from staff`);
    await syncStaffFromConfig({ ADMIN_EMAILS: ['ana@corvane.example'], SMTP_URL: undefined });
    expect((await db().select().from(staff)).map((row) => row.email)).toEqual(['ana@corvane.example']);
  });
});

describe('cookie security', () => {
  it('is Secure in production except over plain http on this machine', () => {
    expect(secureCookies({ NODE_ENV: 'production', PUBLIC_URL: 'https://www.corvane.example' })).toBe(true);
    expect(secureCookies({ NODE_ENV: 'production', PUBLIC_URL: 'http://www.corvane.example' })).toBe(true);
    expect(secureCookies({ NODE_ENV: 'production', PUBLIC_URL: 'http://localhost:3000' })).toBe(false);
    expect(secureCookies({ NODE_ENV: 'production', PUBLIC_URL: 'http://127.0.0.1:8080' })).toBe(false);
    expect(secureCookies({ NODE_ENV: 'development', PUBLIC_URL: 'https://www.corvane.example' })).toBe(false);
  });

  it('requireStaff redirects anonymous visitors with the path they asked for', async () => {
    const response = await thrown(requireStaff({ request: request('/admin/teams/edit/42') }, 'teams'));
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/admin/login?redirect=%2Fadmin%2Fteams%2Fedit%2F42');
  });
});
