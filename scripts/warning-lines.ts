/**
 * The warning lines in what a build or a server start printed (ADR 400): a first `npm start`
 * prints none, and `npm test` fails when one appears — in the production build's output
 * (scripts/test.ts) and in a first start's (tests/support/e2e-global-setup.ts).
 *
 * A warning is a JSON log line at level warn or above, or a line of text that says so the ways
 * our tools do: Vite's and React Router's "warning"/"Warning" (a future-flag notice), Node's
 * `DeprecationWarning`/`ExperimentalWarning`, anything "deprecated", Vite's `(!)`, a ⚠ sign,
 * and Rolldown's `[CODE_NAME]` reports (INEFFECTIVE_DYNAMIC_IMPORT, PLUGIN_TIMINGS …). The rows
 * of Vite's table of output files are file names, and npm's echo of a script (`> esbuild …
 * --log-level=warning`) is a command, never warnings.
 */
import { stripVTControlCharacters } from 'node:util';

const WARNING_TEXT = [/warn/i, /deprecat/i, /^\(!\)/, /⚠/, /\[[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+\]/];
/** A row of Vite's output table (`build/client/assets/site-….js  371.88 kB │ gzip: …`), a bare file name, or npm's echo of a script. */
const NOT_A_WARNING = /│ (?:gzip|map):|^\S+\.(?:js|css|json|map)$|^> /;
const WARN_LEVEL = 40;

function isWarningLine(line: string): boolean {
  if (line.startsWith('{')) {
    try {
      const { level } = JSON.parse(line) as { level?: unknown };
      return typeof level === 'number' && level >= WARN_LEVEL;
    } catch {
      // Not a log line after all: read as text.
    }
  }
  return !NOT_A_WARNING.test(line) && WARNING_TEXT.some((pattern) => pattern.test(line));
}

/** The lines of `output` that are warnings, without colour codes. */
export function warningLines(output: string): string[] {
  return stripVTControlCharacters(output)
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '' && isWarningLine(line));
}
