/**
 * The server the security suites (tests/e2e/security-*.spec.ts) share: one production process on
 * its own embedded database and its own in-process SMTP/webhook capture, so hostile content never
 * reaches the pages the other specs look at. It trusts X-Forwarded-For (TRUST_PROXY=true), so a
 * test can speak as many client addresses, and keeps the default-sized limits low enough to hit:
 * 5 form submissions per address per 10 minutes.
 *
 * Worker-scoped (`security` in tests/e2e/fixtures.ts): created once per Playwright worker that
 * runs a security spec, and reused by every security spec file.
 */
import type { BrowserContext } from '@playwright/test';
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

/**
 * Starts the security suites' server and signs its staff in; `security` in tests/e2e/fixtures.ts
 * holds one per worker (a fixture of the suite's one `test`, so every spec file shares one worker
 * pool: a file with worker fixtures of its own would wait for a worker of its own).
 */
export async function startSecurityServer(): Promise<SecurityServer & { stop: () => Promise<void> }> {
  const capture = await startCapture();
  const app = await startApp({
    ...capture.env,
    ADMIN_EMAILS: [SECURITY_STAFF, ...GUESS_TARGETS].join(','),
    TRUST_PROXY: 'true',
    FORM_MIN_FILL_SECONDS: '0',
    FORM_RATE_LIMIT_PER_10_MIN: String(SECURITY_FORM_LIMIT),
  });
  const stop = async () => {
    await app.stop();
    await capture.close();
  };
  try {
    const staffCookie = await signInOverHttp(app.url, capture, SECURITY_STAFF, { ip: freshIp() });
    return { app, capture, staffCookie, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
