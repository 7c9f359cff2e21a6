/**
 * What a bot's traffic costs (issue 41, issue 40 finding 11, ADR 310), on a production server of
 * its own: a path only the catch-all route takes is answered from the stored 404 document before
 * Express (rendered once), a redirect from the table in memory, the miss counted in memory and
 * written in batches; methods no route takes, POSTs to the catch-all and oversized header blocks
 * are refused from fixed answers without reading a body. Figures (requests per second, the hits'
 * share beside bots) are the bench's (`BENCH_SECTIONS=mixed npm run bench`), never asserted here.
 */
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { expect, test } from '@playwright/test';
import { pool, postForm, signInOverHttp, startApp, waitFor, type AppProcess } from '../support/app-process';
import { startCapture, type Capture } from '../support/capture-inline';

test.describe.configure({ mode: 'serial', timeout: 120_000 });

const STAFF = 'front-door-staff@corvane.example';
let app: AppProcess;
let capture: Capture;
let dataDir: string;
let staffCookie = '';

test.beforeAll(async () => {
  test.setTimeout(150_000);
  capture = await startCapture();
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'firmsite-front-door-'));
  app = await startApp(
    { ...capture.env, ADMIN_EMAILS: STAFF, HTML_CACHE_TTL_SECONDS: '600', FORM_RATE_LIMIT_PER_10_MIN: '100000', DATA_DIR: dataDir },
    { timeoutMs: 140_000 },
  );
});

test.afterAll(async () => {
  await app?.stop();
  await capture?.close();
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
});

interface RawAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** One request over node:http: the bytes as sent (no transparent decompression), any method and headers. */
function raw(pathname: string, options: { method?: string; headers?: Record<string, string>; body?: Buffer } = {}): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const request = http.request(`${app.url}${pathname}`, { method: options.method ?? 'GET', headers: options.headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
    });
    request.on('error', reject);
    request.end(options.body);
  });
}

function decoded(answer: RawAnswer): string {
  const encoding = answer.headers['content-encoding'];
  if (encoding === 'br') return zlib.brotliDecompressSync(answer.body).toString();
  if (encoding === 'gzip') return zlib.gunzipSync(answer.body).toString();
  return answer.body.toString();
}

/** Form tokens differ per period; everything else of the 404 document is the same bytes. */
const withoutTokens = (html: string) => html.replace(/value="\d+\.[A-Za-z0-9_-]+"/g, 'value="TOKEN"');

function directoryBytes(directory: string): number {
  let total = 0;
  for (const entry of fs.readdirSync(directory, { withFileTypes: true, recursive: true })) {
    if (entry.isFile()) total += fs.statSync(path.join(entry.parentPath, entry.name)).size;
  }
  return total;
}

