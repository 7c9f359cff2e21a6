/**
 * One-time messages across a redirect (Post/Redirect/Get): an admin action sets the product's success or
 * error text, redirects, and the next page shows it once as a toast. Kept in a signed cookie.
 */
import { createCookie, redirect } from 'react-router';
import { appSecret } from '~/server/platform/secret.server';

export type FlashKind = 'success' | 'error' | 'info';
export interface Flash {
  kind: FlashKind;
  message: string;
}

function flashCookie() {
  return createCookie('firmsite_flash', {
    httpOnly: true,
    sameSite: 'lax',
    path: '/',
    secrets: [appSecret()],
    secure: process.env.NODE_ENV === 'production' && !isLoopbackOrigin(),
    maxAge: 60,
  });
}

function isLoopbackOrigin(): boolean {
  const origin = process.env.PUBLIC_URL ?? '';
  return origin === '' || /^http:\/\/(localhost|127\.0\.0\.1|\[::1\])(:\d+)?$/.test(origin.replace(/\/$/, ''));
}

/** A Set-Cookie value carrying the message to the next page. */
export async function setFlash(flash: Flash): Promise<string> {
  return flashCookie().serialize(flash);
}

/** Redirects with a one-time message (and any extra headers, e.g. a refreshed session cookie). */
export async function redirectWithFlash(to: string, flash: Flash, init: { headers?: HeadersInit } = {}): Promise<Response> {
  const headers = new Headers(init.headers);
  headers.append('Set-Cookie', await setFlash(flash));
  return redirect(to, { headers });
}

/** Reads the pending message and the Set-Cookie header that clears it. */
export async function takeFlash(request: Request): Promise<{ flash: Flash | null; headers: Headers }> {
  const cookie = flashCookie();
  const value: unknown = await cookie.parse(request.headers.get('Cookie'));
  const headers = new Headers();
  if (!isFlash(value)) return { flash: null, headers };
  headers.append('Set-Cookie', await cookie.serialize('', { maxAge: 0 }));
  return { flash: value, headers };
}

function isFlash(value: unknown): value is Flash {
  return (
    typeof value === 'object' &&
    value !== null &&
    'kind' in value &&
    'message' in value &&
    typeof (value as Flash).message === 'string' &&
    ['success', 'error', 'info'].includes((value as Flash).kind)
  );
}
