/**
 * The server side of the app as one bundle: server.ts loads this module (the SSR build's entry)
 * and gets the request handler and the process lifecycle from it.
 */
import type { Server } from 'node:http';
import path from 'node:path';
import { createRequestHandler } from '@react-router/express';
import type { RequestHandler } from 'express';
import { createRequestHandler as createFetchHandler, type ServerBuild } from 'react-router';
import { env, type Env } from '~/server/platform/env.server';
import { currentDatabase, lockDataDir, openPglite, openPostgres, setDatabase } from '~/server/db/db.server';
import { log } from '~/server/platform/log.server';
import { newRouterContext, runWithRequestState } from '~/server/platform/request-state.server';
import { metricsEnabled, startMetrics, startMetricsListener, stopMetrics } from '~/server/platform/metrics-endpoint.server';
import { startup } from '~/server/platform/metrics.server';
import { signInHelpLines } from '~/server/entities/staff.server';
import { startupTasks } from '~/server/platform/startup.server';

export { env, log };
export { answerFromPageCache, answerMissesBeforeExpress, htmlCache } from '~/server/platform/html-cache.server';
export { MAX_HEADER_BYTES, refuseUnknownMethod } from '~/server/platform/early-refusals.server';
export { siteRenderQueue } from '~/server/platform/site-render-queue.server';
export { METRICS_PATH, metricsHandler, requestMetrics } from '~/server/platform/metrics-endpoint.server';
export { isReady, watchFormTextBudget } from '~/server/platform/metrics.server';

/** React Router's server build (routes, entry, asset manifest) from this bundle. */
export function serverBuild(): Promise<ServerBuild> {
  return import('virtual:react-router/server-build') as Promise<ServerBuild>;
}

/** Start-up message: where staff sign in, with which address, and where the e-mail goes. */
export function printSignInHelp(config: Env): void {
  signInHelpLines(config)
    .then((lines) => console.log(lines.join('\n')))
    .catch((error: unknown) => {
      log.warn({ err: error }, 'could not read the staff list');
      console.log(`Staff sign in at ${config.PUBLIC_URL}/admin/login`);
    });
}

/**
 * Production passes the loaded build itself: given a function, React Router derives its route
 * tables again on every request (meant for development's hot reload), about 1.3 ms each.
 */
export function reactRouterHandler(build: ServerBuild | (() => Promise<ServerBuild>), mode: string): RequestHandler {
  return createRequestHandler({
    build,
    mode,
    getLoadContext: (req, res) =>
      newRouterContext({
        nonce: String(res.locals.nonce ?? ''),
        clientIp: req.ip ?? req.socket.remoteAddress ?? 'unknown',
        requestId: String(res.locals.requestId ?? ''),
      }),
  });
}

let releaseLock: (() => void) | undefined;
let stopBackgroundWork: (() => Promise<void>) | undefined;
let metricsListener: Server | undefined;

/** Opens and migrates the database, loads demo content into an empty one, starts workers. */
export async function start(config: Env = env()): Promise<{ databaseKind: string }> {
  if (config.DATABASE_URL) {
    setDatabase(await openPostgres(config.DATABASE_URL));
  } else {
    releaseLock = lockDataDir(config.DATA_DIR);
    try {
      setDatabase(await openPglite(path.join(config.DATA_DIR, 'pgdata')));
    } catch (error) {
      releaseLock();
      throw error;
    }
  }
  stopBackgroundWork = await startupTasks(config);
  startup.migrated = true;
  // Metrics only when asked for (METRICS_PORT or METRICS_TOKEN): prom-client is not loaded otherwise.
  if (metricsEnabled(config)) {
    await startMetrics();
    metricsListener = await startMetricsListener(config);
  }
  return { databaseKind: currentDatabase().kind };
}

const FIRST_RENDER_RETRY_MS = 2000;
const FIRST_RENDER_RETRY_MAX_MS = 30_000;

/**
 * Renders the home page once, in process (not stored, not counted, not logged), until it renders
 * whole — the route modules loaded, the content read — and then reports the process ready
 * (/readyz). Retried with a growing pause while it fails; gives up when the process stops.
 */
export async function renderFirstPage(build: ServerBuild | (() => Promise<ServerBuild>), mode: string, publicUrl: string): Promise<void> {
  const started = Date.now();
  const handler = createFetchHandler(build, mode);
  for (let attempt = 1; startup.migrated; attempt++) {
    try {
      const { result, state } = runWithRequestState(() =>
        handler(new Request(`${publicUrl}/`), newRouterContext({ nonce: '', clientIp: '127.0.0.1', requestId: 'first-render' })),
      );
      const response = await result;
      await response.arrayBuffer();
      if (response.status === 200 && !state.degraded) {
        startup.firstRender = true;
        log.info({ ms: Date.now() - started }, 'ready: the first page rendered');
        return;
      }
      log.warn({ status: response.status, degraded: state.degraded, attempt }, 'the first page did not render whole; not ready yet');
    } catch (error) {
      log.warn({ err: error, attempt }, 'the first page could not be rendered; not ready yet');
    }
    await new Promise((resolve) => setTimeout(resolve, Math.min(FIRST_RENDER_RETRY_MAX_MS, FIRST_RENDER_RETRY_MS * attempt)).unref());
  }
}

/** Resolves when the database answered a round trip; rejects otherwise. */
export async function checkHealth(): Promise<void> {
  await currentDatabase().ping();
}

/** Stops background work and closes the database; safe to call twice. */
export async function stop(): Promise<void> {
  startup.migrated = startup.firstRender = false;
  const listener = metricsListener;
  metricsListener = undefined;
  if (listener) {
    const closed = new Promise<void>((resolve) => listener.close(() => resolve()));
    // A scraper's kept-alive connection would hold close() open.
    listener.closeAllConnections();
    await closed;
  }
  stopMetrics();
  await stopBackgroundWork?.();
  stopBackgroundWork = undefined;
  try {
    await currentDatabase().close();
  } catch (error) {
    log.warn({ err: error }, 'closing the database failed');
  }
  setDatabase(undefined);
  releaseLock?.();
  releaseLock = undefined;
}
