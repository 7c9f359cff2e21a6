/**
 * The page cache as it serves bytes (ADR 060), on a server of its own (a fresh cache, the default
 * minimum fill time longer than a browser here takes to fill a form): stored encodings, 304, HEAD, the CSP hashes of a cached page, and
 * the fill-time rule on cached pages with and without JavaScript.
 */
import crypto from 'node:crypto';
import zlib from 'node:zlib';
import { expect, test, type Page } from '@playwright/test';
import { postForm, startApp, type AppProcess } from '../support/app-process';

test.describe.configure({ mode: 'serial', timeout: 90_000 });

let app: AppProcess;
const MIN_FILL_SECONDS = 20;

test.beforeAll(async () => {
  // A fresh embedded database loads its demo content first: slow on a busy machine.
  test.setTimeout(120_000);
  // A minimum fill time well above how long a browser here takes to load and fill the form.
  app = await startApp({ FORM_RATE_LIMIT_PER_10_MIN: '100000', HTML_CACHE_TTL_SECONDS: '600', FORM_MIN_FILL_SECONDS: String(MIN_FILL_SECONDS) }, { timeoutMs: 110_000 });
});

test.afterAll(async () => {
  await app?.stop();
});

/** Raw bytes as sent (Node's fetch would decompress them). */
async function getRaw(path: string, headers: Record<string, string> = {}, method = 'GET') {
  const response = await fetch(`${app.url}${path}`, { method, headers: { 'Accept-Encoding': 'identity', ...headers } });
  return response;
}

function decode(bytes: Buffer, encoding: string | null): string {
  if (encoding === 'br') return zlib.brotliDecompressSync(bytes).toString();
  if (encoding === 'gzip') return zlib.gunzipSync(bytes).toString();
  return bytes.toString();
}

async function rawGet(path: string, acceptEncoding: string) {
  // node:http keeps the body as sent, with no transparent decompression.
  const http = await import('node:http');
  return new Promise<{ status: number; headers: Record<string, string>; body: Buffer }>((resolve, reject) => {
    http
      .get(`${app.url}${path}`, { headers: { 'Accept-Encoding': acceptEncoding } }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers as Record<string, string>, body: Buffer.concat(chunks) }),
        );
      })
      .on('error', reject);
  });
}

const withoutTokens = (html: string) => html.replace(/value="\d+\.[A-Za-z0-9_-]+"/g, 'value="TOKEN"');

test('a public page is rendered once, then every encoding is served from stored bytes', async () => {
  const first = await rawGet('/terms', 'gzip, deflate, br');
  expect(first.headers['x-cache']).toBe('MISS');
  const reference = decode(first.body, first.headers['content-encoding'] ?? null);
  expect(reference).toContain('</html>');
  for (const [accept, expected] of [
    ['gzip, deflate, br', 'br'],
    ['gzip, deflate', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['identity', undefined],
    ['*', 'br'],
    ['*;q=0, identity', undefined],
  ] as const) {
    const response = await rawGet('/terms?utm_source=mail&anything=else', accept);
    expect(response.status, accept).toBe(200);
    expect(response.headers['x-cache'], accept).toBe('HIT');
    expect(response.headers['content-encoding'], accept).toBe(expected);
    expect(response.headers.vary, accept).toBe('Accept-Encoding, Cookie');
    expect(Number(response.headers['content-length']), accept).toBe(response.body.length);
    expect(decode(response.body, expected ?? null), accept).toBe(reference);
  }
});

test('many requests for a page not yet cached render it once', async () => {
  const responses = await Promise.all(Array.from({ length: 20 }, () => rawGet('/industries', 'gzip, deflate, br')));
  expect(responses.map((response) => response.status)).toEqual(Array(20).fill(200));
  expect(responses.filter((response) => response.headers['x-cache'] === 'MISS')).toHaveLength(1);
  const pages = new Set(responses.map((response) => decode(response.body, response.headers['content-encoding'] ?? null)));
  expect(pages.size).toBe(1);
});

/** A cached page's form token and the time it is dated (ms), as the response carried it. */
async function contactToken(accept: string): Promise<{ token: string; issuedAt: number; html: string; sentAt: number }> {
  const sentAt = Date.now();
  const response = await rawGet('/contact-us', accept);
  expect(response.status).toBe(200);
  expect(response.headers['x-cache']).toBe('HIT');
  expect(Number(response.headers['content-length'])).toBe(response.body.length);
  const html = decode(response.body, response.headers['content-encoding'] ?? null);
  const token = html.match(/name="form_token" value="([^"]+)"/)?.[1] ?? '';
  expect(token).toMatch(/^\d+\.[A-Za-z0-9_-]+$/);
  return { token, issuedAt: Number(token.split('.')[0]), html, sentAt };
}

