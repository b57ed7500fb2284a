import { defineConfig } from '@playwright/test';
import base from './playwright.config';

// Benchmarks reuse the e2e stand-up (separate origins, production build) but are not tests.
// One worker and no projects: a benchmark's figures are its own, not shared with another file's load.
export default defineConfig({
  ...base,
  projects: undefined,
  workers: 1,
  testDir: './bench',
  retries: 0,
  timeout: 120_000,
});
