import { defineConfig } from '@playwright/test';
import base from './playwright.config';

// Benchmarks reuse the e2e stand-up (separate origins, production build) but are not tests.
export default defineConfig({ ...base, testDir: './bench', retries: 0, timeout: 120_000 });