test('a page with a form carries a token never older than the response, in every encoding, and the gzip bytes stay valid', async () => {
  await rawGet('/contact-us', 'identity');
  let reference: string | undefined;
  for (const accept of ['gzip, deflate, br', 'gzip', 'identity', 'gzip, deflate, br']) {
    const { html, issuedAt, sentAt } = await contactToken(accept);
    // Dated no earlier than the request was sent: the fill time counts from this response at least.
    expect(issuedAt).toBeGreaterThanOrEqual(sentAt);
    reference ??= withoutTokens(html);
    expect(withoutTokens(html)).toBe(reference);
  }
  // Later responses carry later tokens (tokens are dated per 100 ms period, ADR 140).
  const first = await contactToken('gzip');
  await expect.poll(async () => (await contactToken('gzip')).issuedAt).toBeGreaterThan(first.issuedAt);
});

test('HEAD and a matching ETag: headers only, the same CSP, the right length', async () => {
  const full = await rawGet('/privacy', 'gzip, deflate, br');
  const head = await getRaw('/privacy', { 'Accept-Encoding': 'gzip, deflate, br' }, 'HEAD');
  expect(head.status).toBe(200);
  expect(head.headers.get('content-length')).toBe(String(full.body.length));
  expect(head.headers.get('content-encoding')).toBe('br');
  expect(head.headers.get('etag')).toBe(full.headers.etag);
  expect((await head.arrayBuffer()).byteLength).toBe(0);
  for (const etag of [full.headers.etag!, `"other", ${full.headers.etag!}`]) {
    const revalidated = await getRaw('/privacy', { 'If-None-Match': etag, 'Accept-Encoding': 'gzip, deflate, br' });
    expect(revalidated.status).toBe(304);
    expect(revalidated.headers.get('content-security-policy')).toBe(full.headers['content-security-policy']);
    expect(revalidated.headers.get('etag')).toBeTruthy();
  }
  expect((await getRaw('/privacy', { 'If-None-Match': '"not-this-one"' })).status).toBe(200);
});

test("a cached page's CSP names exactly its inline scripts' hashes; no nonce, no unsafe-inline", async () => {
  await rawGet('/careers', 'identity');
  const response = await rawGet('/careers', 'identity');
  expect(response.headers['x-cache']).toBe('HIT');
  const csp = response.headers['content-security-policy'] ?? '';
  const scriptSrc = csp.split('; ').find((directive) => directive.startsWith('script-src')) ?? '';
  expect(scriptSrc).not.toContain('unsafe');
  expect(scriptSrc).not.toContain('nonce-');
  const html = response.body.toString();
  const scripts = [...html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/g)].filter((m) => !m[1]!.includes('json'));
  expect(scripts.length).toBeGreaterThan(0);
  const hashes = scripts.map((m) => `'sha256-${crypto.createHash('sha256').update(m[2]!).digest('base64')}'`);
  expect(new Set(scriptSrc.split(' ').filter((source) => source.startsWith("'sha256-")))).toEqual(new Set(hashes));
});

test('a client-supplied X-Request-Id is echoed only when well-formed; HSTS is not sent over http', async () => {
  await rawGet('/terms', 'identity');
  for (const path of ['/terms', '/healthz', '/no-such-page']) {
    const good = await getRaw(path, { 'X-Request-Id': 'edge-42.abc_DEF' });
    expect(good.headers.get('x-request-id'), path).toBe('edge-42.abc_DEF');
    const bad = await getRaw(path, { 'X-Request-Id': '<script>alert(1)</script>' });
    expect(bad.headers.get('x-request-id'), path).toMatch(/^[0-9a-f-]{36}$/);
    const long = await getRaw(path, { 'X-Request-Id': 'a'.repeat(65) });
    expect(long.headers.get('x-request-id'), path).toMatch(/^[0-9a-f-]{36}$/);
    expect(good.headers.get('strict-transport-security'), path).toBeNull();
  }
});

