import { test } from 'node:test';
import assert from 'node:assert/strict';
import { stepsForChange } from '../lib/changed-steps.mjs';

const sorted = (steps) => [...steps].sort();

test('a remote alone: its own tests, the contract check and e2e', () => {
  assert.deepEqual(sorted(stepsForChange(['remote-leads/src/features/list/lead-row.tsx'])), [
    'contract',
    'e2e',
    'remote-leads',
  ]);
});

test('shared: itself, the API client check, every front end, contract and e2e', () => {
  const steps = stepsForChange(['shared/src/ui/dialog.tsx']);
  for (const step of ['shared', 'api client', 'host', 'remote-auth', 'remote-team', 'contract', 'e2e'])
    assert.ok(steps.includes(step), step);
  assert.ok(!steps.includes('api'));
});

test('the API: its suite, the generated client check and e2e, not the front ends', () => {
  assert.deepEqual(sorted(stepsForChange(['api/src/routes/leads/index.ts'])), [
    'api',
    'api client',
    'contract',
    'e2e',
  ]);
});

test('documentation changes nothing; a root config or the lockfile means everything (null)', () => {
  assert.deepEqual(stepsForChange(['README.md', 'docs/screens/after/x.png']), []);
  assert.equal(stepsForChange(['pnpm-lock.yaml']), null);
  assert.equal(stepsForChange(['eslint.config.mjs', 'api/src/app.ts']), null);
});

test('docker files: the compose checks', () => {
  assert.deepEqual(sorted(stepsForChange(['docker/nginx-host.conf'])), ['compose', 'tools']);
});
