import { defineConfig } from '@playwright/test';

const pgliteOnlySpecs = [
  '**/visual.spec.ts',
  '**/layout-checks.spec.ts',
  '**/lead-list-layout.spec.ts',
  '**/phone-navigation.spec.ts',
  '**/embedded.spec.ts',
  '**/remote-releases.spec.ts',
];

// Chromium comes from Debian (/usr/bin/chromium); Playwright never downloads a browser here.
export default defineConfig({
  testDir: './tests',
  // The suite runs twice in `npm test` (PGlite, then PostgreSQL). What does not depend on the database
  // runs in the PGlite pass only: the pictures and layout checks, the embedded mode (always PGlite),
  // and the release mixes (a static store and the host's manifest checks). The API's own suite runs
  // on both databases in full.
  testIgnore: process.env.DATABASE_URL ? pgliteOnlySpecs : [],
  globalSetup: './support/global-setup.ts',
  fullyParallel: false,
  workers: 1,
  // One retry in CI; a spec that passed only on it is named flaky in npm test's summary (a race to fix).
  retries: process.env.CI ? 1 : 0,
  // A limit, not a wait: the triage spec takes 50 s alone on a quiet 2-core machine (axe on every screen).
  timeout: 120_000,
  expect: { timeout: 15_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    browserName: 'chromium',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-quic',
        '--no-first-run',
      ],
    },
    trace: 'retain-on-failure',
  },
});
