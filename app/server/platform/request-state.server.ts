/**
 * Per-request facts that deeper code reports upward without threading arguments through every
 * call: today, whether a page was rendered in a degraded state (a data section failed), which
 * must then not be cached.
 */
import { AsyncLocalStorage } from 'node:async_hooks';

interface RequestState {
  degraded: boolean;
  /** Form tokens issued while rendering (the page cache replaces them with fresh ones). */
  formTokens: string[];
}

const storage = new AsyncLocalStorage<RequestState>();

export function runWithRequestState<T>(fn: () => T): { result: T; state: RequestState } {
  const state: RequestState = { degraded: false, formTokens: [] };
  return { result: storage.run(state, fn), state };
}

/** A loader that showed an error or fallback state instead of its data calls this. */
export function markDegraded(): void {
  const state = storage.getStore();
  if (state) state.degraded = true;
}

/** Notes a per-render value that a cached copy of the page must not repeat. */
export function recordFormToken(token: string): void {
  storage.getStore()?.formTokens.push(token);
}
