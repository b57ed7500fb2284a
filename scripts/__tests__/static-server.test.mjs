// scripts/lib/static-server.mjs against a real folder over real HTTP: cache rules, precompressed
// copies, revalidation, SPA fallback, in-memory files, CORS, and no way out of the served folder.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import http from 'node:http';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { cacheControlFor, IMMUTABLE, NO_CACHE, startStaticServer } from '../lib/static-server.mjs';

/** A raw request: the path is sent exactly as written (fetch would normalize `..` away). */
function request(origin, rawPath, { method = 'GET', headers = {} } = {}) {
  const { hostname, port } = new URL(origin);
  return new Promise((resolve, reject) => {
    const req = http.request({ hostname, port, path: rawPath, method, headers }, (res) => {
      const chunks = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () =>
        resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks) }),
      );
    });
    req.on('error', reject);
    req.end();
  });
}

const js = `console.log(${JSON.stringify('lead '.repeat(500))});\n`;
let parent;
let dir;

before(() => {
  parent = mkdtempSync(path.join(tmpdir(), 'static-server-'));
  dir = path.join(parent, 'dist');
  mkdirSync(path.join(dir, 'nested'), { recursive: true });
  writeFileSync(path.join(parent, 'secret.txt'), 'outside the served folder');
  writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>host</title>');
  writeFileSync(path.join(dir, 'main.1a2b3c4d.js'), js);
  writeFileSync(path.join(dir, 'main.1a2b3c4d.js.br'), brotliCompressSync(js));
  writeFileSync(path.join(dir, 'main.1a2b3c4d.js.gz'), gzipSync(js));
  writeFileSync(path.join(dir, 'remoteEntry.js'), js);
  writeFileSync(path.join(dir, 'remoteEntry.js.gz'), gzipSync(js));
  writeFileSync(path.join(dir, 'mf-manifest.json'), '{"name":"leads"}');
  writeFileSync(path.join(dir, 'nested', 'style.0123456789abcdef.css'), 'body{}');
  writeFileSync(path.join(dir, '.build-stamp'), 'abc');
  symlinkSync(path.join(parent, 'secret.txt'), path.join(dir, 'link.txt'));
});
after(() => rmSync(parent, { recursive: true, force: true }));

describe('cache rules', () => {
  test('hashed names are immutable for a year; entry files and the rest are no-cache', () => {
    assert.equal(cacheControlFor('main.1a2b3c4d.js'), IMMUTABLE);
    assert.equal(cacheControlFor('113.71507af2.js'), IMMUTABLE);
    assert.equal(cacheControlFor('style.0123456789abcdef.css'), IMMUTABLE);
    for (const name of ['mf-manifest.json', 'remoteEntry.js', 'app-config.json', 'index.html', 'favicon.ico'])
      assert.equal(cacheControlFor(name), NO_CACHE, name);
    // Seven hex digits, or a non-hex "hash", is not a content hash.
    assert.equal(cacheControlFor('main.1a2b3c4.js'), NO_CACHE);
    assert.equal(cacheControlFor('main.release.js'), NO_CACHE);
  });
});

