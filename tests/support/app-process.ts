/**
 * Server processes for the security and resilience suites: the production build started as
 * `node build/server.js` (as `npm start` runs it) on a free loopback port with the environment a test needs
 * (a suite's own PostgreSQL database comes from postgres-query.ts), and plain-HTTP helpers that act as a browser would
 * (public forms with their signed token and an Origin header; staff sign-in through the e-mailed
 * code). Everything listens on 127.0.0.1 only.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { Capture } from './capture-inline';


/** One secret for every process a suite starts, so sessions made on one are valid on another. */
export const SHARED_AUTH_SECRET = 'security-suite-secret-0123456789-abcdefghijklmnop';

export interface AppProcess {
  url: string;
  port: number;
  child: ChildProcess;
  output: () => string;
  /** Sends `signal` (default SIGTERM) and resolves with the exit code and how long it took. */
  stop: (signal?: NodeJS.Signals) => Promise<{ code: number | null; ms: number }>;
}

/** A port nobody listens on right now (the kernel picks it). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

export async function waitFor(check: () => Promise<boolean>, timeoutMs: number, what: string, stepMs = 100): Promise<number> {
  const started = Date.now();
  for (;;) {
    if (await check().catch(() => false)) return Date.now() - started;
    if (Date.now() - started > timeoutMs) throw new Error(`${what}: not within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, stepMs));
  }
}

/**
 * Starts the production server (BUILD_DIR of this run) with `env` on top of a quiet default: its
 * own temporary DATA_DIR (unless DATA_DIR or DATABASE_URL is given; seeded already, from the
 * suite's template, unless `firstStart`), no SMTP, no webhook, loopback only. Resolves once /healthz answers; a server that exits first fails at once with its output.
 */
