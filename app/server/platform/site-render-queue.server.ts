/**
 * Documents of the public site that the page cache does not answer — the page a form posted
 * without JavaScript gets back, a withdraw or erase link, the site's 404 — are rendered a few at
 * a time, in arrival order (ADR 170). Each holds its loaders' data, the rendered document and its
 * compression until its answer is sent; fifty at once on a 2-core host are no faster than four,
 * they only hold fifty times that memory (measured on PostgreSQL: peak resident 158–161 MB through
 * the bench's page and quote loads, 145–148 MB with this queue, submissions per second unchanged).
 *
 * Not queued: React Router's data requests (`.data`: a form posted with JavaScript gets a few
 * hundred bytes back, no document; its time goes to database round trips, which a small queue
 * would leave idle — measured, four at a time cost a quarter of those submissions), the back
 * office, sign-in, feeds, share images, media files, and multipart bodies (a job application's
 * résumé arrives at the visitor's upload speed and must not hold a place others wait for).
 * A request waits before its body is read, so a waiting form post costs its socket and headers.
 * Past `maxWaiting` the answer is 503 with Retry-After (`answerBusy`), as for cacheable pages; one
 * client address gets its share of the places and no more (RenderQueue, ADR 310).
 */
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import type { RouteObject, ServerBuild } from 'react-router';
import { isMultipart } from '~/server/platform/body-limits.server';
import { classifyUrl, routeTree } from '~/server/platform/page-cache/cacheability.server';
import { answerBusy, RenderQueue } from '~/server/platform/page-cache/render-queue.server';
import { clientAddress } from '~/server/platform/html-cache.server';

/** Documents rendered at once: a render holds the one JavaScript thread, so a few keep it busy. */
export const SITE_RENDERS_ACTIVE = 4;
/** Documents that may wait for a place (a burst of form posts) before the rest get 503. */
export const SITE_RENDERS_WAITING = 256;

type BuildSource = Pick<ServerBuild, 'routes'> | (() => Promise<Pick<ServerBuild, 'routes'>>);

export function siteRenderQueue(
  build: BuildSource,
  queue = new RenderQueue(SITE_RENDERS_ACTIVE, SITE_RENDERS_WAITING, 'site documents'),
): RequestHandler {
  let routes: RouteObject[] | undefined;
  return async (req: Request, res: Response, next: NextFunction) => {
    routes ??= routeTree(typeof build === 'function' ? await build() : build);
    // One route match per URL, shared with the page cache (classifyUrl keeps each URL's answer).
    if (isMultipart(req.headers['content-type']) || !classifyUrl(routes, req.originalUrl).siteDocument) return next();
    // A visitor who left while waiting gets no render; the place goes to the next one.
    const queued = queue.run(() => handledThrough(res, next), () => req.socket.destroyed, clientAddress(req));
    if (queued === 'full') {
      answerBusy(res);
      req.resume();
      return;
    }
    await queued;
  };
}

/** Passes the request on and holds its place until the answer is sent or the connection closed. */
function handledThrough(res: Response, next: NextFunction): Promise<void> {
  return new Promise<void>((resolve) => {
    res.once('close', () => resolve());
    next();
  });
}
