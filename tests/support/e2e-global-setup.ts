/**
 * Before the browser suite: one seeded data directory, made by starting the production build
 * once on an empty one (migrations, demo content, its images and PDFs), then a copy of it per
 * worker slot with that slot's capture server and app server (tests/support/e2e-slots.ts). A first
 * start seeds for tens of seconds on a 2-core machine; a start on a copy takes a few. Servers
 * that specs start themselves (`startApp`) also start from a copy, unless a spec asks for a
 * first start (issue 42). Returns the teardown that stops them all.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import { startApp, waitFor, type AppProcess } from './app-process';
import { E2E_WORKERS, slotServerEnv, TEMPLATE_DATA_DIR, workerSlot, type WorkerSlot } from './e2e-slots';
import { warningLines } from '../../scripts/warning-lines';

const STARTUP_TIMEOUT_MS = 240_000;

/** The slot's SMTP and webhook capture server (tests/support/capture-server.ts), once it answers. */
async function startCaptureServer(slot: WorkerSlot): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'tests/support/capture-server.ts'], {
    env: { ...process.env, SMTP_PORT: String(slot.smtpPort), WEBHOOK_PORT: String(slot.webhookPort), CAPTURE_DIR: slot.captureDir },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  await waitFor(async () => (await fetch(`http://127.0.0.1:${slot.webhookPort}/health`)).ok, STARTUP_TIMEOUT_MS, `worker ${slot.index}'s capture server`);
  return child;
}

export default async function globalSetup(): Promise<() => Promise<void>> {
  const apps: AppProcess[] = [];
  const captures: ChildProcess[] = [];
  const teardown = async () => {
    for (const capture of captures) capture.kill('SIGTERM');
    await Promise.all(apps.map((app) => app.stop()));
  };
  try {
    // The first start seeds the template; it sends no mail and calls no webhook.
    const seeding = await startApp(
      { ...slotServerEnv(workerSlot(0)), DATA_DIR: TEMPLATE_DATA_DIR, SMTP_URL: '', NOTIFY_WEBHOOK_URL: '' },
      { timeoutMs: STARTUP_TIMEOUT_MS, firstStart: true },
    );
    await seeding.stop();
    // A first start (migrations, demo content, serving) prints no warning (ADR 400).
    const warnings = warningLines(seeding.output());
    if (warnings.length > 0) throw new Error(`The first start printed ${warnings.length} warning line(s); it must print none (ADR 400):\n${warnings.join('\n')}`);
    process.env.E2E_TEMPLATE_DATA_DIR = TEMPLATE_DATA_DIR;
    await Promise.all(
      Array.from({ length: E2E_WORKERS }, async (_, index) => {
        const slot = workerSlot(index);
        fs.cpSync(TEMPLATE_DATA_DIR, slot.dataDir, { recursive: true });
        captures.push(await startCaptureServer(slot));
        apps.push(await startApp(slotServerEnv(slot), { timeoutMs: STARTUP_TIMEOUT_MS }));
      }),
    );
  } catch (error) {
    await teardown();
    throw error;
  }
  return teardown;
}
