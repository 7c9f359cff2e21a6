/**
 * Staff sign-in end to end, through the real SMTP capture server. The sign-in journeys run on a
 * server of their own (same production build, same capture server) whose ADMIN_EMAILS lists one
 * address per journey, so the five-e-mails-per-address-per-hour limit of the shared e2e server
 * is left to the other specs. Expiry of codes and links, the 3-attempt rule's storage and the
 * absolute session lifetime are also covered by app/server/auth.server.test.ts.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { test, expect, type Page } from './fixtures';
import routeConfig from '../../app/routes';
import {
  LINK_SENT,
  mailSeen,
  nextSignInMail,
  requestSignInCode,
  signIn,
  signInCode,
  signInLink,
  STAFF_EMAIL,
} from '../support/auth';

const INVALID_LINK = 'Invalid magic link. Please try logging in again.';
const SUCCESS = 'Login successful! Redirecting...';
const CODE = 'code@corvane.example';
const LINK = 'link@corvane.example';
const WRONG = 'wrong@corvane.example';
const LOGOUT = 'logout@corvane.example';
const REDIRECT = 'redirect@corvane.example';
const NOJS = 'nojs@corvane.example';
const LAYOUT = 'layout@corvane.example';
const SAME = 'same@corvane.example';
const journeys = [CODE, LINK, WRONG, LOGOUT, REDIRECT, NOJS, LAYOUT, SAME];
const OUTSIDER = 'outsider@elsewhere.example';

interface AuthServer {
  url: string;
  output: () => string;
}

/**
 * A second server on the same build and capture server, with one staff address per journey,
 * started by the journeys' beforeAll (not a worker fixture: a worker-scoped fixture gives the file
 * a worker of its own, which Playwright schedules after every other file).
 */
