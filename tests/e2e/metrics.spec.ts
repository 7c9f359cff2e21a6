/**
 * Metrics and readiness as an operator meets them (issue 47): /metrics refused without its token;
 * with it, a scripted visit — a cached page, an uncached page, a form post, two unknown paths, a
 * webhook that fails — shows in the counters exactly; the metrics port without a token; /readyz.
 * These start their own server processes (the production build).
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { freePort, postForm, startApp, waitFor, type AppProcess } from '../support/app-process';
import { startCapture, type Capture } from '../support/capture-inline';
import { parseExposition, samplesBy, sampleValue, type Sample } from '../support/prometheus-text';
import { expect, test } from './fixtures';

const TOKEN = 'e2e-metrics-token-0123456789abcdefghijklmnop';
const STARTUP = { timeoutMs: 150_000 };
const run = Date.now().toString(36);

test.describe.configure({ mode: 'serial' });

let app: AppProcess;
let capture: Capture;
let failingHook: http.Server;
let hookCalls = 0;

test.beforeAll(async () => {
  test.setTimeout(200_000);
  capture = await startCapture();
  // A webhook receiver that answers every call with 500: each delivery attempt fails.
  failingHook = http.createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      hookCalls++;
      res.writeHead(500).end('no');
    });
  });
  await new Promise<void>((resolve) => failingHook.listen(0, '127.0.0.1', resolve));
  const hookPort = (failingHook.address() as AddressInfo).port;
  app = await startApp(
    { SMTP_URL: capture.env.SMTP_URL, NOTIFY_WEBHOOK_URL: `http://127.0.0.1:${hookPort}/hook`, METRICS_TOKEN: TOKEN, FORM_MIN_FILL_SECONDS: '0' },
    STARTUP,
  );
});

test.afterAll(async () => {
  await app?.stop();
  await capture?.close();
  await new Promise<void>((resolve) => (failingHook ? failingHook.close(() => resolve()) : resolve()));
});

/** Scrapes with the token; counts its own requests (each is counted under the route `metrics`). */
let scrapes = 0;
async function scrape(): Promise<Sample[]> {
  const response = await fetch(`${app.url}/metrics`, { headers: { Authorization: `Bearer ${TOKEN}` } });
  expect(response.status).toBe(200);
  scrapes++;
  return parseExposition(await response.text());
}

/** Every series of `name` (by `labels`) whose value changed between two scrapes, with the change. */
function changes(before: Sample[], after: Sample[], name: string, labels: string[]): Record<string, number> {
  const earlier = samplesBy(before, name, labels);
  const changed: Record<string, number> = {};
  for (const [key, value] of samplesBy(after, name, labels)) {
    const delta = value - (earlier.get(key) ?? 0);
    if (delta !== 0) changed[key] = delta;
  }
  return changed;
}

test('the process reports ready once it has started and rendered a first page; liveness stays /healthz', async () => {
  await waitFor(async () => (await fetch(`${app.url}/readyz`)).status === 200, 30_000, '/readyz 200');
  const ready = await fetch(`${app.url}/readyz`);
  expect(await ready.json()).toEqual({ status: 'ready' });
  expect(ready.headers.get('cache-control')).toBe('no-store');
  expect((await fetch(`${app.url}/healthz`)).status).toBe(200);
});

test('/metrics is refused without the token', async () => {
  const attempts: Record<string, string>[] = [{}, { Authorization: 'Bearer not-the-token-not-the-token-not-the-token' }, { Authorization: TOKEN }];
  for (const headers of attempts) {
    const response = await fetch(`${app.url}/metrics`, { headers });
    expect(response.status).toBe(401);
    expect(response.headers.get('www-authenticate')).toBe('Bearer realm="metrics"');
    const body = await response.text();
    expect(body).toBe('Unauthorized.');
  }
});

