/**
 * The admin layout's middleware: resolves the staff session once per request (documents, `.data`
 * requests, actions, resource routes) for requireStaff to read, and adds the session's cookie
 * headers — better-auth's refreshed cookie every few minutes, or the one clearing an ended
 * session — to whatever the request answers: a page, data, a redirect or an error.
 */
import type { MiddlewareFunction } from 'react-router';
import { readStaffSession, staffSessionContext } from '~/server/platform/auth.server';

export const staffSessionMiddleware: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  const resolved = await readStaffSession(request);
  context.set(staffSessionContext, resolved);
  const response = await next();
  return withCookies(response, resolved.headers.getSetCookie());
};

/** The response with `cookies` appended (copied first when its headers are immutable). */
function withCookies(response: Response, cookies: string[]): Response {
  if (cookies.length === 0) return response;
  let target = response;
  try {
    for (const cookie of cookies) target.headers.append('Set-Cookie', cookie);
  } catch {
    target = new Response(response.body, response);
    for (const cookie of cookies) target.headers.append('Set-Cookie', cookie);
  }
  return target;
}
