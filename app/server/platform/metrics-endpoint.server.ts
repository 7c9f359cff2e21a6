/**
 * /metrics in Prometheus's text format (issue 47), never public by default:
 * - METRICS_PORT set: a listener of its own on METRICS_HOST (loopback unless told otherwise)
 *   answers /metrics — reachable only where the operator opens that port;
 * - METRICS_TOKEN set: the site's own port answers /metrics to `Authorization: Bearer <token>`
 *   only (401 otherwise), and so does the metrics port;
 * - neither: no metrics, /metrics is a plain 404 — and prom-client is not even loaded.
 * /metrics is answered by Express before any route (server.ts), so neither the page cache, nor the
 * site's 404 document, nor the 404 log ever sees it.
 *
 * prom-client gives the registry, the process's default metrics (event-loop delay, heap, resident
 * memory, GC, handles) and the counters and gauges, whose `collect` reads what the server counted
 * (metrics.server.ts) when Prometheus scrapes. The three latency histograms are counted there
 * without prom-client (its labelled `observe` costs ~1 µs, a cached page ~15–35 µs) and written
 * below in the same text format; prom-client's Histogram cannot be given counts kept elsewhere.
 */
import crypto from 'node:crypto';
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { RequestHandler } from 'express';
import type { Counter, Gauge, Registry } from 'prom-client';
import type { RouteObject, ServerBuild } from 'react-router';
import { currentDatabase } from '~/server/db/db.server';
import type { Env } from '~/server/platform/env.server';
import { log } from '~/server/platform/log.server';
import {
  httpRequests,
  imageJobs,
  imageJobsInFlight,
  outboxDeliveries,
  pageCacheLookups,
  readFormTextBudget,
  recordRequest,
  renderQueueRefusals,
  renderQueues,
  renderQueueWaits,
  STATIC_ROUTE,
  UNMATCHED_ROUTE,
  type TwoLabelHistogram,
} from '~/server/platform/metrics.server';
import { classifyUrl, routeTree } from '~/server/platform/page-cache/cacheability.server';
import { outboxBacklog, OUTBOX_BACKLOG_CAP } from '~/server/platform/outbox.server';

export const METRICS_PATH = '/metrics';

type MetricsConfig = Pick<Env, 'METRICS_PORT' | 'METRICS_HOST' | 'METRICS_TOKEN'>;

export function metricsEnabled(config: MetricsConfig): boolean {
  return config.METRICS_PORT !== undefined || config.METRICS_TOKEN !== undefined;
}

let registry: Registry | undefined;

/** Loads prom-client and registers every metric (once); starts the default metrics' event-loop monitor. */
export async function startMetrics(): Promise<void> {
  if (registry) return;
  const client = await import('prom-client');
  const register = new client.Registry();
  client.collectDefaultMetrics({ register });
  const registers = [register];

  const counter = <Label extends string>(name: string, help: string, labelNames: readonly Label[], read: (metric: Counter<Label>) => void) =>
    new client.Counter<Label>({
      name,
      help,
      labelNames,
      registers,
      collect() {
        this.reset();
        read(this);
      },
    });
  const gauge = <Label extends string>(name: string, help: string, labelNames: readonly Label[], read: (metric: Gauge<Label>) => void | Promise<void>) =>
    new client.Gauge<Label>({
      name,
      help,
      labelNames,
      registers,
      async collect() {
        this.reset();
        await read(this);
      },
    });

  counter('firmsite_page_cache_lookups_total', 'Requests for cacheable public pages: hit (stored bytes sent), miss (rendered, nothing stored), stale (rendered, the stored copy had expired).', ['result'], (metric) => {
    for (const result of ['hit', 'miss', 'stale'] as const) metric.inc({ result }, pageCacheLookups[result]);
  });
  gauge('firmsite_render_queue_active', 'Renders running now, by queue.', ['queue'], (metric) => {
    for (const [queue, load] of renderQueues) metric.set({ queue }, load().active);
  });
  gauge('firmsite_render_queue_waiting', 'Requests waiting for a render place now, by queue.', ['queue'], (metric) => {
    for (const [queue, load] of renderQueues) metric.set({ queue }, load().waiting);
  });
  counter('firmsite_render_queue_refused_total', 'Requests answered 503 because the render queue (or the client\'s share of it) was full.', ['queue'], (metric) => {
    for (const [queue, refused] of renderQueueRefusals) metric.inc({ queue }, refused);
  });
  gauge('firmsite_form_text_in_memory_bytes', 'Form text that requests being read may hold in memory now (each takes its form\'s most, or its declared length, as its headers arrive), and the process\'s budget for it (ADR 290).', ['kind'], (metric) => {
    const budget = readFormTextBudget();
    metric.set({ kind: 'held' }, budget.heldBytes);
    metric.set({ kind: 'limit' }, budget.limitBytes);
  });
  counter('firmsite_form_text_refused_total', 'Requests answered 503 because their form text would have passed the budget of form text in memory.', [], (metric) => {
    metric.inc(readFormTextBudget().refusedCount);
  });
  counter('firmsite_outbox_deliveries_total', 'Notification delivery attempts by this process: sent, failed (to be retried), dead (failed for the last time).', ['channel', 'outcome'], (metric) => {
    for (const [channel, counts] of outboxDeliveries) {
      for (const outcome of ['sent', 'failed', 'dead'] as const) metric.inc({ channel, outcome }, counts[outcome]);
    }
  });
  gauge('firmsite_outbox_rows', `Notifications in the outbox by status: pending (to be sent or retried) and dead (given up); counted up to ${OUTBOX_BACKLOG_CAP}.`, ['status'], async (metric) => {
    const backlog = await readBacklog();
    if (!backlog) return;
    metric.set({ status: 'pending' }, backlog.pending);
    metric.set({ status: 'dead' }, backlog.dead);
  });
  gauge('firmsite_outbox_oldest_pending_age_seconds', 'Age of the oldest pending notification (0 when none is pending).', [], async (metric) => {
    const backlog = await readBacklog();
    if (backlog) metric.set(backlog.oldestPendingSeconds);
  });
  gauge('firmsite_image_jobs_in_flight', 'Image jobs (uploads, share images) queued or running in the image worker.', [], (metric) => metric.set(imageJobsInFlight()));
  gauge('firmsite_database_pool_connections', 'PostgreSQL pool connections: total, idle, and requests waiting for one (absent on the embedded database).', ['state'], (metric) => {
    const pool = currentDatabaseOrUndefined()?.poolStats?.();
    if (!pool) return;
    metric.set({ state: 'total' }, pool.total);
    metric.set({ state: 'idle' }, pool.idle);
    metric.set({ state: 'waiting' }, pool.waiting);
  });
  registry = register;
}

