/**
 * Signing in inside e2e tests, the real way: the login form, the e-mail through the SMTP capture
 * server, the 6-digit code. A session is remembered per server and address and reused by later
 * tests (while it is still valid), so a suite sends few sign-in e-mails — the server allows five
 * per address per hour.
 *
 *   await signIn(page);                                   // staff@corvane.example, lands on /admin
 *   await signIn(page, 'staff@corvane.example', { redirectTo: '/admin/news' });
 */
import { expect, type BrowserContext, type Page } from '@playwright/test';
import { readMail, waitForMail, type CapturedMail } from './mail';

export const STAFF_EMAIL = 'staff@corvane.example';
export const LINK_SENT = 'Magic link sent to your email. Please check your inbox and click the link to log in.';

type Cookies = Awaited<ReturnType<BrowserContext['cookies']>>;
const sessions = new Map<string, Cookies>();

/** The names of the captured e-mails so far; pass to `nextSignInMail` to wait for a newer one. */
export function mailSeen(): Set<string> {
  return new Set(readMail().map((mail) => mail.file));
}

/** The next sign-in e-mail to `email` not in `seen`. */
export function nextSignInMail(email: string, seen: Set<string>, timeoutMs = 10_000): Promise<CapturedMail> {
  return waitForMail((mail) => !seen.has(mail.file) && mail.to.includes(email), timeoutMs);
}

/** The 6-digit code in a sign-in e-mail. */
export function signInCode(mail: CapturedMail): string {
  const code = mail.text.match(/^\s*(\d{6})\s*$/m)?.[1];
  if (!code) throw new Error('no sign-in code in the e-mail');
  return code;
}

/** The sign-in link in a sign-in e-mail. */
export function signInLink(mail: CapturedMail): string {
  const link = mail.text.match(/https?:\/\/\S+\/admin\/login\/verify\?\S+/)?.[0];
  if (!link) throw new Error('no sign-in link in the e-mail');
  return link;
}

/** Step 1 of the login page: asks for the e-mail and waits for step 2. Returns the e-mail sent. */
export async function requestSignInCode(page: Page, email: string, redirectTo = '/admin'): Promise<CapturedMail> {
  const seen = mailSeen();
  await page.goto(`/admin/login?redirect=${encodeURIComponent(redirectTo)}`);
  await page.getByLabel('Email address').fill(email);
  await page.getByRole('button', { name: 'Send Sign-In Link' }).click();
  await expect(page.getByText(LINK_SENT)).toBeVisible();
  return nextSignInMail(email, seen);
}

/**
 * Signs `email` in on this page's context and leaves the page at `redirectTo` (default /admin).
 * The address must be on the staff list (the e2e server has ADMIN_EMAILS=staff@corvane.example).
 */
export async function signIn(page: Page, email = STAFF_EMAIL, options: { redirectTo?: string } = {}): Promise<void> {
  const target = options.redirectTo ?? '/admin';
  const loginUrl = `/admin/login?redirect=${encodeURIComponent(target)}`;
  const landed = (url: URL) => `${url.pathname}${url.search}` === target;
  await page.goto(loginUrl);
  const key = `${new URL(page.url()).host}|${email}`;
  if (landed(new URL(page.url()))) return;
  const cached = sessions.get(key);
  if (cached) {
    await page.context().addCookies(cached);
    await page.goto(loginUrl);
    if (landed(new URL(page.url()))) return;
  }
  const mail = await requestSignInCode(page, email, target);
  await page.getByPlaceholder('Enter 6-digit code').fill(signInCode(mail));
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await page.waitForURL(landed);
  sessions.set(key, (await page.context().cookies()).filter((cookie) => cookie.name.includes('better-auth')));
}
