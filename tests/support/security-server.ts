/**
 * The server the security suites (tests/e2e/security-*.spec.ts) share: one production process on
 * its own embedded database and its own in-process SMTP/webhook capture, so hostile content never
 * reaches the pages the other specs look at. It trusts X-Forwarded-For (TRUST_PROXY=true), so a
 * test can speak as many client addresses, and keeps the default-sized limits low enough to hit:
 * 5 form submissions per address per 10 minutes.
 *
 * Worker-scoped: created once per Playwright worker and reused by every security spec file.
 */
import { test as base, type BrowserContext } from '@playwright/test';
import { signInOverHttp, startApp, type AppProcess } from './app-process';
import { startCapture, type Capture } from './capture-inline';

export const SECURITY_STAFF = 'security-staff@corvane.example';
/** Staff addresses the abuse suite guesses against (one per test, so their limits stay apart). */
export const GUESS_TARGETS = ['guess-a@corvane.example', 'guess-b@corvane.example', 'guess-c@corvane.example'] as const;
export const SECURITY_FORM_LIMIT = 5;

export interface SecurityServer {
  app: AppProcess;
  capture: Capture;
  /** Cookie header of a signed-in staff session on `app`. */
  staffCookie: string;
}

let ipSequence = 0;
/** A client address no other test uses (TEST-NET ranges, sent only as a header). */
export function freshIp(): string {
  ipSequence++;
  return `198.51.${100 + Math.floor(ipSequence / 250)}.${(ipSequence % 250) + 1}`;
}

/** Gives a browser context the staff session (cookie) of the security server. */
export async function addStaffCookie(context: BrowserContext, server: SecurityServer): Promise<void> {
  const cookies = server.staffCookie.split('; ').map((pair) => {
    const eq = pair.indexOf('=');
    return { name: pair.slice(0, eq), value: pair.slice(eq + 1), url: server.app.url };
  });
  await context.addCookies(cookies);
}

export const test = base.extend<object, { security: SecurityServer }>({
  security: [
    // Playwright reads fixture dependencies from the destructuring pattern: it must be there.
    // eslint-disable-next-line no-empty-pattern
    async ({}, provide) => {
      const capture = await startCapture();
      const app = await startApp({
        ...capture.env,
        ADMIN_EMAILS: [SECURITY_STAFF, ...GUESS_TARGETS].join(','),
        TRUST_PROXY: 'true',
        FORM_MIN_FILL_SECONDS: '0',
        FORM_RATE_LIMIT_PER_10_MIN: String(SECURITY_FORM_LIMIT),
      });
      try {
        const staffCookie = await signInOverHttp(app.url, capture, SECURITY_STAFF, { ip: freshIp() });
        await provide({ app, capture, staffCookie });
      } finally {
        await app.stop();
        await capture.close();
      }
    },
    { scope: 'worker', timeout: 120_000 },
  ],
});

export { expect } from '@playwright/test';
