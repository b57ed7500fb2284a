import { defineConfig } from '@playwright/test';
import { chromiumLaunch } from './support/chromium';

const onPostgres = Boolean(process.env.DATABASE_URL);
const pgliteOnlySpecs = [
  '**/layout-checks.spec.ts',
  '**/lead-list-layout.spec.ts',
  '**/phone-navigation.spec.ts',
  '**/embedded.spec.ts',
  '**/remote-releases.spec.ts',
];

// Chromium comes from Debian (support/chromium.ts); Playwright never downloads a browser here.
export default defineConfig({
  testDir: './tests',
  // The suite runs twice in `npm test` (PGlite, then PostgreSQL). What does not depend on the database
  // runs in the PGlite pass only: the pictures and layout checks, the embedded mode (always PGlite),
  // and the release mixes (a static store and the host's manifest checks). The API's own suite runs
  // every file that opens a database on both.
  globalSetup: './support/global-setup.ts',
  // Two spec files at a time, on one suite of servers (every spec makes its own accounts): with one,
  // a core sat idle a third of the time while the browser waited on the API. A file's tests stay in order.
  fullyParallel: false,
  workers: 2,
  // Never retried: a spec that fails once is a race to fix, not to hide.
  retries: 0,
  // A limit, not a wait: the triage spec takes 50 s alone on a quiet 2-core machine (axe on every screen).
  timeout: 120_000,
  expect: { timeout: 15_000 },
  reporter: [['list']],
  // Baselines are named for the screen and width only (not the project below).
  snapshotPathTemplate: '{snapshotDir}/{testFileDir}/{testFileName}-snapshots/{arg}{-snapshotSuffix}{ext}',
  // The pictures are the longest file (a minute or two): a project of their own, listed first, so they
  // start at once on one worker while the other works through the flows, instead of ending the run alone.
  projects: [
    ...(onPostgres ? [] : [{ name: 'pictures', testMatch: '**/visual*.spec.ts' }]),
    { name: 'flows', testIgnore: ['**/visual*.spec.ts', ...(onPostgres ? pgliteOnlySpecs : [])] },
  ],
  use: {
    browserName: 'chromium',
    launchOptions: chromiumLaunch,
    // No trace by default: recording one for every test (kept on failure) cost a quarter of the flows'
    // time (169 -> 126 s). A failure keeps its screenshot; E2E_TRACE=1 records traces to debug one.
    trace: process.env.E2E_TRACE ? 'retain-on-failure' : 'off',
    screenshot: 'only-on-failure',
  },
});
