/**
 * The public page cache (ADR 040, ADR 060): a rendered public page (document or client-navigation
 * data) is kept in process, compressed once per encoding, and served again without rendering
 * until content changes (every audited admin write clears it) or HTML_CACHE_TTL_SECONDS pass.
 *
 * What may be cached is decided positively (page-cache/cacheability.server.ts): the public
 * routes on a list, by route id; GET/HEAD without any cookie of ours; responses that are 200, set
 * no cookie, are not marked private and were not rendered degraded (`markDegraded`).
 *
 * A hit is answered before Express (`answerFromPageCache`, called by server.ts's request
 * listener) with bytes that already exist: no compression, hashing or copy of the page, and a
 * head made once, when the buffer was stored (prepared-head.server.ts, ADR 260). Its CSP lists
 * the sha256 hashes of the page's inline scripts (computed once, when stored) instead of a
 * per-response nonce, so the bytes can be the same for everyone. Forms get a
 * fill-time token dated at the end of the current 100 ms period, spliced into the stored parts
 * once per period (page-cache/stored-body.server.ts, ADR 140): never older than the response that
 * carries it.
 *
 * A miss renders once however many requests for it arrive together (single flight); renders run
 * through a bounded queue that answers 503 + Retry-After when full.
 */
import crypto from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { NextFunction, Request as ExpressRequest, Response as ExpressResponse } from 'express';
import { createRequestHandler, type RouteObject, type ServerBuild } from 'react-router';
import { encodedPath } from '~/domain/locales';
import { refuseMethod } from '~/server/platform/early-refusals.server';
import { requestIdFrom, contentSecurityPolicy, fixedSecurityHeaders, type SecurityHeaderOptions } from '~/server/platform/security-headers';
import { onContentChange } from '~/server/entities/audit.server';
import { loadRedirectsIntoMemory, NOT_LOADED, recordNotFound, redirectInMemory } from '~/server/entities/redirects.server';
import { isUnknownSlug, loadKnownSlugs } from '~/server/pages/known-slugs.server';
import { REDIRECT_CACHE_CONTROL } from '~/server/pages/moved.server';
import { env } from '~/server/platform/env.server';
import { log, logRequest, requestLogEnabled } from '~/server/platform/log.server';
import { countPageCacheHit, countPageCacheRender, recordRequest } from '~/server/platform/metrics.server';
import { newRouterContext, runWithRequestState } from '~/server/platform/request-state.server';
import { issueFormToken } from '~/server/platform/spam.server';
import { carriesOurCookie, classifyUrl, NOT_FOUND_ROUTE, routeTree, type CacheablePage } from '~/server/platform/page-cache/cacheability.server';
import { chooseEncoding, type PageEncoding } from '~/server/platform/page-cache/encoding.server';
import { answerBusy, LEFT, RenderQueue } from '~/server/platform/page-cache/render-queue.server';
import { prepareHead, writePreparedHead, type PreparedHead } from '~/server/platform/page-cache/prepared-head.server';
import { inlineScriptHashes } from '~/server/platform/page-cache/script-hashes.server';
import { sharedCacheTerms } from '~/server/platform/page-cache/shared-cache.server';
import {
  compileBody,
  fixedForms,
  gzipChunks,
  identityChunks,
  storeBody,
  type StoredBody,
} from '~/server/platform/page-cache/stored-body.server';

const MAX_ENTRIES = 500;
/** Renders at once: a render is CPU-bound on one thread, so a few suffice to keep it busy. */
const MAX_ACTIVE_RENDERS = 4;
const MAX_WAITING_RENDERS = 64;

