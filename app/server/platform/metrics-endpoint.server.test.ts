import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds, useTestDatabase } from '../../../tests/support/database';
import { parseExposition, sampleValue, samplesBy } from '../../../tests/support/prometheus-text';
import { outbox } from '~/server/db/schema.server';
import {
  carriesToken,
  histogramText,
  metricsHandler,
  metricsText,
  routeLabel,
  startMetrics,
  stopMetrics,
} from '~/server/platform/metrics-endpoint.server';
import {
  countDelivery,
  countPageCacheHit,
  countPageCacheRender,
  recordRequest,
  resetMetricsForTests,
  TwoLabelHistogram,
} from '~/server/platform/metrics.server';
import { routeTree } from '~/server/platform/page-cache/cacheability.server';
import { appRouteTable } from '~/server/platform/page-cache/app-route-table.testing';

const TOKEN = 'metrics-test-token-0123456789abcdefghijkl';

describe('the exposition of a histogram counted in memory', () => {
  it('writes cumulative buckets up to +Inf, the sum and the count, labels escaped', () => {
    const histogram = new TwoLabelHistogram<string, number>([0.1, 1]);
    histogram.observe('a "quoted"\\route', 200, 0.05);
    histogram.observe('a "quoted"\\route', 200, 0.5);
    histogram.observe('a "quoted"\\route', 200, 5);
    expect(histogramText('x_seconds', 'Help.', ['route', 'status'], histogram)).toBe(
      [
        '# HELP x_seconds Help.',
        '# TYPE x_seconds histogram',
        'x_seconds_bucket{route="a \\"quoted\\"\\\\route",status="200",le="0.1"} 1',
        'x_seconds_bucket{route="a \\"quoted\\"\\\\route",status="200",le="1"} 2',
        'x_seconds_bucket{route="a \\"quoted\\"\\\\route",status="200",le="+Inf"} 3',
        'x_seconds_sum{route="a \\"quoted\\"\\\\route",status="200"} 5.55',
        'x_seconds_count{route="a \\"quoted\\"\\\\route",status="200"} 3',
        '',
      ].join('\n'),
    );
  });

  it('writes one label when the histogram has one', () => {
    const histogram = new TwoLabelHistogram<string, ''>([1]);
    histogram.observe('page cache', '', 0.25);
    expect(parseExposition(histogramText('w_seconds', 'Help.', ['queue'], histogram))).toContainEqual({ name: 'w_seconds_count', labels: { queue: 'page cache' }, value: 1 });
  });
});

describe('the route label of a request', () => {
  const routes = routeTree({ routes: appRouteTable() });
  const served = { operatorPaths: new Set(['/healthz', '/readyz', '/metrics']), isBuildFile: (path: string) => path === '/favicon.svg' };
  const label = (url: string) => routeLabel(routes, url.split('?')[0]!, url, served);

  it('is the route id a URL matches, whatever its parameters and query', () => {
    expect(label('/terms')).toBe('routes/site/terms');
    expect(label('/news-insights/any-article-at-all?utm_source=x')).toBe('routes/site/article');
    expect(label('/careers.data')).toBe('routes/site/careers');
  });

  it('folds every unknown path into the catch-all’s id, and what matches nothing into one label', () => {
    expect(label('/wp-login.php')).toBe('routes/site/not-found');
    expect(label('/a/b/c/d/e')).toBe('routes/site/not-found');
    expect(label('/%E0%A4%A')).toBe('unmatched');
  });

  it('names the operator paths and the build’s files', () => {
    expect(label('/healthz')).toBe('healthz');
    expect(label('/readyz')).toBe('readyz');
    expect(label('/metrics')).toBe('metrics');
    expect(label('/favicon.svg')).toBe('static');
  });
});

