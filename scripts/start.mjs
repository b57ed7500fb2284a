#!/usr/bin/env node
// `npm start`: install what is missing, build what is stale, then run the whole suite in one process
// (API, worker, host and every remote, PGlite in .data/, demo data) and print the URL to open.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { ensureInstalled } from './lib/install.mjs';
import { buildStale } from './lib/build.mjs';
import { root, frontEndApps } from './lib/workspace.mjs';

const [major, minor] = process.versions.node.split('.').map(Number);
if (major < 20 || (major === 20 && minor < 19)) {
  console.error(`Signalboard needs Node.js 20.19 or newer; this is ${process.version}.`);
  process.exit(1);
}

const started = Date.now();
ensureInstalled();
if (!(await buildStale(['api', ...frontEndApps]))) {
  console.error('The build failed; see above. Nothing was started.');
  process.exit(1);
}
console.log(`Ready to start after ${((Date.now() - started) / 1000).toFixed(1)} s of install/build checks.`);

const server = spawn(process.execPath, [path.join(root, 'api', 'dist', 'embedded.js')], {
  cwd: root,
  stdio: 'inherit',
  env: { STATIC_ROOT: root, DATA_DIR: path.join(root, '.data'), ...process.env },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
