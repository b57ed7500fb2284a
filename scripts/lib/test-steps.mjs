// The steps of `npm test`, in the order they run, what each needs from the machine, and what each waits
// for. With `--jobs=2` steps whose `after` has finished run side by side: the API suites in one lane, the
// rest (front ends, the build, e2e) in the other.
import { readdirSync } from 'node:fs';
import { root, frontEndApps } from './workspace.mjs';

// docker-compose.yml as docker-compose reads it, the Dockerfiles, and the images' nginx rules (no
// engine): their own step, so a missing docker-compose or nginx shows as such; `tools` runs the rest.
const composeTests = ['compose', 'docker-images', 'nginx-conf'].map((t) => `scripts/__tests__/${t}.test.mjs`);
const toolTests = readdirSync(`${root}/scripts/__tests__`)
  .filter((file) => file.endsWith('.test.mjs'))
  .map((file) => `scripts/__tests__/${file}`)
  .filter((file) => !composeTests.includes(file));

const browserTools = ['chromium', 'fonts-liberation', 'fonts-dejavu-core'];

/**
 * name: what `npm test -- <name>` selects (and `<name> (PostgreSQL)` with it).
 * runner: 'vitest' | 'playwright' | 'node' (how its per-file times are collected).
 * after: steps that must have finished first (in this run); a failed one does not stop the next.
 * needsDatabase: runs only when DATABASE_URL is set. needsBuild: the production build comes first.
 * tools: what it needs installed (scripts/lib/preflight.mjs).
 */
export const steps = [
  // Lane 1: the API suites, the longest steps; the PostgreSQL pass after the PGlite one.
  {
    name: 'api',
    runner: 'vitest',
    args: ['--filter', '@signalboard/api', 'test'],
    // When the PostgreSQL pass follows, the files that open a database run there, and here only the
    // pure files and the few that are about PGlite (api/test/support/database-test-files.ts).
    env: { DATABASE_URL: undefined, SB_API_TESTS: process.env.DATABASE_URL ? 'pglite' : undefined },
  },
  {
    name: 'api (PostgreSQL)',
    runner: 'vitest',
    args: ['--filter', '@signalboard/api', 'test'],
    // Only the files that open a database (api/test/support/database-test-files.ts): the others (the
    // encoder, the scorer's evaluation, the platform parsers) ran in the pass before.
    env: { SB_API_TESTS: 'database' },
    needsDatabase: true,
    after: ['api'],
  },
  // Lane 2: everything else, in this order.
  { name: 'tools', runner: 'node', command: [process.execPath, '--test', ...toolTests] },
  {
    name: 'compose',
    runner: 'node',
    command: [process.execPath, '--test', ...composeTests],
    tools: ['docker-compose', 'nginx'],
    after: ['tools'],
  },
  { name: 'shared', runner: 'vitest', args: ['--filter', '@signalboard/shared', 'test'], after: ['compose'] },
  { name: 'api client', args: ['--filter', '@signalboard/shared', 'check:api'], after: ['shared'] },
  ...frontEndApps.map((app, i) => ({
    name: app,
    runner: 'vitest',
    args: ['--filter', `@signalboard/${app}`, 'test'],
    after: [i === 0 ? 'api client' : frontEndApps[i - 1]],
  })),
  { name: 'build', kind: 'build', after: [frontEndApps.at(-1)] },
  // The local builds and every environment's map in deploy/environments/, against the host's build.
  {
    name: 'contract',
    runner: 'node',
    command: [process.execPath, 'scripts/check-remotes.mjs', '--all'],
    needsBuild: true,
    after: ['build'],
  },
  {
    name: 'e2e',
    runner: 'playwright',
    args: ['--filter', '@signalboard/e2e', 'test'],
    needsBuild: true,
    env: { DATABASE_URL: undefined },
    tools: browserTools,
    after: ['contract'],
  },
  {
    name: 'e2e (PostgreSQL)',
    runner: 'playwright',
    args: ['--filter', '@signalboard/e2e', 'test'],
    needsBuild: true,
    needsDatabase: true,
    tools: browserTools,
    after: ['e2e'],
  },
];

/** Whether `step` is what a name given on the command line asks for. */
export const selects = (names, step) =>
  names.some((name) => step.name === name || step.name.startsWith(`${name} (`));