describe('who may read /metrics', () => {
  it('takes only `Authorization: Bearer <the token>`', () => {
    expect(carriesToken(`Bearer ${TOKEN}`, TOKEN)).toBe(true);
    expect(carriesToken(`bearer  ${TOKEN} `, TOKEN)).toBe(true);
    expect(carriesToken(undefined, TOKEN)).toBe(false);
    expect(carriesToken(TOKEN, TOKEN)).toBe(false);
    expect(carriesToken(`Bearer ${TOKEN}x`, TOKEN)).toBe(false);
    expect(carriesToken(`Basic ${Buffer.from(`u:${TOKEN}`).toString('base64')}`, TOKEN)).toBe(false);
  });

  let server: http.Server | undefined;
  afterEach(async () => {
    await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
    server = undefined;
    stopMetrics();
  });

  /** Serves `handler` on a loopback port; returns a function that asks it. */
  async function serve(handler: http.RequestListener) {
    server = http.createServer(handler);
    await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    return async (init: RequestInit = {}) => {
      const response = await fetch(`http://127.0.0.1:${port}/metrics`, init);
      return { status: response.status, headers: response.headers, text: await response.text() };
    };
  }

  it('on the site’s port: a plain 404 without METRICS_TOKEN, 401 without the token, the metrics with it', async () => {
    await startMetrics();
    const without = await serve(metricsHandler({ METRICS_HOST: '127.0.0.1' }, 'site'));
    expect(await without({ headers: { Authorization: `Bearer ${TOKEN}` } })).toMatchObject({ status: 404, text: 'Not found.' });
    server!.close();

    const ask = await serve(metricsHandler({ METRICS_HOST: '127.0.0.1', METRICS_TOKEN: TOKEN }, 'site'));
    const refused = await ask();
    expect(refused).toMatchObject({ status: 401, text: 'Unauthorized.' });
    expect(refused.headers.get('www-authenticate')).toBe('Bearer realm="metrics"');
    expect((await ask({ headers: { Authorization: 'Bearer wrong-token-wrong-token-wrong-token-x' } })).status).toBe(401);
    expect((await ask({ method: 'POST', headers: { Authorization: `Bearer ${TOKEN}` } })).status).toBe(405);
    const answered = await ask({ headers: { Authorization: `Bearer ${TOKEN}` } });
    expect(answered.status).toBe(200);
    expect(answered.headers.get('content-type')).toBe('text/plain; version=0.0.4; charset=utf-8');
    expect(answered.headers.get('cache-control')).toBe('no-store');
    expect(sampleValue(parseExposition(answered.text), 'process_resident_memory_bytes')).toBeGreaterThan(0);
  });

  it('on the metrics port: open without METRICS_TOKEN, behind it with one', async () => {
    await startMetrics();
    const open = await serve(metricsHandler({ METRICS_HOST: '127.0.0.1', METRICS_PORT: 9464 }, 'metrics-port'));
    expect((await open()).status).toBe(200);
    server!.close();
    const guarded = await serve(metricsHandler({ METRICS_HOST: '127.0.0.1', METRICS_PORT: 9464, METRICS_TOKEN: TOKEN }, 'metrics-port'));
    expect((await guarded()).status).toBe(401);
    expect((await guarded({ headers: { Authorization: `Bearer ${TOKEN}` } })).status).toBe(200);
  });

  it('is a 404 while metrics are not started (neither variable set)', async () => {
    const ask = await serve(metricsHandler({ METRICS_HOST: '127.0.0.1', METRICS_TOKEN: TOKEN }, 'site'));
    expect((await ask({ headers: { Authorization: `Bearer ${TOKEN}` } })).status).toBe(404);
  });
});

describe.each(testDatabaseKinds())('the exposition on %s', (kind) => {
  const db = useTestDatabase(kind);
  beforeAll(async () => {
    resetMetricsForTests();
    await startMetrics();
  });
  afterAll(() => {
    stopMetrics();
    resetMetricsForTests();
  });
  afterEach(async () => {
    await db().delete(outbox);
  });

  async function scrape() {
    return parseExposition((await metricsText()).body);
  }

  it('has the process’s own metrics: event-loop delay, heap, resident memory', async () => {
    const samples = await scrape();
    for (const name of ['nodejs_eventloop_lag_p99_seconds', 'nodejs_heap_size_used_bytes', 'process_resident_memory_bytes']) {
      expect(sampleValue(samples, name), name).toBeGreaterThanOrEqual(0);
    }
  });

  it('shows what the server counted', async () => {
    recordRequest('routes/site/terms', 200, 0.0002);
    recordRequest('routes/site/terms', 200, 0.2);
    countPageCacheHit();
    countPageCacheRender(false);
    countDelivery('webhook', 'failed');
    const samples = await scrape();
    expect(samplesBy(samples, 'firmsite_http_request_duration_seconds_count', ['route', 'status'])).toEqual(new Map([['routes/site/terms 200', 2]]));
    expect(sampleValue(samples, 'firmsite_http_request_duration_seconds_bucket', { route: 'routes/site/terms', le: '0.0005' })).toBe(1);
    expect(samplesBy(samples, 'firmsite_page_cache_lookups_total', ['result'])).toEqual(new Map([['hit', 1], ['miss', 1], ['stale', 0]]));
    expect(sampleValue(samples, 'firmsite_outbox_deliveries_total', { channel: 'webhook', outcome: 'failed' })).toBe(1);
  });

  it('reads the outbox backlog at scrape time: pending and dead rows, the oldest pending one’s age', async () => {
    const row = (status: string, ageSeconds: number) => ({
      channel: 'email',
      topic: 'test',
      payload: {},
      status,
      created_at: sql`now() - make_interval(secs => ${ageSeconds})` as unknown as Date,
    });
    await db().insert(outbox).values([row('pending', 30), row('pending', 600), row('dead', 5), row('sent', 9000)]);
    const samples = await scrape();
    expect(samplesBy(samples, 'firmsite_outbox_rows', ['status'])).toEqual(new Map([['pending', 2], ['dead', 1]]));
    const age = sampleValue(samples, 'firmsite_outbox_oldest_pending_age_seconds')!;
    expect(age).toBeGreaterThanOrEqual(600);
    expect(age).toBeLessThan(700);
  });

  it('shows the database pool on PostgreSQL only', async () => {
    const pool = samplesBy(await scrape(), 'firmsite_database_pool_connections', ['state']);
    if (kind === 'postgres') expect([...pool.keys()].sort()).toEqual(['idle', 'total', 'waiting']);
    else expect(pool.size).toBe(0);
  });
});
