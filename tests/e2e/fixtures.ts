/**
 * The e2e suite's own `test`: Playwright's, plus what many specs need set up the same way. Specs
 * import `test`, `expect` and Playwright's types from here.
 *
 *   test('…', async ({ staffPage }) => { await staffPage.goto('/admin/news'); … });
 *   test('…', async ({ page, mail }) => { …; const sent = await mail.waitFor((m) => m.subject === '…'); });
 *
 * - `staffPage`: the test's page, signed in as staff@corvane.example (on the shared e2e server's
 *   ADMIN_EMAILS) the real way — login form, e-mail through the SMTP capture, 6-digit code — and
 *   left at /admin. The session is reused across tests while valid (tests/support/auth.ts), so
 *   the suite stays under the server's five sign-in e-mails per address per hour.
 * - `security` (worker): the security suites' server of their own (tests/support/security-server.ts).
 * - `mail`: the capture server's mail and webhook calls (tests/support/mail.ts), limited to what
 *   arrived after the test began, so a test cannot pass on another test's message.
 */
import { test as base, type Page } from '@playwright/test';
import { signIn, STAFF_EMAIL } from '../support/auth';
import { readMail, readWebhooks, waitForMail, type CapturedMail, type CapturedWebhook } from '../support/mail';
import { startSecurityServer, type SecurityServer } from '../support/security-server';

export interface MailCapture {
  /** The e-mails captured since this test began, oldest first. */
  received(): CapturedMail[];
  /** Every e-mail the capture server holds, oldest first (for counting across tests). */
  all(): CapturedMail[];
  /** Waits for an e-mail captured since this test began that matches, and returns it. */
  waitFor(matches: (mail: CapturedMail) => boolean, timeoutMs?: number): Promise<CapturedMail>;
  /** The webhook calls captured since this test began, oldest first. */
  webhooks(): CapturedWebhook[];
}

export const test = base.extend<{ staffPage: Page; mail: MailCapture }, { security: SecurityServer }>({
  // The security suites' own server (tests/support/security-server.ts), started by the first test
  // of a worker that asks for it. Declared here rather than in a second `test`: Playwright gives
  // each set of worker fixtures its own workers and runs them after the rest, which left the
  // security files as the suite's last minute and a half.
  security: [
    // Playwright reads fixture dependencies from the destructuring pattern: it must be there.
    // eslint-disable-next-line no-empty-pattern
    async ({}, provide) => {
      const server = await startSecurityServer();
      try {
        await provide(server);
      } finally {
        await server.stop();
      }
    },
    { scope: 'worker', timeout: 120_000 },
  ],
  staffPage: async ({ page }, provide) => {
    await signIn(page, STAFF_EMAIL, { redirectTo: '/admin' });
    await provide(page);
  },
  // Playwright reads fixture dependencies from the destructuring pattern: it must be there.
  // eslint-disable-next-line no-empty-pattern
  mail: async ({}, provide) => {
    const mailBefore = new Set(readMail().map((mail) => mail.file));
    const webhooksBefore = new Set(readWebhooks().map((call) => call.file));
    const isNew = (mail: CapturedMail) => !mailBefore.has(mail.file);
    await provide({
      received: () => readMail().filter(isNew),
      all: readMail,
      waitFor: (matches, timeoutMs) => waitForMail((mail) => isNew(mail) && matches(mail), timeoutMs),
      webhooks: () => readWebhooks().filter((call) => !webhooksBefore.has(call.file)),
    });
  },
});

// Everything else (expect, the types) as Playwright exports it; the `test` above takes precedence.
/**
 * Resolves once React has hydrated the page: its first post form (or the body) carries React's
 * fiber, so event handlers are attached and typing is seen by the components.
 */
export async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const element = document.querySelector('form[method="post"]') ?? document.body;
    return Object.keys(element).some((key) => key.startsWith('__reactFiber') || key.startsWith('__reactProps'));
  });
}

export * from '@playwright/test';
export { STAFF_EMAIL };
export type { CapturedMail, CapturedWebhook };
