import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';
import { inSiteChunk } from './scripts/site-chunk';

// The SSR bundle's entry is our runtime module, so the whole server side (request handler,
// database, workers) is one module graph: server.ts loads it and never imports app code itself.
// The client build puts the modules every public page loads into one `site` chunk (scripts/site-chunk.ts).
export default defineConfig(({ isSsrBuild }) => ({
  plugins: [tailwindcss(), reactRouter()],
  resolve: { tsconfigPaths: true },
  build: isSsrBuild
    ? { rollupOptions: { input: './app/server/platform/runtime.server.ts' } }
    : { rollupOptions: { output: { codeSplitting: { groups: [{ name: 'site', test: inSiteChunk }] } } } },
}));
