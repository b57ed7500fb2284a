#!/usr/bin/env node
// Times `npm start` as a whole process, from the command to the printed URL answering, in a given
// checkout (default: a fresh clone of this repository in a temp folder, then a second start there).
//   node scripts/measure-start.mjs [--dir <checkout>] [--port 3900]
import { spawn, execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { root } from './lib/workspace.mjs';

const args = process.argv.slice(2);
const option = (name, fallback) => (args.includes(name) ? args[args.indexOf(name) + 1] : fallback);
const port = option('--port', '3900');
let dir = option('--dir', '');
if (!dir) {
  dir = path.join(mkdtempSync(path.join(os.tmpdir(), 'signalboard-clone-')), 'signalboard');
  execFileSync('git', ['clone', '--quiet', root, dir]);
  console.log(`Fresh clone in ${dir}`);
}

function timeStart(label) {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const child = spawn('npm', ['start'], {
      cwd: dir,
      env: { ...process.env, PORT: port },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    });
    let output = '';
    const onData = async (chunk) => {
      output += chunk;
      const match = output.match(/running at (http:\/\/\S+)/);
      if (!match) return;
      child.stdout.off('data', onData);
      const res = await fetch(`${match[1]}/health`).catch(() => null);
      const seconds = (Date.now() - started) / 1000;
      console.log(`${label}: ${seconds.toFixed(1)} s to a healthy URL (${res?.status ?? 'no answer'})`);
      process.kill(-child.pid, 'SIGTERM');
      child.on('exit', () => resolve(seconds));
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', (d) => (output += d));
    child.on(
      'exit',
      (code) => code && reject(new Error(`npm start exited with ${code}:\n${output.slice(-3000)}`)),
    );
  });
}

await timeStart('first start (install + build + migrate + seed)');
await timeStart('second start (reuses install, build and data)');
