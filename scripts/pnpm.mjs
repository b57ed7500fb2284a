#!/usr/bin/env node
// Runs the pnpm version pinned in package.json#packageManager, from a machine that has only Node and npm.
// corepack is tried first; its bundled signing keys can be older than current pnpm releases
// ("No compatible signature found"), so integrity keys are relaxed for it, and npx is the fallback.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const pinned = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')).packageManager;
const env = { ...process.env, COREPACK_INTEGRITY_KEYS: '0', COREPACK_ENABLE_DOWNLOAD_PROMPT: '0' };

let resolved;
/** Returns the argv prefix that runs the pinned pnpm. */
export function pnpmCommand() {
  if (resolved) return resolved;
  const viaCorepack = spawnSync('corepack', [pinned.split('+')[0], '--version'], {
    env,
    encoding: 'utf8',
    cwd: root,
  });
  if (viaCorepack.status === 0) resolved = ['corepack', pinned.split('+')[0]];
  else resolved = ['npx', '--yes', pinned.split('+')[0]];
  return resolved;
}

/** Runs pnpm with the given arguments; returns the exit code. */
export function runPnpm(args, options = {}) {
  const [cmd, ...prefix] = pnpmCommand();
  const result = spawnSync(cmd, [...prefix, ...args], {
    stdio: 'inherit',
    env: { ...env, ...options.env },
    cwd: options.cwd ?? root,
  });
  return result.status ?? 1;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  process.exit(runPnpm(process.argv.slice(2)));
}
