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
import path from 'node:path';
import { E2E_WORKERS, slotServerEnv, TEMPLATE_DATA_DIR, workerSlot } from './e2e-slots';

const STARTUP_TIMEOUT_MS = 240_000;

interface Started {
  child: ChildProcess;
  output: () => string;
}

function launch(command: string, args: string[], env: Record<string, string>): Started {
  let output = '';
  const child = spawn(command, args, { env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'pipe'] });
  child.stderr?.on('data', (chunk: Buffer) => (output = (output + chunk.toString()).slice(-20_000)));
  return { child, output: () => output };
}

async function untilAnswers(url: string, started: Started, what: string): Promise<void> {
  const since = Date.now();
  for (;;) {
    if (started.child.exitCode !== null) throw new Error(`${what} exited with ${started.child.exitCode} before it answered:\n${started.output()}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() - since > STARTUP_TIMEOUT_MS) throw new Error(`${what} did not answer ${url} within ${STARTUP_TIMEOUT_MS} ms:\n${started.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

function stop(started: Started): Promise<void> {
  if (started.child.exitCode !== null || started.child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const killer = setTimeout(() => started.child.kill('SIGKILL'), 15_000);
    started.child.once('exit', () => {
      clearTimeout(killer);
      resolve();
    });
    started.child.kill('SIGTERM');
  });
}

const serverScript = () => path.join(process.env.BUILD_DIR ?? 'build', 'server.js');

/** Starts the build once on an empty directory and stops it: the directory is then seeded. */
async function seedTemplate(): Promise<void> {
  const slot = workerSlot(0);
  const seeding = launch(process.execPath, [serverScript()], { ...slotServerEnv(slot), DATA_DIR: TEMPLATE_DATA_DIR, SMTP_URL: '', NOTIFY_WEBHOOK_URL: '' });
  try {
    await untilAnswers(`${slot.baseURL}/healthz`, seeding, 'the server seeding the template data directory');
  } finally {
    await stop(seeding);
  }
}

export default async function globalSetup(): Promise<() => Promise<void>> {
  const running: Started[] = [];
  const teardown = async () => {
    await Promise.all(running.map(stop));
  };
  try {
    await seedTemplate();
    process.env.E2E_TEMPLATE_DATA_DIR = TEMPLATE_DATA_DIR;
    await Promise.all(
      Array.from({ length: E2E_WORKERS }, async (_, index) => {
        const slot = workerSlot(index);
        fs.cpSync(TEMPLATE_DATA_DIR, slot.dataDir, { recursive: true });
        const capture = launch(process.execPath, ['--import', 'tsx', 'tests/support/capture-server.ts'], {
          SMTP_PORT: String(slot.smtpPort),
          WEBHOOK_PORT: String(slot.webhookPort),
          CAPTURE_DIR: slot.captureDir,
        });
        running.push(capture);
        const app = launch(process.execPath, [serverScript()], slotServerEnv(slot));
        running.push(app);
        await untilAnswers(`http://127.0.0.1:${slot.webhookPort}/health`, capture, `worker ${index}'s capture server`);
        await untilAnswers(`${slot.baseURL}/healthz`, app, `worker ${index}'s server`);
      }),
    );
  } catch (error) {
    await teardown();
    throw error;
  }
  return teardown;
}
