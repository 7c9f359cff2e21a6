import type { Config } from '@react-router/dev/config';

export default {
  ssr: true,
  // BUILD_DIR lets parallel work trees or test runs keep separate builds; server.ts reads it too.
  buildDirectory: process.env.BUILD_DIR ?? 'build',
} satisfies Config;
