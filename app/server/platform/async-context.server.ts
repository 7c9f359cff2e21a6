/**
 * Node's async hooks only while something needs them (ADR 220).
 *
 * Node 20 implements AsyncLocalStorage with an async hook: while any storage is enabled, Node runs
 * a hook for every promise, socket, request and timer the process creates, whether it belongs to
 * the code that uses the storage or not. A page-cache hit cost 26 µs of CPU with hooks on and
 * 17 µs with them off. Two kinds of work need a storage across their awaits: our renders (the
 * render state in request-state.server.ts) and Better Auth's API calls (three storages of its
 * own). Each runs through `withAsyncContext`, and when the last of them has ended every storage
 * is switched off; the next `run` switches its storage on again.
 */
import { AsyncLocalStorage } from 'node:async_hooks';

const ourStorages = new Set<AsyncLocalStorage<unknown>>();
let inFlight = 0;

/** A storage of ours, switched off with the others whenever nothing runs in an async context. */
export function idleWhenUnused<Store>(storage: AsyncLocalStorage<Store>): AsyncLocalStorage<Store> {
  ourStorages.add(storage as AsyncLocalStorage<unknown>);
  return storage;
}

/**
 * Better Auth keeps its storages (request state, endpoint context, adapter transaction) on one
 * process-wide object so that every copy of the library shares them. Found by type, not by name:
 * a storage a later version adds is switched off too. Its API calls await all their work unless
 * `advanced.backgroundTasks` is configured (it is not), so nothing of a call runs after it settles.
 */
function betterAuthStorages(): AsyncLocalStorage<unknown>[] {
  const shared = (globalThis as Record<symbol, { context?: Record<string, unknown> } | undefined>)[Symbol.for('better-auth:global')];
  return Object.values(shared?.context ?? {}).filter((value): value is AsyncLocalStorage<unknown> => value instanceof AsyncLocalStorage);
}

function ended(): void {
  inFlight -= 1;
  if (inFlight > 0) return;
  for (const storage of ourStorages) storage.disable();
  for (const storage of betterAuthStorages()) storage.disable();
}

function isThenable(value: unknown): value is PromiseLike<unknown> {
  return typeof (value as { then?: unknown } | null)?.then === 'function';
}

/**
 * Runs work that uses an AsyncLocalStorage across its awaits (a render, a Better Auth call). It
 * ends when `work` returns or, when it returns a promise, when that settles.
 */
export function withAsyncContext<Result>(work: () => Result): Result {
  inFlight += 1;
  let result: Result;
  try {
    result = work();
  } catch (error) {
    ended();
    throw error;
  }
  // Both handlers return nothing, so this chain never rejects; the caller awaits `result` itself.
  if (isThenable(result)) result.then(ended, ended);
  else ended();
  return result;
}
