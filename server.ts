/**
 * The HTTP server: cached public pages answered before Express (ADR 060); then security headers
 * with a per-request CSP nonce, one cheap compression per dynamic response, precompressed hashed
 * assets, body limits, request logs, /healthz and graceful shutdown, in front of React Router.
 *
 *   node build/server.js   production: `npm run build` compiles this file to build/server.js (plain
 *                          JavaScript: no TypeScript loader in the running server, which would
 *                          cost ~85 MB and start-up time); `npm start` runs it, one process for SIGTERM
 *   tsx server.ts --dev    development: Vite in middleware mode, hot reload
 *
 * This file never imports app code directly: the app (and its single database connection)
 * comes from one module graph, the SSR bundle in production or Vite's module graph in dev.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import http, { type Server } from 'node:http';
import path from 'node:path';
import v8 from 'node:v8';
import zlib from 'node:zlib';
import compression from 'compression';
import express, { type NextFunction, type Request, type Response } from 'express';
import type { ServerBuild } from 'react-router';
import { EnvError, parseEnv, type Env } from './app/server/platform/env.server';
import { log, logRequest, requestLogEnabled } from './app/server/platform/log.server';
import {
  contentSecurityPolicy,
  fixedSecurityHeaders,
  requestIdFrom,
  routeHeadersReplaceOurs,
  securityHeaderNames,
  type SecurityHeaderOptions,
} from './app/server/platform/security-headers';
import type * as RuntimeModule from './app/server/platform/runtime.server';
import { chooseEncoding, type PageEncoding } from './app/server/platform/page-cache/encoding.server';
import {
  BODY_BUDGET_BUSY_MESSAGE,
  BODY_BUDGET_RETRY_AFTER_SECONDS,
  BODY_TEXT_IN_MEMORY_BYTES,
  BodyMemoryBudget,
  bodyLimitFor,
  describeLimit,
  textHoldFor,
} from './app/server/platform/body-limits.server';
import { SERVER_V8_SETTINGS } from './app/server/platform/v8-settings.server';

// Before anything else runs: a setting that keeps a long-running server from settling into a
// slower state (ADR 230; the reason is beside it in v8-settings.server.ts).
for (const setting of SERVER_V8_SETTINGS) v8.setFlagsFromString(setting);

const isDev = process.argv.includes('--dev');
process.env.NODE_ENV ??= isDev ? 'development' : 'production';

let config: Env;
try {
  config = parseEnv();
} catch (error) {
  if (error instanceof EnvError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}

const isProduction = config.NODE_ENV === 'production';
const BUILD_DIR = process.env.BUILD_DIR ?? 'build';
const SHUTDOWN_GRACE_MS = 10_000;
/**
 * After SIGTERM the port stays open this long (with /healthz answering 503, so a load balancer
 * stops sending): connections a client opened just before the signal are still accepted and
 * answered instead of being reset from the listen queue when the port closes.
 */
const SHUTDOWN_DRAIN_MS = 500;
let draining = false;
/** The load balancer's health check, answered by Express before any route (and never a 404). */
const HEALTH_PATH = '/healthz';
/** Readiness, beside liveness: 503 until the database is migrated and a first page rendered, and while stopping. */
const READY_PATH = '/readyz';

type Runtime = typeof RuntimeModule;

async function loadRuntime(): Promise<{
  runtime: Runtime;
  build: ServerBuild | (() => Promise<ServerBuild>);
  devMiddleware?: express.RequestHandler;
}> {
  if (isDev) {
    // React Router's own Vite servers print a deprecation we cannot fix from here (ADR 400).
    const { silenceKnownUpstreamWarnings } = await import('./scripts/upstream-warnings');
    silenceKnownUpstreamWarnings();
    const vite = await import('vite');
    const devServer = await vite.createServer({ server: { middlewareMode: true } });
    const runtime = (await devServer.ssrLoadModule('./app/server/platform/runtime.server.ts')) as Runtime;
    return {
      runtime,
      build: () =>
        devServer.ssrLoadModule('virtual:react-router/server-build') as Promise<ServerBuild>,
      devMiddleware: devServer.middlewares,
    };
  }
  const bundlePath = path.resolve(BUILD_DIR, 'server/index.js');
  if (!fs.existsSync(bundlePath)) {
    console.error('No production build found. Run `npm run build` (or `npm start`, which builds).');
    process.exit(1);
  }
  const runtime = (await import(bundlePath)) as Runtime;
  // The loaded build itself, not a function: see reactRouterHandler.
  return { runtime, build: await runtime.serverBuild() };
}

