import type { Config } from '@react-router/dev/config';

export default {
  ssr: true,
  // BUILD_DIR lets parallel work trees or test runs keep separate builds; server.ts reads it too.
  buildDirectory: process.env.BUILD_DIR ?? 'build',
  // Middleware and typed context (ADR 050): the admin layout resolves the staff member once per
  // request and adds the refreshed session cookie to every admin response.
  future: { v8_middleware: true, v8_splitRouteModules: true, v8_viteEnvironmentApi: false, v8_passThroughRequests: false, v8_trailingSlashAwareDataRequests: false },
} satisfies Config;
