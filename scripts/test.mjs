#!/usr/bin/env node
// `npm test`: every test of the suite. Unit and API tests of each package (vitest), then the production
// build and the end-to-end suite in Chromium (scripts/lib/test-steps.mjs). Ends with
// each step's seconds, the slowest test files, the run's minutes and one closing line with the totals.
//
//   npm test                      everything
//   npm test -- api e2e           only these steps ("api" also selects "api (PostgreSQL)")
//   npm test -- --changed[=REF]   the steps a change touches (work tree against HEAD, or against REF)
//   npm test -- --jobs=2          two steps side by side (the API lane beside the rest); default one
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ensureInstalled } from './lib/install.mjs';
import { buildStale } from './lib/build.mjs';
import { pnpmCommand } from './pnpm.mjs';
import { root, frontEndApps } from './lib/workspace.mjs';
import { totals } from './lib/totals.mjs';
import { failureLines } from './lib/failures.mjs';
import { missingToolsLine } from './lib/preflight.mjs';
import { changedFiles, stepsForChange } from './lib/changed-steps.mjs';
import { selects, steps } from './lib/test-steps.mjs';
import { slowestFiles, summaryLines } from './lib/run-summary.mjs';

const runStarted = Date.now();
const argv = process.argv.slice(2);
const changed = argv.find((arg) => arg === '--changed' || arg.startsWith('--changed='));
// One step at a time by default: on a 2-core machine every step but the front ends already keeps both
// cores busy, and two side by side measured slower (thrashing) and pushed tests past their time limits.
const jobs = Number(argv.find((arg) => arg.startsWith('--jobs='))?.split('=')[1] ?? 1) || 1;
let names = argv.filter((arg) => !arg.startsWith('--'));
if (changed) {
  const ref = changed.includes('=') ? changed.split('=')[1] : 'HEAD';
  let files;
  try {
    files = changedFiles(root, ref);
  } catch (error) {
    console.error(
      `--changed: git could not compare the work tree with ${ref}: ${String(error.stderr ?? error).trim()}`,
    );
    process.exit(1);
  }
  const wanted = stepsForChange(files);
  if (wanted === null) console.log('--changed: a workspace-wide file changed; running every step.');
  else if (wanted.length === 0) {
    console.log('--changed: nothing that a test covers has changed (against the work tree).');
    console.log('0 passed, 0 failed');
    process.exit(0);
  } else {
    console.log(`--changed: ${wanted.join(', ')}`);
    names = [...names, ...wanted];
  }
}

const chosen = steps.filter(
  (step) => (!names.length || selects(names, step)) && (!step.needsDatabase || process.env.DATABASE_URL),
);
if (chosen.some((step) => step.needsBuild) && !chosen.some((step) => step.kind === 'build'))
  chosen.splice(
    chosen.findIndex((step) => step.needsBuild),
    0,
    steps.find((step) => step.kind === 'build'),
  );

const missing = missingToolsLine(chosen.flatMap((step) => step.tools ?? []));
if (missing) {
  console.error(missing);
  process.exit(1);
}

ensureInstalled();
const timesDir = mkdtempSync(path.join(tmpdir(), 'signalboard-test-times-'));
const timeFiles = [];
const running = new Set();

/** Lines of a step's output, prefixed with its name while another step runs beside it. */
function writer(step, stream) {
  let pending = '';
  return (chunk) => {
    pending += chunk;
    const lines = pending.split('\n');
    pending = lines.pop();
    for (const line of lines) stream.write(running.size > 1 ? `[${step.name}] ${line}\n` : `${line}\n`);
  };
}

function run(step) {
  const timesFile = path.join(timesDir, `${step.name.replace(/\W+/g, '-')}.jsonl`);
  timeFiles.push({ step: step.name, file: timesFile });
  const reporterArgs =
    step.runner === 'vitest'
      ? ['--reporter=default', `--reporter=${path.join(root, 'scripts/lib/vitest-file-times.mjs')}`]
      : step.runner === 'playwright'
        ? [`--reporter=list,${path.join(root, 'scripts/lib/playwright-file-times.mjs')}`]
        : [];
  const [cmd, ...rest] = step.command ?? [...pnpmCommand(), ...step.args, ...reporterArgs];
  return new Promise((resolve) => {
    const env = {
      ...process.env,
      COREPACK_INTEGRITY_KEYS: '0',
      FORCE_COLOR: process.env.FORCE_COLOR ?? '0',
      SB_FILE_TIMES: timesFile,
      SB_REPO_ROOT: root,
      ...step.env,
    };
    for (const [key, value] of Object.entries(env)) if (value === undefined) delete env[key];
    const child = spawn(cmd, rest, { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    const out = writer(step, process.stdout);
    const err = writer(step, process.stderr);
    child.stdout.on('data', (d) => {
      output += d;
      out(String(d));
    });
    child.stderr.on('data', (d) => {
      output += d;
      err(String(d));
    });
    child.on('close', (code) => {
      out('\n');
      resolve({ code: code ?? 1, output });
    });
  });
}

async function runStep(step) {
  console.log(`\n=== ${step.name} ===`);
  const started = Date.now();
  const seconds = () => Math.round((Date.now() - started) / 1000);
  if (step.kind === 'build') {
    const ok = await buildStale(['api', ...frontEndApps]);
    return {
      name: step.name,
      kind: 'build',
      code: ok ? 0 : 1,
      seconds: seconds(),
      passed: 0,
      failed: ok ? 0 : 1,
    };
  }
  if (step.needsBuild && results.get('build')?.code !== 0)
    return {
      name: step.name,
      code: 1,
      passed: 0,
      failed: 1,
      why: ['not run: the production build failed (see build)'],
    };
  const { code, output } = await run(step);
  const t = totals(output);
  if (code !== 0 && t.failed === 0) t.failed = 1; // the runner itself failed
  return { name: step.name, code, seconds: seconds(), ...t, why: code === 0 ? [] : failureLines(output) };
}

// `jobs` at a time, each once the steps it comes after (those in this run) have finished.
const results = new Map();
const inRun = new Set(chosen.map((step) => step.name));
const ready = (step) => (step.after ?? []).every((name) => !inRun.has(name) || results.has(name));
const waiting = [...chosen];
await new Promise((resolveAll) => {
  const startMore = () => {
    if (waiting.length === 0 && running.size === 0) return resolveAll();
    while (running.size < jobs) {
      const index = waiting.findIndex(ready);
      if (index < 0) break;
      const [step] = waiting.splice(index, 1);
      running.add(step.name);
      runStep(step).then((result) => {
        running.delete(step.name);
        results.set(step.name, result);
        console.log(`=== ${step.name}: ${result.code === 0 ? 'ok' : 'FAILED'} (${result.seconds} s) ===`);
        startMore();
      });
    }
  };
  startMore();
});

const summary = chosen.map((step) => results.get(step.name));
for (const line of summaryLines(summary, {
  elapsedMs: Date.now() - runStarted,
  slowest: slowestFiles(timeFiles),
}))
  console.log(line);
rmSync(timesDir, { recursive: true, force: true });
process.exit(summary.some((s) => s.code !== 0) ? 1 : 0);
