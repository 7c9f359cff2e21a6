/**
 * The V8 settings the server gives itself first thing (server.ts), so they hold however it is
 * started: `npm start`, a container's command, a process manager. The bench starts its bare
 * `node:http` limit servers with the same ones, so the limit and we meet the same V8.
 *
 * Both keep a long-running server from settling into a slower state that it never leaves, and so
 * does the tick object the server holds (`holdTickObjectShape`, for the collections no setting
 * reaches).
 */
import { createHook } from 'node:async_hooks';

export const SERVER_V8_SETTINGS = [
  // V8 moves allocations of a code site straight to the old generation ("pretenuring") once most
  // of its objects have survived young collections, and on this server that decision sticks. When
  // requests wait together for a page's first render (a cold cache under load: after a start or a
  // content change), their request objects live long enough for V8 to pretenure Node's HTTP code;
  // from then on every request's short-lived objects fill the old generation, which is collected
  // whole about ten times a second. Measured on cached /careers after a cold burst: 27–29k req/s
  // in 7 of 8 starts without it, 51–57k in 9 of 9 with it; uncached renders unchanged (ADR 230).
  '--no-allocation-site-pretenuring',
  // An object shape ("map") that optimised code and inline caches rely on is kept by V8 for two
  // old-generation collections after its last object dies. Node's process.nextTick builds every
  // tick object from a literal with computed keys; between requests no tick object is alive, so
  // two collections in a quiet moment drop its shapes, the next requests make new ones, and the
  // literal's cache ends megamorphic: from then on each tick object is built in V8's runtime, ~2 µs
  // more per request for the rest of the process's life (a bare node:http server too). Kept for
  // a billion collections instead, the shapes outlive any quiet spell. Collections made to reduce
  // memory (the memory reducer's in an idle process, and those after a burst of Buffers) ignore
  // this setting: for those the server holds a tick object (`holdTickObjectShape`, ADR 250).
  '--retain-maps-for-n-gc=1000000000',
] as const;

/** Objects held for the life of the process so that their shapes outlive every collection. */
const heldForTheirShapes: object[] = [];

/**
 * Holds one tick object made by `process.nextTick` for the life of the process, and says whether
 * it caught one. While an object of a shape lives, V8 keeps the shape, so the tick literal's
 * shapes (ADR 240) survive even the collections that keep no unused shape whatever the settings
 * above say: the memory reducer's in an idle process, and those V8 makes when memory outside its
 * heap grows fast ("external memory pressure" — Buffers: a first start seeding its demo images
 * and PDFs makes one), which no flag turns off.
 * Measured on cached /careers after a first start on an empty data directory: the runtime path of
 * ADR 240 in every such server without it, in none with it (ADR 250).
 *
 * The tick object is caught as the resource of an async hook's `init`, the one way Node hands it
 * out; the hook is on only for the one `nextTick` call, before the server serves (ADR 220).
 */
export function holdTickObjectShape(): boolean {
  const tickObject = catchTickObject();
  if (tickObject) heldForTheirShapes.push(tickObject);
  return tickObject !== undefined;
}

/** The tick object one `process.nextTick` call makes, caught by an async hook on for that call only. */
export function catchTickObject(): object | undefined {
  let tickObject: object | undefined;
  const hook = createHook({
    init(_asyncId, type, _triggerAsyncId, resource: object) {
      if (type === 'TickObject') tickObject ??= resource;
    },
  }).enable();
  try {
    process.nextTick(() => undefined);
  } finally {
    hook.disable();
  }
  return tickObject;
}
