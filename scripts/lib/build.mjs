// Builds what is stale: a package is rebuilt when any of its inputs changed since its last build
// (a hash of its sources, configs and, for front-end apps, @signalboard/shared and the webpack helper).
import { createHash } from 'node:crypto';
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pnpmCommand } from '../pnpm.mjs';
import { root, frontEndApps } from './workspace.mjs';

const skip = new Set(['node_modules', 'dist', '__tests__', 'test', 'coverage', '.data']);

function hashTree(hash, dir) {
  if (!existsSync(dir)) return;
  for (const entry of readdirSync(dir).sort()) {
    if (skip.has(entry)) continue;
    const full = path.join(dir, entry);
    if (statSync(full).isDirectory()) hashTree(hash, full);
    else hash.update(path.relative(root, full)).update(readFileSync(full));
  }
}

function inputsHash(pkg) {
  const hash = createHash('sha256');
  hashTree(hash, path.join(root, pkg));
  if (frontEndApps.includes(pkg)) {
    hashTree(hash, path.join(root, 'shared', 'src'));
    hash.update(readFileSync(path.join(root, 'shared', 'package.json')));
    hashTree(hash, path.join(root, 'tools', 'webpack'));
  }
  hash.update(readFileSync(path.join(root, 'pnpm-lock.yaml')));
  return hash.digest('hex');
}

const stampPath = (pkg) => path.join(root, pkg, 'dist', '.build-stamp');

function buildOne(pkg) {
  const [cmd, ...prefix] = pnpmCommand();
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(cmd, [...prefix, '--filter', `@signalboard/${pkg}`, 'run', 'build'], {
      cwd: root,
      env: { ...process.env, COREPACK_INTEGRITY_KEYS: '0' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    child.on('close', (code) => {
      if (code === 0) console.log(`  built ${pkg} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
      else console.error(`  building ${pkg} failed:\n${output}`);
      resolve(code === 0);
    });
  });
}

/** Builds every stale package among `packages`, two at a time (CI machines have 2 cores). */
export async function buildStale(packages, { concurrency = 2 } = {}) {
  const stale = packages.filter((pkg) => {
    const stamp = stampPath(pkg);
    return !existsSync(stamp) || readFileSync(stamp, 'utf8') !== inputsHash(pkg);
  });
  if (stale.length === 0) return true;
  console.log(`Building ${stale.join(', ')}...`);
  const queue = [...stale];
  let ok = true;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (queue.length) {
        const pkg = queue.shift();
        const hash = inputsHash(pkg);
        if (await buildOne(pkg)) writeFileSync(stampPath(pkg), hash);
        else ok = false;
      }
    }),
  );
  return ok;
}
