// Preloaded into a server process (NODE_OPTIONS=--import) by tests/e2e/async-context.spec.ts:
// reports on stderr each AsyncLocalStorage instance's first `run`/`enterWith` from each caller
// and every `disable`, so the test can tell which code switched Node's async hooks on and whether
// they were switched off again (ADR 220).
import { AsyncLocalStorage } from 'node:async_hooks';
import process from 'node:process';

const ids = new WeakMap();
const reported = new Set();
let nextId = 1;
const idOf = (storage) => {
  if (!ids.has(storage)) ids.set(storage, nextId++);
  return ids.get(storage);
};

for (const method of ['run', 'enterWith']) {
  const original = AsyncLocalStorage.prototype[method];
  AsyncLocalStorage.prototype[method] = function (...args) {
    const caller = (new Error().stack ?? '').split('\n')[2]?.trim() ?? 'unknown';
    const line = `[async-storage] ${method} #${idOf(this)} ${caller}`;
    if (!reported.has(line)) {
      reported.add(line);
      process.stderr.write(`${line}\n`);
    }
    return original.apply(this, args);
  };
}
const originalDisable = AsyncLocalStorage.prototype.disable;
AsyncLocalStorage.prototype.disable = function () {
  process.stderr.write(`[async-storage] disable #${idOf(this)}\n`);
  return originalDisable.call(this);
};