interface CachedPage {
  body: StoredBody;
  /** Complete bytes per encoding for pages without per-response values. */
  fixed?: { identity: Buffer; gzip: Buffer; br?: Buffer };
  /** For `fixed` pages: each encoding's whole head for a hit, prepared once (`hitHead`). */
  fixedHitHeads: Partial<Record<PageEncoding, PreparedHead>>;
  /** Distinct form tokens in the page; each response gets fresh ones. */
  tokenCount: number;
  /**
   * For pages with forms: each encoding's complete bytes for the current token period, assembled
   * by the first hit in that period and written as one buffer by the others.
   */
  assembled: { period: number; bytes: Partial<Record<PageEncoding, Buffer>>; hitHeads: Partial<Record<PageEncoding, PreparedHead>> };
  /** How a fresh token is written into the slot (`value="…"` in a document, bare in data). */
  tokenText: (token: string) => string;
  available: ReadonlySet<PageEncoding>;
  /** Response headers per encoding, as name/value pairs in one flat list, names in lowercase (no length, no id). */
  headers: Record<PageEncoding, string[]>;
  notModifiedHeaders: string[];
  etags: ReadonlySet<string>;
  storedAt: number;
  /** When the entry stops being served: before the content changes by itself (markExpiresAt), so that no cache in front keeps it past the change (shared-cache.server.ts). */
  expiresAt?: number;
}

const pages = new Map<string, CachedPage>();
/**
 * The not-found documents (ADR 310), by route id: the site's 404 (the catch-all route), sent for
 * every path only the catch-all takes, and each slug route's own (an unknown article, partner or
 * job: known-slugs.server.ts). Rendered once each, stored like a page, and sent with status 404
 * before Express and without a render.
 */
const notFoundDocuments = new Map<string, CachedPage>();
/**
 * Whether Express answers a path without React Router (`/healthz`, a file of the build such as
 * `/favicon.svg` or `/assets/…`): those are never our 404s, though no route takes them.
 */
let answeredByExpress: (path: string) => boolean = () => true;
/** Answers given before Express beyond cache hits: 404s and redirects (production only). */
let answerMissesEarly = false;
const inflight = new Map<string, Promise<RenderOutcome>>();
/** Bumped by every content change: a render that started before one is not stored. */
let generation = 0;
let routes: RouteObject[] | undefined;
let security: SecurityHeaderOptions | undefined;
let unsubscribe: (() => void) | undefined;
const newRenderQueue = (maxActive: number, maxWaiting: number) => new RenderQueue(maxActive, maxWaiting, 'page cache');
let queue = newRenderQueue(MAX_ACTIVE_RENDERS, MAX_WAITING_RENDERS);

export function clearHtmlCache(): void {
  pages.clear();
  notFoundDocuments.clear();
  generation++;
}

export function htmlCacheSize(): number {
  return pages.size;
}

/**
 * Lets the server answer misses (the 404 document, redirects) before Express too, once it has
 * rendered the document: production only — in development Vite answers paths of its own —
 * told which paths Express answers itself (health check, the build's files), never 404s.
 */
export function answerMissesBeforeExpress(expressAnswers: (path: string) => boolean): void {
  answeredByExpress = expressAnswers;
  answerMissesEarly = true;
}

/** Replaces the render queue (tests use a small one to see it fill). */
export function setRenderLimits(maxActive: number, maxWaiting: number): void {
  queue = newRenderQueue(maxActive, maxWaiting);
}

/** The cacheable page a URL names, matched once per URL (classifyUrl), so a hit does not match routes again. */
function classify(url: string): CacheablePage | undefined {
  return routes ? classifyUrl(routes, url).page : undefined;
}

/** The cacheable page a request asks for, when the request may be answered from the cache. */
function cacheableRequest(method: string | undefined, url: string, cookie: string | undefined): CacheablePage | undefined {
  if (method !== 'GET' && method !== 'HEAD') return undefined;
  if (cookie !== undefined && carriesOurCookie(cookie)) return undefined;
  return classify(url);
}

/** The stored page for `key` while it may still be served at `now` (one clock read per request). */
function freshEntry(key: string, now: number): CachedPage | undefined {
  return servable(pages.get(key), now);
}

