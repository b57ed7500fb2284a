import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// The undo layer's test reads which children of <body> Headless UI's Dialog marks inert; after other
// files in the same document it sometimes finds the page not inert (Headless UI keeps module state
// across files), so it gets a process and document of its own.
const ownDocument = ['src/components/undo/__tests__/undo-layer.test.tsx'];

export default defineConfig({
  test: {
    environment: 'jsdom',
    globals: true,
    // Limits, not waits: a passing test never waits for them. `npm test` runs two steps side by side on
    // 2 cores, where a first render can take seconds (see @signalboard/shared/testing/timeouts).
    testTimeout: 30_000,
    // Both cores of a 2-core machine (vitest's default leaves one idle: CPUs - 1).
    maxWorkers: Math.max(2, availableParallelism() - 1),
    setupFiles: ['@signalboard/shared/testing/setup'],
    projects: [
      {
        extends: true,
        test: {
          name: 'shared-document',
          include: ['src/**/__tests__/**/*.test.{ts,tsx}'],
          exclude: ownDocument,
          // The files of a worker share one process and document (the shared setup file resets what they
          // leave behind): each file paid ~1.5 s for a fresh jsdom and the imports (this step 2-3x faster).
          isolate: false,
        },
      },
      { extends: true, test: { name: 'own-document', include: ownDocument } },
    ],
  },
});
