// The release store and the repository's release registry.
//
// Store: `<store>/remotes/<name>/<version>/...`, one immutable folder per released version of a
// remote (the same keys an S3 bucket would hold, so `aws s3 sync <store> s3://bucket` publishes it).
// Registry: `deploy/releases/<name>/<version>.json`, the manifest of every release plus when it was
// released, committed so an environment map can be checked on a fresh clone without the store.
import { spawnSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { root, remotes } from './workspace.mjs';

export const defaultStore = path.join(root, '.releases');
export const defaultRegistry = path.join(root, 'deploy', 'releases');
export const remoteNames = remotes.map((dir) => dir.replace('remote-', ''));

/** `leads` or `remote-leads` -> `leads`; anything else is refused with the list of remotes. */
export function remoteName(input) {
  const name = String(input ?? '').replace(/^remote-/, '');
  if (!remoteNames.includes(name)) {
    throw new Error(
      `There is no remote named "${input ?? ''}": name one of ${remoteNames.join(', ')} (or remote-<name>).`,
    );
  }
  return name;
}

// A version becomes a folder and a file name, so it is a semantic version and nothing more
// (build metadata after "+" is allowed: 0.1.0+ab12cd3).
const versionPattern = /^\d+\.\d+\.\d+(?:-[0-9A-Za-z.-]+)?(?:\+[0-9A-Za-z.-]+)?$/;

export function checkVersion(version) {
  if (!versionPattern.test(version ?? '')) {
    throw new Error(
      `"${version ?? ''}" is not a release version: use a semantic version such as 1.2.0 or 0.1.0+ab12cd3.`,
    );
  }
  return version;
}

/** package.json version + "+" + the short commit, e.g. 0.1.0+ab12cd3. */
export function defaultVersion(name) {
  const pkg = JSON.parse(readFileSync(path.join(root, `remote-${name}`, 'package.json'), 'utf8'));
  const git = spawnSync('git', ['rev-parse', '--short=7', 'HEAD'], { cwd: root, encoding: 'utf8' });
  if (git.status !== 0)
    throw new Error('The current commit is unknown (not a git checkout?): pass --version.');
  return `${pkg.version}+${git.stdout.trim()}`;
}

export const releaseFolder = (store, name, version) => path.join(store, 'remotes', name, version);
export const registryFile = (registry, name, version) => path.join(registry, name, `${version}.json`);

/** Refuses a version that is already in the store or the registry: released folders never change. */
export function assertNotReleased({ store, registry, name, version }) {
  const folder = releaseFolder(store, name, version);
  if (existsSync(folder)) {
    throw new Error(
      `${name} ${version} is already in the release store (${folder}) and released versions never change: ` +
        'release under a new version (--version).',
    );
  }
  const record = registryFile(registry, name, version);
  if (existsSync(record)) {
    throw new Error(
      `${name} ${version} is already recorded as released (${path.relative(root, record)}): ` +
        'release under a new version (--version).',
    );
  }
}

/** Writes a JSON file and refreshes the precompressed copies a static server would prefer. */
function writeJsonWithCompressed(file, value) {
  const text = `${JSON.stringify(value, null, 2)}\n`;
  writeFileSync(file, text);
  if (existsSync(`${file}.gz`)) writeFileSync(`${file}.gz`, gzipSync(text));
  if (existsSync(`${file}.br`)) writeFileSync(`${file}.br`, brotliCompressSync(text));
}

/**
 * Copies a remote's built dist into its versioned folder of the store and records the release.
 * The copy goes to a temporary sibling first and is renamed into place, so a half-copied version
 * never looks released.
 */
export function publish({ store, registry, name, version, dist, setVersion, now = new Date() }) {
  const manifestPath = path.join(dist, 'mf-manifest.json');
  if (!existsSync(manifestPath)) {
    throw new Error(`${dist} holds no mf-manifest.json: build remote-${name} first (or drop --from-dist).`);
  }
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
  const expected = `remote_${name}`;
  if (manifest.name !== expected) {
    throw new Error(
      `${dist} holds the build of "${manifest.name}", not of remote-${name}: publish the ${name} remote's own dist.`,
    );
  }
  assertNotReleased({ store, registry, name, version });

  const folder = releaseFolder(store, name, version);
  const staging = `${folder}.partial-${process.pid}`;
  mkdirSync(path.dirname(folder), { recursive: true });
  rmSync(staging, { recursive: true, force: true });
  // Dot files (the build stamp) are local bookkeeping, not part of a release.
  cpSync(dist, staging, { recursive: true, filter: (src) => !path.basename(src).startsWith('.') });
  if (setVersion) {
    manifest.signalboard = { ...manifest.signalboard, version };
    writeJsonWithCompressed(path.join(staging, 'mf-manifest.json'), manifest);
  }
  renameSync(staging, folder);

  const record = registryFile(registry, name, version);
  mkdirSync(path.dirname(record), { recursive: true });
  writeFileSync(record, `${JSON.stringify({ ...manifest, releasedAt: now.toISOString() }, null, 2)}\n`);
  return { folder, record, files: countFiles(folder), manifest };
}

function countFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).reduce(
    (n, entry) => n + (entry.isDirectory() ? countFiles(path.join(dir, entry.name)) : 1),
    0,
  );
}

/** Every version of a remote recorded in the registry, oldest release first. */
export function registeredVersions(registry, name) {
  const dir = path.join(registry, name);
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((file) => file.endsWith('.json'))
    .map((file) => file.slice(0, -'.json'.length))
    .map((version) => ({ version, release: readRelease(registry, name, version) }))
    .sort((a, b) => String(a.release.releasedAt).localeCompare(String(b.release.releasedAt)));
}

/** The registry's record of one release (its manifest plus releasedAt), or null. */
export function readRelease(registry, name, version) {
  const file = registryFile(registry, name, version);
  if (!existsSync(file)) return null;
  return JSON.parse(readFileSync(file, 'utf8'));
}
