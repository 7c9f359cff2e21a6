import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    include: ['app/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts', 'tests/integration/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['./tests/support/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // Vitest's default is one worker fewer than the machine's cores: one, on the 2-core machines
    // the suite runs on, so every file waited for the one before it. Many files wait on a
    // database or a child process part of the time, so two workers use both cores (issue 42).
    maxWorkers: 2,
  },
});