test('a path only the catch-all takes gets the 404 document: rendered once, then sent from memory in every encoding', async () => {
  const first = await raw('/no-such-page-front-door', { headers: { 'Accept-Encoding': 'gzip, deflate, br' } });
  expect(first.status).toBe(404);
  expect(first.headers['content-encoding']).toBe('br');
  expect(first.headers['cache-control']).toBe('no-store');
  expect(first.headers.etag).toBeUndefined();
  const page = decoded(first);
  expect(page).toContain('Page not found');
  expect(page).toContain('The page you asked for does not exist or has moved.');

  for (const [pathname, encoding] of [
    ['/another/missing/page?utm_source=bot', 'gzip'],
    ['/wp-login.php', 'br'],
    ['/.env', 'identity'],
    ['/assets/no-such-chunk.js', 'gzip, br'],
  ] as const) {
    const again = await raw(pathname, { headers: { 'Accept-Encoding': encoding } });
    expect(again.status, pathname).toBe(404);
    expect(again.headers['x-cache'], pathname).toBe('HIT');
    expect(withoutTokens(decoded(again)), pathname).toBe(withoutTokens(page));
    // The hashes of its inline scripts are in its policy, as on every stored page.
    expect(again.headers['content-security-policy'], pathname).toMatch(/script-src 'self' 'sha256-/);
  }
  const head = await raw('/missing-for-head', { method: 'HEAD' });
  expect(head.status).toBe(404);
  expect(head.body.length).toBe(0);

  // A file of the build and the health check are not misses, though no route takes them; a request
  // with a staff cookie is rendered as before.
  expect((await raw('/favicon.svg')).status).toBe(200);
  const health = await raw('/healthz');
  expect(health.status).toBe(200);
  expect(JSON.parse(health.body.toString())).toMatchObject({ status: 'ok' });
  const withCookie = await raw('/missing-with-cookie', { headers: { Cookie: 'better-auth.session_token=not-a-session' } });
  expect(withCookie.status).toBe(404);
  expect(withCookie.headers['x-cache']).toBeUndefined();
  expect(decoded(withCookie)).toContain('Page not found');
});

test("an article, partner or job that does not exist gets its route's own not-found document, stored once", async () => {
  for (const [route, title] of [
    ['/news-insights', 'Article not found'],
    ['/partners', 'Partner not found'],
    ['/careers', 'Job not found'],
  ] as const) {
    const first = await raw(`${route}/no-such-entry-${Date.now()}`, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(first.status, route).toBe(404);
    const page = decoded(first);
    expect(page, route).toContain(`<title>${title} | Corvane Digital</title>`);
    // One document for every unknown address: nothing in it names the address asked for.
    expect(page, route).not.toContain('no-such-entry');
    expect(page, route).not.toContain('rel="canonical"');
    const again = await raw(`${route}/another-missing-entry?utm_source=bot`, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(again.status, route).toBe(404);
    expect(again.headers['x-cache'], route).toBe('HIT');
    expect(withoutTokens(decoded(again)), route).toBe(withoutTokens(page));
  }
  // A page that exists is still the page.
  const listing = decoded(await raw('/news-insights', { headers: { 'Accept-Encoding': 'gzip' } }));
  const existing = /href="(\/news-insights\/[a-z0-9-]+)"/.exec(listing)![1]!;
  const article = await raw(existing);
  expect(article.status).toBe(200);
  expect(decoded(article)).not.toContain('Article not found');
});

test('methods no route takes and POSTs to the catch-all are refused unread; header blocks over 16 KB get 431', async () => {
  for (const [method, pathname] of [
    ['TRACE', '/'],
    ['DELETE', '/careers'],
    ['PUT', '/contact-us'],
    ['OPTIONS', '/'],
  ] as const) {
    const refused = await raw(pathname, { method });
    expect(refused.status, `${method} ${pathname}`).toBe(405);
    expect(refused.headers.allow).toBe('GET, HEAD, POST');
    expect(refused.body.toString()).toBe('Method not allowed.');
  }

  // A POST to /xmlrpc.php declaring 50 MB is answered while its body has barely begun, and the connection closes.
  const answered = await new Promise<{ status: number; allow: string | undefined; sentBytes: number }>((resolve, reject) => {
    let sentBytes = 0;
    const request = http.request(`${app.url}/xmlrpc.php`, {
      method: 'POST',
      headers: { 'Content-Type': 'text/xml', 'Content-Length': String(50 * 1024 * 1024) },
    });
    request.on('response', (response) => {
      response.resume();
      resolve({ status: response.statusCode ?? 0, allow: response.headers.allow, sentBytes });
      request.destroy();
    });
    request.on('error', (error) => (sentBytes > 0 ? undefined : reject(error)));
    const chunk = Buffer.alloc(64 * 1024, 'x');
    sentBytes += chunk.length;
    request.write(chunk);
  });
  expect(answered).toEqual({ status: 405, allow: 'GET, HEAD', sentBytes: 64 * 1024 });

  const oversized = await raw('/', { headers: { 'X-Padding': 'a'.repeat(20 * 1024) } });
  expect(oversized.status).toBe(431);
  expect((await raw('/careers')).status).toBe(200);
});

test("1,000 misses of one path show 1,000 in the 404 list within a few seconds; a scanner's probes are not listed", async () => {
  const missed = '/old-site/front-door/gone.html';
  const statuses = await pool(1000, 8, async () => (await raw(missed)).status);
  expect(new Set(statuses)).toEqual(new Set([404]));
  for (let probe = 0; probe < 5; probe++) expect((await raw('/wp-admin/install.php')).status).toBe(404);

  const cookie = await signInOverHttp(app.url, capture, STAFF);
  staffCookie = cookie;
  let listed = '';
  await waitFor(
    async () => {
      const html = await (await fetch(`${app.url}/admin/redirects`, { headers: { Cookie: cookie } })).text();
      listed = html;
      return html.includes(missed);
    },
    10_000,
    'the missed path in the 404 list',
  );
  const row = new RegExp(`>${missed.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}</th><td[^>]*>([\\d,]+)</td>`).exec(listed);
  expect(row?.[1]).toBe('1,000');
  expect(listed).not.toContain('/wp-admin/install.php');

  // A redirect staff add is answered before Express too, from the table in memory, with the query kept.
  const added = await postForm(app.url, '/admin/redirects', { intent: 'add', from_path: missed, to_path: '/about-us' }, { cookie });
  expect(added.status).toBe(302);
  const moved = await raw(`${missed}?utm_source=mail`);
  expect(moved.status).toBe(301);
  expect(moved.headers.location).toBe('/about-us?utm_source=mail');
  expect(moved.headers['cache-control']).toBe('public, max-age=3600');
});

test('20,000 unique missing paths grow the embedded data directory by less than 2 MB', async () => {
  const before = directoryBytes(dataDir);
  const statuses = await pool(20_000, 16, async (index) => (await raw(`/crawler-${index}-${Math.random().toString(36).slice(2)}`)).status);
  expect(statuses.filter((status) => status !== 404)).toEqual([]);
  // The 404 list writes this instance's pending misses (trimmed, vacuumed) before it reads them.
  expect((await raw('/admin/redirects', { headers: { Cookie: staffCookie } })).status).toBe(200);
  const grownBytes = directoryBytes(dataDir) - before;
  expect(grownBytes).toBeLessThan(2 * 1024 * 1024);
});