test('hits of one stored buffer each carry their own request id and the buffer\'s exact length', async () => {
  // The hit path shares one prepared header list per buffer and fills in the id (ADR 140, second pass).
  for (const path of ['/terms', '/']) {
    await rawGet(path, 'gzip');
    for (const encoding of ['gzip', 'br', 'identity']) {
      const hits = await Promise.all(Array.from({ length: 12 }, () => rawGet(path, encoding)));
      const ids = hits.map((hit) => hit.headers['x-request-id']);
      expect(new Set(ids).size, `${path} ${encoding}`).toBe(hits.length);
      for (const hit of hits) {
        expect(hit.headers['x-cache']).toBe('HIT');
        expect(hit.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
        expect(Number(hit.headers['content-length']), `${path} ${encoding}`).toBe(hit.body.length);
        expect(decode(hit.body, hit.headers['content-encoding'] ?? null)).toContain('</html>');
      }
      const own = await getRaw(path, { 'Accept-Encoding': encoding, 'X-Request-Id': `hit-${encoding}` });
      expect(own.headers.get('x-request-id')).toBe(`hit-${encoding}`);
      expect(own.headers.get('x-cache')).toBe('HIT');
    }
  }
});

test('random query strings are served from the cache instead of reaching a render', async () => {
  await rawGet('/about-us', 'identity');
  for (let i = 0; i < 20; i++) {
    const response = await rawGet(`/about-us?nocache=${crypto.randomUUID()}`, 'gzip');
    expect(response.headers['x-cache']).toBe('HIT');
  }
  // A parameter the page reads is part of its key.
  const filtered = await rawGet(`/news-insights?category=Insights&r=${Date.now()}`, 'identity');
  expect(filtered.headers['x-cache']).toBe('MISS');
  expect((await rawGet('/news-insights?category=Insights&r=other', 'identity')).headers['x-cache']).toBe('HIT');
});

async function fillContact(page: Page): Promise<void> {
  const form = page.getByRole('form', { name: 'Contact Form' });
  await form.getByLabel('First Name').fill('Speedy');
  await form.getByLabel('Last Name').fill('Bot');
  await form.getByLabel('Email').fill('speedy@example.com');
  await form.getByLabel('Message').fill('Posted at once.');
  await form.getByRole('button', { name: 'Send Message' }).click();
}

let contactCachedAt: number | undefined;

/** Caches /contact-us and lets the cached copy grow older than the minimum fill time. */
async function ageCachedContactPage(): Promise<void> {
  if (contactCachedAt === undefined) {
    await rawGet('/contact-us', 'identity');
    contactCachedAt = Date.now();
  }
  const wait = contactCachedAt + MIN_FILL_SECONDS * 1000 + 500 - Date.now();
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
  expect((await rawGet('/contact-us', 'identity')).headers['x-cache']).toBe('HIT');
}

test('a form posted too fast from a cached page is refused, without JavaScript', async ({ browser }) => {
  await ageCachedContactPage();
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const response = await page.goto(`${app.url}/contact-us`, { waitUntil: 'domcontentloaded' });
  expect(response?.headers()['x-cache']).toBe('HIT');
  await fillContact(page);
  await expect(page.getByText('Please Wait a Moment')).toBeVisible();
  await context.close();
});

test('a form posted too fast from a cached page is refused, with JavaScript', async ({ browser }) => {
  await ageCachedContactPage();
  const context = await browser.newContext();
  const page = await context.newPage();
  const response = await page.goto(`${app.url}/contact-us`, { waitUntil: 'domcontentloaded' });
  expect(response?.headers()['x-cache']).toBe('HIT');
  await page.waitForFunction(() => {
    const element = document.querySelector('form[method="post"]') ?? document.body;
    return Object.keys(element).some((key) => key.startsWith('__reactFiber') || key.startsWith('__reactProps'));
  });
  await fillContact(page);
  await expect(page.getByText('Please Wait a Moment')).toBeVisible();
  await expect(page.getByText('Message Sent!')).toHaveCount(0);
  await context.close();
});

test('the token of a cached page still works for a person who takes their time', async () => {
  const html = (await rawGet('/contact-us', 'identity')).body.toString();
  const token = html.match(/name="form_token" value="([^"]+)"/)?.[1] ?? '';
  const fields = {
    form: 'contact',
    form_token: token,
    first_name: 'Patient',
    last_name: 'Person',
    email: 'patient@example.com',
    message: 'Took my time.',
  };
  const tooSoon = await postForm(app.url, '/contact-us', fields);
  expect(await tooSoon.text()).toContain('Please Wait a Moment');
  await new Promise((resolve) => setTimeout(resolve, MIN_FILL_SECONDS * 1000 + 200));
  const later = await postForm(app.url, '/contact-us', fields);
  expect(await later.text()).toContain('Message Sent!');
});
