import fs from 'node:fs';
import { defineConfig, devices } from '@playwright/test';
import { E2E_WORKERS, workerSlot } from './tests/support/e2e-slots';

/**
 * End-to-end tests drive Debian's Chromium (never a downloaded browser) against the production
 * build, in parallel workers, each with a server of its own (tests/support/e2e-slots.ts), started
 * by the global setup from one seeded data directory (tests/support/e2e-global-setup.ts). Files
 * run one after another within a worker.
 *
 * Playwright loads this file in the main process and again in every worker; a worker takes its
 * slot's port and capture directory by TEST_PARALLEL_INDEX.
 */
const workerIndex = process.env.TEST_PARALLEL_INDEX === undefined ? 0 : Number(process.env.TEST_PARALLEL_INDEX);
if (workerIndex >= E2E_WORKERS) {
  throw new Error(`Playwright worker ${workerIndex} has no server: run with at most E2E_WORKERS=${E2E_WORKERS} workers (set E2E_WORKERS to change both).`);
}
const own = workerSlot(workerIndex);
process.env.E2E_PORT = String(own.port);
process.env.E2E_SMTP_PORT = String(own.smtpPort);
process.env.E2E_WEBHOOK_PORT = String(own.webhookPort);
process.env.E2E_CAPTURE_DIR = own.captureDir;
const baseURL = own.baseURL;

/**
 * Debian's old headless shell (package chromium-headless-shell, which .ci/run installs) when it is
 * there: it runs the same Blink and V8 as /usr/bin/chromium without the browser's own interface,
 * and takes a fraction of the CPU per page — on a 2-core machine running three workers, the
 * browsers were the bottleneck. Playwright itself uses a headless shell for headless runs.
 */
const HEADLESS_SHELL = '/usr/lib/chromium/chromium-headless-shell';
const chromium = {
  executablePath: process.env.CHROMIUM_PATH ?? (fs.existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium'),
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};

export default defineConfig({
  testDir: './tests/e2e',
  fullyParallel: false,
  workers: E2E_WORKERS,
  retries: 0,
  // Generous for a loaded 2-core machine, where a long story (a form's five checks and its 5 s
  // auto-close, an article renamed twice with axe at two widths) took over 30 s; a passing test
  // takes no longer for it.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // The JSON report is read by `npm test` to end its output with why a test failed (scripts/test-failures.ts).
  reporter: [['list'], ['json', { outputFile: 'playwright-report/results.json' }]],
  use: { baseURL, trace: 'retain-on-failure', launchOptions: chromium },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], launchOptions: chromium } }],
  globalSetup: './tests/support/e2e-global-setup.ts',
});