const securityHeaderOptions: SecurityHeaderOptions = {
  publicUrl: config.PUBLIC_URL,
  production: isProduction,
  dev: isDev,
};
const fixedHeaders = fixedSecurityHeaders(securityHeaderOptions);
const securityHeaderNameSet = securityHeaderNames(securityHeaderOptions);

function securityHeaders(_req: Request, res: Response, next: NextFunction): void {
  const nonce = crypto.randomBytes(16).toString('base64');
  res.locals.nonce = nonce;
  res.setHeader('Content-Security-Policy', contentSecurityPolicy([`'nonce-${nonce}'`], securityHeaderOptions));
  for (const [name, value] of fixedHeaders) res.setHeader(name, value);
  routeHeadersReplaceOurs(res, securityHeaderNameSet);
  next();
}

/**
 * Dynamic responses (uncached pages, `.data`, admin) are compressed once each, cheaply: gzip level
 * 1 / brotli quality 1 with a 256 KB window cost a fraction of the defaults' CPU and native memory
 * per response for a few percent more bytes. Cached pages and assets arrive already compressed
 * (Content-Encoding set), which this leaves alone.
 *
 * An action's data answer (a POST to a `.data` URL: the form's result, a few hundred bytes) is sent
 * as it is: React Router streams it without a Content-Length, so the library's 1 KB threshold
 * cannot see it is small, and each answer paid for a brotli encoder (~0.56 MB of native state,
 * set up and torn down) to save a few dozen bytes. Quote submissions with JavaScript went from
 * 258–330 to 332–390/s in the same runs; the peak memory did not measurably change (ADR 160).
 */
const isActionData = (req: Request) => req.method === 'POST' && req.path.endsWith('.data');
const compressOnce = compression({
  // Hashed assets are precompressed at build time (precompressedAssets).
  filter: (req, res) => !req.path.startsWith('/assets/') && !isActionData(req) && compression.filter(req, res),
  level: 1,
  memLevel: 8,
  brotli: {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: 1,
      [zlib.constants.BROTLI_PARAM_LGWIN]: 18,
    },
  },
});

/**
 * The hashed assets with the `.br`/`.gz` files `npm run build` wrote beside them (ADR 060): the
 * stored file for the encoding the client accepts, with Content-Encoding and Vary, and the type
 * of the original. Never compressed per request.
 */
function precompressedAssets(directory: string): express.RequestHandler {
  const forms = new Map<string, Set<PageEncoding>>();
  for (const name of fs.existsSync(directory) ? fs.readdirSync(directory) : []) {
    const match = /^(.*)\.(br|gz)$/.exec(name);
    if (!match) continue;
    const original = `/${match[1]}`;
    const available = forms.get(original) ?? new Set<PageEncoding>(['identity']);
    available.add(match[2] === 'br' ? 'br' : 'gzip');
    forms.set(original, available);
  }
  const files = express.static(directory, { immutable: true, maxAge: '1y', index: false });
  return (req, res, next) => {
    const available = forms.get(req.path);
    if (available) {
      res.setHeader('Vary', 'Accept-Encoding');
      const encoding = chooseEncoding(req.headers['accept-encoding'], available);
      if (encoding !== 'identity') {
        res.setHeader('Content-Encoding', encoding);
        res.type(path.extname(req.path));
        req.url = `${req.path}.${encoding === 'br' ? 'br' : 'gz'}`;
      }
    }
    files(req, res, next);
  };
}

/** Form text the whole process holds in memory at once, counted here for every request (ADR 290). */
const bodyTextInMemory = new BodyMemoryBudget(BODY_TEXT_IN_MEMORY_BYTES);

