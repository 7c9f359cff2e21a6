import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { resolveConfig, type Logger } from 'vite';
import { describe, expect, it } from 'vitest';
import { isKnownUpstreamWarning, silenceKnownUpstreamWarnings, VITE_ENV_FILE_DEPRECATION } from './upstream-warnings';

/** A Vite logger that keeps what it is told to warn. */
function capturingLogger(): Logger & { warnings: string[] } {
  const warnings: string[] = [];
  return {
    warnings,
    hasWarned: false,
    info: () => {},
    warn: (message: string) => void warnings.push(message),
    warnOnce: (message: string) => void warnings.push(message),
    error: () => {},
    clearScreen: () => {},
    hasErrorLogged: () => false,
  };
}

describe('the known upstream warnings (ADR 400)', () => {
  // When either half fails, the filter has lost its reason: remove it and this test.
  it('are still printed: Vite warns about `envFile: false` with exactly the filtered text…', async () => {
    const logger = capturingLogger();
    await resolveConfig({ configFile: false, envFile: false, customLogger: logger, root: path.resolve('scripts') }, 'build');
    // Vite colours the text when CI or FORCE_COLOR is set (CI's machine sets one); the filter matches either form.
    expect(logger.warnings.map((warning) => stripVTControlCharacters(warning))).toContain(VITE_ENV_FILE_DEPRECATION);
    expect(logger.warnings.every((warning) => isKnownUpstreamWarning([warning]))).toBe(true);
  });

  it('…and the installed React Router still passes `envFile: false` to the Vite servers it creates', () => {
    const require = createRequire(import.meta.url);
    const pluginSource = fs.readFileSync(path.join(path.dirname(require.resolve('@react-router/dev/package.json')), 'dist/vite.js'), 'utf8');
    expect(pluginSource.match(/envFile: false/g)?.length ?? 0).toBeGreaterThan(0);
  });

  it('are dropped by their exact text, plain, coloured or as a repeat (x2), and nothing else is', () => {
    const printed: unknown[][] = [];
    const target = { warn: (...args: unknown[]) => void printed.push(args) };
    silenceKnownUpstreamWarnings(target);
    target.warn(VITE_ENV_FILE_DEPRECATION);
    target.warn(`\u001b[33m${VITE_ENV_FILE_DEPRECATION}\u001b[39m`);
    target.warn(`\u001b[33m${VITE_ENV_FILE_DEPRECATION}\u001b[39m`, '\u001b[33m(x2)\u001b[39m');
    target.warn(`${VITE_ENV_FILE_DEPRECATION} (x2)`);
    target.warn('The `envDir` option is deprecated.');
    target.warn(VITE_ENV_FILE_DEPRECATION, 'with a second argument');
    expect(printed).toEqual([[`${VITE_ENV_FILE_DEPRECATION} (x2)`], ['The `envDir` option is deprecated.'], [VITE_ENV_FILE_DEPRECATION, 'with a second argument']]);
    expect(isKnownUpstreamWarning([42])).toBe(false);
  });
});
