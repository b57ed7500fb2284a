import { defineConfig } from '@playwright/test';
import { chromiumLaunch } from './support/chromium';

const onPostgres = Boolean(process.env.DATABASE_URL);
// The PostgreSQL pass runs only the flows whose path through the servers differs by database: the
// worker's jobs on pg-boss (Slack alerts, invitation and reset mail, re-scoring and smart columns, the
// wizard's first ingest, the demo's seeding), the live stream (LISTEN/NOTIFY across connections), bulk
// writes through the list triggers, and the production layout. The screens' own behaviour (routing,
// sessions, settings forms, keyboard triage, a remote that fails) does not depend on the database; it
// runs in the PGlite pass, and the API suite runs every route on both databases.
const postgresSpecs = [
  'slack',
  'live-leads',
  'team-invite',
  'password-reset',
  'lead-workspace-triage',
  'lead-workspace-manage',
  'project-setup',
  'demo-entry',
  'start-prod',
].map((name) => `**/${name}.spec.ts`);

// Chromium comes from Debian (support/chromium.ts); Playwright never downloads a browser here.
export default defineConfig({
  testDir: './tests',
  // The suite runs twice in `npm test`: every spec on PGlite (the embedded default, with the pictures,
  // layout checks and release mixes), then postgresSpecs above on PostgreSQL.
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
    onPostgres
      ? { name: 'flows', testMatch: postgresSpecs }
      : // The production layout runs on PostgreSQL only (start:prod needs a DATABASE_URL).
        { name: 'flows', testIgnore: ['**/visual*.spec.ts', '**/start-prod.spec.ts'] },
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
