/**
 * npm run bench — measures the built app side by side in one run and writes bench/RESULTS.md:
 *   1. requests/s and p50/p99 latency (autocannon, 50 connections, 10 s) for public pages,
 *      with the page cache on and off;
 *   2. the same bytes served by nginx (Debian's package) as the practical limit, and our ratio;
 *   3. quote submissions/s and p99 through the real quote action, on PGlite and PostgreSQL,
 *      with the row count afterwards;
 *   4. client JavaScript and CSS per public route (gzip) against the budgets;
 *   5. Lighthouse 12 mobile scores for every public route (median of three runs);
 *   6. start-up time to the first 200 and the server's peak memory under load;
 *   7. the first page of /admin/leads with 10,000 leads, rendered on the server.
 * Needs: a build (`npm run build`), nginx (`apt-get install nginx-light`), Chromium, and for the
 * PostgreSQL figures a server at BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres,
 * where it creates and drops its own database).
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import autocannon from 'autocannon';
import pg from 'pg';
import { PUBLIC_ROUTES } from '../app/content/site/seo';
import { measureAdminLeads } from './bench-admin-leads';

const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);
/** The Node flags `npm start` runs the server with (its heap limits), read from package.json. */
const START_FLAGS: string[] = (() => {
  const start = (JSON.parse(fs.readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> }).scripts.start ?? '';
  return start.match(/exec node (.*?)\s*\$\{BUILD_DIR/)?.[1]?.split(/\s+/).filter(Boolean) ?? [];
})();
const CONNECTIONS = 50;
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

interface RunningServer {
  url: string;
  child: ChildProcess;
  peakRssMb: () => number;
  stop: () => Promise<void>;
  startupMs: number;
}

/**
 * Starts the production server on DATA_DIR `work/name` (or env.DATABASE_URL). A database that does
 * not exist yet is created and seeded by a first start that is not measured, so the figures are
 * those of a server restarted on existing data (a fresh database's one-off set-up is counted in
 * §6 instead).
 */
async function startApp(name: string, env: Record<string, string>): Promise<RunningServer> {
  const prepared = path.join(work, `${name}.prepared`);
  if (!fs.existsSync(prepared)) {
    await (await launchApp(name, env)).stop();
    fs.writeFileSync(prepared, '');
  }
  return launchApp(name, env);
}

async function launchApp(name: string, env: Record<string, string>): Promise<RunningServer> {
  const port = 30_000 + Math.floor(Math.random() * 10_000);
  const started = Date.now();
  const child = spawn(process.execPath, [...START_FLAGS, path.join(process.env.BUILD_DIR ?? 'build', 'server.js')], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      DATA_DIR: path.join(work, name),
      LOG_LEVEL: 'warn',
      FORM_MIN_FILL_SECONDS: '0',
      FORM_RATE_LIMIT_PER_10_MIN: '100000000',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
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
  const startupMs = Date.now() - started;
  let peak = 0;
  const sampler = setInterval(() => {
    try {
      const status = fs.readFileSync(`/proc/${child.pid}/status`, 'utf8');
      const rssKb = Number(status.match(/VmRSS:\s+(\d+)/)?.[1] ?? 0);
      peak = Math.max(peak, rssKb / 1024);
    } catch {
      // process gone
    }
  }, 200);
  return {
    url,
    child,
    startupMs,
    peakRssMb: () => Math.round(peak),
    stop: async () => {
      clearInterval(sampler);
      const exited = new Promise((resolve) => child.on('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    },
  };
}

function sleep(ms: number) {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

interface LoadResult {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
}

async function load(url: string, options: Partial<autocannon.Options> = {}): Promise<LoadResult> {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_S, ...options });
  return {
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors,
    non2xx: result.non2xx,
  };
}

async function firstArticlePath(url: string): Promise<string> {
  const html = await (await fetch(`${url}/news-insights`)).text();
  const slug = html.match(/href="(\/news-insights\/[a-z0-9-]+)"/)?.[1];
  if (!slug) throw new Error('no article link on /news-insights');
  return slug;
}

// ── 1 + 2: page throughput, cache on/off, against nginx ──────────────────────────────────────

async function pageThroughput(): Promise<{ startupMs: number; peakMb: number }> {
  out('## 1–2. Public pages: requests/s and latency (autocannon, 50 connections, ' + DURATION_S + ' s each)');
  out();
  const cached = await startApp('pages', { HTML_CACHE_TTL_SECONDS: '600' });
  const article = await firstArticlePath(cached.url);
  const paths = ['/', '/news-insights', article, '/careers'];
  const results: Record<string, { on?: LoadResult; off?: LoadResult; nginx?: LoadResult }> = {};
  const staticDir = path.join(work, 'nginx-root');
  for (const pagePath of paths) {
    results[pagePath] = { on: await load(`${cached.url}${pagePath}`) };
    // Save the exact bytes for nginx.
    const body = await (await fetch(`${cached.url}${pagePath}`)).text();
    const file = path.join(staticDir, pagePath === '/' ? 'index.html' : `${pagePath.slice(1)}/index.html`);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, body);
  }
  const peakMb = cached.peakRssMb();
  await cached.stop();

  const uncached = await startApp('pages', { HTML_CACHE_TTL_SECONDS: '0' });
  for (const pagePath of paths) results[pagePath]!.off = await load(`${uncached.url}${pagePath}`);
  const peakUncachedMb = uncached.peakRssMb();
  await uncached.stop();

  const nginx = startNginx(staticDir);
  if (nginx) {
    for (const pagePath of paths) {
      const nginxPath = pagePath === '/' ? '/' : `${pagePath}/`;
      const saved = fs.readFileSync(path.join(staticDir, nginxPath, 'index.html'));
      const served = Buffer.from(await (await fetch(`${nginx.url}${nginxPath}`)).arrayBuffer());
      if (!served.equals(saved)) throw new Error(`nginx does not serve the saved bytes of ${pagePath}`);
      results[pagePath]!.nginx = await load(`${nginx.url}${nginxPath}`);
    }
    nginx.stop();
  }

  out('| page | cache on: req/s | p50 / p99 ms | cache off: req/s | p50 / p99 ms | nginx, same bytes: req/s | cached ÷ nginx |');
  out('| --- | ---: | ---: | ---: | ---: | ---: | ---: |');
  for (const pagePath of paths) {
    const r = results[pagePath]!;
    const ratio = r.nginx && r.on ? `${Math.round((r.on.rps / r.nginx.rps) * 100)}%` : 'n/a';
    out(
      `| \`${pagePath}\` | ${r.on?.rps} | ${r.on?.p50} / ${r.on?.p99} | ${r.off?.rps} | ${r.off?.p50} / ${r.off?.p99} | ${r.nginx?.rps ?? 'n/a'} | ${ratio} |`,
    );
  }
  const failures = Object.values(results).flatMap((r) => [r.on, r.off, r.nginx]).reduce((n, r) => n + (r?.errors ?? 0) + (r?.non2xx ?? 0), 0);
  out();
  out(`Errors and non-2xx answers during these runs (ours and nginx's): ${failures}.`);
  out();
  return { startupMs: cached.startupMs, peakMb: Math.max(peakMb, peakUncachedMb) };
}

function startNginx(rootDir: string): { url: string; stop: () => void } | null {
  const binary = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((candidate) => fs.existsSync(candidate));
  if (!binary) {
    out('nginx is not installed (`apt-get install nginx-light`): the nginx column is empty.');
    return null;
  }
  const port = 40_000 + Math.floor(Math.random() * 10_000);
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
  server {
    listen 127.0.0.1:${port};
    root ${rootDir};
    index index.html;
  }
}
`,
  );
  const child = spawn(binary, ['-p', prefix, '-c', conf], { stdio: 'ignore' });
  spawnSync('sleep', ['0.5']);
  return { url: `http://127.0.0.1:${port}`, stop: () => child.kill('SIGTERM') };
}

// ── 3: quote submissions ─────────────────────────────────────────────────────────────────────

async function quoteForm(url: string): Promise<{ path: string; body: string }> {
  const html = await (await fetch(`${url}/`)).text();
  const form = html.match(/<form[^>]*method="post"[^>]*>([\s\S]*?)<\/form>/i)?.[0];
  if (!form) throw new Error('no quote form on /');
  const fields = new URLSearchParams();
  for (const [, name, value] of form.matchAll(/<input[^>]*type="hidden"[^>]*name="([^"]+)"[^>]*value="([^"]*)"/g)) {
    fields.set(name!, value!.replace(/&amp;/g, '&'));
  }
  fields.set('first_name', 'Bench');
  fields.set('last_name', 'Mark');
  fields.set('email', 'bench@corvane.example');
  fields.set('company_name', 'Bench Co');
  fields.set('message', 'Measuring how many quote requests the site can take.');
  const action = form.match(/action="([^"]*)"/)?.[1]?.replace(/&amp;/g, '&') ?? '/?index';
  return { path: action, body: fields.toString() };
}

/**
 * The two ways the real quote form reaches the real quote action: with JavaScript the form posts
 * to React Router's data URL (`/_root.data?index`) and gets the result alone (the page's data is
 * not fetched again: shouldRevalidate); without JavaScript it posts the document (`/?index`) and
 * gets the whole page back, rendered with the success message.
 */
const SUBMISSION_PATHS = [
  { label: 'with JavaScript (data request)', toPath: (action: string) => action.replace(/^\/\?/, '/_root.data?') },
  { label: 'without JavaScript (whole page back)', toPath: (action: string) => action },
] as const;

async function submissions(
  database: string,
  via: (typeof SUBMISSION_PATHS)[number],
  dataName: string,
  env: Record<string, string>,
  countRows: () => Promise<number>,
) {
  // Counted while the server is stopped: PGlite's directory belongs to the server while it runs.
  await (await startApp(dataName, env)).stop();
  const before = await countRows();
  const app = await launchApp(dataName, env);
  const { path: actionPath, body } = await quoteForm(app.url);
  const result = await autocannon({
    url: `${app.url}${via.toPath(actionPath)}`,
    method: 'POST',
    connections: CONNECTIONS,
    duration: DURATION_S,
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: app.url },
    body,
  });
  const told = result['2xx'] + result['3xx'];
  const peak = app.peakRssMb();
  await app.stop();
  const after = await countRows();
  return {
    label: `${database}, ${via.label}`,
    rps: Math.round(told / DURATION_S),
    p99: result.latency.p99,
    told,
    stored: after - before,
    errors: result.errors + result.non2xx,
    peak,
  };
}