describe('serving a folder', () => {
  let server;
  before(async () => (server = await startStaticServer({ dir })));
  after(() => server.close());

  test('answers on the origin and port it reports', async () => {
    assert.match(server.origin, /^http:\/\/127\.0\.0\.1:\d+$/);
    assert.equal(server.origin, `http://127.0.0.1:${server.port}`);
  });

  test('a hashed file is immutable, and the brotli copy is preferred when accepted', async () => {
    const res = await request(server.origin, '/main.1a2b3c4d.js', {
      headers: { 'accept-encoding': 'gzip, br' },
    });
    assert.equal(res.status, 200);
    assert.equal(res.headers['cache-control'], IMMUTABLE);
    assert.equal(res.headers['content-encoding'], 'br');
    assert.equal(res.headers['content-type'], 'text/javascript; charset=utf-8');
    assert.equal(res.headers.vary, 'Accept-Encoding');
    assert.deepEqual(res.body, brotliCompressSync(js));
  });

  test('gzip when brotli is not accepted (or refused with q=0), identity when neither is', async () => {
    const gz = await request(server.origin, '/main.1a2b3c4d.js', {
      headers: { 'accept-encoding': 'gzip, br;q=0' },
    });
    assert.equal(gz.headers['content-encoding'], 'gzip');
    assert.deepEqual(gz.body, gzipSync(js));
    const plain = await request(server.origin, '/main.1a2b3c4d.js');
    assert.equal(plain.headers['content-encoding'], undefined);
    assert.equal(plain.headers.vary, 'Accept-Encoding');
    assert.equal(plain.body.toString(), js);
  });

  test('remoteEntry.js and mf-manifest.json are no-cache, with validators', async () => {
    const entry = await request(server.origin, '/remoteEntry.js', {
      headers: { 'accept-encoding': 'br, gzip' },
    });
    assert.equal(entry.headers['cache-control'], NO_CACHE);
    assert.equal(entry.headers['content-encoding'], 'gzip', 'only a .gz copy exists');
    const manifest = await request(server.origin, '/mf-manifest.json');
    assert.equal(manifest.headers['cache-control'], NO_CACHE);
    assert.equal(manifest.headers['content-type'], 'application/json; charset=utf-8');
    assert.ok(manifest.headers.etag);
    assert.ok(manifest.headers['last-modified']);
    assert.equal(manifest.headers.vary, undefined, 'no compressed copy, so nothing varies');
  });

  test('revalidation: a matching ETag or a current Last-Modified answers 304 without a body', async () => {
    const first = await request(server.origin, '/mf-manifest.json');
    const byTag = await request(server.origin, '/mf-manifest.json', {
      headers: { 'if-none-match': first.headers.etag },
    });
    assert.equal(byTag.status, 304);
    assert.equal(byTag.body.length, 0);
    const byDate = await request(server.origin, '/mf-manifest.json', {
      headers: { 'if-modified-since': first.headers['last-modified'] },
    });
    assert.equal(byDate.status, 304);
    const stale = await request(server.origin, '/mf-manifest.json', {
      headers: { 'if-none-match': '"other"' },
    });
    assert.equal(stale.status, 200);
  });

  test('each encoding has its own ETag, so a cache never answers br with a gzip body', async () => {
    const br = await request(server.origin, '/main.1a2b3c4d.js', { headers: { 'accept-encoding': 'br' } });
    const gz = await request(server.origin, '/main.1a2b3c4d.js', { headers: { 'accept-encoding': 'gzip' } });
    assert.notEqual(br.headers.etag, gz.headers.etag);
    const cross = await request(server.origin, '/main.1a2b3c4d.js', {
      headers: { 'accept-encoding': 'gzip', 'if-none-match': br.headers.etag },
    });
    assert.equal(cross.status, 200);
  });

  test('files in sub-folders, HEAD without a body, / as index.html', async () => {
    const css = await request(server.origin, '/nested/style.0123456789abcdef.css');
    assert.equal(css.status, 200);
    assert.equal(css.headers['content-type'], 'text/css; charset=utf-8');
    assert.equal(css.headers['cache-control'], IMMUTABLE);
    const head = await request(server.origin, '/mf-manifest.json', { method: 'HEAD' });
    assert.equal(head.status, 200);
    assert.equal(head.body.length, 0);
    assert.equal(head.headers['content-length'], '16');
    const index = await request(server.origin, '/');
    assert.equal(index.headers['cache-control'], NO_CACHE);
    assert.match(index.body.toString(), /<title>host<\/title>/);
  });

  test('without spa, an unknown path is a 404 even for a browser; other methods are refused', async () => {
    const res = await request(server.origin, '/projects/42', { headers: { accept: 'text/html' } });
    assert.equal(res.status, 404);
    assert.match(res.body.toString(), /Not found: \/projects\/42/);
    const post = await request(server.origin, '/mf-manifest.json', { method: 'POST' });
    assert.equal(post.status, 405);
    assert.equal(post.headers.allow, 'GET, HEAD');
  });

  test('no CORS header unless asked for', async () => {
    const res = await request(server.origin, '/mf-manifest.json');
    assert.equal(res.headers['access-control-allow-origin'], undefined);
  });

  for (const attempt of [
    '/../secret.txt',
    '/nested/../../secret.txt',
    '/%2e%2e/secret.txt',
    '/%2E%2E%2Fsecret.txt',
    '/..%2fsecret.txt',
    '/..%5csecret.txt',
    '/nested/%2e%2e/%2e%2e/secret.txt',
    '/%252e%252e/secret.txt',
    '/link.txt',
    '/.build-stamp',
    '/main.1a2b3c4d.js%00.html',
    '/%E0%A4%A',
  ]) {
    test(`cannot leave the folder or read hidden files: ${attempt}`, async () => {
      const res = await request(server.origin, attempt);
      assert.equal(res.status, 404);
      assert.doesNotMatch(res.body.toString(), /outside the served folder|abc/);
    });
  }
});

