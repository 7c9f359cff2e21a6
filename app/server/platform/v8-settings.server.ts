/**
 * The V8 settings the server gives itself first thing (server.ts), so they hold however it is
 * started: `npm start`, a container's command, a process manager. The bench starts its bare
 * `node:http` limit servers with the same ones, so the limit and we meet the same V8.
 *
 * Both keep a long-running server from settling into a slower state that it never leaves.
 */
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
  // a billion collections instead, the shapes outlive any quiet spell. The memory reducer's
  // collections in an idle process ignore this setting; `npm start` turns them off with
  // `--no-memory-reducer`, which V8 reads only at start-up (ADR 240).
  '--retain-maps-for-n-gc=1000000000',
] as const;
