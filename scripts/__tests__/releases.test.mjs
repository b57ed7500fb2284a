// Releases, environment maps, promote/rollback and check:remotes --config, run as a person runs them
// (the real commands in child processes) against a temporary store, registry and maps. The dists are
// tiny fakes with the shape of a real build, so no webpack build is needed.
import { after, test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { root } from '../lib/workspace.mjs';

const remotes = ['auth', 'leads', 'projects', 'settings', 'team'];
const hostShared = [
  { name: 'react', version: '19.3.1', singleton: true },
  { name: 'react-dom', version: '19.3.1', singleton: true },
  { name: 'zustand', version: '5.1.0', singleton: true },
];

function run(script, args) {
  const result = spawnSync(process.execPath, [path.join(root, 'scripts', script), ...args], {
    cwd: root,
    encoding: 'utf8',
  });
  return { code: result.status, out: result.stdout + result.stderr };
}

const worlds = [];
after(() => worlds.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** A temporary world: store, registry, a host manifest, and maps in their own folder. */
function world() {
  const dir = mkdtempSync(path.join(tmpdir(), 'releases-test-'));
  worlds.push(dir);
  const w = {
    dir,
    store: path.join(dir, 'store'),
    registry: path.join(dir, 'registry'),
    maps: path.join(dir, 'environments'),
    host: path.join(dir, 'host-manifest.json'),
  };
  mkdirSync(w.maps);
  writeFileSync(
    w.host,
    JSON.stringify({ name: 'host', shared: hostShared, signalboard: { contract: '1.4.0' } }),
  );
  return w;
}

/** A remote's dist as a build leaves it: manifest (+ .gz), remoteEntry.js, a hashed chunk, a build stamp. */
function fakeDist(w, name, { contract = '1.0.0', react = '^19.3.1' } = {}) {
  const dist = mkdtempSync(path.join(w.dir, `dist-${name}-`));
  const manifest = {
    id: `remote_${name}`,
    name: `remote_${name}`,
    metaData: { remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' }, publicPath: 'auto' },
    shared: [
      { name: 'react', version: '19.3.1', singleton: true, requiredVersion: react },
      { name: 'react-dom', version: '19.3.1', singleton: true, requiredVersion: '^19.3.1' },
    ],
    exposes: [{ name: 'routes', path: './routes' }],
    signalboard: {
      app: `remote-${name}`,
      remote: name,
      version: '0.1.0+0000000',
      contract,
      commit: '0000000',
    },
  };
  writeFileSync(path.join(dist, 'mf-manifest.json'), JSON.stringify(manifest));
  writeFileSync(path.join(dist, 'mf-manifest.json.gz'), 'stale');
  writeFileSync(path.join(dist, 'remoteEntry.js'), '/* entry */');
  writeFileSync(path.join(dist, 'routes.1a2b3c4d.js'), '/* chunk */');
  writeFileSync(path.join(dist, '.build-stamp'), 'local bookkeeping');
  return dist;
}

function release(w, name, version, dist) {
  return run('release.mjs', [
    name,
    '--from-dist',
    '--dist',
    dist,
    '--version',
    version,
    '--store',
    w.store,
    '--registry',
    w.registry,
  ]);
}

/** Releases every remote at `version` and writes a map pointing all of them at it. */
function releasedEnvironment(w, environment, version) {
  for (const name of remotes) assert.equal(release(w, name, version, fakeDist(w, name)).code, 0);
  const file = path.join(w.maps, `${environment}.json`);
  const map = {
    environment,
    apiUrl: 'https://api.example.com',
    releaseStore: 'https://static.example.com/',
    analyticsKey: '',
    analyticsHost: '',
    remotes: Object.fromEntries(remotes.map((name) => [name, version])),
    history: [],
  };
  writeFileSync(file, `${JSON.stringify(map, null, 2)}\n`);
  return file;
}

const hostArgs = (w) => ['--host-manifest', w.host, '--registry', w.registry];
const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));

test('release publishes one remote into its versioned folder and records it in the registry', () => {
  const w = world();
  const { code, out } = release(w, 'remote-leads', '1.0.0', fakeDist(w, 'leads'));
  assert.equal(code, 0, out);
  const folder = path.join(w.store, 'remotes', 'leads', '1.0.0');
  assert.deepEqual(readdirSync(folder).sort(), [
    'mf-manifest.json',
    'mf-manifest.json.gz',
    'remoteEntry.js',
    'routes.1a2b3c4d.js',
  ]);
  // --version rewrites the manifest's release version, and its precompressed copy with it.
  assert.equal(readJson(path.join(folder, 'mf-manifest.json')).signalboard.version, '1.0.0');
  assert.equal(
    JSON.parse(gunzipSync(readFileSync(path.join(folder, 'mf-manifest.json.gz')))).signalboard.version,
    '1.0.0',
  );
  const record = readJson(path.join(w.registry, 'leads', '1.0.0.json'));
  assert.equal(record.signalboard.version, '1.0.0');
  assert.match(record.releasedAt, /^\d{4}-\d\d-\d\dT/);
  // No other remote was touched.
  assert.deepEqual(readdirSync(path.join(w.store, 'remotes')), ['leads']);
});

test('release refuses to overwrite a released version, and names the way out', () => {
  const w = world();
  const dist = fakeDist(w, 'leads');
  assert.equal(release(w, 'leads', '1.0.0', dist).code, 0);
  writeFileSync(path.join(dist, 'remoteEntry.js'), '/* changed */');
  const again = release(w, 'leads', '1.0.0', dist);
  assert.equal(again.code, 1);
  assert.match(
    again.out,
    /leads 1\.0\.0 is already in the release store .* released versions never change: release under a new version/,
  );
  assert.equal(
    readFileSync(path.join(w.store, 'remotes', 'leads', '1.0.0', 'remoteEntry.js'), 'utf8'),
    '/* entry */',
  );
});

test('release refuses an unknown remote, a dist of another remote and a version that is not one', () => {
  const w = world();
  const unknown = release(w, 'billing', '1.0.0', fakeDist(w, 'leads'));
  assert.match(
    unknown.out,
    /There is no remote named "billing": name one of auth, leads, projects, settings, team/,
  );
  const wrong = release(w, 'team', '1.0.0', fakeDist(w, 'leads'));
  assert.equal(wrong.code, 1);
  assert.match(wrong.out, /holds the build of "remote_leads", not of remote-team/);
  const traversal = release(w, 'leads', '../1.0.0', fakeDist(w, 'leads'));
  assert.match(traversal.out, /"\.\.\/1\.0\.0" is not a release version/);
  assert.equal(existsSync(w.store), false);
});

test('promote changes only the map, refuses what was never released, and rolls back step by step', () => {
  const w = world();
  const file = releasedEnvironment(w, 'staging', '1.0.0');
  for (const version of ['1.1.0', '1.2.0'])
    assert.equal(release(w, 'leads', version, fakeDist(w, 'leads')).code, 0);
  const registryBefore = readdirSync(path.join(w.registry, 'leads')).sort();

  const missing = run('promote.mjs', [file, 'leads', '9.9.9', ...hostArgs(w)]);
  assert.equal(missing.code, 1);
  assert.match(missing.out, /leads 9\.9\.9 was never released: .* Release it first/);

  assert.equal(run('promote.mjs', [file, 'leads', '1.1.0', ...hostArgs(w)]).code, 0);
  assert.equal(run('promote.mjs', [file, 'leads', '1.2.0', ...hostArgs(w)]).code, 0);
  let map = readJson(file);
  assert.equal(map.remotes.leads, '1.2.0');
  assert.equal(map.remotes.team, '1.0.0');
  assert.deepEqual(
    map.history.map((h) => `${h.from}->${h.to}`),
    ['1.0.0->1.1.0', '1.1.0->1.2.0'],
  );

  // --rollback walks back through what the map ran: 1.2.0 -> 1.1.0 -> 1.0.0, then there is no more.
  assert.equal(run('promote.mjs', [file, 'leads', '--rollback', ...hostArgs(w)]).code, 0);
  assert.equal(readJson(file).remotes.leads, '1.1.0');
  assert.equal(run('promote.mjs', [file, 'leads', '--rollback', ...hostArgs(w)]).code, 0);
  map = readJson(file);
  assert.equal(map.remotes.leads, '1.0.0');
  assert.equal(map.history.at(-1).rollback, true);
  const none = run('promote.mjs', [file, 'leads', '--rollback', ...hostArgs(w)]);
  assert.equal(none.code, 1);
  assert.match(none.out, /staging has no earlier leads version to roll back to/);

  // Nothing but the map changed: the store and the registry are as they were.
  assert.deepEqual(readdirSync(path.join(w.registry, 'leads')).sort(), registryBefore);
  assert.deepEqual(readdirSync(path.join(w.store, 'remotes', 'leads')).sort(), ['1.0.0', '1.1.0', '1.2.0']);
});

test('promote refuses a release built for another contract major, and the map stays as it was', () => {
  const w = world();
  const file = releasedEnvironment(w, 'production', '2.0.0');
  assert.equal(release(w, 'leads', '3.0.0', fakeDist(w, 'leads', { contract: '2.0.0' })).code, 0);
  const before = readFileSync(file, 'utf8');
  const refused = run('promote.mjs', [file, 'leads', '3.0.0', ...hostArgs(w)]);
  assert.equal(refused.code, 1);
  assert.match(refused.out, /production keeps leads 2\.0\.0: leads 3\.0\.0 fails the checks/);
  assert.match(refused.out, /Leads 3\.0\.0 needs contract 2; this host speaks 1\./);
  assert.equal(readFileSync(file, 'utf8'), before);
});

test('check:remotes --config passes a good map and catches a contract major and a shared range mismatch', () => {
  const w = world();
  const file = releasedEnvironment(w, 'staging', '1.0.0');
  const good = run('check-remotes.mjs', ['--config', file, ...hostArgs(w)]);
  assert.equal(good.code, 0, good.out);
  assert.match(good.out, /ok {3}leads 1\.0\.0 \(contract 1\.0\.0/);
  assert.match(good.out, /^ {2}5 passed$/m);

  assert.equal(release(w, 'leads', '3.0.0', fakeDist(w, 'leads', { contract: '2.0.0' })).code, 0);
  assert.equal(release(w, 'team', '1.1.0', fakeDist(w, 'team', { react: '^20.0.0' })).code, 0);
  // A map edited by hand (not through promote) is what check:remotes is there to catch.
  const map = readJson(file);
  map.remotes.leads = '3.0.0';
  map.remotes.team = '1.1.0';
  writeFileSync(file, JSON.stringify(map));
  const bad = run('check-remotes.mjs', ['--config', file, ...hostArgs(w)]);
  assert.equal(bad.code, 1);
  assert.match(
    bad.out,
    /FAIL leads 3\.0\.0[^\n]*\n {2}- Leads 3\.0\.0 needs contract 2; this host speaks 1\./,
  );
  assert.match(bad.out, /Team 1\.1\.0 needs react \^20\.0\.0; this host provides 19\.3\.1\./);
  assert.match(bad.out, /^ {2}3 passed\n {2}2 failed$/m);
});

test('check:remotes --config names a version missing from the registry and a remote missing from the map', () => {
  const w = world();
  const file = releasedEnvironment(w, 'staging', '1.0.0');
  const map = readJson(file);
  map.remotes.leads = '7.0.0';
  delete map.remotes.auth;
  writeFileSync(file, JSON.stringify(map));
  const { code, out } = run('check-remotes.mjs', ['--config', file, ...hostArgs(w)]);
  assert.equal(code, 1);
  assert.match(out, /FAIL the map gives no version for auth/);
  assert.match(out, /leads 7\.0\.0 is not in the release registry .*release it first/);
});

test('environments prints each environment and remote with its version, contract and release time', () => {
  const w = world();
  releasedEnvironment(w, 'staging', '1.0.0');
  const production = path.join(w.maps, 'production.json');
  writeFileSync(
    production,
    readFileSync(path.join(w.maps, 'staging.json'), 'utf8').replace('"staging"', '"production"'),
  );
  const { code, out } = run('environments.mjs', ['--environments', w.maps, '--registry', w.registry]);
  assert.equal(code, 0, out);
  const lines = out.trim().split('\n');
  assert.match(lines[0], /^environment\s+remote\s+version\s+contract\s+released$/);
  assert.equal(lines.length, 1 + 2 * remotes.length);
  assert.match(out, /^production\s+leads\s+1\.0\.0\s+1\.0\.0\s+\d{4}-\d\d-\d\d \d\d:\d\d UTC$/m);
  assert.match(out, /^staging\s+team\s+1\.0\.0\s+1\.0\.0\s+\d{4}-/m);
});

test('the app config of a map points each remote at its versioned manifest in the store', () => {
  const w = world();
  const file = releasedEnvironment(w, 'staging', '0.1.0+ab12cd3');
  const { code, out } = run('app-config.mjs', [file]);
  assert.equal(code, 0, out);
  const config = JSON.parse(out);
  assert.equal(config.environment, 'staging');
  assert.equal(config.apiUrl, 'https://api.example.com');
  // "+" is encoded: some object stores read a literal "+" in a path as a space.
  assert.equal(
    config.remotes.leads,
    'https://static.example.com/remotes/leads/0.1.0%2Bab12cd3/mf-manifest.json',
  );
});

test("the development map renders the host's own app-config.json (local builds on their dev ports)", () => {
  const { code, out } = run('app-config.mjs', ['development']);
  assert.equal(code, 0, out);
  assert.deepEqual(JSON.parse(out), readJson(path.join(root, 'host', 'public', 'app-config.json')));
});
