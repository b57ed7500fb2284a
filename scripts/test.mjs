#!/usr/bin/env node
// `npm test`: every test of the suite. Unit and API tests of each package (vitest), then the
// production build and the end-to-end suite in Chromium. Prints one closing line with the totals.
import { spawn } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { ensureInstalled } from './lib/install.mjs';
import { buildStale } from './lib/build.mjs';
import { pnpmCommand } from './pnpm.mjs';
import { root, frontEndApps } from './lib/workspace.mjs';
import { totals } from './lib/totals.mjs';
import { failureLines } from './lib/failures.mjs';

// docker-compose.yml as docker-compose reads it, the Dockerfiles, and the images' nginx rules (no
// engine): their own step, so a missing docker-compose or nginx shows as such; `tools` runs the rest.
const composeTests = ['compose', 'docker-images', 'nginx-conf'].map((t) => `scripts/__tests__/${t}.test.mjs`);
const toolTests = readdirSync(`${root}/scripts/__tests__`)
  .filter((file) => file.endsWith('.test.mjs'))
  .map((file) => `scripts/__tests__/${file}`)
  .filter((file) => !composeTests.includes(file));

const steps = [
  { name: 'tools', command: [process.execPath, '--test', ...toolTests] },
  { name: 'compose', command: [process.execPath, '--test', ...composeTests] },
  { name: 'shared', args: ['--filter', '@signalboard/shared', 'test'] },
  { name: 'api client', args: ['--filter', '@signalboard/shared', 'check:api'] },
  // PGlite always; PostgreSQL too when DATABASE_URL is set (CI sets it).
  { name: 'api', args: ['--filter', '@signalboard/api', 'test'], env: { DATABASE_URL: undefined } },
  { name: 'api (PostgreSQL)', args: ['--filter', '@signalboard/api', 'test'], needsDatabase: true },
  ...frontEndApps.map((app) => ({ name: app, args: ['--filter', `@signalboard/${app}`, 'test'] })),
  // The local builds and every environment's map in deploy/environments/, against the host's build.
  {
    name: 'contract',
    command: [process.execPath, 'scripts/check-remotes.mjs', '--all'],
    needsBuild: true,
  },
  {
    name: 'e2e',
    args: ['--filter', '@signalboard/e2e', 'test'],
    needsBuild: true,
    env: { DATABASE_URL: undefined },
  },
  {
    name: 'e2e (PostgreSQL)',
    args: ['--filter', '@signalboard/e2e', 'test'],
    needsBuild: true,
    needsDatabase: true,
  },
];

function run(step) {
  const [cmd, ...rest] = step.command ?? [...pnpmCommand(), ...step.args];
  return new Promise((resolve) => {
    const env = {
      ...process.env,
      COREPACK_INTEGRITY_KEYS: '0',
      FORCE_COLOR: process.env.FORCE_COLOR ?? '0',
      ...step.env,
    };
    for (const [key, value] of Object.entries(env)) if (value === undefined) delete env[key];
    const child = spawn(cmd, rest, {
      cwd: root,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (d) => {
      output += d;
      process.stdout.write(d);
    });
    child.stderr.on('data', (d) => {
      output += d;
      process.stderr.write(d);
    });
    child.on('close', (code) => resolve({ code: code ?? 1, output }));
  });
}

ensureInstalled();
const only = process.argv.slice(2);
const summary = [];
let failed = false;
for (const step of steps) {
  if (only.length && !only.some((name) => step.name === name || step.name.startsWith(`${name} (`))) continue;
  if (step.needsDatabase && !process.env.DATABASE_URL) continue;
  console.log(`\n=== ${step.name} ===`);
  const started = Date.now();
  if (step.needsBuild && !(await buildStale(['api', ...frontEndApps]))) {
    summary.push({ name: step.name, code: 1, passed: 0, failed: 1, skipped: 0 });
    failed = true;
    continue;
  }
  const { code, output } = await run(step);
  const t = totals(output);
  if (code !== 0 && t.failed === 0) t.failed = 1; // the runner itself failed
  // With the build it needed: where CI's time goes, read off every run's summary.
  const seconds = Math.round((Date.now() - started) / 1000);
  summary.push({ name: step.name, code, seconds, ...t, why: code === 0 ? [] : failureLines(output) });
  if (code !== 0) failed = true;
}

console.log('\n=== summary ===');
for (const s of summary) {
  const took = s.seconds === undefined ? '' : ` (${s.seconds} s)`;
  console.log(`${s.code === 0 ? 'ok  ' : 'FAIL'} ${s.name}: ${s.passed} passed, ${s.failed} failed${took}`);
  for (const line of s.why ?? []) console.log(`       ${line}`);
  if (s.code !== 0 && !s.why?.length) console.log(`       exited with code ${s.code}; see its output above`);
}
const all = summary.reduce((a, s) => ({ passed: a.passed + s.passed, failed: a.failed + s.failed }), {
  passed: 0,
  failed: 0,
});
console.log(`${all.passed} passed, ${all.failed} failed`);
process.exit(failed ? 1 : 0);
