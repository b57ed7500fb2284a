// Serves one built app from its own origin, as a static host would in production: long cache for
// hashed files, no-cache for the manifest and entry, CORS for remotes, SPA fallback for the host.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createReadStream, existsSync, statSync } from 'node:fs';
import path from 'node:path';

const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.map': 'application/json',
  '.woff2': 'font/woff2',
};

export interface StaticServer {
  origin: string;
  close: () => Promise<void>;
}

export async function startStaticServer(options: {
  dir: string;
  spa?: boolean;
  /** Extra dynamic files, e.g. /app-config.json. */
  files?: Record<string, () => string>;
}): Promise<StaticServer> {
  const { dir, spa = false, files = {} } = options;
  if (!existsSync(dir)) throw new Error(`${dir} does not exist: build the suite first (npm test builds it).`);
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    res.setHeader('Access-Control-Allow-Origin', '*');
    const dynamic = files[url.pathname];
    if (dynamic) {
      res.writeHead(200, { 'content-type': types['.json']!, 'cache-control': 'no-cache' });
      res.end(dynamic());
      return;
    }
    let file = path.join(dir, path.normalize(decodeURIComponent(url.pathname)).replace(/^(\.\.[/\\])+/, ''));
    if (!file.startsWith(dir)) file = dir;
    if (!existsSync(file) || statSync(file).isDirectory()) {
      if (!spa) {
        res.writeHead(404, { 'content-type': 'text/plain' });
        res.end('Not found');
        return;
      }
      file = path.join(dir, 'index.html');
    }
    const name = path.basename(file);
    const hashed = /\.[0-9a-f]{8}\.js$/.test(name);
    res.writeHead(200, {
      'content-type': types[path.extname(file)] ?? 'application/octet-stream',
      'cache-control': hashed ? 'public, max-age=31536000, immutable' : 'no-cache',
    });
    createReadStream(file).pipe(res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { origin, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}
