// docker/nginx-host.conf and docker/nginx-remote.conf served by a real nginx (Debian's, no container):
// the same cache rules as scripts/lib/static-server.mjs (hashed names immutable for a year; index.html,
// app-config.json, mf-manifest.json and remoteEntry.js no-cache), the build's .gz sent by gzip_static,
// the host's SPA fallback, and CORS on every answer of a remote.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { spawn, spawnSync } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { root } from '../lib/workspace.mjs';
import { IMMUTABLE, NO_CACHE } from '../lib/static-server.mjs';

const nginxBinary = ['/usr/sbin/nginx', 'nginx'].find((bin) => spawnSync(bin, ['-v']).status === 0);
const missing =
  "nginx is not installed, so the images' nginx configuration cannot be checked: install it " +
  '(apt-get install nginx-light; .ci/run does this in CI).';
const skip = nginxBinary || process.env.CI === 'true' ? false : missing;

function get(origin, urlPath, headers = {}) {
  return new Promise((resolve, reject) => {
    http
      .get(`${origin}${urlPath}`, { headers }, (res) => {
        const chunks = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () =>
          resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks) }),
        );
      })
      .on('error', reject);
  });
}

async function freePort() {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** Runs nginx with one of our server blocks, its root and port moved to a temporary folder. */
async function startNginx(confName, files) {
  assert.ok(nginxBinary, missing);
  const dir = mkdtempSync(path.join(tmpdir(), 'nginx-conf-'));
  const html = path.join(dir, 'html');
  mkdirSync(html);
  for (const [name, body] of Object.entries(files)) writeFileSync(path.join(html, name), body);
  // nginx's workers may run as another user when started by root: they must be able to read the files.
  chmodSync(dir, 0o755);
  chmodSync(html, 0o755);
  const port = await freePort();
  const server = readFileSync(path.join(root, 'docker', confName), 'utf8')
    .replace(/listen 80;/, `listen 127.0.0.1:${port};`)
    .replace(/root \/usr\/share\/nginx\/html;/, `root ${html};`);
  assert.ok(server.includes(`listen 127.0.0.1:${port};`) && server.includes(`root ${html};`));
  const temp = (name) => `${name}_temp_path ${path.join(dir, name)};`;
  writeFileSync(
    path.join(dir, 'nginx.conf'),
    `daemon off; worker_processes 1; pid ${dir}/nginx.pid; error_log ${dir}/error.log;
events {}
http {
  include /etc/nginx/mime.types;
  access_log off;
  ${['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(temp).join(' ')}
  ${server}
}
`,
  );
  const check = spawnSync(
    nginxBinary,
    ['-t', '-e', `${dir}/error.log`, '-p', dir, '-c', `${dir}/nginx.conf`],
    {
      encoding: 'utf8',
    },
  );
  assert.equal(check.status, 0, `nginx rejects docker/${confName}:\n${check.stderr}`);
  const child = spawn(nginxBinary, ['-e', `${dir}/error.log`, '-p', dir, '-c', `${dir}/nginx.conf`], {
    stdio: 'ignore',
  });
  const origin = `http://127.0.0.1:${port}`;
  for (let i = 0; ; i++) {
    try {
      await get(origin, '/');
      break;
    } catch (error) {
      if (i > 100) throw new Error(`nginx did not answer on ${origin}: ${error.message}`);
      await new Promise((r) => setTimeout(r, 50));
    }
  }
  return {
    origin,
    close: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGQUIT');
        await exited;
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

const js = `console.log(${JSON.stringify('lead '.repeat(400))});\n`;
const built = {
  'index.html': '<!doctype html><title>host</title>',
  'main.1a2b3c4d.js': js,
  'main.1a2b3c4d.js.gz': gzipSync(js),
  'remoteEntry.js': js,
  'remoteEntry.js.gz': gzipSync(js),
  'mf-manifest.json': '{"name":"leads"}',
  'app-config.json': '{"environment":"production"}',
};

describe('docker/nginx-host.conf', { skip }, () => {
  let nginx;
  before(async () => (nginx = await startNginx('nginx-host.conf', built)));
  after(() => nginx?.close());

  test("a hashed file is immutable for a year and sent as the build's .gz", async () => {
    const res = await get(nginx.origin, '/main.1a2b3c4d.js', { 'accept-encoding': 'gzip' });
    assert.equal(res.status, 200);
    assert.equal(res.headers['cache-control'], IMMUTABLE);
    assert.equal(res.headers['content-encoding'], 'gzip');
    assert.equal(res.headers.vary, 'Accept-Encoding');
    assert.deepEqual(res.body, gzipSync(js));
  });

  test('index.html, app-config.json and the site root are no-cache, and revalidate with a 304', async () => {
    for (const urlPath of ['/', '/index.html', '/app-config.json']) {
      const res = await get(nginx.origin, urlPath);
      assert.equal(res.status, 200, urlPath);
      assert.equal(res.headers['cache-control'], NO_CACHE, urlPath);
      const again = await get(nginx.origin, urlPath, { 'if-none-match': res.headers.etag });
      assert.equal(again.status, 304, urlPath);
    }
  });

  test('a deep link gets index.html, no-cache', async () => {
    const res = await get(nginx.origin, '/projects/42/leads', { accept: 'text/html' });
    assert.equal(res.status, 200);
    assert.equal(res.headers['cache-control'], NO_CACHE);
    assert.match(res.body.toString(), /<title>host<\/title>/);
  });

  test('a missing hashed file is a 404 that is not cached for a year', async () => {
    const res = await get(nginx.origin, '/gone.0badc0de.js');
    assert.equal(res.status, 404);
    assert.notEqual(res.headers['cache-control'], IMMUTABLE);
  });
});

describe('docker/nginx-remote.conf', { skip }, () => {
  let nginx;
  before(async () => (nginx = await startNginx('nginx-remote.conf', built)));
  after(() => nginx?.close());

  test('mf-manifest.json and remoteEntry.js are no-cache with CORS', async () => {
    for (const urlPath of ['/mf-manifest.json', '/remoteEntry.js']) {
      const res = await get(nginx.origin, urlPath, { origin: 'http://host.test', 'accept-encoding': 'gzip' });
      assert.equal(res.status, 200, urlPath);
      assert.equal(res.headers['cache-control'], NO_CACHE, urlPath);
      assert.equal(res.headers['access-control-allow-origin'], '*', urlPath);
    }
    const entry = await get(nginx.origin, '/remoteEntry.js', { 'accept-encoding': 'gzip' });
    assert.equal(entry.headers['content-encoding'], 'gzip');
  });

  test('a hashed file is immutable with CORS', async () => {
    const res = await get(nginx.origin, '/main.1a2b3c4d.js');
    assert.equal(res.headers['cache-control'], IMMUTABLE);
    assert.equal(res.headers['access-control-allow-origin'], '*');
  });

  test('no SPA fallback: an unknown path is a 404, still with CORS so the host can read the failure', async () => {
    const res = await get(nginx.origin, '/projects/42', { accept: 'text/html' });
    assert.equal(res.status, 404);
    assert.equal(res.headers['access-control-allow-origin'], '*');
  });
});
