/**
 * Warnings a dependency prints that no setting of ours reaches, each silenced by its exact text
 * and nothing else (ADR 400). Every entry names its upstream cause, and upstream-warnings.test.ts
 * fails once the dependency stops printing it, so no filter outlives its reason.
 */
import { stripVTControlCharacters } from 'node:util';

/**
 * React Router 7.18.4 (the last 7.x) passes `envFile: false` to Vite for the servers it creates
 * itself — its config loader (vite-node, with its own logger) and its child compiler — and Vite
 * 8.1+ warns that the option is deprecated, once per server: seven to nine times a build, before
 * the build's own output. React Router 8 passes `envDir: false` (remix-run/react-router#15230);
 * no 7.x release carries the fix.
 */
export const VITE_ENV_FILE_DEPRECATION = 'The `envFile` option is deprecated, please use `envDir: false` instead.';

const KNOWN_UPSTREAM_WARNINGS: ReadonlySet<string> = new Set([VITE_ENV_FILE_DEPRECATION]);

/**
 * Whether a console.warn call is exactly one known upstream warning. On a terminal Vite colours
 * it, and prints a repeat as the same text with a second argument `(x2)`, `(x3)`…
 */
export function isKnownUpstreamWarning(args: readonly unknown[]): boolean {
  const [message, repeat, ...rest] = args;
  if (typeof message !== 'string' || !KNOWN_UPSTREAM_WARNINGS.has(stripVTControlCharacters(message)) || rest.length > 0) return false;
  return repeat === undefined || (typeof repeat === 'string' && /^\(x\d+\)$/.test(stripVTControlCharacters(repeat)));
}

/** Drops the known upstream warnings from this process's console.warn; every other call goes through unchanged. */
export function silenceKnownUpstreamWarnings(target: Pick<Console, 'warn'> = console): void {
  const warn = target.warn.bind(target);
  target.warn = (...args: unknown[]) => {
    if (!isKnownUpstreamWarning(args)) warn(...args);
  };
}
