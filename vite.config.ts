import path from 'node:path';
import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';
import { inSiteChunk } from './scripts/site-chunk';

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

export default defineConfig(({ command, isSsrBuild }) => ({
  plugins: [tailwindcss(), reactRouter()],
  resolve: { tsconfigPaths: true, alias: command === 'build' ? reactRouterProductionBuild : [] },
  ssr: command === 'build' ? { noExternal: ['react-router', '@react-router/node', '@react-router/express'] } : undefined,
  build: isSsrBuild
    ? { rollupOptions: { input: './app/server/platform/runtime.server.ts' } }
    : { rollupOptions: { output: { codeSplitting: { groups: [{ name: 'site', test: inSiteChunk }] } } } },
}));
