// tools/webpack/precompress-plugin.cjs in a real webpack build: a .br and a .gz beside each text asset
// over 1 KiB that decompress to it exactly, nothing for small files or source maps.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';

const require = createRequire(import.meta.url);
const root = path.resolve(import.meta.dirname, '..', '..');
// pnpm does not hoist webpack: take the host's, as its build does.
const webpack = require(require.resolve('webpack', { paths: [path.join(root, 'host')] }));
const { PrecompressPlugin } = require(path.join(root, 'tools', 'webpack', 'precompress-plugin.cjs'));

test('writes brotli and gzip copies that decompress to each asset, and skips small files and maps', async () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'precompress-'));
  try {
    writeFileSync(path.join(dir, 'big.js'), `console.log(${JSON.stringify('lead '.repeat(2000))});`);
    writeFileSync(path.join(dir, 'small.js'), `console.log('small');`);
    const stats = await new Promise((resolve, reject) =>
      webpack(
        {
          mode: 'production',
          context: dir,
          entry: { big: './big.js', small: './small.js' },
          devtool: 'source-map',
          output: { path: path.join(dir, 'dist'), filename: '[name].[contenthash:8].js' },
          plugins: [new PrecompressPlugin()],
        },
        (error, result) => (error ? reject(error) : resolve(result)),
      ),
    );
    assert.equal(stats.hasErrors(), false, stats.toString('errors-only'));
    const assets = readdirSync(path.join(dir, 'dist'));
    const big = assets.find((name) => /^big\.[0-9a-f]{8}\.js$/.test(name));
    const original = readFileSync(path.join(dir, 'dist', big));
    assert.ok(original.length > 1024);
    assert.deepEqual(brotliDecompressSync(readFileSync(path.join(dir, 'dist', `${big}.br`))), original);
    assert.deepEqual(gunzipSync(readFileSync(path.join(dir, 'dist', `${big}.gz`))), original);
    assert.ok(readFileSync(path.join(dir, 'dist', `${big}.br`)).length < original.length / 4);

    const small = assets.find((name) => /^small\.[0-9a-f]{8}\.js$/.test(name));
    assert.ok(readFileSync(path.join(dir, 'dist', small)).length < 1024, 'the small entry is small');
    assert.equal(existsSync(path.join(dir, 'dist', `${small}.br`)), false, 'no copy of a small file');
    assert.ok(existsSync(path.join(dir, 'dist', `${big}.map`)), 'the build wrote a source map');
    assert.equal(existsSync(path.join(dir, 'dist', `${big}.map.br`)), false, 'no copy of a source map');
    assert.equal(
      assets.some((name) => /\.(br|gz)\.(br|gz)$/.test(name)),
      false,
      'no copy of a copy',
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