/**
 * Refuses bodies over the request's limit (1 MB, more for multipart bodies to the routes that take
 * files: body-limits.server.ts) by their declared length, and cuts off longer streams. Then a
 * request with a body takes, from the process's budget of form text in memory, the most its form
 * may hold (its path's text budget, which the form reader enforces, or its declared length if
 * smaller) until its response ends — or is answered 503 with Retry-After, its body unread, when
 * that would pass the budget (ADR 290).
 */
function bodyLimit(req: Request, res: Response, next: NextFunction): void {
  const limit = bodyLimitFor(req.path, req.headers['content-type']);
  const tooLarge = `Request body too large (limit ${describeLimit(limit)}).`;
  const declared = Number(req.headers['content-length'] ?? 0);
  if (declared > limit) {
    res.status(413).type('text/plain').send(tooLarge);
    req.resume();
    return;
  }
  const hasBody = declared > 0 || req.headers['transfer-encoding'] !== undefined;
  // A GET or HEAD body reaches no reader (React Router gives those requests none).
  if (hasBody && req.method !== 'GET' && req.method !== 'HEAD') {
    const giveBack = bodyTextInMemory.take(textHoldFor(req.path, req.headers['content-length'] ? declared : undefined));
    if (!giveBack) {
      log.warn({ method: req.method, path: req.path, heldBytes: bodyTextInMemory.heldBytes }, 'request refused: form text in memory at its budget');
      res.status(503).set('Retry-After', String(BODY_BUDGET_RETRY_AFTER_SECONDS)).type('text/plain').send(BODY_BUDGET_BUSY_MESSAGE);
      req.resume();
      return;
    }
    res.once('finish', giveBack);
    res.once('close', giveBack);
  }
  if (req.headers['transfer-encoding'] && !req.headers['content-length']) {
    let received = 0;
    req.on('data', (chunk: Buffer) => {
      received += chunk.length;
      if (received > limit && !res.headersSent) {
        res.status(413).type('text/plain').send(tooLarge);
        req.unpipe();
        req.destroy();
      }
    });
  }
  next();
}

/**
 * Cross-site request refusal: a state-changing request from a browser must come from our own
 * origin (Origin header, or Sec-Fetch-Site where Origin is absent). Non-browser clients send
 * neither and cannot carry a visitor's cookies, so they pass.
 */
function sameOriginWrites(req: Request, res: Response, next: NextFunction): void {
  if (['GET', 'HEAD', 'OPTIONS'].includes(req.method)) return next();
  const origin = req.headers.origin;
  const fetchSite = req.headers['sec-fetch-site'];
  const ownOrigins = new Set([new URL(config.PUBLIC_URL).origin, `${req.protocol}://${req.get('host')}`]);
  const foreign =
    origin !== undefined
      ? origin === 'null' || !ownOrigins.has(origin)
      : fetchSite !== undefined && fetchSite !== 'same-origin' && fetchSite !== 'none';
  if (foreign) {
    log.warn({ origin, fetchSite, url: req.originalUrl }, 'cross-site request refused');
    res.status(403).type('text/plain').send('Cross-site requests are not allowed.');
    req.resume();
    return;
  }
  next();
}

function requestLog(req: Request, res: Response, next: NextFunction): void {
  const started = process.hrtime.bigint();
  const requestId = requestIdFrom(req.headers['x-request-id']);
  res.locals.requestId = requestId;
  res.setHeader('X-Request-Id', requestId);
  // Below LOG_LEVEL info no line is written: no listener, as the page cache's hits skip theirs.
  if (!requestLogEnabled()) return next();
  res.on('finish', () => {
    logRequest({
      requestId,
      method: req.method,
      url: req.originalUrl,
      status: res.statusCode,
      durationMs: Number(process.hrtime.bigint() - started) / 1e6,
      ip: req.ip,
    });
  });
  next();
}

