/**
 * The public page cache: a rendered public page (document or client-navigation data) is kept in
 * process by path and query and served again without rendering until content changes (every
 * audited admin write clears it) or HTML_CACHE_TTL_SECONDS pass. Responses carry an ETag (304 on
 * a match) and Cache-Control with s-maxage and stale-while-revalidate for a CDN.
 *
 * Never cached: admin and sign-in paths, anything but GET/HEAD, requests carrying a session or
 * flash cookie, responses that are not 200 or that set a cookie, and pages rendered while a data
 * section failed (`markDegraded`), so a recovered database shows at once.
 *
 * Each document carries a per-response CSP nonce and the forms' signed fill-time tokens; the cached
 * copy remembers the values it was rendered with and every hit swaps in fresh ones, so no two
 * responses share a nonce and a form's fill time counts from when this visitor got the page. The
 * stored body is cut at those values once (`compileBody`), so a hit costs one buffer copy rather
 * than a search of the whole page, and hits are answered (`servePageFromCache`) before Express
 * looks for a static file.
 */
import crypto from 'node:crypto';
import { createRequestHandler, type ServerBuild } from 'react-router';
import type { NextFunction, Request as ExpressRequest, Response as ExpressResponse } from 'express';
import { onContentChange } from '~/server/entities/audit.server';
import { env } from '~/server/platform/env.server';
import { log } from '~/server/platform/log.server';
import { newRouterContext, runWithRequestState } from '~/server/platform/request-state.server';
import { issueFormToken } from '~/server/platform/spam.server';

/**
 * A body cut at its per-response values: parts[0], value of slots[0], parts[1], … parts[n]. A slot
 * names the index of the value (in the list given to `fillBody`) that goes there.
 */
export interface CompiledBody {
  parts: Buffer[];
  slots: number[];
}

interface CachedPage {
  body: CompiledBody;
  /** Form tokens rendered into the page (slots 1…n; slot 0 is the nonce attribute). */
  tokenCount: number;
  contentType: string;
  etag: string;
  storedAt: number;
}

const MAX_ENTRIES = 500;
const NEVER_CACHED = /^\/(admin|healthz)(\/|$|\.)/;
const SESSION_COOKIES = /(?:^|;\s*)(?:__Secure-)?(?:better-auth\.[\w.]+|firmsite_flash)=/;

export const PUBLIC_CACHE_CONTROL = 'public, max-age=0, s-maxage=60, stale-while-revalidate=300';

const pages = new Map<string, CachedPage>();
let unsubscribe: (() => void) | undefined;

export function clearHtmlCache(): void {
  pages.clear();
}

export function htmlCacheSize(): number {
  return pages.size;
}

function isCacheableRequest(req: ExpressRequest): boolean {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false;
  if (NEVER_CACHED.test(req.path)) return false;
  if (SESSION_COOKIES.test(req.headers.cookie ?? '')) return false;
  return true;
}

/**
 * Query parameters that only say where a visitor came from — campaign tags and ad-click ids, unique
 * per click for some networks. No page depends on them (the forms read the landing URL in the
 * browser, or the Referer header without JavaScript), so a page is cached and rendered without
 * them: campaign traffic is served from the cache, and click ids cannot crowd real pages out.
 */
const TRACKING_PARAMETER = /^(utm_[a-z_]+|fbclid|gclid|gbraid|wbraid|dclid|msclkid|yclid|twclid|ttclid|li_fat_id|igshid|mc_cid|mc_eid|_ga|_gl)$/i;

/** The cache key of a request URL (path and query): the URL without tracking parameters. */
export function pageCacheKey(originalUrl: string): string {
  const queryStart = originalUrl.indexOf('?');
  if (queryStart === -1) return originalUrl;
  const params = new URLSearchParams(originalUrl.slice(queryStart + 1));
  const tracking = [...params.keys()].filter((name) => TRACKING_PARAMETER.test(name));
  if (tracking.length === 0) return originalUrl;
  for (const name of tracking) params.delete(name);
  const rest = params.toString();
  return rest ? `${originalUrl.slice(0, queryStart)}?${rest}` : originalUrl.slice(0, queryStart);
}

function toFetchRequest(req: ExpressRequest, signal: AbortSignal): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (Array.isArray(value)) for (const item of value) headers.append(name, item);
    else if (value !== undefined) headers.set(name, value);
  }
  return new Request(`${req.protocol}://${req.get('host')}${pageCacheKey(req.originalUrl)}`, { method: 'GET', headers, signal });
}

