/**
 * `react-router` (the CLI of @react-router/dev), run with the one known upstream warning silenced
 * (scripts/upstream-warnings.ts, ADR 400): `node scripts/react-router.mjs build` is
 * `react-router build`, arguments, output otherwise and exit code unchanged.
 *
 * Plain JavaScript on purpose: under the `tsx` CLI every module the React Router CLI loads (Vite,
 * Rolldown, …) goes through tsx's loader, which cost 2.5–5 s a run here; `tsImport` compiles only
 * our one TypeScript module (0.4–1.4 s over `react-router` itself, measured on `typegen`).
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import { tsImport } from 'tsx/esm/api';

const { silenceKnownUpstreamWarnings } = await tsImport('./upstream-warnings.ts', import.meta.url);
silenceKnownUpstreamWarnings();
const require = createRequire(import.meta.url);
// The package's exports name no bin; its package.json is exported, and the bin sits beside it.
require(path.join(path.dirname(require.resolve('@react-router/dev/package.json')), 'bin.js'));
