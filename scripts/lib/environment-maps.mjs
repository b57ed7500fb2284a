// Per-environment remote maps: deploy/environments/<environment>.json. A map is an app-config.json
// with versions instead of addresses; each remote's entry is one of
//   "1.2.0"                    a released version: <releaseStore>/remotes/<name>/<version>/mf-manifest.json
//   "https://.../mf-manifest.json"  an address, used as it is
//   "local"                    the remote's own build (its dev server in the app config, its dist when checked)
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { root } from './workspace.mjs';
import { readRelease, remoteNames } from './release-store.mjs';

export const environmentsDir = path.join(root, 'deploy', 'environments');

/** The environments with a map in the repository, e.g. ['development', 'production', 'staging']. */
export function environmentNames(dir = environmentsDir) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((file) => file.endsWith('.json'))
    .map((file) => file.slice(0, -'.json'.length))
    .sort();
}

/** An environment's name or a map file's path -> the map file. */
export function mapPath(environmentOrPath, dir = environmentsDir) {
  const named = path.join(dir, `${environmentOrPath}.json`);
  if (/^[a-z0-9-]+$/.test(environmentOrPath) && existsSync(named)) return named;
  if (existsSync(environmentOrPath)) return path.resolve(environmentOrPath);
  throw new Error(
    `There is no environment map "${environmentOrPath}": name one of ${environmentNames(dir).join(', ') || '(none yet)'} ` +
      'or give the path of a map file.',
  );
}

export function readMap(file) {
  const map = JSON.parse(readFileSync(file, 'utf8'));
  if (!map || typeof map.remotes !== 'object')
    throw new Error(`${file} is not an environment map: it has no "remotes".`);
  return map;
}

export function writeMap(file, map) {
  writeFileSync(file, `${JSON.stringify(map, null, 2)}\n`);
}

export const entryKind = (entry) =>
  /^https?:\/\//.test(entry) ? 'url' : entry === 'local' ? 'local' : 'version';

function devPort(name) {
  const pkg = JSON.parse(readFileSync(path.join(root, `remote-${name}`, 'package.json'), 'utf8'));
  return pkg.signalboard.devPort;
}

/** Where a browser fetches a remote's manifest in this environment. */
export function manifestUrl(map, name) {
  const entry = map.remotes[name];
  const kind = entryKind(entry);
  if (kind === 'url') return entry;
  if (kind === 'local') return `http://localhost:${devPort(name)}/mf-manifest.json`;
  const store = String(map.releaseStore ?? '').replace(/\/+$/, '');
  // "+" in a path is read as a space by some object stores (S3 website endpoints): encode it.
  return `${store}/remotes/${name}/${encodeURIComponent(entry)}/mf-manifest.json`;
}

/** The app-config.json a deployment of this environment serves next to the host. */
export function renderAppConfig(map) {
  return {
    apiUrl: map.apiUrl,
    analyticsKey: map.analyticsKey ?? '',
    analyticsHost: map.analyticsHost ?? '',
    environment: map.environment,
    remotes: Object.fromEntries(Object.keys(map.remotes).map((name) => [name, manifestUrl(map, name)])),
  };
}

/**
 * The manifest a map's entry stands for, without the store: a version's from the registry, an
 * address's fetched, "local" from the remote's dist. Returns { manifest, source, releasedAt }.
 */
export async function manifestForEntry(name, entry, { registry }) {
  const kind = entryKind(entry);
  if (kind === 'version') {
    const release = readRelease(registry, name, entry);
    if (!release) {
      throw new Error(
        `${name} ${entry} is not in the release registry (${path.relative(root, path.join(registry, name)) || registry}): ` +
          `release it first (npm run release -- ${name}).`,
      );
    }
    return {
      manifest: release,
      source: path.relative(root, path.join(registry, name, `${entry}.json`)),
      releasedAt: release.releasedAt,
    };
  }
  if (kind === 'url') {
    const res = await fetch(entry);
    if (!res.ok)
      throw new Error(
        `${entry} answered ${res.status}: the map points ${name} at a manifest that is not there.`,
      );
    return { manifest: await res.json(), source: entry, releasedAt: undefined };
  }
  const file = path.join(root, `remote-${name}`, 'dist', 'mf-manifest.json');
  if (!existsSync(file))
    throw new Error(`remote-${name} is not built (${path.relative(root, file)} is missing): build it first.`);
  return {
    manifest: JSON.parse(readFileSync(file, 'utf8')),
    source: path.relative(root, file),
    releasedAt: undefined,
  };
}

/** Remotes the map names that are not remotes, and remotes it leaves out. */
export function mapProblems(map) {
  const problems = [];
  for (const name of Object.keys(map.remotes)) {
    if (!remoteNames.includes(name))
      problems.push(`names "${name}", which is not a remote (${remoteNames.join(', ')})`);
  }
  for (const name of remoteNames) {
    if (!(name in map.remotes)) problems.push(`gives no version for ${name}`);
  }
  return problems;
}
