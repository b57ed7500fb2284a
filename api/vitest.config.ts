import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { fileURLToPath } from 'node:url';
import { databaseTestFiles, pgliteTestFiles } from './test/support/database-test-files.js';
import LongFilesFirst from './test/support/long-files-first.js';

// SB_API_TESTS=database (the PostgreSQL pass of `npm test`): only the files that reach a database;
// SB_API_TESTS=pglite (the PGlite pass when that one follows): the rest and a chosen few of them.
const root = fileURLToPath(new URL('.', import.meta.url));
const include =
  process.env.SB_API_TESTS === 'database'
    ? databaseTestFiles(root)
    : process.env.SB_API_TESTS === 'pglite'
      ? pgliteTestFiles(root)
      : ['test/**/*.test.ts'];

export default defineConfig({
  test: {
    include,
    // One migrated database per run (PGlite dump or PostgreSQL template) that every file starts from.
    globalSetup: ['test/support/database-template.ts'],
    // Each file closes what it opened (test/support/file-hooks.ts, drained by this setup file).
    setupFiles: ['test/support/file-setup.ts'],
    // Files run in child processes, and the files of one worker share it: every file used to import the
    // whole app afresh (about 4 s each; the PostgreSQL pass spent 487 s importing, 425 s -> 241 s wall,
    // the PGlite pass 168 s -> 102 s). Each file still gets its own database and apps.
    pool: 'forks',
    isolate: false,
    // One file more than the machine has cores (three on 2 cores): files spend part of their time waiting
    // on servers, timers, queues and child processes, and with one file per core that time was idle
    // (PostgreSQL pass: 371 s at 42 % idle with one per core, 231 s with three; PGlite pass: 309 -> 271 s).
    maxWorkers: availableParallelism() + 1,
    sequence: { sequencer: LongFilesFirst },
    testTimeout: 30_000,
    hookTimeout: 90_000,
    teardownTimeout: 30_000,
  },
});
