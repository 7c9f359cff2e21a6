/**
 * What the server counts for its operator (issue 47), kept as plain numbers in memory: requests by
 * route and status with their latency, the page cache's hits and misses, the render queues, the
 * outbox's deliveries, the image worker's jobs. Exposed in Prometheus's format by
 * metrics-endpoint.server.ts, which loads prom-client only when metrics are switched on.
 *
 * Why not prom-client's own Counter and Histogram here: each of their calls hashes its labels into
 * a new string (measured on this machine: a labelled `observe` ~1 µs, a labelled `inc` ~0.4 µs),
 * and a cached page is answered in ~15–35 µs; a series below is found by two Map lookups on values
 * the caller already holds (a route id, a status code) and costs a few additions, with nothing
 * allocated after its first request. The numbers are read when Prometheus scrapes.
 */

/**
 * Latency buckets (seconds), from a cache hit (~0.1 ms) to a slow render or upload. Each bucket
 * counts the observations up to its bound; the last slot those above the last bound (`+Inf`).
 */
export const LATENCY_BUCKETS_SECONDS: readonly number[] = [0.0001, 0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 10];

/** One labelled series of a histogram: observations per bucket (not cumulative), their sum and count. */
export interface HistogramSeries {
  readonly buckets: Float64Array;
  sum: number;
  count: number;
}

/**
 * A histogram keyed by two label values, e.g. (route id, status). Both must come from bounded
 * sets (the route table, the statuses the server sends, a fixed list of names): every pair seen
 * is kept for the life of the process, as Prometheus expects of a series.
 */
export class TwoLabelHistogram<First extends string, Second extends string | number> {
  private readonly series = new Map<First, Map<Second, HistogramSeries>>();

  constructor(readonly bounds: readonly number[] = LATENCY_BUCKETS_SECONDS) {}

  observe(first: First, second: Second, value: number): void {
    let inner = this.series.get(first);
    if (inner === undefined) {
      inner = new Map();
      this.series.set(first, inner);
    }
    let series = inner.get(second);
    if (series === undefined) {
      series = { buckets: new Float64Array(this.bounds.length + 1), sum: 0, count: 0 };
      inner.set(second, series);
    }
    const bounds = this.bounds;
    let slot = 0;
    while (slot < bounds.length && value > bounds[slot]!) slot++;
    series.buckets[slot]!++;
    series.sum += value;
    series.count++;
  }

  /** Every series with its two label values. */
  *entries(): Generator<[First, Second, HistogramSeries]> {
    for (const [first, inner] of this.series) for (const [second, series] of inner) yield [first, second, series];
  }

  reset(): void {
    this.series.clear();
  }
}

// ── HTTP requests ───────────────────────────────────────────────────────────────────────────────

/**
 * The route label of requests no route of the table takes and Express does not answer either (a
 * URL that cannot be decoded, React Router's manifest): one label, so random URLs add no series.
 * Paths only the site's catch-all takes carry its route id (routes/site/not-found), also one label.
 */
export const UNMATCHED_ROUTE = 'unmatched';
/** The route label of the build's files (hashed assets, favicon, images, PDFs) served by Express. */
export const STATIC_ROUTE = 'static';

/** Requests by route id and status, with their time from arrival to the last byte handed to the socket. */
export const httpRequests = new TwoLabelHistogram<string, number>();

export function recordRequest(route: string, status: number, seconds: number): void {
  httpRequests.observe(route, status, seconds);
}

// ── The page cache ──────────────────────────────────────────────────────────────────────────────

/**
 * Lookups of cacheable pages (html-cache.server.ts): `hit` served stored bytes (X-Cache: HIT);
 * `miss` rendered, nothing stored; `stale` rendered because the stored copy had expired (its TTL
 * or its own end); hits + misses + stale = requests for cacheable pages.
 */
export const pageCacheLookups = { hit: 0, miss: 0, stale: 0 };

export function countPageCacheHit(): void {
  pageCacheLookups.hit++;
}

export function countPageCacheRender(stale: boolean): void {
  if (stale) pageCacheLookups.stale++;
  else pageCacheLookups.miss++;
}

// ── Render queues ───────────────────────────────────────────────────────────────────────────────

export interface QueueLoad {
  active: number;
  waiting: number;
}

