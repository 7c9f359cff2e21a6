import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';

/**
 * Client build only: the modules every public page loads (the site chrome, the page hero and
 * section frames, the small ui primitives, SEO helpers, the revalidation rule the root and the
 * form pages share — and with them React and React Router)
 * go into one `site` chunk instead of a dozen small ones, each with its own request and gzip
 * overhead. Measured with tests/e2e/budgets.spec.ts (ADR 030).
 */
const SITE_CHUNK =
  /[\\/]app[\\/](components[\\/]layout[\\/]|components[\\/]ui[\\/](icons|nonce|use-page-loading|button|spinner|badge)\.tsx?$|components[\\/]site[\\/](page-hero|section|structured-data|decorative-image|stat-list)\.tsx$|content[\\/](company|site[\\/]logos|site[\\/]navigation|site[\\/]offices|site[\\/]practices[\\/]catalog)\.ts$|domain[\\/](seo|dates|options|news)\.ts$|routes[\\/]site[\\/]revalidation\.ts$)/;

// The SSR bundle's entry is our runtime module, so the whole server side (request handler,
// database, workers) is one module graph: server.ts loads it and never imports app code itself.
export default defineConfig(({ isSsrBuild }) => ({
  plugins: [tailwindcss(), reactRouter()],
  resolve: { tsconfigPaths: true },
  build: isSsrBuild
    ? { rollupOptions: { input: './app/server/platform/runtime.server.ts' } }
    : { rollupOptions: { output: { codeSplitting: { groups: [{ name: 'site', test: SITE_CHUNK }] } } } },
}));