async function main(): Promise<void> {
  const startedAt = Date.now();
  const { runtime, build, devMiddleware } = await loadRuntime();
  let info: { databaseKind: string };
  try {
    info = await runtime.start(config);
  } catch (error) {
    console.error(`Start-up failed: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }

  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', trustProxySetting(config.TRUST_PROXY));
  // Paths Express answers before any route (never the site's 404), and the build's files.
  const operatorPaths = new Set([HEALTH_PATH, READY_PATH, runtime.METRICS_PATH]);
  const isBuildFile = devMiddleware ? () => false : buildFileChecker(path.join(BUILD_DIR, 'client'));
  app.use(runtime.requestMetrics(build, { operatorPaths, isBuildFile }));
  runtime.watchFormTextBudget(bodyTextInMemory);
  app.use(requestLog);
  app.use(securityHeaders);
  app.use(compressOnce);

  app.get(HEALTH_PATH, async (_req, res) => {
    if (draining) {
      res.status(503).set('Cache-Control', 'no-store').json({ status: 'stopping' });
      return;
    }
    try {
      await runtime.checkHealth();
      res.set('Cache-Control', 'no-store').json({ status: 'ok', database: info.databaseKind });
    } catch (error) {
      log.warn({ err: error }, 'health check failed');
      res.status(503).set('Cache-Control', 'no-store').json({ status: 'unavailable' });
    }
  });
  app.get(READY_PATH, async (_req, res) => {
    res.set('Cache-Control', 'no-store');
    if (!runtime.isReady(draining)) return void res.status(503).json({ status: draining ? 'stopping' : 'starting' });
    try {
      await runtime.checkHealth();
      res.json({ status: 'ready' });
    } catch {
      res.status(503).json({ status: 'unavailable' });
    }
  });
  // Metrics (METRICS_TOKEN; a plain 404 without it): never a route of the site (metrics-endpoint.server.ts).
  app.all(runtime.METRICS_PATH, runtime.metricsHandler(config, 'site'));

  if (devMiddleware) {
    app.use(devMiddleware);
  } else {
    // Vite's hashed file names change with their content, so they may be cached forever.
    app.use('/assets', precompressedAssets(path.join(BUILD_DIR, 'client/assets')));
    // Every public file has an extension (favicon.svg, images/…, downloadables/….pdf) and no page
    // does, so a page request skips the file-system lookup.
    const publicFiles = express.static(path.join(BUILD_DIR, 'client'), { maxAge: '1h', index: false });
    app.use((req, res, next) => (path.extname(req.path) ? publicFiles(req, res, next) : next()));
  }
  app.use(sameOriginWrites);
  app.use(bodyLimit);
  const mode = isDev ? 'development' : 'production';
  app.all(
    '/{*splat}',
    runtime.htmlCache(build, mode, securityHeaderOptions),
    runtime.siteRenderQueue(build),
    runtime.reactRouterHandler(build, mode),
  );
  app.use(plainErrors);

  // A cached public page is answered before Express (ADR 060): its bytes exist already, and
  // Express's per-request work would cost more than sending them.
  // Paths only the site's catch-all takes (a bot's random 404) are answered there too, from the
  // stored 404 document and the redirect table in memory (ADR 310); the build's files are not theirs.
  if (!devMiddleware) runtime.answerMissesBeforeExpress((requestPath) => operatorPaths.has(requestPath) || isBuildFile(requestPath));
  const server = http.createServer({ ...expressShapedMessages(app), maxHeaderSize: runtime.MAX_HEADER_BYTES }, (req, res) => {
    if (runtime.refuseUnknownMethod(req, res, securityHeaderOptions)) return;
    if (!runtime.answerFromPageCache(req, res)) app(req, res);
  });
  server.listen(config.PORT, config.HOST, () => {
    log.info(
      { port: config.PORT, database: info.databaseKind, startupMs: Date.now() - startedAt },
      'listening',
    );
    console.log(`\nfirmsite is running at ${config.PUBLIC_URL} (database: ${info.databaseKind})`);
    runtime.printSignInHelp?.(config);
    void runtime.renderFirstPage(build, mode, config.PUBLIC_URL);
  });
  server.keepAliveTimeout = 65_000;
  // Node ends a request whose body has not arrived whole after 300 s, which cut real uploads on
  // slow links (a 10 MB résumé at 30 KB/s), and never closes a connection that has gone silent.
  // Here a request may keep arriving for REQUEST_TIMEOUT_SECONDS, and a connection with nothing
  // sent either way for IDLE_TIMEOUT_SECONDS is closed (a stalled upload, a reader that stopped) (ADR 210).
  server.requestTimeout = config.REQUEST_TIMEOUT_SECONDS * 1000;
  server.timeout = config.IDLE_TIMEOUT_SECONDS * 1000;
  installShutdown(server, runtime);
}

/**
 * Whether a request path names a file of the client build (`/favicon.svg`, `/assets/…`,
 * `/images/…`): listed once at start-up — the build does not change while the server runs.
 */
function buildFileChecker(directory: string): (requestPath: string) => boolean {
  const files = new Set<string>();
  for (const entry of fs.existsSync(directory) ? fs.readdirSync(directory, { recursive: true, withFileTypes: true }) : []) {
    if (entry.isFile()) files.add(`/${path.relative(directory, path.join(entry.parentPath, entry.name)).split(path.sep).join('/')}`);
  }
  return (requestPath) => files.has(requestPath);
}

/**
 * Node's request and response classes for the server, made with Express's prototypes.
 *
 * Express gives every request it handles its own prototypes (`Object.setPrototypeOf(req,
 * app.request)`, the same for the response). Objects whose prototype changes get new hidden
 * classes, so Node's http code (writeHead, end, the socket writes) meets two shapes of every
 * request and response, and its inline caches go polymorphic and megamorphic — for the cache hits
 * answered before Express as well (measured in ADR 180). Created with Express's prototypes, every
 * request and response has one shape from the start, and Express's setPrototypeOf finds the
 * prototype already in place.
 */
function expressShapedMessages(app: express.Express) {
  class AppRequest extends http.IncomingMessage {}
  class AppResponse<Request extends http.IncomingMessage = http.IncomingMessage> extends http.ServerResponse<Request> {}
  for (const [messageClass, key] of [
    [AppRequest, 'request'],
    [AppResponse, 'response'],
  ] as const) {
    const expressPrototype: object = app[key];
    Object.setPrototypeOf(messageClass.prototype, Object.getPrototypeOf(expressPrototype));
    Object.defineProperties(messageClass.prototype, Object.getOwnPropertyDescriptors(expressPrototype));
    // Express reads app.request / app.response for each request: from now on, the classes' prototypes.
    Object.assign(app, { [key]: messageClass.prototype });
  }
  return { IncomingMessage: AppRequest, ServerResponse: AppResponse };
}

/**
 * Errors Express raises before the app sees the request (a malformed URL such as /%E0%A4%A, a body
 * it cannot read): a short plain answer that keeps the security headers set above, and a log line
 * instead of Express's default page (which replaces our CSP) and its console stack trace.
 */
function plainErrors(error: unknown, req: Request, res: Response, next: NextFunction): void {
  if (res.headersSent) return next(error);
  const given = (error as { status?: unknown; statusCode?: unknown } | null)?.status ?? (error as { statusCode?: unknown } | null)?.statusCode;
  const status = typeof given === 'number' && given >= 400 && given < 600 ? given : 500;
  if (status >= 500) log.error({ err: error, url: req.originalUrl }, 'request failed');
  else log.warn({ status, url: req.originalUrl, reason: error instanceof Error ? error.message : String(error) }, 'request refused');
  res
    .status(status)
    .type('text/plain')
    .send(status >= 500 ? 'Something went wrong. Please try again in a moment.' : 'Bad request.');
}

function trustProxySetting(value: string): boolean | number | string {
  if (value === 'false') return false;
  if (value === 'true') return true;
  if (/^\d+$/.test(value)) return Number(value);
  return value;
}

function installShutdown(server: Server, runtime: Runtime): void {
  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    draining = true;
    log.info({ signal }, 'shutting down: /healthz 503, the port closes in 0.5 s, requests in flight finish');
    const forceExit = setTimeout(() => {
      log.warn('requests still running after 10 s; closing anyway');
      server.closeAllConnections();
    }, SHUTDOWN_GRACE_MS);
    forceExit.unref();
    setTimeout(() => {
      // Connections that finish their last request while we wait would otherwise stay open.
      const closeIdle = setInterval(() => server.closeIdleConnections(), 100);
      server.close(async () => {
        clearTimeout(forceExit);
        clearInterval(closeIdle);
        await runtime.stop();
        log.info('stopped');
        process.exit(0);
      });
      // Idle keep-alive sockets would hold close() open until they time out.
      server.closeIdleConnections();
    }, SHUTDOWN_DRAIN_MS);
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