/** Cuts `body` at every occurrence of each non-empty placeholder (slot = its index). */
export function compileBody(body: string, placeholders: string[]): CompiledBody {
  const present = placeholders.map((text, index) => ({ text, index })).filter(({ text }) => text !== '');
  if (present.length === 0) return { parts: [Buffer.from(body)], slots: [] };
  const byText = new Map(present.map(({ text, index }) => [text, index]));
  const pattern = new RegExp(present.map(({ text }) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|'), 'g');
  const parts: Buffer[] = [];
  const slots: number[] = [];
  let last = 0;
  for (const match of body.matchAll(pattern)) {
    parts.push(Buffer.from(body.slice(last, match.index)));
    slots.push(byText.get(match[0])!);
    last = match.index + match[0].length;
  }
  parts.push(Buffer.from(body.slice(last)));
  return { parts, slots };
}

/**
 * The body with `values[slot]` in every slot, as the stored parts and the small value buffers in
 * order: written to the socket one after another, so a hit allocates no page-sized buffer (a
 * fresh 88 KB buffer per response is external memory V8 answers with frequent full collections).
 */
export function fillChunks(body: CompiledBody, values: string[]): { chunks: Buffer[]; length: number } {
  if (body.slots.length === 0) return { chunks: body.parts, length: body.parts[0]!.length };
  const encoded = values.map((value) => Buffer.from(value));
  const chunks: Buffer[] = [body.parts[0]!];
  let length = body.parts[0]!.length;
  for (let i = 0; i < body.slots.length; i++) {
    const value = encoded[body.slots[i]!]!;
    const part = body.parts[i + 1]!;
    chunks.push(value, part);
    length += value.length + part.length;
  }
  return { chunks, length };
}

/** The filled body as one buffer. */
export function fillBody(body: CompiledBody, values: string[]): Buffer {
  const { chunks, length } = fillChunks(body, values);
  return chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks, length);
}

function etagOf(body: string): string {
  return `W/"${crypto.createHash('sha1').update(body).digest('base64url')}"`;
}

function send(req: ExpressRequest, res: ExpressResponse, page: CachedPage, hit: boolean): void {
  const nonce = String(res.locals.nonce ?? '');
  res.setHeader('ETag', page.etag);
  res.setHeader('Cache-Control', PUBLIC_CACHE_CONTROL);
  res.setHeader('X-Cache', hit ? 'HIT' : 'MISS');
  res.setHeader('Vary', 'Cookie');
  if (req.headers['if-none-match'] === page.etag) {
    // The browser keeps the body it has, with the CSP that came with it (matching its nonce).
    res.removeHeader('Content-Security-Policy');
    res.status(304).end();
    return;
  }
  const values = [`nonce="${nonce}"`];
  for (let i = 0; i < page.tokenCount; i++) values.push(issueFormToken());
  const { chunks, length } = fillChunks(page.body, values);
  res.statusCode = 200;
  res.setHeader('Content-Type', page.contentType);
  res.setHeader('Content-Length', length);
  if (req.method === 'HEAD') {
    res.end();
    return;
  }
  // Corked, the chunks leave in one write.
  res.cork();
  for (const chunk of chunks) res.write(chunk);
  res.end();
  res.uncork();
}

function freshEntry(req: ExpressRequest): CachedPage | undefined {
  const ttlMs = env().HTML_CACHE_TTL_SECONDS * 1000;
  if (ttlMs === 0 || !isCacheableRequest(req)) return undefined;
  const cached = pages.get(pageCacheKey(req.originalUrl));
  return cached && Date.now() - cached.storedAt < ttlMs ? cached : undefined;
}

/**
 * Express middleware placed before the static files: answers a request the cache holds a fresh
 * page for, and passes everything else on (a miss is rendered and stored by `htmlCache`).
 */
export function servePageFromCache(req: ExpressRequest, res: ExpressResponse, next: NextFunction): void {
  if (pages.size === 0) return next();
  const cached = freshEntry(req);
  if (cached) send(req, res, cached, true);
  else next();
}

/**
 * Express middleware in front of React Router: serves public pages from the cache, renders and
 * stores them on a miss, and passes everything else on to `next` (the normal handler).
 */
export function htmlCache(build: ServerBuild | (() => Promise<ServerBuild>), mode: string) {
  unsubscribe ??= onContentChange(clearHtmlCache);
  let handler: ReturnType<typeof createRequestHandler> | undefined;

  return async (req: ExpressRequest, res: ExpressResponse, next: NextFunction) => {
    if (env().HTML_CACHE_TTL_SECONDS === 0 || !isCacheableRequest(req)) return next();
    const key = pageCacheKey(req.originalUrl);
    const cached = freshEntry(req);
    if (cached) return send(req, res, cached, true);

    try {
      handler ??= createRequestHandler(build, mode);
      const controller = new AbortController();
      res.on('close', () => controller.abort());
      const nonce = String(res.locals.nonce ?? '');
      const { result, state } = runWithRequestState(() =>
        handler!(toFetchRequest(req, controller.signal), newRouterContext({
          nonce,
          clientIp: req.ip ?? 'unknown',
          requestId: String(res.locals.requestId ?? ''),
        })),
      );
      const response = await result;
      const contentType = response.headers.get('Content-Type') ?? 'text/html; charset=utf-8';
      const storable =
        response.status === 200 &&
        !state.degraded &&
        !response.headers.has('Set-Cookie') &&
        (contentType.startsWith('text/html') || contentType.startsWith('text/x-script'));
      const body = await response.text();
      if (!storable) {
        res.status(response.status);
        response.headers.forEach((value, name) => {
          if (name.toLowerCase() !== 'set-cookie') res.setHeader(name, value);
        });
        for (const cookie of response.headers.getSetCookie()) res.append('Set-Cookie', cookie);
        res.send(req.method === 'HEAD' ? undefined : body);
        return;
      }
      const formTokens = [...new Set(state.formTokens)];
      const page: CachedPage = {
        body: compileBody(body, [nonce ? `nonce="${nonce}"` : '', ...formTokens]),
        tokenCount: formTokens.length,
        contentType,
        etag: etagOf(body),
        storedAt: Date.now(),
      };
      if (pages.size >= MAX_ENTRIES) pages.delete(pages.keys().next().value as string);
      pages.set(key, page);
      send(req, res, page, false);
    } catch (error) {
      log.error({ err: error, url: req.originalUrl }, 'public page render failed');
      next(error);
    }
  };
}