/** `stored` while it may still be served at `now`: within HTML_CACHE_TTL_SECONDS (0: never) and before its own expiry. */
function servable(stored: CachedPage | undefined, now: number): CachedPage | undefined {
  if (!stored) return undefined;
  const ttlMs = env().HTML_CACHE_TTL_SECONDS * 1000;
  if (now - stored.storedAt >= ttlMs || (stored.expiresAt !== undefined && now >= stored.expiresAt)) return undefined;
  return stored;
}

function matchesEtag(header: string | undefined, etags: ReadonlySet<string>): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  return header.split(',').some((tag) => etags.has(tag.trim().replace(/^W\//, '')));
}

/**
 * Fill-time tokens on cached pages are issued per period of this length, dated at the period's
 * END: a token is never older than the response that carries it (at most this much younger), so
 * the minimum fill time holds exactly as with a token per response, and every hit in a period
 * writes the same assembled buffer instead of signing, splicing and concatenating (ADR 140).
 */
export const TOKEN_PERIOD_MS = 100;

/**
 * A hit's complete head: the entry's headers for the encoding, its length, `X-Cache: HIT` and the
 * request id, the only value that differs between hits of one buffer. Prepared once per buffer
 * (ADR 260), so a hit builds no array and no length string.
 */
function hitHead(headers: string[], length: number): PreparedHead {
  return prepareHead([...headers, 'content-length', String(length), 'x-cache', 'HIT']);
}

/**
 * A stored page's header list with its names in lowercase. Field names are case-insensitive (RFC
 * 9110 §5.1; HTTP/2 and HTTP/3 send nothing else), and Node lowercases each name of 4–17
 * characters in every response it writes, to recognise its own (`matchHeader`): a name already in
 * lowercase is returned as it is, where a mixed-case one costs a new string per header per
 * response (it relies on nothing undocumented; ADR 320 gives its measured worth).
 */
function lowercaseNames(list: string[]): string[] {
  return list.map((item, index) => (index % 2 === 0 ? item.toLowerCase() : item));
}

/** The page's bytes in `encoding` with tokens for the period containing `now`. */
function assembledForPeriod(page: CachedPage, encoding: PageEncoding, now: number): Buffer {
  const period = Math.ceil(now / TOKEN_PERIOD_MS);
  if (page.assembled.period !== period) page.assembled = { period, bytes: {}, hitHeads: {} };
  const known = page.assembled.bytes[encoding];
  if (known) return known;
  const token = Buffer.from(page.tokenText(issueFormToken(period * TOKEN_PERIOD_MS)));
  const values: Buffer[] = Array.from({ length: page.tokenCount }, () => token);
  const { chunks, length } =
    encoding === 'gzip' ? gzipChunks(page.body.identity, page.body.gzip, values) : identityChunks(page.body.identity, values);
  const bytes = Buffer.concat(chunks, length);
  page.assembled.bytes[encoding] = bytes;
  page.assembled.hitHeads[encoding] = hitHead(page.headers[encoding], bytes.length);
  return bytes;
}

/** The head prepared with the buffer a hit writes (see `hitHead`). */
function preparedHitHead(page: CachedPage, encoding: PageEncoding): PreparedHead {
  return (page.fixed ? page.fixedHitHeads[encoding] : page.assembled.hitHeads[encoding])!;
}

/** Writes a cached page: the stored bytes of the chosen encoding, with tokens current at `now`. */
function sendPage(req: IncomingMessage, res: ServerResponse, page: CachedPage, requestId: string, hit: boolean, now: number, status = 200): void {
  const cacheState = hit ? 'HIT' : 'MISS';
  if (status === 200 && matchesEtag(req.headers['if-none-match'], page.etags)) {
    res.writeHead(304, [...page.notModifiedHeaders, 'x-request-id', requestId, 'x-cache', cacheState]);
    res.end();
    return;
  }
  const encoding = chooseEncoding(req.headers['accept-encoding'], page.available);
  const bytes = page.fixed ? page.fixed[encoding]! : assembledForPeriod(page, encoding, now);
  if (hit) {
    writePreparedHead(res, preparedHitHead(page, encoding), requestId, status);
  } else {
    res.writeHead(status, [...page.headers[encoding], 'content-length', String(bytes.length), 'x-request-id', requestId, 'x-cache', cacheState]);
  }
  if (req.method === 'HEAD') {
    res.end();
    return;
  }
  res.end(bytes);
}

/**
 * Answers a request from the cache before Express sees it, and says whether it did. Called first
 * by server.ts's request listener; false means "not a hit — hand it to Express".
 */
export function answerFromPageCache(req: IncomingMessage, res: ServerResponse): boolean {
  // Refusals need nothing stored; everything else answered here is a stored answer.
  if (!security || (pages.size === 0 && notFoundDocuments.size === 0 && req.method !== 'POST')) return false;
  const started = performance.now();
  const requestId = answerFromStore(req, res);
  if (requestId === undefined) return false;
  const durationMs = performance.now() - started;
  // Counted as plain numbers: no label object, nothing allocated (metrics.server.ts).
  recordRequest(answeredRoute, res.statusCode, durationMs / 1000);
  if (requestLogEnabled()) logRequest({ requestId, method: req.method, url: req.url, status: res.statusCode, durationMs });
  return true;
}

/** The route id of the last request `answerFromStore` answered (for its metrics; set just before it answers). */
let answeredRoute = NOT_FOUND_ROUTE;

/** A hit, or a 404 or redirect answered from memory: the request id it was answered with, or undefined. */
function answerFromStore(req: IncomingMessage, res: ServerResponse): string | undefined {
  const page = cacheableRequest(req.method, req.url ?? '', req.headers.cookie);
  const now = Date.now();
  if (page) {
    const cached = freshEntry(page.key, now);
    if (cached) {
      const requestId = requestIdFrom(req.headers['x-request-id']);
      answeredRoute = page.routeId;
      countPageCacheHit();
      sendPage(req, res, cached, requestId, true, now);
      return requestId;
    }
    // An article, partner or job that does not exist: its route's stored not-found document.
    if (!answerMissesEarly || page.data || !isUnknownSlug(page.routeId, page.slug, now)) return undefined;
    const requestId = requestIdFrom(req.headers['x-request-id']);
    return answerNotFound(req, res, page.key, requestId, now, page.routeId) ? requestId : undefined;
  }
  if (!answerMissesEarly || !routes) return undefined;
  if (req.method === 'POST') {
    // The catch-all has no action: a bot's POST to /xmlrpc.php is refused unread.
    const miss = classifyUrl(routes, req.url ?? '').notFound;
    if (miss === undefined || routerOwnPaths.has(miss.path)) return undefined;
    answeredRoute = miss.routeId;
    return refuseMethod(req, res, 'GET, HEAD', security!);
  }
  const miss = notFoundRequest(req.method, req.url ?? '', req.headers.cookie);
  // Before Express, a build's file (express.static serves it later) is not a miss.
  if (miss === undefined || !notFoundDocuments.has(miss.routeId) || answeredByExpress(miss.path)) return undefined;
  const requestId = requestIdFrom(req.headers['x-request-id']);
  return answerNotFound(req, res, miss.path, requestId, now, miss.routeId) ? requestId : undefined;
}

/** 301 to a redirect's target, the request's query kept (as the not-found route's redirect does). */
function sendMoved(req: IncomingMessage, res: ServerResponse, target: string, requestId: string): void {
  const url = req.url ?? '';
  const queryStart = url.indexOf('?');
  // Targets are stored decoded ('/ar/الأخبار-والرؤى/…'); a header carries them percent-encoded.
  const location = `${encodedPath(target)}${queryStart === -1 ? '' : url.slice(queryStart)}`;
  res.writeHead(301, [
    ...fixedSecurityHeaders(security!).flat(),
    'location', location,
    'cache-control', REDIRECT_CACHE_CONTROL,
    'content-length', '0',
    'x-request-id', requestId,
  ]);
  res.end();
}

/**
 * A request one of the stored 404 documents may answer (GET/HEAD, no cookie of ours, only a
 * catch-all matches): its decoded path and that catch-all's route id. Each locale's catch-all has
 * one document, the same for every visitor (issue 48: the `lang` cookie changes nothing the
 * server sends, so a bot that sets it cannot make each miss a render).
 */
function notFoundRequest(method: string | undefined, url: string, cookie: string | undefined): { path: string; routeId: string } | undefined {
  if (!routes || (method !== 'GET' && method !== 'HEAD')) return undefined;
  if (cookie !== undefined && carriesOurCookie(cookie)) return undefined;
  const miss = classifyUrl(routes, url).notFound;
  return miss === undefined || routerOwnPaths.has(miss.path) ? undefined : miss;
}

/**
 * Paths React Router answers itself, in front of every route: its route manifest for lazy route
 * discovery (`/__manifest`, the build's `routeDiscovery.manifestPath`). No route of the table takes
 * them, so without this they would look like 404s.
 */
let routerOwnPaths: ReadonlySet<string> = new Set(['/__manifest']);

function learnRouterOwnPaths(build: Pick<ServerBuild, 'routeDiscovery'>): void {
  const discovery = build.routeDiscovery;
  routerOwnPaths = new Set(['/__manifest', ...(discovery?.mode === 'lazy' ? [discovery.manifestPath] : [])]);
}

/** The stored not-found document of `routeId` while it may be served at `now`. */
function freshNotFoundDocument(routeId: string, now: number): CachedPage | undefined {
  return servable(notFoundDocuments.get(routeId), now);
}

/**
 * A request for `path`, which names nothing (only the catch-all route takes it, or `routeId`'s slug
 * is unknown): 301 when a redirect owns it (from the table in memory), else the miss is counted in
 * memory and the route's stored not-found document sent. False when neither is in memory (the
 * caller renders).
 */
function answerNotFound(req: IncomingMessage, res: ServerResponse, path: string, requestId: string, now: number, routeId: string): boolean {
  const target = redirectInMemory(path, now);
  if (target === NOT_LOADED) return false;
  answeredRoute = routeId;
  if (target !== undefined) {
    sendMoved(req, res, target, requestId);
    return true;
  }
  const document = freshNotFoundDocument(routeId, now);
  if (!document) return false;
  recordNotFound(path, new Date(now));
  sendPage(req, res, document, requestId, true, now, 404);
  return true;
}

// ── Rendering ────────────────────────────────────────────────────────────────────────────────

/** A render's result, ready to store or to send once. */
interface Rendered {
  status: number;
  headers: Headers;
  /** The response's bytes as rendered; never decoded into a string (ADR 180). */
  body: Buffer;
  contentType: string;
  formTokens: string[];
  degraded: boolean;
  scriptHashes: string[];
  expiresAt?: number;
}

type RenderOutcome = { page: CachedPage } | { page?: undefined; rendered: Rendered };

/** Whose turn a render is in the queue (RenderQueue's fairness): the client's address, as Express reads it (TRUST_PROXY). */
export function clientAddress(req: ExpressRequest): string {
  return req.ip ?? req.socket.remoteAddress ?? 'unknown';
}

function toFetchRequest(req: ExpressRequest, path: string): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (Array.isArray(value)) for (const item of value) headers.append(name, item);
    else if (value !== undefined) headers.set(name, value);
  }
  return new Request(`${req.protocol}://${req.get('host')}${path}`, { method: 'GET', headers });
}

