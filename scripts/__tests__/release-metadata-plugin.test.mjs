// tools/webpack/release-metadata-plugin.cjs in a real Module Federation build beside the precompress
// plugin: mf-manifest.json carries the release metadata, and its .br/.gz copies say the same.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { CONTRACT_VERSION } from '../../shared/src/contract/compatibility.mjs';

const require = createRequire(import.meta.url);
const root = path.resolve(import.meta.dirname, '..', '..');
const hostDir = path.join(root, 'host');
// pnpm does not hoist webpack or the federation plugin: take the host's, as its build does.
const webpack = require(require.resolve('webpack', { paths: [hostDir] }));
const { ModuleFederationPlugin } = require(
  require.resolve('@module-federation/enhanced/webpack', { paths: [hostDir] }),
);
const { PrecompressPlugin } = require(path.join(root, 'tools', 'webpack', 'precompress-plugin.cjs'));
const { ReleaseMetadataPlugin, releaseMetadata } = require(
  path.join(root, 'tools', 'webpack', 'release-metadata-plugin.cjs'),
);

/** A remote app folder inside this checkout (so git answers) with one exposed module. */
function makeApp() {
  const dir = mkdtempSync(path.join(root, 'tools', 'webpack', '.release-metadata-test-'));
  writeFileSync(
    path.join(dir, 'package.json'),
    JSON.stringify({ name: '@signalboard/remote-leads', version: '0.4.2' }),
  );
  mkdirSync(path.join(dir, 'src'));
  // Enough text that the manifest passes the precompress plugin's 1 KiB floor.
  const exposes = Object.fromEntries(
    Array.from({ length: 12 }, (_, i) => [`./routes${i ? i : ''}`, './src/routes.js']),
  );
  writeFileSync(path.join(dir, 'src', 'routes.js'), `export default { remote: 'leads' };`);
  writeFileSync(path.join(dir, 'src', 'index.js'), `import('./routes.js');`);
  return { dir, exposes };
}

function build(dir, exposes, plugins) {
  return new Promise((resolve, reject) =>
    webpack(
      {
        mode: 'production',
        context: dir,
        entry: { main: './src/index.js' },
        output: { path: path.join(dir, 'dist'), publicPath: 'auto', uniqueName: 'remote_leads' },
        plugins: [
          new ModuleFederationPlugin({
            name: 'remote_leads',
            filename: 'remoteEntry.js',
            exposes,
            manifest: { fileName: 'mf-manifest.json' },
            dts: false,
          }),
          ...plugins,
        ],
      },
      (error, stats) => (error ? reject(error) : resolve(stats)),
    ),
  );
}

for (const order of ['before', 'after']) {
  test(`writes the release metadata into mf-manifest.json and its copies (registered ${order} precompress)`, async () => {
    const { dir, exposes } = makeApp();
    try {
      const metadata = new ReleaseMetadataPlugin({ appDir: dir, kind: 'remote', name: 'remote_leads' });
      const plugins =
        order === 'before' ? [metadata, new PrecompressPlugin()] : [new PrecompressPlugin(), metadata];
      const stats = await build(dir, exposes, plugins);
      assert.equal(stats.hasErrors(), false, stats.toString('errors-only'));
      const file = path.join(dir, 'dist', 'mf-manifest.json');
      const text = readFileSync(file);
      const manifest = JSON.parse(text.toString());
      // HEAD's short commit (other commits may land while this runs, so its value is not compared).
      const { commit } = manifest.signalboard;
      assert.match(commit, /^[0-9a-f]{7}$/);
      assert.deepEqual(manifest.signalboard, {
        app: 'remote-leads',
        remote: 'leads',
        version: `0.4.2+${commit}`,
        contract: CONTRACT_VERSION,
        commit,
      });
      assert.equal(manifest.metaData.remoteEntry.name, 'remoteEntry.js', 'the rest of the manifest is kept');
      assert.ok(text.length > 1024, 'the manifest is large enough to get copies');
      assert.deepEqual(brotliDecompressSync(readFileSync(`${file}.br`)), text);
      assert.deepEqual(gunzipSync(readFileSync(`${file}.gz`)), text);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
}

test('the release command’s version overrides the whole version; the host has no remote; +dev without git', () => {
  const released = releaseMetadata({
    appDir: hostDir,
    env: { SIGNALBOARD_RELEASE_VERSION: '2.0.0+abc1234' },
  });
  assert.equal(released.app, 'host');
  assert.equal(released.version, '2.0.0+abc1234');
  assert.equal('remote' in released, false);

  // A folder outside any git checkout, as in a source archive.
  const outside = mkdtempSync(path.join(tmpdir(), 'release-metadata-'));
  try {
    writeFileSync(
      path.join(outside, 'package.json'),
      JSON.stringify({ name: '@signalboard/remote-team', version: '0.1.0' }),
    );
    const archive = releaseMetadata({ appDir: outside, remote: 'team', env: {} });
    assert.equal(archive.commit, null);
    assert.equal(archive.version, '0.1.0+dev');
  } finally {
    rmSync(outside, { recursive: true, force: true });
  }
});