/** Each render queue's current load, by its label ('page cache', 'site documents'); the newest queue of a label wins. */
export const renderQueues = new Map<string, () => QueueLoad>();
/** How long requests waited for a place, by queue (only those that waited; the second label is unused). */
export const renderQueueWaits = new TwoLabelHistogram<string, ''>();
/** Requests refused because the queue (or the client's share of it) was full, by queue. */
export const renderQueueRefusals = new Map<string, number>();

export function watchRenderQueue(label: string, load: () => QueueLoad): void {
  renderQueues.set(label, load);
}

export function recordRenderQueueWait(label: string, seconds: number): void {
  renderQueueWaits.observe(label, '', seconds);
}

export function countRenderQueueRefusal(label: string): void {
  renderQueueRefusals.set(label, (renderQueueRefusals.get(label) ?? 0) + 1);
}

// ── Form text in memory (ADR 290) ───────────────────────────────────────────────────────────────

/** What the metrics read of the process's budget of form text in memory (server.ts's BodyMemoryBudget). */
export interface FormTextBudget {
  readonly heldBytes: number;
  readonly limitBytes: number;
  /** Requests answered 503 because their form text would have passed the budget. */
  readonly refusedCount: number;
}

const NO_FORM_TEXT_BUDGET: FormTextBudget = { heldBytes: 0, limitBytes: 0, refusedCount: 0 };
let formTextBudget: FormTextBudget = NO_FORM_TEXT_BUDGET;

/** server.ts hands over its budget once the app is loaded (the budget lives outside the app's module graph). */
export function watchFormTextBudget(budget: FormTextBudget): void {
  formTextBudget = budget;
}

export function readFormTextBudget(): FormTextBudget {
  return formTextBudget;
}

// ── Notifications (the outbox) ──────────────────────────────────────────────────────────────────

/** A delivery attempt's outcome: sent; failed and to be retried; failed for the last time (the row is dead). */
export type DeliveryOutcome = 'sent' | 'failed' | 'dead';

/** Delivery attempts by channel ('email', 'webhook') and outcome, counted by the outbox worker of this process. */
export const outboxDeliveries = new Map<string, Record<DeliveryOutcome, number>>();

export function countDelivery(channel: string, outcome: DeliveryOutcome): void {
  let counts = outboxDeliveries.get(channel);
  if (!counts) {
    counts = { sent: 0, failed: 0, dead: 0 };
    outboxDeliveries.set(channel, counts);
  }
  counts[outcome]++;
}

// ── The image worker ────────────────────────────────────────────────────────────────────────────

/** Image jobs (uploads, share images) by kind: queued, and finished with their outcome and time (queue wait included). */
export const imageJobs = {
  queued: 0,
  finished: new TwoLabelHistogram<string, 'ok' | 'failed'>([0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30]),
};

export function countImageJobQueued(): void {
  imageJobs.queued++;
}

export function recordImageJob(kind: string, outcome: 'ok' | 'failed', seconds: number): void {
  imageJobs.finished.observe(kind, outcome, seconds);
}

/** Image jobs queued or running now. */
export function imageJobsInFlight(): number {
  let finished = 0;
  for (const [, , series] of imageJobs.finished.entries()) finished += series.count;
  return imageJobs.queued - finished;
}

// ── Readiness ───────────────────────────────────────────────────────────────────────────────────

/**
 * Start-up as the readiness check sees it (/readyz): the database is open and migrated
 * (runtime.start resolved), and a first page has been rendered (the route modules loaded, the
 * content read). Liveness (/healthz) asks neither.
 */
export const startup = { migrated: false, firstRender: false };

/** Whether the process should get traffic: started, a page rendered, not shutting down. */
export function isReady(draining: boolean): boolean {
  return startup.migrated && startup.firstRender && !draining;
}

/** For tests: every count back to zero. */
export function resetMetricsForTests(): void {
  httpRequests.reset();
  pageCacheLookups.hit = pageCacheLookups.miss = pageCacheLookups.stale = 0;
  renderQueueWaits.reset();
  renderQueueRefusals.clear();
  formTextBudget = NO_FORM_TEXT_BUDGET;
  outboxDeliveries.clear();
  imageJobs.queued = 0;
  imageJobs.finished.reset();
  startup.migrated = startup.firstRender = false;
}