async function startAuthServer(): Promise<AuthServer & { stop: () => Promise<void> }> {
  const port = 20_000 + Math.floor(Math.random() * 20_000);
  const url = `http://localhost:${port}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'firmsite-auth-e2e-'));
  let output = '';
  const child: ChildProcess = spawn(path.resolve('node_modules/.bin/tsx'), ['server.ts'], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      PUBLIC_URL: url,
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      SMTP_URL: `smtp://127.0.0.1:${process.env.E2E_SMTP_PORT}`,
      NOTIFY_WEBHOOK_URL: '',
      ADMIN_EMAILS: journeys.join(','),
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  // A fresh embedded database migrates and seeds first: generous on a loaded machine.
  const deadline = Date.now() + 150_000;
  for (;;) {
    const healthy = await fetch(`${url}/healthz`).then((r) => r.ok).catch(() => false);
    if (healthy) break;
    if (Date.now() > deadline || child.exitCode !== null) throw new Error(`auth server did not start:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  const stop = async () => {
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  return { url, output: () => output, stop };
}

let authServer: (AuthServer & { stop: () => Promise<void> }) | undefined;

// The journeys' baseURL is their server's, started by the first journey that needs it and stopped
// after the last (a fresh embedded database migrates and seeds first: generous on a loaded machine).
const journey = test.extend<{ authServer: AuthServer }>({
  authServer: [
    // Playwright reads fixture dependencies from the destructuring pattern: it must be there.
    // eslint-disable-next-line no-empty-pattern
    async ({}, provide) => {
      authServer ??= await startAuthServer();
      await provide(authServer);
    },
    { timeout: 200_000 },
  ],
  baseURL: async ({ authServer }, provide) => provide(authServer.url),
});

async function seriousAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return results.violations.filter((v) => ['serious', 'critical'].includes(v.impact ?? '')).map((v) => `${v.id}: ${v.help}`);
}

async function enterCode(page: Page, code: string) {
  await page.getByPlaceholder('Enter 6-digit code').fill(code);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
}

journey.describe('sign-in journeys', () => {
  journey.afterAll(async () => {
    await authServer?.stop();
    authServer = undefined;
  });

  journey('the start-up message says how to sign in', async ({ authServer: server }) => {
    expect(server.output()).toContain(`Staff sign in at ${server.url}/admin/login`);
    expect(server.output()).toContain('sent through SMTP_URL');
  });

  journey('sign in with the e-mailed code, landing on the redirect target', async ({ page }) => {
    const mail = await requestSignInCode(page, CODE, '/admin/news?category=News');
    expect(await seriousAxeViolations(page)).toEqual([]);
    const code = signInCode(mail);
    // One e-mail, HTML and text, each with the code and the link.
    expect(mail.text).toContain(code);
    expect(mail.html).toContain(code);
    expect(mail.html).toContain(signInLink(mail).replace(/&/g, '&amp;'));
    const code1 = page.getByPlaceholder('Enter 6-digit code');
    await expect(code1).toHaveAttribute('maxlength', '6');
    await expect(code1).toHaveAttribute('inputmode', 'numeric');
    await expect(code1).toHaveAttribute('autocomplete', 'one-time-code');
    await enterCode(page, code);
    await page.waitForURL('**/admin/news?category=News');
    await expect(page.getByTestId('admin-email')).toHaveText(CODE);
    const [session] = (await page.context().cookies()).filter((c) => c.name === 'better-auth.session_token');
    expect(session).toMatchObject({ httpOnly: true, sameSite: 'Lax', secure: false }); // http://localhost: ADR 010
  });

  journey('sign in with the e-mailed link after one click; a scanner’s GET does not use it; a used link is invalid', async ({ page, browser, baseURL }) => {
    const mail = await requestSignInCode(page, LINK, '/admin/jobs');
    const link = signInLink(mail);
    expect(new URL(link).origin).toBe(baseURL);
    // A mail scanner fetching the link sees the confirmation page; the link still works afterwards.
    const scanned = await page.request.get(link);
    expect(scanned.status()).toBe(200);
    expect(await scanned.text()).toContain('Sign in to Corvane Digital');
    await page.goto(link);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await page.waitForURL('**/admin/jobs');
    await expect(page.getByTestId('admin-email')).toHaveText(LINK);

    const other = await browser.newContext({ baseURL });
    const second = await other.newPage();
    await second.goto(link);
    await expect(second.getByText(INVALID_LINK)).toBeVisible();
    await second.goto('/admin/login/verify?token=not-a-real-token&redirect=%2Fadmin');
    await expect(second.getByText(INVALID_LINK)).toBeVisible();
    await other.close();
  });

  journey('three wrong codes, then the right one is refused', async ({ page }) => {
    const code = signInCode(await requestSignInCode(page, WRONG));
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 3; i++) {
      await enterCode(page, wrong);
      await expect(page.getByRole('alert')).toHaveText('That code is not correct. Check the 6-digit code in the latest e-mail and try again. After 3 wrong tries the code stops working.');
    }
    await enterCode(page, code);
    await expect(page.getByRole('alert')).toHaveText('That code is no longer valid. Request a new code, or use the link in the e-mail.');
    await expect(page).toHaveURL(/\/admin\/login/);
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/admin\/login\?redirect=%2Fadmin$/);
  });

  journey('Back to Email returns to step 1 and clears the code, errors and messages', async ({ page }) => {
    await page.goto('/admin/login');
    await page.getByLabel('Email address').fill(OUTSIDER);
    await page.getByRole('button', { name: 'Send Sign-In Link' }).click();
    await expect(page.getByText(LINK_SENT)).toBeVisible();
    await enterCode(page, '123456');
    await expect(page.getByRole('alert')).toHaveText('That code is not correct. Check the 6-digit code in the latest e-mail and try again. After 3 wrong tries the code stops working.');
    await page.getByRole('button', { name: 'Back to Email' }).click();
    await expect(page.getByLabel('Email address')).toHaveValue(OUTSIDER);
    await expect(page.getByPlaceholder('Enter 6-digit code')).toHaveCount(0);
    await expect(page.getByRole('alert')).toHaveCount(0);
    await expect(page.getByText(LINK_SENT)).toHaveCount(0);
    await page.getByRole('button', { name: 'Send Sign-In Link' }).click();
    await expect(page.getByText(LINK_SENT)).toBeVisible();
    await expect(page.getByPlaceholder('Enter 6-digit code')).toHaveValue('');
    await expect(page.getByRole('alert')).toHaveCount(0);
  });

  journey('non-staff: the same answer, no e-mail, no session by any route', async ({ page, browser, baseURL, mail }) => {
    const staffContext = await browser.newContext({ baseURL });
    const staffPage = await staffContext.newPage();
    await requestSignInCode(staffPage, SAME);
    const seen = mailSeen();
    await page.goto('/admin/login');
    await page.getByLabel('Email address').fill(OUTSIDER);
    await page.getByRole('button', { name: 'Send Sign-In Link' }).click();
    await expect(page.getByText(LINK_SENT)).toBeVisible();
    const text = async (p: Page, email: string) => (await p.locator('main').innerText()).replace(email, 'EMAIL');
    expect(await text(page, OUTSIDER)).toBe(await text(staffPage, SAME));
    await staffContext.close();
    await expect(nextSignInMail(OUTSIDER, seen, 2_000)).rejects.toThrow();
    expect(mail.all().some((message) => message.to.includes(OUTSIDER))).toBe(false);
    await enterCode(page, '123456');
    await expect(page.getByRole('alert')).toHaveText('That code is not correct. Check the 6-digit code in the latest e-mail and try again. After 3 wrong tries the code stops working.');
    await page.goto('/admin/login/verify?token=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA');
    await expect(page.getByText(INVALID_LINK)).toBeVisible();
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/admin\/login\?redirect=%2Fadmin$/);
    expect((await page.context().cookies()).filter((c) => c.name.includes('session_token'))).toEqual([]);
  });

  journey('Logout ends the session on the server; /admin then redirects to login', async ({ page, context }) => {
    await signIn(page, LOGOUT);
    const cookies = await context.cookies();
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL('**/admin/login');
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/admin\/login\?redirect=%2Fadmin$/);
    // Replaying the old cookie does not help: the session is gone from the database.
    await context.addCookies(cookies);
    await page.goto('/admin/news');
    await expect(page).toHaveURL(/\/admin\/login\?redirect=%2Fadmin%2Fnews$/);
  });

  journey('open-redirect attempts land on /admin; a signed-in visitor leaves the login page at once', async ({ page }) => {
    const mail = await requestSignInCode(page, REDIRECT, '//evil.example');
    expect(new URL(signInLink(mail)).searchParams.get('redirect')).toBe('/admin');
    await enterCode(page, signInCode(mail));
    await page.waitForURL((url) => url.pathname === '/admin');
    for (const attempt of ['//evil.example', 'https://evil.example', '/\\evil.example', '/%2F%2Fevil.example', '/%5Cevil.example']) {
      await page.goto(`/admin/login?redirect=${encodeURIComponent(attempt)}`);
      expect(new URL(page.url()).pathname, attempt).toBe('/admin');
      expect(new URL(page.url()).host).not.toContain('evil');
    }
    await page.goto('/admin/login?redirect=%2Fadmin%2Fpartners');
    expect(new URL(page.url()).pathname).toBe('/admin/partners');
  });

  journey('sign-in works without JavaScript', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
    const page = await context.newPage();
    const mail = await requestSignInCode(page, NOJS, '/admin/teams');
    await enterCode(page, signInCode(mail));
    await expect(page.getByText(SUCCESS)).toBeVisible();
    await page.waitForURL('**/admin/teams');
    await expect(page.getByTestId('admin-email')).toHaveText(NOJS);
    await context.close();
  });

  journey('the admin layout: e-mail, tabs with the current one marked, spinner while loading, Back to Website', async ({ page }) => {
    await signIn(page, LAYOUT, { redirectTo: '/admin/news' });
    const nav = page.getByRole('navigation', { name: 'Admin sections' });
    // An owner's tabs: the product's eight, Pages (issue 44), Media, Redirects (issue 19), Staff (issue 17), Offices (issue 46), Privacy (issue 20), the Audit Log.
    const labels = ['News', 'Pages', 'Partners', 'Teams', 'Testimonials', 'Jobs', 'Job Applications', 'Leads', 'Portfolio', 'Media', 'Redirects', 'Staff', 'Offices', 'Privacy', 'Audit Log'];
    await expect(nav.getByRole('link')).toHaveText(labels);
    await expect(nav.getByRole('link', { name: 'News', exact: true })).toHaveAttribute('aria-current', 'page');
    expect(await seriousAxeViolations(page)).toEqual([]);
    // Hold the next page's data so the spinner shows while it loads.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/admin/leads.data*', async (route) => {
      await held;
      await route.continue();
    });
    await nav.getByRole('link', { name: 'Leads' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Loading...' })).toBeVisible();
    release();
    await expect(page.getByRole('heading', { level: 1, name: 'Contact Leads' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Leads' })).toHaveAttribute('aria-current', 'page');
    await page.getByRole('link', { name: 'Back to Website' }).click();
    await page.waitForURL((url) => url.pathname === '/');
  });
});

// ── On the shared e2e server ──────────────────────────────────────────────────────────────────

test('the signIn helper signs staff in through the capture server and reuses the session', async ({ page, browser, baseURL, mail }) => {
  await signIn(page);
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByTestId('admin-email')).toHaveText(STAFF_EMAIL);
  const mails = mail.all().length;
  const other = await browser.newContext({ baseURL });
  const second = await other.newPage();
  await signIn(second, STAFF_EMAIL, { redirectTo: '/admin/testimonials' });
  await expect(second.getByTestId('admin-email')).toHaveText(STAFF_EMAIL);
  expect(mail.all().length).toBe(mails);
  await other.close();
});

interface ConfigEntry {
  path?: string;
  children?: ConfigEntry[];
}

function adminPaths(entries: ConfigEntry[], parent = ''): string[] {
  return entries.flatMap((entry) => {
    const full = [parent, entry.path ?? ''].filter(Boolean).join('/');
    const own = (full === 'admin' || full.startsWith('admin/')) && !full.startsWith('admin/log') ? [`/${full}`] : [];
    return [...own, ...adminPaths(entry.children ?? [], full)];
  });
}

test('anonymous GETs of every admin path redirect to /admin/login?redirect={path}', async ({ request }) => {
  const paths = [...new Set(adminPaths(routeConfig as ConfigEntry[]))].map((p) =>
    p.replace(':entity', 'news').replace(/:\w+/g, '00000000-0000-4000-8000-000000000000'),
  );
  expect(paths.length).toBeGreaterThan(20);
  for (const path of paths) {
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.status(), path).toBe(302);
    expect(response.headers().location, path).toBe(`/admin/login?redirect=${encodeURIComponent(path)}`);
  }
});

test('a foreign-Origin POST to the login and to admin actions gets 403', async ({ page, baseURL }) => {
  const foreign = { origin: 'https://evil.example' };
  const login = await page.request.post('/admin/login', { headers: foreign, form: { intent: 'request', email: STAFF_EMAIL, redirect: '/admin' } });
  expect(login.status()).toBe(403);
  const crossSite = await page.request.post('/admin/login', {
    headers: { 'sec-fetch-site': 'cross-site' },
    form: { intent: 'verify', email: STAFF_EMAIL, code: '123456' },
  });
  expect(crossSite.status()).toBe(403);
  // Signed in, a cross-site form still cannot act for staff: not an admin action, not logout.
  await signIn(page);
  for (const action of ['/admin/news?index', '/admin/testimonials?index', '/admin/logout']) {
    const response = await page.request.post(action, { headers: foreign, form: { intent: 'delete', id: '00000000-0000-4000-8000-000000000000', confirmed: 'yes' } });
    expect(response.status(), action).toBe(403);
  }
  await page.goto('/admin');
  await expect(page.getByTestId('admin-email')).toHaveText(STAFF_EMAIL);
  // The same login POST from our own origin is answered normally.
  const own = await page.request.post('/admin/login', { headers: { origin: baseURL! }, form: { intent: 'back', email: STAFF_EMAIL } });
  expect(own.status()).toBe(200);
});
