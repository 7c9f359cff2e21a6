/**
 * Per-request facts. Downward: the request's nonce, client address and id, in React Router's typed
 * context (`requestInfo(context)`). Upward, reported by deeper code without threading arguments
 * through every call: whether a page was rendered in a degraded state (a data section failed),
 * which must then not be cached.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { createContext, RouterContextProvider } from 'react-router';
import { idleWhenUnused, withAsyncContext } from '~/server/platform/async-context.server';

/** What the HTTP server knows about a request, handed to every loader, action and the renderer. */
export interface RequestInfo {
  /** The CSP nonce of this response; every inline script carries it. */
  nonce: string;
  /** The client's address (from the proxy header only when TRUST_PROXY says so). */
  clientIp: string;
  requestId: string;
  /**
   * Rendered once for every visitor who asks for it (the site's 404 document, ADR 310): its
   * loaders act for no one in particular — the not-found route neither looks up a redirect nor
   * counts a miss, which the server did for each request before answering with the stored copy.
   */
  sharedDocument?: boolean;
}

/** Set once per request by the runtime's getLoadContext; read through `requestInfo`. */
export const requestContext = createContext<RequestInfo>();

/** The request's facts from a loader's, action's or middleware's `context`. */
export function requestInfo(context: Readonly<RouterContextProvider>): RequestInfo {
  return context.get(requestContext);
}

/** A fresh router context carrying `info`: the runtime's getLoadContext makes one per request. */
export function newRouterContext(info: RequestInfo): RouterContextProvider {
  return new RouterContextProvider(new Map([[requestContext, info]]));
}

/** The `context` a loader or action receives, for calling one directly (tests). */
export function requestContextFor(info: RequestInfo): Readonly<RouterContextProvider> {
  return newRouterContext(info);
}

interface RequestState {
  degraded: boolean;
  /** Form tokens issued while rendering (the page cache replaces them with fresh ones). */
  formTokens: string[];
  /** The earliest moment the rendered content changes by itself (a scheduled article goes live,
   * a job's closing date passes): a cached copy must not outlive it. */
  expiresAt?: number;
}

const storage = idleWhenUnused(new AsyncLocalStorage<RequestState>());

/**
 * Runs a render with a fresh state that the code it calls reports into (markDegraded,
 * markExpiresAt, recordFormToken), across its awaits. The render ends when `fn` returns or, when
 * it returns a promise, when that settles; reports after that are not kept.
 */
export function runWithRequestState<T>(fn: () => T): { result: T; state: RequestState } {
  const state: RequestState = { degraded: false, formTokens: [], expiresAt: undefined };
  return { result: withAsyncContext(() => storage.run(state, fn)), state };
}

/** A loader that showed an error or fallback state instead of its data calls this. */
export function markDegraded(): void {
  const state = storage.getStore();
  if (state) state.degraded = true;
}

/**
 * A loader whose data changes by itself at `at` (a scheduled publication, a closing date) reports
 * it, so the page cache drops its copy then instead of serving the old page until its TTL ends.
 * The earliest reported moment wins; moments in the past are ignored.
 */
export function markExpiresAt(at: Date | number): void {
  const state = storage.getStore();
  const ms = typeof at === 'number' ? at : at.getTime();
  if (!state || !Number.isFinite(ms) || ms <= Date.now()) return;
  if (state.expiresAt === undefined || ms < state.expiresAt) state.expiresAt = ms;
}

/** Notes a per-render value that a cached copy of the page must not repeat. */
export function recordFormToken(token: string): void {
  storage.getStore()?.formTokens.push(token);
}