async function quoteThroughput(): Promise<number> {
  out('## 3. Quote submissions through the real quote action');
  out();
  const rows = [];
  const pgliteDir = path.join(work, 'quotes-pglite');
  const countPglite = async () => {
    const { openPglite } = await import('../app/server/db/db.server');
    const handle = await openPglite(path.join(pgliteDir, 'pgdata'));
    const result = await handle.db.execute('select count(*)::int as n from contact_leads');
    await handle.close();
    return (result as unknown as { rows: { n: number }[] }).rows[0]!.n;
  };
  for (const via of SUBMISSION_PATHS) rows.push(await submissions('PGlite (embedded)', via, 'quotes-pglite', {}, countPglite));
  const database = `firmsite_bench_${Date.now()}`;
  const admin = new pg.Client({ connectionString: SERVER_URL });
  let serverReachable = true;
  try {
    await admin.connect();
    await admin.query(`create database ${database}`);
  } catch {
    serverReachable = false;
  }
  if (serverReachable) {
    const url = new URL(SERVER_URL);
    url.pathname = `/${database}`;
    const count = async () => {
      const client = new pg.Client({ connectionString: url.toString() });
      await client.connect();
      const { rows: counted } = await client.query<{ n: number }>('select count(*)::int as n from contact_leads');
      await client.end();
      return counted[0]!.n;
    };
    for (const via of SUBMISSION_PATHS) {
      rows.push(await submissions('PostgreSQL 15 (local server)', via, 'quotes-postgres', { DATABASE_URL: url.toString() }, count));
    }
    await admin.query(`drop database if exists ${database} with (force)`);
    await admin.end();
  } else {
    out(`No PostgreSQL server at ${SERVER_URL}: PostgreSQL figures skipped.`);
  }
  out('| database, form | submissions/s | p99 ms | told success | rows stored | lost | errors | peak memory |');
  out('| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
  for (const r of rows) {
    out(`| ${r.label} | ${r.rps} | ${r.p99} | ${r.told} | ${r.stored} | ${Math.max(0, r.told - r.stored)} | ${r.errors} | ${r.peak} MB |`);
  }
  out();
  out('Rows stored can exceed “told success” by the requests still in flight when the window closed (their answers came after it); “lost” counts successes with no row.');
  out();
  return Math.max(...rows.map((r) => r.peak));
}

// ── 4: page weight ───────────────────────────────────────────────────────────────────────────

async function pageWeight() {
  out('## 4. Client JavaScript and CSS per public route (gzip bytes of every file the page loads)');
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

// ── 5: Lighthouse ────────────────────────────────────────────────────────────────────────────

/** Lighthouse's performance score varies from run to run; its docs advise the median of several. */
const LIGHTHOUSE_RUNS = 3;

async function lighthouseScores() {
  out(`## 5. Lighthouse 12 (mobile) for every public route (median of ${LIGHTHOUSE_RUNS} runs; the range in brackets)`);
  out();
  const app = await startApp('lighthouse', {});
  const binary = path.join(root, 'node_modules/.bin/lighthouse');
  out('| route | performance | accessibility | best practices | SEO |');
  out('| --- | ---: | ---: | ---: | ---: |');
  for (const route of PUBLIC_ROUTES) {
    const runs: Record<string, number>[] = [];
    let lastError = '';
    for (let run = 0; run < LIGHTHOUSE_RUNS; run++) {
      const result = lighthouseOnce(binary, `${app.url}${route}`, path.join(work, `lh-${run}.json`));
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

// ── 6: start-up through npm start ────────────────────────────────────────────────────────────

/** From `npm start` (built app, data already there) to the first 200 on `/`. */
async function npmStartMs(): Promise<number> {
  const port = 30_000 + Math.floor(Math.random() * 10_000);
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

// ── Run ──────────────────────────────────────────────────────────────────────────────────────

async function main() {
  if (!fs.existsSync(path.join(root, process.env.BUILD_DIR ?? 'build', 'server/index.js'))) {
    console.error('Build first: npm run build');
    process.exit(1);
  }
  const cpu = os.cpus()[0]?.model ?? 'unknown CPU';
  out('# Bench results');
  out();
  out(`Measured ${new Date().toISOString()} on ${os.cpus().length} × ${cpu}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}, ${os.type()} ${os.release()}.`);
  out(`The load generator (autocannon) runs on the same machine, sharing its cores.`);
  out();
  // BENCH_SECTIONS=pages,quotes,weight,lighthouse,admin,startup runs a subset (default: all).
  const wanted = new Set((process.env.BENCH_SECTIONS ?? 'pages,quotes,weight,lighthouse,admin,startup').split(','));
  if (process.env.BENCH_SKIP_LIGHTHOUSE) wanted.delete('lighthouse');
  const { startupMs, peakMb } = wanted.has('pages') ? await pageThroughput() : { startupMs: 0, peakMb: 0 };
  const quotePeakMb = wanted.has('quotes') ? await quoteThroughput() : 0;
  if (wanted.has('weight')) await pageWeight();
  if (wanted.has('lighthouse')) await lighthouseScores();
  if (wanted.has('admin')) for (const line of await measureAdminLeads(work)) out(line.replace(/^## Admin:/, '## 7. Admin:'));
  if (wanted.has('startup')) {
    out('## 6. Start-up and memory');
    out();
    out(`- Start-up: \`npm start\` on a built app with existing data to the first 200 on \`/\`: ${await npmStartMs()} ms (the server process alone: ${startupMs} ms).`);
    out(`- Peak resident memory of the server during the page loads: ${peakMb} MB; during the quote loads: ${quotePeakMb} MB.`);
    out();
  }
  fs.mkdirSync(path.join(root, 'bench'), { recursive: true });
  fs.writeFileSync(path.join(root, 'bench/RESULTS.md'), `${lines.join('\n')}\n`);
  fs.rmSync(work, { recursive: true, force: true });
  console.log('\nWrote bench/RESULTS.md');
}

await main();
