import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    // One migrated database per run (PGlite dump or PostgreSQL template) that every file starts from.
    globalSetup: ['test/support/database-template.ts'],
    // Each file gets its own process: PGlite and pg-boss hold process-wide state.
    pool: 'forks',
    // Two files at a time: vitest's default on a 2-core machine is one, which left a third of the CPU idle
    // while files wait on servers, timers and queues, and the suite runs twice (PGlite, PostgreSQL) in CI.
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 90_000,
    teardownTimeout: 30_000,
  },
});
