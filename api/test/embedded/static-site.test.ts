import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { locateStaticSite, spaFallback, staticSiteRoutes } from '../../src/embedded/static-site.js';

// The embedded static server on a real Fastify instance (inject), over a temporary build output with
// the .br/.gz copies the shared webpack config writes beside each text asset.
let workDir: string;
let app: FastifyInstance;

const hashedJs = `console.log(${JSON.stringify('host '.repeat(400))});`;
const remoteEntry = `var auth = ${JSON.stringify('entry '.repeat(300))};`;
const indexHtml = `<!doctype html><div id="root">${'shell '.repeat(300)}</div>`;

async function writeWithCopies(file: string, content: string): Promise<void> {
  await writeFile(file, content);
  await writeFile(`${file}.br`, brotliCompressSync(content));
  await writeFile(`${file}.gz`, gzipSync(content));
}

beforeAll(async () => {
  workDir = await mkdtemp(path.join(tmpdir(), 'signalboard-static-'));
  const host = path.join(workDir, 'host', 'dist');
  const auth = path.join(workDir, 'remote-auth', 'dist');
  await mkdir(host, { recursive: true });
  await mkdir(auth, { recursive: true });
  await writeWithCopies(path.join(host, 'index.html'), indexHtml);
  await writeWithCopies(path.join(host, 'main.3f9a8c1e.js'), hashedJs);
  await writeWithCopies(path.join(auth, 'remoteEntry.js'), remoteEntry);
  await writeWithCopies(path.join(auth, 'mf-manifest.json'), JSON.stringify({ name: 'auth' }));
  // A small file the build left uncompressed: served as it is, whatever the client accepts.
  await writeFile(path.join(auth, '512.a1b2c3d4e5.js'), 'var chunk = 1;');

  app = Fastify();
  app.setNotFoundHandler(spaFallback(locateStaticSite(workDir)));
  await app.register(staticSiteRoutes(workDir));
  await app.ready();
});

afterAll(async () => {
  await app?.close();
  await rm(workDir, { recursive: true, force: true });
});

const get = (url: string, acceptEncoding?: string, accept?: string) =>
  app.inject({
    method: 'GET',
    url,
    headers: {
      ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}),
      ...(accept ? { accept } : {}),
    },
  });

describe('embedded static site', () => {
  it('sends brotli to a client that accepts it, and it decompresses to the original', async () => {
    const response = await get('/main.3f9a8c1e.js', 'gzip, deflate, br');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(hashedJs);
    expect(response.rawPayload.length).toBeLessThan(hashedJs.length / 4);
  });

  it('sends gzip to a client that accepts only gzip', async () => {
    const response = await get('/remotes/auth/remoteEntry.js', 'gzip');
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers['access-control-allow-origin']).toBe('*');
    expect(gunzipSync(response.rawPayload).toString()).toBe(remoteEntry);
  });

  it('sends the file as it is to a client that accepts no compression, still saying it varies', async () => {
    const response = await get('/main.3f9a8c1e.js');
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.body).toBe(hashedJs);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('keeps entry files revalidated whatever their encoding', async () => {
    const manifest = await get('/remotes/auth/mf-manifest.json', 'br');
    expect(manifest.headers['content-encoding']).toBe('br');
    expect(manifest.headers['content-type']).toMatch(/json/);
    expect(manifest.headers['cache-control']).toBe('no-cache');
    expect(JSON.parse(brotliDecompressSync(manifest.rawPayload).toString())).toEqual({ name: 'auth' });
  });

  it('sends a file without compressed copies as it is, with its cache header', async () => {
    const response = await get('/remotes/auth/512.a1b2c3d4e5.js', 'br, gzip');
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body).toBe('var chunk = 1;');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('compresses index.html for client-side routes too, and never caches it', async () => {
    const response = await get('/projects/p1/leads', 'br', 'text/html');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/html/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(indexHtml);
  });
});