/** Clears the registry (tests; a stopped runtime). */
export function stopMetrics(): void {
  registry?.clear();
  registry = undefined;
  backlogRead = undefined;
}

function currentDatabaseOrUndefined() {
  try {
    return currentDatabase();
  } catch {
    return undefined;
  }
}

/** One backlog query per scrape (metricsText starts afresh), shared by the gauges that show it; a failure leaves them empty and is logged. */
let backlogRead: Promise<Awaited<ReturnType<typeof outboxBacklog>> | undefined> | undefined;

function readBacklog() {
  backlogRead ??= outboxBacklog().catch((error: unknown) => {
    log.warn({ err: error }, 'metrics: the outbox backlog could not be read');
    return undefined;
  });
  return backlogRead;
}

// ── The histograms counted without prom-client, in its text format ─────────────────────────────

const escapeLabel = (value: string | number) => String(value).replace(/\\/g, '\\\\').replace(/\n/g, '\\n').replace(/"/g, '\\"');
const formatBound = (bound: number) => (bound === Infinity ? '+Inf' : String(bound));

export function histogramText<First extends string, Second extends string | number>(
  name: string,
  help: string,
  labelNames: readonly [string] | readonly [string, string],
  histogram: TwoLabelHistogram<First, Second>,
): string {
  const lines = [`# HELP ${name} ${help}`, `# TYPE ${name} histogram`];
  for (const [first, second, series] of histogram.entries()) {
    const labels = [`${labelNames[0]}="${escapeLabel(first)}"`, ...(labelNames[1] ? [`${labelNames[1]}="${escapeLabel(second)}"`] : [])].join(',');
    let cumulative = 0;
    [...histogram.bounds, Infinity].forEach((bound, slot) => {
      cumulative += series.buckets[slot]!;
      lines.push(`${name}_bucket{${labels},le="${formatBound(bound)}"} ${cumulative}`);
    });
    lines.push(`${name}_sum{${labels}} ${series.sum}`, `${name}_count{${labels}} ${series.count}`);
  }
  return `${lines.join('\n')}\n`;
}

/** The whole exposition: prom-client's registry, then the histograms. */
export async function metricsText(): Promise<{ contentType: string; body: string }> {
  if (!registry) throw new Error('metrics are not started');
  backlogRead = undefined;
  const body = [
    await registry.metrics(),
    histogramText('firmsite_http_request_duration_seconds', 'HTTP requests by route id (unknown paths fold into routes/site/not-found or unmatched) and status, from arrival to the last byte handed to the socket.', ['route', 'status'], httpRequests),
    histogramText('firmsite_render_queue_wait_seconds', 'How long requests that had to wait for a render place waited, by queue.', ['queue'], renderQueueWaits),
    histogramText('firmsite_image_job_duration_seconds', 'Image jobs by kind and outcome, from queued to done.', ['kind', 'outcome'], imageJobs.finished),
  ].join('\n');
  return { contentType: registry.contentType, body };
}

// ── Who may read them ───────────────────────────────────────────────────────────────────────────

const digest = (value: string) => crypto.createHash('sha256').update(value).digest();

/** Whether the request carries `Authorization: Bearer <token>`, compared in constant time. */
export function carriesToken(authorization: string | undefined, token: string): boolean {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(authorization ?? '');
  return match !== null && crypto.timingSafeEqual(digest(match[1]!), digest(token));
}

/**
 * The /metrics handler for one listener: the site's port (`site`: 404 without METRICS_TOKEN, else
 * the token is required) or the metrics port (open to whoever reaches it, unless METRICS_TOKEN is set).
 */
export function metricsHandler(config: MetricsConfig, listener: 'site' | 'metrics-port') {
  return (req: IncomingMessage, res: ServerResponse): void => {
    const plain = (status: number, text: string, headers: Record<string, string> = {}) => {
      res.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store', ...headers });
      res.end(req.method === 'HEAD' ? undefined : text);
    };
    if (!registry || (listener === 'site' && config.METRICS_TOKEN === undefined)) return plain(404, 'Not found.');
    if (config.METRICS_TOKEN !== undefined && !carriesToken(req.headers.authorization, config.METRICS_TOKEN)) {
      return plain(401, 'Unauthorized.', { 'WWW-Authenticate': 'Bearer realm="metrics"' });
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') return plain(405, 'Method not allowed.', { Allow: 'GET, HEAD' });
    metricsText().then(
      ({ contentType, body }) => {
        res.writeHead(200, { 'Content-Type': contentType, 'Cache-Control': 'no-store' });
        res.end(req.method === 'HEAD' ? undefined : body);
      },
      (error: unknown) => {
        log.error({ err: error }, 'metrics could not be collected');
        plain(500, 'Metrics could not be collected.');
      },
    );
  };
}

/** The metrics port's listener (METRICS_PORT): /metrics and nothing else. Resolves once it listens. */
export async function startMetricsListener(config: MetricsConfig): Promise<http.Server | undefined> {
  if (config.METRICS_PORT === undefined) return undefined;
  const answer = metricsHandler(config, 'metrics-port');
  const server = http.createServer((req, res) => {
    if ((req.url ?? '').split('?')[0] === METRICS_PATH) return answer(req, res);
    res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found.');
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(config.METRICS_PORT, config.METRICS_HOST, () => {
      server.off('error', reject);
      resolve();
    });
  });
  log.info({ port: config.METRICS_PORT, host: config.METRICS_HOST }, 'metrics listening');
  return server;
}

// ── Requests answered through Express ───────────────────────────────────────────────────────────

type BuildSource = Pick<ServerBuild, 'routes'> | (() => Promise<Pick<ServerBuild, 'routes'>>);

/**
 * What a request's route label is: an operator path by its name (`/healthz` → healthz), a file of
 * the build `static`, else the id of the route its URL matches (one match per URL, shared with the
 * page cache: classifyUrl), which is routes/site/not-found for every path only the catch-all
 * takes, and `unmatched` for the rest. Every label comes from a fixed set: random URLs add no series.
 */
export function routeLabel(routes: RouteObject[], path: string, url: string, served: { operatorPaths: ReadonlySet<string>; isBuildFile: (path: string) => boolean }): string {
  if (served.operatorPaths.has(path)) return path.slice(1);
  if (served.isBuildFile(path)) return STATIC_ROUTE;
  return classifyUrl(routes, url).routeId ?? UNMATCHED_ROUTE;
}

/**
 * Express middleware, first in line: times each request it sees and counts it by route and status
 * when its answer is sent (`finish`; a request whose client left first is not counted). Cached pages
 * answered before Express are counted where they are answered (html-cache.server.ts).
 */
export function requestMetrics(build: BuildSource, served: { operatorPaths: ReadonlySet<string>; isBuildFile: (path: string) => boolean }): RequestHandler {
  let routes: RouteObject[] | undefined;
  return async (req, res, next) => {
    const started = performance.now();
    routes ??= routeTree(typeof build === 'function' ? await build() : build);
    const table = routes;
    res.once('finish', () => recordRequest(routeLabel(table, req.path, req.originalUrl, served), res.statusCode, (performance.now() - started) / 1000));
    next();
  };
}
