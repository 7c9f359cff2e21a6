import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';

// The SSR bundle's entry is our runtime module, so the whole server side (request handler,
// database, workers) is one module graph: server.ts loads it and never imports app code itself.
export default defineConfig(({ isSsrBuild }) => ({
  plugins: [tailwindcss(), reactRouter()],
  resolve: { tsconfigPaths: true },
  build: isSsrBuild ? { rollupOptions: { input: './app/server/runtime.server.ts' } } : {},
}));