export async function startApp(env: Record<string, string> = {}, options: { timeoutMs?: number; firstStart?: boolean } = {}): Promise<AppProcess> {
  const port = env.PORT ? Number(env.PORT) : await freePort();
  const url = `http://127.0.0.1:${port}`;
  // Its own temporary DATA_DIR (removed when it stops) unless the test gives one or a database:
  // a copy of the browser suite's seeded directory (e2e-global-setup.ts) when there is one, so
  // it does not seed again, unless the test is about a first start.
  const dataDir = env.DATABASE_URL || env.DATA_DIR ? undefined : fs.mkdtempSync(path.join(os.tmpdir(), 'firmsite-sec-'));
  const template = process.env.E2E_TEMPLATE_DATA_DIR;
  if (dataDir && template && !options.firstStart) fs.cpSync(template, dataDir, { recursive: true });
  let output = '';
  // One process, as `npm start` runs it: the compiled server of the production build.
  const child = spawn(process.execPath, [path.join(process.env.BUILD_DIR ?? 'build', 'server.js')], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      BUILD_DIR: process.env.BUILD_DIR ?? 'build',
      HOST: '127.0.0.1',
      PUBLIC_URL: url,
      DATABASE_URL: '',
      SMTP_URL: '',
      NOTIFY_WEBHOOK_URL: '',
      ADMIN_EMAILS: '',
      LOG_LEVEL: 'warn',
      BETTER_AUTH_SECRET: SHARED_AUTH_SECRET,
      ...(dataDir ? { DATA_DIR: dataDir } : {}),
      ...env,
      PORT: String(port),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  let exitCode: number | null | undefined;
  void exited.then((code) => (exitCode = code));

  const stop = async (signal: NodeJS.Signals = 'SIGTERM') => {
    const started = Date.now();
    if (exitCode === undefined) {
      child.kill(signal);
      const killer = setTimeout(() => child.kill('SIGKILL'), 20_000);
      await exited;
      clearTimeout(killer);
    }
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
    return { code: exitCode ?? null, ms: Date.now() - started };
  };

  try {
    await waitFor(
      async () => {
        if (exitCode !== undefined) throw new Error('exited');
        return (await fetch(`${url}/healthz`)).ok;
      },
      options.timeoutMs ?? 60_000,
      `server on ${url}`,
      150,
    );
  } catch (error) {
    await stop('SIGKILL');
    throw new Error(`${error instanceof Error ? error.message : String(error)}\n${output}`);
  }
  return { url, port, child, output: () => output, stop };
}

// ── PostgreSQL ──────────────────────────────────────────────────────────────────────────────────

/** The same URL pointing at another host:port (e.g. a TCP proxy in front of the server). */
export function viaPort(databaseUrl: string, port: number, host = '127.0.0.1'): string {
  const url = new URL(databaseUrl);
  url.hostname = host;
  url.port = String(port);
  return url.toString();
}

// ── Acting as a browser over HTTP ───────────────────────────────────────────────────────────────

export interface PostOptions {
  /** Origin header (default: the app's own origin). `null` sends none. */
  origin?: string | null;
  /** X-Forwarded-For (the app must run with TRUST_PROXY=true to believe it). */
  ip?: string;
  cookie?: string;
  headers?: Record<string, string>;
}

export type Fields = Record<string, string | string[]>;

export function encodeForm(fields: Fields): string {
  const body = new URLSearchParams();
  for (const [name, value] of Object.entries(fields)) {
    for (const item of Array.isArray(value) ? value : [value]) body.append(name, item);
  }
  return body.toString();
}

/** A form POST as a browser without JavaScript sends it (the document answer, no redirects followed). */
export function postForm(base: string, pathname: string, fields: Fields, options: PostOptions = {}): Promise<Response> {
  const origin = options.origin === undefined ? new URL(base).origin : options.origin;
  return fetch(`${base}${pathname}`, {
    method: 'POST',
    redirect: 'manual',
    headers: {
      'Content-Type': 'application/x-www-form-urlencoded',
      ...(origin ? { Origin: origin } : {}),
      ...(options.ip ? { 'X-Forwarded-For': options.ip } : {}),
      ...(options.cookie ? { Cookie: options.cookie } : {}),
      ...options.headers,
    },
    body: encodeForm(fields),
  });
}

/** The signed fill-time token the page's forms carry. */
export async function formToken(base: string, pathname = '/contact-us'): Promise<string> {
  const html = await (await fetch(`${base}${pathname}`)).text();
  const token = html.match(/name="form_token"[^>]*value="([^"]+)"/)?.[1] ?? html.match(/value="([^"]+)"[^>]*name="form_token"/)?.[1];
  if (!token) throw new Error(`no form_token on ${pathname}`);
  return token;
}

/** The id of an open job (from the APPLY HERE links on /careers). */
export async function activeJobId(base: string): Promise<string> {
  const html = await (await fetch(`${base}/careers`)).text();
  const id = html.match(/[?&](?:amp;)?apply=([0-9a-f-]{36})/)?.[1];
  if (!id) throw new Error('no open job on /careers');
  return id;
}

/** The Cookie header a browser would send back after these responses' Set-Cookie headers. */
export function cookiesFrom(...responses: Response[]): string {
  const jar = new Map<string, string>();
  for (const response of responses) {
    for (const cookie of response.headers.getSetCookie()) {
      const pair = cookie.split(';')[0]!;
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq);
      const value = pair.slice(eq + 1);
      if (value === '') jar.delete(name);
      else jar.set(name, value);
    }
  }
  return [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
}

/** Login step 1 (`intent=request`) as the no-JavaScript form posts it. */
export function requestCode(base: string, email: string, options: PostOptions = {}): Promise<Response> {
  return postForm(base, '/admin/login', { intent: 'request', email, redirect: '/admin' }, options);
}

/** Login step 2 (`intent=verify`). */
export function verifyCode(base: string, email: string, code: string, options: PostOptions = {}): Promise<Response> {
  return postForm(base, '/admin/login', { intent: 'verify', email, code, redirect: '/admin' }, options);
}

/** The 6-digit code of the newest sign-in e-mail to `email` that arrived after `seen` mails. */
export async function waitForCode(capture: Capture, email: string, seen: number, timeoutMs = 10_000): Promise<string> {
  let code: string | undefined;
  await waitFor(
    async () => {
      const mail = capture
        .mails()
        .slice(seen)
        .filter((m) => m.to.includes(email))
        .at(-1);
      code = mail?.text.match(/^\s*(\d{6})\s*$/m)?.[1];
      return code !== undefined;
    },
    timeoutMs,
    `sign-in e-mail to ${email}`,
  );
  return code!;
}

/** Signs a staff address in over HTTP (code from the captured e-mail); returns the Cookie header. */
export async function signInOverHttp(base: string, capture: Capture, email: string, options: PostOptions = {}): Promise<string> {
  const seen = capture.mails().length;
  const requested = await requestCode(base, email, options);
  if (requested.status !== 200) throw new Error(`sign-in request answered ${requested.status}`);
  const code = await waitForCode(capture, email, seen);
  const verified = await verifyCode(base, email, code, options);
  const cookie = cookiesFrom(verified);
  if (!/better-auth\.session_token=/.test(cookie)) throw new Error(`no session cookie after the code (status ${verified.status})`);
  return cookie;
}

/** Runs `count` tasks with at most `concurrency` at once; returns their results in order. */
export async function pool<T>(count: number, concurrency: number, task: (index: number) => Promise<T>): Promise<T[]> {
  const results: T[] = new Array<T>(count);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(concurrency, count) }, async () => {
      while (next < count) {
        const index = next++;
        results[index] = await task(index);
      }
    }),
  );
  return results;
}
