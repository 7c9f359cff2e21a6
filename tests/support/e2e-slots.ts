/**
 * The browser suite's worker slots (issue 42): each Playwright worker has a server of its own —
 * its own port, DATA_DIR (embedded database) and capture servers (SMTP and webhooks) — so a suite
 * that counts things on its server (the 404 log, dashboard counts, rate limits per loopback
 * address) sees only what the files before it in the same worker did.
 *
 * playwright.config.ts (loaded in the main process and again in every worker) and the global
 * setup both read the slots from here. The main process picks the ports and the run directory
 * once; they reach the workers through the environment.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export const E2E_WORKERS = Number(process.env.E2E_WORKERS ?? 3);
// Three ports per slot (app, SMTP, webhooks) from a random base, so two runs rarely collide.
process.env.E2E_PORT_BASE ??= String(20_000 + 3 * Math.floor(Math.random() * 6_000));
process.env.E2E_RUN_DIR ??= fs.mkdtempSync(path.join(os.tmpdir(), 'firmsite-e2e-'));

export interface WorkerSlot {
  index: number;
  port: number;
  smtpPort: number;
  webhookPort: number;
  dataDir: string;
  captureDir: string;
  baseURL: string;
}

export function workerSlot(index: number): WorkerSlot {
  const base = Number(process.env.E2E_PORT_BASE) + 3 * index;
  const dir = path.join(process.env.E2E_RUN_DIR!, `worker-${index}`);
  return {
    index,
    port: base,
    smtpPort: base + 1,
    webhookPort: base + 2,
    dataDir: path.join(dir, 'data'),
    captureDir: path.join(dir, 'captured'),
    baseURL: `http://localhost:${base}`,
  };
}

/** The seeded data directory every server of the run starts from a copy of (global setup makes it). */
export const TEMPLATE_DATA_DIR = path.join(process.env.E2E_RUN_DIR!, 'template-data');

/** The environment of a slot's server, as the whole suite's shared server had it. */
export function slotServerEnv(slot: WorkerSlot): Record<string, string> {
  return {
    NODE_ENV: 'production',
    BUILD_DIR: process.env.BUILD_DIR ?? 'build',
    PORT: String(slot.port),
    DATA_DIR: slot.dataDir,
    PUBLIC_URL: slot.baseURL,
    SMTP_URL: `smtp://127.0.0.1:${slot.smtpPort}`,
    NOTIFY_WEBHOOK_URL: `http://127.0.0.1:${slot.webhookPort}/hook`,
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
  };
}
