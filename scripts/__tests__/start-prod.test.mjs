// `npm run start:prod`'s refusals (checked before anything is built) and its supervisor with real child
// processes: when one stops on its own the others are stopped; stopAll() ends every one.
// The whole layout running in Chromium is e2e/tests/start-prod.spec.ts.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { root } from '../lib/workspace.mjs';
import { createSupervisor } from '../lib/supervisor.mjs';

function startProd(env) {
  const clean = { ...process.env };
  delete clean.DATABASE_URL;
  return spawnSync(process.execPath, [path.join(root, 'scripts', 'start-prod.mjs')], {
    env: { ...clean, ...env },
    encoding: 'utf8',
    timeout: 20_000,
  });
}

test('without DATABASE_URL it exits 1 saying what to set', () => {
  const result = startProd({});
  assert.equal(result.status, 1);
  assert.match(result.stderr, /needs PostgreSQL: set DATABASE_URL, e\.g\. DATABASE_URL=postgres:\/\//);
});

test('a port setting that is not a port is refused with its name', () => {
  const result = startProd({ DATABASE_URL: 'postgres://x@127.0.0.1/none', START_PROD_PORT_BASE: 'eighty' });
  assert.equal(result.status, 1);
  assert.match(result.stderr, /START_PROD_PORT_BASE must be a port number from 1 to 65530 \(got "eighty"\)/);
});

test('the API port may not fall among the host and remote ports', () => {
  const result = startProd({
    DATABASE_URL: 'postgres://x@127.0.0.1/none',
    START_PROD_PORT_BASE: '18080',
    START_PROD_API_PORT: '18083',
  });
  assert.equal(result.status, 1);
  assert.match(result.stderr, /START_PROD_API_PORT \(18083\) is one of the ports the host and remotes use/);
});

test('a port in use is named before anything starts', async () => {
  const busy = net.createServer();
  await new Promise((resolve) => busy.listen(0, '127.0.0.1', resolve));
  const { port } = busy.address();
  try {
    const result = startProd({
      DATABASE_URL: 'postgres://x@127.0.0.1/none',
      START_PROD_API_PORT: String(port),
    });
    assert.equal(result.status, 1);
    assert.match(result.stderr, new RegExp(`Port ${port} \\(the API\\) is already in use`));
  } finally {
    busy.close();
  }
});

const sleeper = ['-e', 'process.on("SIGTERM", () => process.exit(0)); setInterval(() => {}, 1000)'];

test('supervisor: when one child stops on its own, it is named and the others can be stopped', async () => {
  let reported;
  const stopped = new Promise((resolve) => {
    const supervisor = createSupervisor({
      onUnexpectedExit: async (name, code) => {
        reported = { name, code };
        await supervisor.stopAll();
        resolve(supervisor);
      },
    });
    supervisor.start('long', process.execPath, sleeper, process.env);
    supervisor.start(
      'short',
      process.execPath,
      ['-e', 'setTimeout(() => process.exit(3), 200)'],
      process.env,
    );
  });
  const supervisor = await stopped;
  assert.deepEqual(reported, { name: 'short', code: 3 });
  assert.equal(supervisor.isRunning('long'), false);
});

test('supervisor: stopAll() ends every child and reports none of them as unexpected', async () => {
  const unexpected = [];
  const supervisor = createSupervisor({ onUnexpectedExit: (name) => unexpected.push(name) });
  const a = supervisor.start('a', process.execPath, sleeper, process.env);
  const b = supervisor.start('b', process.execPath, ['-e', 'setInterval(() => {}, 1000)'], process.env);
  await new Promise((resolve) => setTimeout(resolve, 300));
  assert.ok(supervisor.isRunning('a') && supervisor.isRunning('b'));
  await supervisor.stopAll();
  for (const child of [a, b]) assert.ok(child.exitCode !== null || child.signalCode !== null);
  assert.ok(!supervisor.isRunning('a') && !supervisor.isRunning('b'));
  assert.deepEqual(unexpected, []);
});
