/**
 * Requests as a browser sends them to a route module, and the arguments React Router passes with
 * them: one place that knows the shape of a loader's/action's arguments and of the request
 * context, so route tests call `loader(routeArgs(…))` / `action(routeArgs(…))` and nothing else
 * changes when that shape does.
 */
import { parseEnv, setEnvForTests, type Env } from '../../app/server/platform/env.server';
import { issueFormToken } from '../../app/server/platform/spam.server';
import { requestContextFor } from '../../app/server/platform/request-state.server';

export const TEST_FORM_SECRET = 'route-test-secret-0123456789abcdefghijklmnop';
export const TEST_PUBLIC_URL = 'http://localhost:3000';
export const SALES_EMAIL = 'sales@corvane.example';

/** The configuration route tests run with (a known secret and origin; no DATA_DIR writes). */
export function configureRouteTests(overrides: Record<string, string> = {}): Env {
  const config = parseEnv({
    NODE_ENV: 'test',
    BETTER_AUTH_SECRET: TEST_FORM_SECRET,
    PUBLIC_URL: TEST_PUBLIC_URL,
    DATA_DIR: '/nonexistent-test-data-dir',
    FORM_MIN_FILL_SECONDS: '2',
    FORM_RATE_LIMIT_PER_10_MIN: '10',
    SALES_NOTIFY_EMAIL: SALES_EMAIL,
    ...overrides,
  });
  setEnvForTests(config);
  return config;
}

let clientCounter = 0;
/** A client address of its own for each request unless a test names one (the per-address limit is tested on its own). */
export function nextClientIp(): string {
  clientCounter += 1;
  return `198.51.100.${clientCounter % 250}`;
}

/** What the server puts in the request context for every request (server.ts / runtime.server.ts). */
export function requestContext(clientIp = nextClientIp()) {
  return requestContextFor({ nonce: 'test-nonce', clientIp, requestId: `test-${clientCounter}` });
}

/** A loader's or action's arguments for `request`, typed as the route module expects them. */
export function routeArgs<Args>(request: Request, params: Record<string, string> = {}, clientIp?: string): Args {
  return { request, params, context: requestContext(clientIp) } as Args;
}

/** A GET of a page, as a browser asks for it. */
export function pageRequest(path: string, headers: Record<string, string> = {}): Request {
  return new Request(`${TEST_PUBLIC_URL}${path}`, { headers });
}

/**
 * A public form's POST as the page sends it: the fields, an empty honeypot and a fill-time token
 * issued five seconds ago (a visitor who took their time). `token: null` leaves the token out.
 */
export function publicFormPost(path: string, fields: Record<string, string>, options: { token?: string | null; headers?: Record<string, string> } = {}): Request {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.set(name, value);
  if (options.token !== null) body.set('form_token', options.token ?? issueFormToken(Date.now() - 5000));
  if (!body.has('website')) body.set('website', '');
  return new Request(`${TEST_PUBLIC_URL}${path}`, { method: 'POST', body, headers: options.headers });
}

/** A plain form POST (no spam fields), e.g. the sign-in form. */
export function formPost(path: string, fields: Record<string, string>, headers: Record<string, string> = {}): Request {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.set(name, value);
  return new Request(`${TEST_PUBLIC_URL}${path}`, { method: 'POST', body, headers });
}
