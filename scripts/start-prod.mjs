#!/usr/bin/env node
// `npm run start:prod`: the production layout of docker-compose.yml as plain processes, without Docker.
// PostgreSQL from DATABASE_URL; the API (api/dist/server.js) and one worker (api/dist/worker.js) with
// NODE_ENV=production; the host and each remote served from their dist/ on their own ports by one
// static-server process (scripts/lib/serve-apps.mjs) with production's cache rules and CORS.
//
// Ports: START_PROD_PORT_BASE (default 8080) is the host's, the five remotes take the next five;
// START_PROD_API_PORT (default 3000) is the API's.
import { randomBytes } from 'node:crypto';
import net from 'node:net';
import path from 'node:path';
import { ensureInstalled } from './lib/install.mjs';
import { buildStale } from './lib/build.mjs';
import { createSupervisor } from './lib/supervisor.mjs';
import { root, remotes, frontEndApps } from './lib/workspace.mjs';

const READY_TIMEOUT_MS = 120_000;
const address = '127.0.0.1';

function fail(message) {
  console.error(message);
  process.exit(1);
}

if (!process.env.DATABASE_URL?.trim())
  fail(
    'npm run start:prod needs PostgreSQL: set DATABASE_URL, e.g. ' +
      'DATABASE_URL=postgres://user:password@127.0.0.1:5432/signalboard npm run start:prod ' +
      '(the database must exist; the API creates its tables). `npm start` runs without it, on PGlite.',
  );

function portSetting(name, fallback, room = 0) {
  const raw = process.env[name]?.trim();
  if (!raw) return fallback;
  const port = Number(raw);
  if (!/^\d+$/.test(raw) || port < 1 || port + room > 65535)
    fail(`${name} must be a port number from 1 to ${65535 - room} (got "${raw}").`);
  return port;
}
const hostPort = portSetting('START_PROD_PORT_BASE', 8080, remotes.length);
const apiPort = portSetting('START_PROD_API_PORT', 3000);
const appPorts = Object.fromEntries(frontEndApps.map((app, i) => [app, hostPort + i]));
if (Object.values(appPorts).includes(apiPort))
  fail(
    `START_PROD_API_PORT (${apiPort}) is one of the ports the host and remotes use (${hostPort}-${hostPort + remotes.length}): choose another.`,
  );

const originOf = (port) => `http://${address}:${port}`;
const hostOrigin = originOf(hostPort);
const apiOrigin = originOf(apiPort);

const isFree = (port) =>
  new Promise((resolve) => {
    const probe = net.createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, address, () => probe.close(() => resolve(true)));
  });
for (const [what, port] of [['the API', apiPort], ...Object.entries(appPorts)]) {
  if (!(await isFree(port)))
    fail(
      `Port ${port} (${what}) is already in use on ${address}: stop what uses it, or choose other ports with ` +
        'START_PROD_PORT_BASE (the host; the remotes use the next five) and START_PROD_API_PORT.',
    );
}

let jwtSecret = process.env.JWT_SECRET?.trim();
if (!jwtSecret) {
  jwtSecret = randomBytes(32).toString('base64url');
  console.warn(
    'JWT_SECRET is not set: this run signs sessions with a random secret, so everyone is signed out ' +
      'when it stops. Set JWT_SECRET (32 characters or more) to keep sessions across restarts.',
  );
}

// START_PROD_SKIP_BUILD=1 serves the dist folders as they are (e2e: npm test has just built them).
if (process.env.START_PROD_SKIP_BUILD !== '1') {
  ensureInstalled();
  if (!(await buildStale(['api', ...frontEndApps])))
    fail('The build failed; see above. Nothing was started.');
}

const apiEnv = {
  ...process.env,
  NODE_ENV: 'production',
  HOST: address,
  PORT: String(apiPort),
  JWT_SECRET: jwtSecret,
  APP_URL: hostOrigin,
  CORS_ORIGINS: hostOrigin,
  API_PUBLIC_URL: apiOrigin,
};
const appConfig = {
  apiUrl: apiOrigin,
  environment: 'production',
  remotes: Object.fromEntries(
    remotes.map((remote) => [
      remote.replace('remote-', ''),
      `${originOf(appPorts[remote])}/mf-manifest.json`,
    ]),
  ),
};
const apps = frontEndApps.map((app) => ({
  name: app,
  dir: path.join(root, app, 'dist'),
  port: appPorts[app],
  host: address,
  ...(app === 'host' ? { spa: true, appConfig } : { cors: true }),
}));

let exitCode = 0;
async function shutDown(code) {
  if (supervisor.stopping) return;
  exitCode = code;
  await supervisor.stopAll();
  process.exit(exitCode);
}
const supervisor = createSupervisor({
  onUnexpectedExit(name, code, signal, error) {
    const how = error ? `could not start (${error.message})` : `stopped (${signal ?? `exit code ${code}`})`;
    console.error(`The ${name} process ${how}; stopping the others.`);
    shutDown(1);
  },
});
for (const signal of ['SIGINT', 'SIGTERM'])
  process.on(signal, () => {
    console.log(`${signal}: stopping every process...`);
    shutDown(0);
  });

const node = process.execPath;
supervisor.start('api', node, [path.join(root, 'api', 'dist', 'server.js')], apiEnv);
supervisor.start('worker', node, [path.join(root, 'api', 'dist', 'worker.js')], apiEnv);
supervisor.start('web', node, [path.join(root, 'scripts', 'lib', 'serve-apps.mjs'), JSON.stringify(apps)], {
  ...process.env,
  NODE_ENV: 'production',
});

/** Waits until every URL answers 200; gives up when the supervisor is stopping or time runs out. */
async function waitForAll(checks) {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  const pending = new Map(checks);
  while (pending.size && !supervisor.stopping) {
    for (const [name, url] of pending) {
      const ok = await fetch(url, { signal: AbortSignal.timeout(2_000) }).then(
        (res) => res.ok,
        () => false,
      );
      if (ok) pending.delete(name);
    }
    if (!pending.size) return true;
    if (Date.now() > deadline) {
      console.error(
        `Not answering after ${READY_TIMEOUT_MS / 1000} s: ${[...pending.keys()].join(', ')}; stopping.`,
      );
      await shutDown(1);
      return false;
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  return !supervisor.stopping;
}

const ready = await waitForAll([
  ['the API', `${apiOrigin}/health`],
  ['the host', `${hostOrigin}/app-config.json`],
  ...remotes.map((remote) => [remote, `${originOf(appPorts[remote])}/mf-manifest.json`]),
]);
if (ready && supervisor.isRunning('worker')) {
  const rows = [
    ['host', hostOrigin],
    ['API', apiOrigin],
    ...remotes.map((remote) => [remote, originOf(appPorts[remote])]),
  ];
  console.log('\nSignalboard runs in the production layout (NODE_ENV=production, one API, one worker):');
  for (const [name, origin] of rows) console.log(`  ${name.padEnd(16)} ${origin}`);
  console.log(`\nOpen ${hostOrigin}  (Ctrl+C stops every process)\n`);
}
