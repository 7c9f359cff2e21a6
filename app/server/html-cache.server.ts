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
 * responses share a nonce and a form's fill time counts from when this visitor got the page.
 */
import crypto from 'node:crypto';
import { createRequestHandler, type ServerBuild } from 'react-router';
import type { NextFunction, Request as ExpressRequest, Response as ExpressResponse } from 'express';
import { onContentChange } from './audit.server';
import { env } from './env.server';
import { log } from './log.server';
import { runWithRequestState } from './request-state.server';
import { issueFormToken } from './spam.server';

interface CachedPage {
  body: string;
  nonce: string;
  /** Form tokens rendered into the page; each response gets fresh ones. */
  formTokens: string[];
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

function toFetchRequest(req: ExpressRequest, signal: AbortSignal): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (Array.isArray(value)) for (const item of value) headers.append(name, item);
    else if (value !== undefined) headers.set(name, value);
  }
  return new Request(`${req.protocol}://${req.get('host')}${req.originalUrl}`, { method: 'GET', headers, signal });
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
  res.setHeader('Content-Type', page.contentType);
  let body = page.nonce && nonce ? page.body.split(`nonce="${page.nonce}"`).join(`nonce="${nonce}"`) : page.body;
  for (const token of page.formTokens) body = body.split(token).join(issueFormToken());
  res.status(200).send(req.method === 'HEAD' ? undefined : body);
}

/**
 * Express middleware in front of React Router: serves public pages from the cache, renders and
 * stores them on a miss, and passes everything else on to `next` (the normal handler).
 */
export function htmlCache(build: () => Promise<ServerBuild>, mode: string) {
  unsubscribe ??= onContentChange(clearHtmlCache);
  let handler: ReturnType<typeof createRequestHandler> | undefined;

  return async (req: ExpressRequest, res: ExpressResponse, next: NextFunction) => {
    const ttlMs = env().HTML_CACHE_TTL_SECONDS * 1000;
    if (ttlMs === 0 || !isCacheableRequest(req)) return next();
    const key = req.originalUrl;
    const cached = pages.get(key);
    if (cached && Date.now() - cached.storedAt < ttlMs) return send(req, res, cached, true);

    try {
      handler ??= createRequestHandler(build, mode);
      const controller = new AbortController();
      res.on('close', () => controller.abort());
      const nonce = String(res.locals.nonce ?? '');
      const { result, state } = runWithRequestState(() =>
        handler!(toFetchRequest(req, controller.signal), {
          nonce,
          clientIp: req.ip ?? 'unknown',
          requestId: String(res.locals.requestId ?? ''),
        }),
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
      const page: CachedPage = { body, nonce, formTokens: [...new Set(state.formTokens)], contentType, etag: etagOf(body), storedAt: Date.now() };
      if (pages.size >= MAX_ENTRIES) pages.delete(pages.keys().next().value as string);
      pages.set(key, page);
      send(req, res, page, false);
    } catch (error) {
      log.error({ err: error, url: req.originalUrl }, 'public page render failed');
      next(error);
    }
  };
}