test('after a scripted visit the counters show exactly that visit', async () => {
  test.setTimeout(90_000);
  await waitFor(async () => (await fetch(`${app.url}/readyz`)).status === 200, 30_000, '/readyz 200');
  const before = await scrape();
  const scrapesBefore = scrapes;
  const mailsBefore = capture.mails().length;

  // A page not yet cached (rendered and stored), then the same page from the cache.
  const miss = await fetch(`${app.url}/contact-us`);
  expect(miss.headers.get('x-cache')).toBe('MISS');
  const hit = await fetch(`${app.url}/contact-us`);
  expect(hit.headers.get('x-cache')).toBe('HIT');
  const token = /name="form_token"[^>]*value="([^"]+)"/.exec(await hit.text())?.[1];
  expect(token).toBeTruthy();
  // A page never cached.
  const uncached = await fetch(`${app.url}/admin/login`);
  expect(uncached.status).toBe(200);
  expect(uncached.headers.get('x-cache')).toBeNull();
  // A form post without JavaScript.
  const posted = await postForm(app.url, '/?index', {
    form: 'quote',
    form_token: token!,
    first_name: 'Metrics',
    last_name: 'Visitor',
    email: `metrics-${run}@example.com`,
    message: 'Counting requests.',
  });
  expect(posted.status).toBe(200);
  expect(await posted.text()).toContain('Quote Request Submitted!');
  // Two paths no route takes: the first renders the 404 document, the second is answered from it.
  for (const path of [`/no-such-page-${run}`, `/wp-login-${run}.php`]) expect((await fetch(`${app.url}${path}`)).status).toBe(404);

  // The notifications settle: the e-mails sent, the webhook failed once and waits for its retry.
  let after: Sample[] = [];
  await waitFor(
    async () => {
      after = await scrape();
      const mails = capture.mails().length - mailsBefore;
      return (
        mails > 0 &&
        changes(before, after, 'firmsite_outbox_deliveries_total', ['channel', 'outcome'])['email sent'] === mails &&
        hookCalls === 1 &&
        sampleValue(after, 'firmsite_outbox_rows', { status: 'pending' }) === 1
      );
    },
    20_000,
    'the notifications sent and the webhook failed',
    200,
  );
  const mails = capture.mails().length - mailsBefore;
  // Each scrape is answered before it is counted: those before the last one show in it.
  const scrapesSeen = scrapes - scrapesBefore;

  expect(changes(before, after, 'firmsite_http_request_duration_seconds_count', ['route', 'status'])).toEqual({
    'routes/site/contact-us 200': 2,
    'routes/auth/login 200': 1,
    'routes/site/home 200': 1,
    'routes/site/not-found 404': 2,
    'metrics 200': scrapesSeen,
  });
  expect(changes(before, after, 'firmsite_page_cache_lookups_total', ['result'])).toEqual({ hit: 1, miss: 1 });
  expect(changes(before, after, 'firmsite_outbox_deliveries_total', ['channel', 'outcome'])).toEqual({ 'email sent': mails, 'webhook failed': 1 });
  expect(hookCalls).toBe(1);
  expect(samplesBy(after, 'firmsite_outbox_rows', ['status'])).toEqual(new Map([['pending', 1], ['dead', 0]]));
  expect(sampleValue(after, 'firmsite_outbox_oldest_pending_age_seconds')).toBeGreaterThanOrEqual(0);
  // The process's own metrics are there too.
  for (const name of ['nodejs_eventloop_lag_p99_seconds', 'nodejs_heap_size_used_bytes', 'process_resident_memory_bytes']) {
    expect(sampleValue(after, name), name).toBeGreaterThan(0);
  }
  expect(sampleValue(after, 'firmsite_render_queue_waiting', { queue: 'page cache' })).toBe(0);
});

test('with METRICS_PORT and no token: the metrics on their own port, a plain 404 on the site’s', async () => {
  test.setTimeout(200_000);
  const metricsPort = await freePort();
  const other = await startApp({ METRICS_PORT: String(metricsPort) }, STARTUP);
  try {
    const attempts: Record<string, string>[] = [{}, { Authorization: `Bearer ${TOKEN}` }];
    for (const headers of attempts) {
      const onSite = await fetch(`${other.url}/metrics`, { headers });
      expect(onSite.status).toBe(404);
      // Express's own answer, not the site's 404 document: no route (nor the 404 log) saw it.
      expect(onSite.headers.get('content-type')).toBe('text/plain; charset=utf-8');
      expect(onSite.headers.get('x-cache')).toBeNull();
      expect(await onSite.text()).toBe('Not found.');
    }
    const own = await fetch(`http://127.0.0.1:${metricsPort}/metrics`);
    expect(own.status).toBe(200);
    expect(own.headers.get('content-type')).toBe('text/plain; version=0.0.4; charset=utf-8');
    expect(sampleValue(parseExposition(await own.text()), 'process_resident_memory_bytes')).toBeGreaterThan(0);
    expect((await fetch(`http://127.0.0.1:${metricsPort}/`)).status).toBe(404);
  } finally {
    await other.stop();
  }
});
