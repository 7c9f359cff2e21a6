import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';

/**
 * End-to-end tests drive Debian's Chromium (never a downloaded browser) against the production
 * build on a random port with a temporary DATA_DIR, beside a real SMTP capture server and a
 * webhook receiver (tests/support/capture-server.ts). The choices are made once, in the main
 * process, and reach the workers through the environment.
 */
const randomPort = () => String(20_000 + Math.floor(Math.random() * 20_000));
process.env.E2E_PORT ??= randomPort();
process.env.E2E_SMTP_PORT ??= randomPort();
process.env.E2E_WEBHOOK_PORT ??= randomPort();
process.env.E2E_DATA_DIR ??= fs.mkdtempSync(path.join(os.tmpdir(), 'firmsite-e2e-'));
process.env.E2E_CAPTURE_DIR ??= path.join(process.env.E2E_DATA_DIR, 'captured');
const baseURL = `http://localhost:${process.env.E2E_PORT}`;

const chromium = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
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
  workers: 1,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: [['list']],
  use: { baseURL, trace: 'retain-on-failure', launchOptions: chromium },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], launchOptions: chromium } }],
  webServer: [
    {
      command: 'tsx tests/support/capture-server.ts',
      url: `http://127.0.0.1:${process.env.E2E_WEBHOOK_PORT}/health`,
      env: {
        SMTP_PORT: process.env.E2E_SMTP_PORT,
        WEBHOOK_PORT: process.env.E2E_WEBHOOK_PORT,
        CAPTURE_DIR: process.env.E2E_CAPTURE_DIR,
      },
      reuseExistingServer: false,
    },
    {
      command: `node ${path.join(process.env.BUILD_DIR ?? 'build', 'server.js')}`,
      url: `${baseURL}/healthz`,
      // Generous: on a loaded 2-core machine a fresh embedded database takes a while to migrate and seed.
      timeout: 180_000,
      env: {
        NODE_ENV: 'production',
        BUILD_DIR: process.env.BUILD_DIR ?? 'build',
        PORT: process.env.E2E_PORT,
        DATA_DIR: path.join(process.env.E2E_DATA_DIR, 'data'),
        PUBLIC_URL: baseURL,
        SMTP_URL: `smtp://127.0.0.1:${process.env.E2E_SMTP_PORT}`,
        NOTIFY_WEBHOOK_URL: `http://127.0.0.1:${process.env.E2E_WEBHOOK_PORT}/hook`,
        ADMIN_EMAILS: 'staff@corvane.example',
        LOG_LEVEL: 'warn',
        // The e2e suite submits many forms quickly from one address; the spam defences have
        // their own integration tests with the default settings.
        FORM_RATE_LIMIT_PER_10_MIN: '100000',
        FORM_MIN_FILL_SECONDS: '0',
        // The whole suite signs staff in from 127.0.0.1; the sign-in limits are proven at their
        // defaults by the security-abuse and resilience specs, which start their own servers.
        SIGN_IN_MAILS_PER_ADDRESS_PER_HOUR: '1000',
        SIGN_IN_REQUESTS_PER_IP_PER_HOUR: '1000',
        SIGN_IN_ATTEMPTS_PER_IP_PER_HOUR: '1000',
      },
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
    },
  ],
});
