import { afterEach, describe, expect, it } from 'vitest';
import {
  countDelivery,
  countImageJobQueued,
  countPageCacheHit,
  countPageCacheRender,
  imageJobsInFlight,
  isReady,
  outboxDeliveries,
  pageCacheLookups,
  recordImageJob,
  recordRequest,
  httpRequests,
  resetMetricsForTests,
  startup,
  TwoLabelHistogram,
} from '~/server/platform/metrics.server';
import { RenderQueue } from '~/server/platform/page-cache/render-queue.server';
import { renderQueueRefusals, renderQueues, renderQueueWaits } from '~/server/platform/metrics.server';

afterEach(() => resetMetricsForTests());

const seriesOf = <First extends string, Second extends string | number>(histogram: TwoLabelHistogram<First, Second>) =>
  [...histogram.entries()].map(([first, second, series]) => ({ first, second, buckets: [...series.buckets], sum: series.sum, count: series.count }));

describe('a histogram of two labels', () => {
  it('puts each value in the first bucket whose bound it does not pass (a bound is inclusive, as Prometheus `le`)', () => {
    const histogram = new TwoLabelHistogram<string, number>([0.001, 0.01, 0.1]);
    for (const value of [0.0005, 0.001, 0.005, 0.1, 3]) histogram.observe('routes/site/home', 200, value);
    expect(seriesOf(histogram)).toEqual([{ first: 'routes/site/home', second: 200, buckets: [2, 1, 1, 1], sum: 3.1065, count: 5 }]);
  });

  it('keeps one series per pair of label values', () => {
    const histogram = new TwoLabelHistogram<string, number>([1]);
    histogram.observe('a', 200, 0.5);
    histogram.observe('a', 404, 0.5);
    histogram.observe('b', 200, 2);
    histogram.observe('a', 200, 0.5);
    expect(seriesOf(histogram).map(({ first, second, count }) => [first, second, count])).toEqual([
      ['a', 200, 2],
      ['a', 404, 1],
      ['b', 200, 1],
    ]);
  });
});

describe('what the server counts', () => {
  it('counts requests by route and status', () => {
    recordRequest('routes/site/terms', 200, 0.00002);
    recordRequest('routes/site/terms', 200, 0.3);
    recordRequest('routes/site/not-found', 404, 0.001);
    expect(seriesOf(httpRequests).map(({ first, second, count }) => [first, second, count])).toEqual([
      ['routes/site/terms', 200, 2],
      ['routes/site/not-found', 404, 1],
    ]);
  });

  it('counts page-cache hits, misses and stale copies apart', () => {
    countPageCacheHit();
    countPageCacheHit();
    countPageCacheRender(false);
    countPageCacheRender(true);
    expect(pageCacheLookups).toEqual({ hit: 2, miss: 1, stale: 1 });
  });

  it('counts deliveries by channel and outcome', () => {
    countDelivery('email', 'sent');
    countDelivery('webhook', 'failed');
    countDelivery('webhook', 'dead');
    countDelivery('webhook', 'failed');
    expect(Object.fromEntries(outboxDeliveries)).toEqual({ email: { sent: 1, failed: 0, dead: 0 }, webhook: { sent: 0, failed: 2, dead: 1 } });
  });

  it('knows the image jobs queued or running from those queued and those finished', () => {
    countImageJobQueued();
    countImageJobQueued();
    countImageJobQueued();
    recordImageJob('upload', 'ok', 0.6);
    recordImageJob('shareCard', 'failed', 0.1);
    expect(imageJobsInFlight()).toBe(1);
  });

  it('sees a render queue’s length, the waits of those that waited, and its refusals', async () => {
    const queue = new RenderQueue(1, 1, 'metrics test queue');
    let finishFirst!: () => void;
    const first = queue.run(() => new Promise<void>((resolve) => (finishFirst = resolve)));
    const second = queue.run(async () => undefined);
    expect(queue.run(async () => undefined)).toBe('full');
    expect(renderQueues.get('metrics test queue')?.()).toEqual({ active: 1, waiting: 1 });
    finishFirst();
    await first;
    await second;
    expect(renderQueues.get('metrics test queue')?.()).toEqual({ active: 0, waiting: 0 });
    // Only the request that waited is in the wait histogram; the one that started at once is not.
    expect(seriesOf(renderQueueWaits).map(({ first, count }) => [first, count])).toEqual([['metrics test queue', 1]]);
    expect(renderQueueRefusals.get('metrics test queue')).toBe(1);
  });
});

describe('readiness', () => {
  it('is ready only once the database is migrated and a first page rendered, and not while stopping', () => {
    expect(isReady(false)).toBe(false);
    startup.migrated = true;
    expect(isReady(false)).toBe(false);
    startup.firstRender = true;
    expect(isReady(false)).toBe(true);
    expect(isReady(true)).toBe(false);
  });
});