function weakEtag(body: Buffer, suffix: string): string {
  return `W/"${crypto.createHash('sha1').update(body).digest('base64url')}${suffix}"`;
}

/**
 * How a fresh token is written into a stored page. In a document only the form fields get fresh
 * tokens: the hydration script keeps the token it was rendered with, so its hash (in the CSP)
 * stays right. Module-level functions, not closures made in buildPage: a closure there would share
 * buildPage's scope and keep the whole rendered page (its HTML as a JavaScript string, two bytes
 * per character for most pages) alive as long as the entry (measured in ADR 170).
 */
const bareToken = (token: string) => token;
const tokenInFormField = (token: string) => `value="${token}"`;

/**
 * The 404 document is stored like a page but kept out of every other cache (`no-store`, as the
 * rendered 404 was) and has no ETag: a 404 is not revalidated.
 */
async function buildPage(rendered: Rendered, data: boolean, kind: 'page' | 'not-found' = 'page'): Promise<CachedPage> {
  const options = security!;
  const tokens = [...new Set(rendered.formTokens)];
  const tokenText = data ? bareToken : tokenInFormField;
  const body = await storeBody(compileBody(rendered.body, tokens.map(tokenText)));
  const fixed = fixedForms(body);
  const available = new Set<PageEncoding>(body.br ? ['br', 'gzip', 'identity'] : ['gzip', 'identity']);
  const csp = contentSecurityPolicy(rendered.scriptHashes, options);
  const storedAt = Date.now();
  const shared = sharedCacheTerms(storedAt, rendered.expiresAt);
  const notFound = kind === 'not-found';
  const base = [
    'Content-Security-Policy', csp,
    ...fixedSecurityHeaders(options).flat(),
    'Cache-Control', notFound ? 'no-store' : shared.cacheControl,
    'Vary', 'Accept-Encoding, Cookie',
  ];
  const identityTag = weakEtag(rendered.body, '');
  const tagOf = (encoding: PageEncoding) => (encoding === 'identity' ? identityTag : identityTag.replace(/"$/, `-${encoding}"`));
  const headersFor = (encoding: PageEncoding) =>
    lowercaseNames([
      ...base,
      'Content-Type', rendered.contentType,
      ...(notFound ? [] : ['ETag', tagOf(encoding)]),
      ...(encoding === 'identity' ? [] : ['Content-Encoding', encoding]),
    ]);
  const headers = { br: headersFor('br'), gzip: headersFor('gzip'), identity: headersFor('identity') };
  const fixedHitHeads: Partial<Record<PageEncoding, PreparedHead>> = {};
  if (fixed) for (const encoding of available) fixedHitHeads[encoding] = hitHead(headers[encoding], fixed[encoding]!.length);
  return {
    body,
    fixed,
    fixedHitHeads,
    tokenCount: tokens.length,
    tokenText,
    assembled: { period: 0, bytes: {}, hitHeads: {} },
    available,
    headers,
    notModifiedHeaders: lowercaseNames([...base, 'ETag', identityTag]),
    etags: new Set(notFound ? [] : [...available].map((encoding) => tagOf(encoding).replace(/^W\//, ''))),
    storedAt,
    expiresAt: notFound ? undefined : shared.servedUntil,
  };
}

function isStorable(rendered: Rendered, status = 200): boolean {
  const cacheControl = rendered.headers.get('Cache-Control') ?? '';
  return (
    rendered.status === status &&
    !rendered.degraded &&
    !rendered.headers.has('Set-Cookie') &&
    !/\b(private|no-store|no-cache)\b/i.test(cacheControl) &&
    (rendered.contentType.startsWith('text/html') || rendered.contentType.startsWith('text/x-script'))
  );
}

/** Sends a render that is not stored, as Express sends any response (compressed on the way). */
function sendRendered(req: ExpressRequest, res: ExpressResponse, rendered: Rendered): void {
  res.status(rendered.status);
  rendered.headers.forEach((value, name) => {
    if (name.toLowerCase() !== 'set-cookie') res.setHeader(name, value);
  });
  for (const cookie of rendered.headers.getSetCookie()) res.append('Set-Cookie', cookie);
  if (rendered.contentType.startsWith('text/html')) {
    res.setHeader('Content-Security-Policy', contentSecurityPolicy(rendered.scriptHashes, security!));
  }
  res.send(req.method === 'HEAD' ? undefined : rendered.body);
}

/**
 * Express middleware in front of React Router for the cacheable public pages: serves them from
 * the cache, renders and stores them on a miss (once for all who wait), and passes every other
 * request on to `next` (the normal handler).
 */
export function htmlCache(build: ServerBuild | (() => Promise<ServerBuild>), mode: string, securityOptions: SecurityHeaderOptions) {
  unsubscribe ??= onContentChange(clearHtmlCache);
  security = securityOptions;
  // A loaded build's routes are known from the start: the answers given before Express do not
  // depend on whether a request has been through Express yet.
  if (typeof build !== 'function') {
    learnRouterOwnPaths(build);
    routes ??= routeTree(build);
  }
  let handler: ReturnType<typeof createRequestHandler> | undefined;

  /** Renders the page at `path` (a cache key) for this request; `sharedDocument` for the 404 document. */
  async function render(req: ExpressRequest, res: ExpressResponse, path: string, sharedDocument = false): Promise<Rendered> {
    routes ??= routeTree(typeof build === 'function' ? await build() : build);
    handler ??= createRequestHandler(build, mode);
    // No nonce: the page's scripts are allowed by their hashes (ADR 060).
    const { result, state } = runWithRequestState(() =>
      handler!(
        toFetchRequest(req, path),
        newRouterContext({ nonce: '', clientIp: req.ip ?? 'unknown', requestId: String(res.locals.requestId ?? ''), sharedDocument }),
      ),
    );
    const response = await result;
    const body = Buffer.from(await response.arrayBuffer());
    const contentType = response.headers.get('Content-Type') ?? 'text/html; charset=utf-8';
    return {
      status: response.status,
      headers: response.headers,
      body,
      contentType,
      formTokens: state.formTokens,
      degraded: state.degraded,
      expiresAt: state.expiresAt,
      scriptHashes: contentType.startsWith('text/html') ? inlineScriptHashes(body) : [],
    };
  }

  async function renderAndStore(req: ExpressRequest, res: ExpressResponse, page: CacheablePage): Promise<RenderOutcome> {
    const startedIn = generation;
    const rendered = await render(req, res, page.key);
    if (!isStorable(rendered)) return { rendered };
    const built = await buildPage(rendered, page.data);
    if (generation !== startedIn) return { page: built };
    if (pages.size >= MAX_ENTRIES) pages.delete(pages.keys().next().value as string);
    pages.set(page.key, built);
    return { page: built };
  }

  /**
   * A render for one visitor, not stored: in turn, 503 when the queue is full, and not run at all
   * if the visitor has left before its turn (RenderQueue's LEFT).
   */
  async function renderForThisVisitor(req: ExpressRequest, res: ExpressResponse, page: CacheablePage): Promise<void> {
    const queued = queue.run(() => render(req, res, page.key), () => req.socket.destroyed, clientAddress(req));
    if (queued === 'full') return answerBusy(res);
    const rendered = await queued;
    if (rendered !== LEFT) sendRendered(req, res, rendered);
  }

  /** Renders `routeId`'s not-found document and keeps it (unless content changed meanwhile or nothing may be kept). */
  async function renderNotFoundDocument(req: ExpressRequest, res: ExpressResponse, path: string, routeId: string): Promise<RenderOutcome> {
    const startedIn = generation;
    const rendered = await render(req, res, path, true);
    if (!isStorable(rendered, 404)) return { rendered };
    const built = await buildPage(rendered, false, 'not-found');
    if (generation === startedIn && env().HTML_CACHE_TTL_SECONDS > 0) notFoundDocuments.set(routeId, built);
    return { page: built };
  }

  /**
   * A path only the catch-all takes, when the answer is not in memory yet: the redirect table is
   * loaded, or the 404 document rendered — once for all who ask together.
   */
  async function serveNotFound(req: ExpressRequest, res: ExpressResponse, path: string, routeId: string): Promise<void> {
    const requestId = String(res.locals.requestId ?? '');
    if (answerNotFound(req, res, path, requestId, Date.now(), routeId)) return;
    await loadRedirectsIntoMemory();
    const target = redirectInMemory(path);
    if (typeof target === 'string') return sendMoved(req, res, target, requestId);
    recordNotFound(path);
    const stored = freshNotFoundDocument(routeId, Date.now());
    if (stored) return sendPage(req, res, stored, requestId, true, Date.now(), 404);
    // One render of each route's document at a time (no page key starts with a NUL).
    const flightKey = `\u0000not-found ${routeId}`;
    let flight = inflight.get(flightKey);
    if (!flight) {
      const queued = queue.run(() => renderNotFoundDocument(req, res, path, routeId), undefined, clientAddress(req));
      if (queued === 'full') return answerBusy(res);
      flight = queued;
      inflight.set(flightKey, flight);
      void flight.finally(() => inflight.delete(flightKey)).catch(() => undefined);
    }
    const outcome = await flight;
    if (outcome.page) return sendPage(req, res, outcome.page, requestId, false, Date.now(), 404);
    // Not storable (rendered degraded): the same document, as rendered, for each who waited.
    sendRendered(req, res, outcome.rendered);
  }

  return async (req: ExpressRequest, res: ExpressResponse, next: NextFunction) => {
    // Route tables come from the build; until the first render the cache knows no page.
    if (!routes) {
      const loaded = typeof build === 'function' ? await build() : build;
      learnRouterOwnPaths(loaded);
      routes = routeTree(loaded);
    }
    const miss = notFoundRequest(req.method, req.originalUrl, req.headers.cookie);
    if (miss !== undefined) {
      try {
        return await serveNotFound(req, res, miss.path, miss.routeId);
      } catch (error) {
        log.error({ err: error, url: req.originalUrl }, 'the 404 document could not be rendered');
        return next(error);
      }
    }
    const page = cacheableRequest(req.method, req.originalUrl, req.headers.cookie);
    if (!page) return next();
    try {
      const requestId = String(res.locals.requestId ?? '');
      const now = Date.now();
      const stored = pages.get(page.key);
      const cached = servable(stored, now);
      if (cached) {
        countPageCacheHit();
        return sendPage(req, res, cached, requestId, true, now);
      }
      if (page.slug !== undefined && !page.data) {
        await loadKnownSlugs();
        if (isUnknownSlug(page.routeId, page.slug)) return await serveNotFound(req, res, page.key, page.routeId);
      }

      if (env().HTML_CACHE_TTL_SECONDS === 0) {
        countPageCacheRender(false);
        return await renderForThisVisitor(req, res, page);
      }

      let flight = inflight.get(page.key);
      const leader = !flight;
      if (!flight) {
        countPageCacheRender(stored !== undefined);
        const queued = queue.run(() => renderAndStore(req, res, page), undefined, clientAddress(req));
        if (queued === 'full') return answerBusy(res);
        flight = queued;
        inflight.set(page.key, flight);
        void flight.finally(() => inflight.delete(page.key)).catch(() => undefined);
      }
      const outcome = await flight;
      // Only the request that rendered is a MISS; those that waited for it get the stored copy.
      if (outcome.page) {
        if (!leader) countPageCacheHit();
        return sendPage(req, res, outcome.page, requestId, !leader, Date.now());
      }
      if (leader) return sendRendered(req, res, outcome.rendered);
      // Not storable (an error state, a 404): each waiting client gets its own render.
      countPageCacheRender(false);
      await renderForThisVisitor(req, res, page);
    } catch (error) {
      log.error({ err: error, url: req.originalUrl }, 'public page render failed');
      next(error);
    }
  };
}
