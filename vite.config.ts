import fs from 'node:fs';
import path from 'node:path';
import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';
import { inSiteChunk } from './scripts/site-chunk.ts';

// The SSR bundle's entry is our runtime module, so the whole server side (request handler,
// database, workers) is one module graph: server.ts loads it and never imports app code itself.
// The client build puts the modules every public page loads into one `site` chunk (scripts/site-chunk.ts).
// react-router's package exports name only its development build (warnings, dev-only checks) for
// every condition; a production build uses its production build instead, in the browser and on the
// server. On the server it is bundled (with the two adapters that import it) so one copy of it —
// its context classes are checked with instanceof — serves the whole request path (ADR 140).
const reactRouterProductionBuild = [
  { find: /^react-router$/, replacement: path.resolve('node_modules/react-router/dist/production/index.mjs') },
  { find: /^react-router\/dom$/, replacement: path.resolve('node_modules/react-router/dist/production/dom-export.mjs') },
];

// React's server renderer (`react-dom/server`, its Node entry) is bundled into the server build, so
// that the one `require('async_hooks')` of its Node builds can be answered with a storage that
// enables no async hooks (sync-request-storage.server.ts, ADR 220); `react-dom` itself stays external.
const reactDomServer = { find: /^react-dom\/server$/, replacement: path.resolve('node_modules/react-dom/server.node.js') };
// Compared by real path: Rolldown names an importer by its real path, so with node_modules a
// symbolic link (a git worktree sharing one install, some deploy layouts) a path.resolve'd name
// never matched, and the renderer silently got Node's storage again.
const reactDomServerBuilds = new Set(
  ['production', 'development'].map((mode) => fs.realpathSync(path.resolve(`node_modules/react-dom/cjs/react-dom-server.node.${mode}.js`))),
);
const syncRequestStorage = path.resolve('app/server/platform/sync-request-storage.server.ts');
const reactDomServerWithoutAsyncHooks = () => {
  let answered = 0;
  return {
    name: 'react-dom-server-without-async-hooks',
    enforce: 'pre' as const,
    resolveId(source: string, importer: string | undefined) {
      const fromRenderer = importer !== undefined && reactDomServerBuilds.has(importer);
      if (!fromRenderer || (source !== 'async_hooks' && source !== 'node:async_hooks')) return null;
      answered += 1;
      return syncRequestStorage;
    },
    // A renderer bundled with Node's own storage builds and runs fine, and keeps async hooks on
    // for every request after the first render (ADR 220): that must fail the build, not pass it.
    buildEnd(error?: Error) {
      if (!error && answered === 0) throw new Error('react-dom/server was bundled without the synchronous request storage (ADR 220): its require of async_hooks was never resolved here');
    },
  };
};

// Rolldown's checks (ADR 400): every check stays on except two whose reports are not problems of
// this build. `bundlerTimings` reports the share of build time spent in plugin callbacks — on a
// loaded machine react-router's own `virtual-modules` load hook passes its threshold (3.2 s of a
// 3.8 s SSR build): a measurement of the machine, not a fault we can fix, and it varied run to run.
const buildChecks = { bundlerTimings: false };
// In the SSR build, the forms' `import()`s (a validator, a dialog, the application form) cannot
// split anything: the server imports the same modules statically to validate what is posted, and
// one process loads its whole bundle anyway. The `import()`s are there for the browser, whose
// build keeps this check on, so a split that stops working where it matters still warns (and
// fails npm test's build phase).
const serverBuildChecks = { ...buildChecks, ineffectiveDynamicImport: false };

export default defineConfig(({ command, isSsrBuild }) => ({
  plugins: [tailwindcss(), reactRouter(), ...(isSsrBuild ? [reactDomServerWithoutAsyncHooks()] : [])],
  resolve: { tsconfigPaths: true, alias: command === 'build' ? [...reactRouterProductionBuild, ...(isSsrBuild ? [reactDomServer] : [])] : [] },
  ssr: command === 'build' ? { noExternal: ['react-router', '@react-router/node', '@react-router/express'] } : undefined,
  build: isSsrBuild
    ? { rollupOptions: { input: './app/server/platform/runtime.server.ts', checks: serverBuildChecks } }
    : { rollupOptions: { checks: buildChecks, output: { codeSplitting: { groups: [{ name: 'site', test: inSiteChunk }] } } } },
}));