describe('options', () => {
  let server;
  let calls = 0;
  before(
    async () =>
      (server = await startStaticServer({
        dir,
        spa: true,
        cors: true,
        files: { '/app-config.json': () => JSON.stringify({ environment: 'production', call: ++calls }) },
      })),
  );
  after(() => server.close());

  test('spa: an unknown path that accepts HTML gets index.html, no-cache', async () => {
    const res = await request(server.origin, '/projects/42/leads?tab=new', {
      headers: { accept: 'text/html,*/*' },
    });
    assert.equal(res.status, 200);
    assert.equal(res.headers['cache-control'], NO_CACHE);
    assert.match(res.body.toString(), /<title>host<\/title>/);
  });

  test('spa: a missing script is still a 404 (a browser asking for JS does not accept HTML)', async () => {
    const res = await request(server.origin, '/missing.1a2b3c4d.js', { headers: { accept: '*/*' } });
    assert.equal(res.status, 404);
  });

  test('spa: traversal attempts fall back to index.html, never to the file outside', async () => {
    const res = await request(server.origin, '/%2e%2e/secret.txt', { headers: { accept: 'text/html' } });
    assert.match(res.body.toString(), /<title>host<\/title>/);
  });

  test('files: an in-memory route is built on each request, no-cache, and revalidates', async () => {
    const first = await request(server.origin, '/app-config.json');
    assert.equal(first.status, 200);
    assert.equal(first.headers['content-type'], 'application/json; charset=utf-8');
    assert.equal(first.headers['cache-control'], NO_CACHE);
    assert.equal(JSON.parse(first.body).environment, 'production');
    const second = await request(server.origin, '/app-config.json', {
      headers: { 'if-none-match': first.headers.etag },
    });
    // The content changed (call count), so the old ETag no longer matches.
    assert.equal(second.status, 200);
    assert.equal(JSON.parse(second.body).call, JSON.parse(first.body).call + 1);
  });

  test('cors: every answer allows any origin, and a preflight is answered', async () => {
    const res = await request(server.origin, '/mf-manifest.json', {
      headers: { origin: 'http://elsewhere.test' },
    });
    assert.equal(res.headers['access-control-allow-origin'], '*');
    const missing = await request(server.origin, '/missing.js');
    assert.equal(missing.headers['access-control-allow-origin'], '*');
    const preflight = await request(server.origin, '/mf-manifest.json', {
      method: 'OPTIONS',
      headers: { origin: 'http://elsewhere.test', 'access-control-request-method': 'GET' },
    });
    assert.equal(preflight.status, 204);
    assert.equal(preflight.headers['access-control-allow-origin'], '*');
  });
});

test('a missing folder is refused with a sentence saying to build first', async () => {
  await assert.rejects(
    startStaticServer({ dir: path.join(tmpdir(), 'no-such-dist-folder') }),
    /does not exist\. Build/,
  );
});

test('close() frees the port, even with a kept-alive connection open', async () => {
  const server = await startStaticServer({ dir });
  const agent = new http.Agent({ keepAlive: true });
  await new Promise((resolve) =>
    http.get(`${server.origin}/mf-manifest.json`, { agent }, (res) => res.resume().on('end', resolve)),
  );
  await server.close();
  agent.destroy();
  await assert.rejects(request(server.origin, '/mf-manifest.json'), /ECONNREFUSED/);
});
