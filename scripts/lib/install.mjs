// Installs the workspace when package manifests or the lockfile changed since the last install,
// so a second `npm start` skips it.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { runPnpm } from '../pnpm.mjs';
import { root, workspacePackages } from './workspace.mjs';

const stampFile = path.join(root, 'node_modules', '.signalboard-install-stamp');

function manifestHash() {
  const hash = createHash('sha256');
  for (const file of [
    'package.json',
    'pnpm-lock.yaml',
    'pnpm-workspace.yaml',
    ...workspacePackages.map((p) => `${p}/package.json`),
  ]) {
    const full = path.join(root, file);
    hash.update(file).update(existsSync(full) ? readFileSync(full) : '');
  }
  return hash.digest('hex');
}

export function ensureInstalled() {
  const wanted = manifestHash();
  if (existsSync(stampFile) && readFileSync(stampFile, 'utf8') === wanted) return;
  console.log('Installing dependencies (pnpm)...');
  const frozen = existsSync(path.join(root, 'pnpm-lock.yaml')) && process.env.CI ? ['--frozen-lockfile'] : [];
  const code = runPnpm(['install', ...frozen, '--reporter=append-only']);
  if (code !== 0) {
    console.error('Installing dependencies failed; see the pnpm output above.');
    process.exit(code);
  }
  mkdirSync(path.dirname(stampFile), { recursive: true });
  writeFileSync(stampFile, manifestHash());
}
