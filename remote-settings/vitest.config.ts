import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'jsdom',
    globals: true,
    include: ['src/**/__tests__/**/*.test.{ts,tsx}'],
    // Limits, not waits: a passing test never waits for them. `npm test` runs two steps side by side on
    // 2 cores, where a first render can take seconds (see @signalboard/shared/testing/timeouts).
    testTimeout: 30_000,
    // Both cores of a 2-core machine (vitest's default leaves one idle: CPUs - 1).
    maxWorkers: Math.max(2, availableParallelism() - 1),
    setupFiles: ['@signalboard/shared/testing/setup', './src/testing/setup.ts'],
    // The files of a worker share one process and document (the shared setup file resets what they
    // leave behind): each file paid ~1.5 s for a fresh jsdom and the imports (this step 2-3x faster).
    isolate: false,
  },
});
