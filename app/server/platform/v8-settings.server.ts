/**
 * The V8 settings the server gives itself first thing (server.ts), so they hold however it is
 * started: `npm start`, a container's command, a process manager. The bench starts its bare
 * `node:http` limit servers with the same ones, so the limit and we meet the same V8.
 *
 * V8's flags are not a promised interface: a release may drop or rename one, and
 * `v8.setFlagsFromString` ignores a flag it does not know without a word. So every flag the code
 * sets is listed in `V8_FLAGS_WE_SET`, and a test (v8-settings.server.test.ts) fails when this
 * Node's V8 no longer knows one (ADR 320).
 */

export const SERVER_V8_SETTINGS = [
  // V8 moves allocations of a code site straight to the old generation ("pretenuring") once most
  // of its objects have survived young collections, and on this server that decision sticks. When
  // requests wait together for a page's first render (a cold cache under load: after a start or a
  // content change), their request objects live long enough for V8 to pretenure Node's HTTP code;
  // from then on every request's short-lived objects fill the old generation, which is collected
  // whole about ten times a second. Cached hits after a cold burst fell to about half in most
  // starts without it (ADR 230); re-measured for ADR 320, to 0.74 in one start of three.
  '--no-allocation-site-pretenuring',
] as const;

/**
 * PGlite's WebAssembly compiled with V8's baseline compiler only (db.server.ts, ADR 140): the
 * optimising compiler's work memory is never returned to the system.
 *
 * `--liftoff-only` alone on Node's command line also switches off tier-up, by V8's flag
 * implications; set at run time with `v8.setFlagsFromString`, Node 24's V8 no longer applies
 * those implications, so TurboFan still compiled the module and a server peaked at ~750 MB after
 * start instead of ~200 (ADR 390). The implied flags are set with it; v8-settings.server.test.ts
 * checks, in a child process, that setting these at run time lowers PGlite's peak.
 */
export const EMBEDDED_DATABASE_V8_FLAGS = ['--liftoff-only', '--no-wasm-tier-up', '--no-wasm-dynamic-tiering'] as const;

/** Every V8 flag the code sets at run time, for the test that this V8 still knows each. */
export const V8_FLAGS_WE_SET: readonly string[] = [...SERVER_V8_SETTINGS, ...EMBEDDED_DATABASE_V8_FLAGS];
