/**
 * Requests refused before Express, from a fixed answer (ADR 310): the work they ask for is never
 * started, and their body is never held — dropped as it arrives when small, else the connection
 * closes after the answer.
 *
 * - A method no route takes. Pages answer GET and HEAD, forms POST; nothing here takes PUT,
 *   DELETE, PATCH, OPTIONS (no cross-origin API), TRACE or CONNECT. React Router would otherwise
 *   run an action for DELETE and answer TRACE with a 500.
 * - A POST to a path only the site's catch-all route takes (`/wp-login.php`, `/xmlrpc.php`): the
 *   catch-all has no action (html-cache.server.ts asks `refuseMethod` for it).
 * - Header blocks over MAX_HEADER_BYTES are refused by Node itself (431) before any of this runs.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { DEFAULT_BODY_LIMIT_BYTES } from '~/server/platform/body-limits.server';
import { fixedSecurityHeaders, requestIdFrom, type SecurityHeaderOptions } from '~/server/platform/security-headers';

/** Node's own default, stated so a change of default cannot raise it: 16 KB of request line and headers. */
export const MAX_HEADER_BYTES = 16 * 1024;

const PAGE_METHODS = new Set(['GET', 'HEAD', 'POST']);
export const METHOD_NOT_ALLOWED = 'Method not allowed.';

/**
 * Answers 405 with `allow`; the request id it sent. A body declared within the site's default
 * limit is read and dropped by Node, so the client, still sending it, gets the answer on a
 * connection that stays open; a larger or undeclared one is not read: the connection closes after
 * the answer (a client still sending sees it closed).
 */
export function refuseMethod(req: IncomingMessage, res: ServerResponse, allow: string, security: SecurityHeaderOptions): string {
  const body = Buffer.from(METHOD_NOT_ALLOWED);
  const requestId = requestIdFrom(req.headers['x-request-id']);
  const declared = req.headers['content-length'] === undefined ? 0 : Number(req.headers['content-length']);
  const small = req.headers['transfer-encoding'] === undefined && Number.isFinite(declared) && declared <= DEFAULT_BODY_LIMIT_BYTES;
  res.writeHead(405, [
    ...fixedSecurityHeaders(security).flat(),
    'allow', allow,
    'cache-control', 'no-store',
    'content-type', 'text/plain; charset=utf-8',
    'content-length', String(body.length),
    ...(small ? [] : ['connection', 'close']),
    'x-request-id', requestId,
  ]);
  res.end(req.method === 'HEAD' ? undefined : body);
  return requestId;
}

/** Refuses a request whose method no route takes; true when it did. */
export function refuseUnknownMethod(req: IncomingMessage, res: ServerResponse, security: SecurityHeaderOptions): boolean {
  if (PAGE_METHODS.has(req.method ?? '')) return false;
  refuseMethod(req, res, 'GET, HEAD, POST', security);
  return true;
}
