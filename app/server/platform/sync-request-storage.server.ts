/**
 * What React's Node renderer gets for `require('async_hooks')` in the server build (vite.config.ts,
 * ADR 220): an AsyncLocalStorage whose store lasts only while `run`'s callback runs synchronously.
 *
 * React runs each render's work inside its own AsyncLocalStorage, only so that code running
 * outside that work (after an await, in Server Components) can still find its request. Our
 * renders have no such code: React finds the request through its current-request variable while
 * it works, as its Web-streams build (which has no storage in Node) always does. A real
 * AsyncLocalStorage, once used, makes Node call async hooks for every promise, socket and timer in
 * the process for good: a page-cache hit cost 26 µs of CPU with hooks on and 17 µs with them off.
 */
export class AsyncLocalStorage<Store> {
  private store: Store | undefined;

  getStore(): Store | undefined {
    return this.store;
  }

  run<Result, Args extends unknown[]>(store: Store, callback: (...args: Args) => Result, ...args: Args): Result {
    const previous = this.store;
    this.store = store;
    try {
      return callback(...args);
    } finally {
      this.store = previous;
    }
  }
}
