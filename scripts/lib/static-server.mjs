// Serves a built app (or a release store) over HTTP with the cache rules production uses, so local
// runs, releases and e2e behave as the real hosting does. Dependency-free (node:http only).
//
// Cache rules: a file whose name carries a content hash (`name.<8+ hex>.ext`) never changes, so it is
// cached for a year and marked immutable; everything else (mf-manifest.json, remoteEntry.js,
// app-config.json, index.html, ...) is `no-cache`: browsers keep it but ask again each time, and the
// ETag / Last-Modified answer turns that question into a cheap 304.
import http from 'node:http';
import { createHash } from 'node:crypto';
import { createReadStream, existsSync } from 'node:fs';
import { realpath, stat } from 'node:fs/promises';
import path from 'node:path';

const types = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.br': 'application/x-brotli',
  '.gz': 'application/gzip',
};

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const NO_CACHE = 'no-cache';

/** Files that say which version to load: they must always be revalidated, whatever their name. */
const entryFiles = new Set(['mf-manifest.json', 'remoteEntry.js', 'app-config.json', 'index.html']);
const hashedName = /^[^/]+\.[0-9a-f]{8,}\.[A-Za-z0-9]+$/;

/** The Cache-Control header for a file name (the last path segment). */
export function cacheControlFor(name) {
  if (entryFiles.has(name)) return NO_CACHE;
  return hashedName.test(name) ? IMMUTABLE : NO_CACHE;
}

export function contentTypeFor(name) {
  return types[path.extname(name).toLowerCase()] ?? 'application/octet-stream';
}

/** Encodings the client accepts (q > 0), from an Accept-Encoding header. */
function acceptedEncodings(header = '') {
  const accepted = new Set();
  for (const part of String(header).split(',')) {
    const [token, ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (token && !(q && Number(q.slice(2)) === 0)) accepted.add(token);
  }
  return accepted;
}

const etagOf = (info, encoding) =>
  `"${info.size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}${encoding ? `-${encoding}` : ''}"`;

/** True when the request's validators say the client already holds this version. */
function isFresh(req, etag, lastModified) {
  const inm = req.headers['if-none-match'];
  if (inm) return inm.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
  const ims = req.headers['if-modified-since'];
  if (ims && lastModified) {
    const since = Date.parse(ims);
    return !Number.isNaN(since) && Math.floor(lastModified / 1000) * 1000 <= since;
  }
  return false;
}

async function fileInfo(file) {
  try {
    const info = await stat(file);
    return info.isFile() ? info : null;
  } catch {
    return null;
  }
}

/**
 * Starts a static server for `dir`.
 * - `spa`: a GET for an unknown path that accepts HTML gets index.html (client-side routes).
 * - `files`: in-memory routes, e.g. `{ '/app-config.json': () => JSON.stringify(config) }`.
 * - `cors`: `Access-Control-Allow-Origin: *` on every answer (remotes are read from the host's origin).
 * @returns {Promise<{ origin: string, port: number, close: () => Promise<void> }>}
 */
export async function startStaticServer({
  dir,
  port = 0,
  host = '127.0.0.1',
  spa = false,
  files = {},
  cors = false,
}) {
  if (!dir || !existsSync(dir))
    throw new Error(`Cannot serve ${dir}: the folder does not exist. Build the app first (npm run build).`);
  const root = await realpath(dir);

  /** Resolves a URL path to a file inside root, or null when it would leave root or names a dotfile. */
  async function resolveInside(urlPath) {
    let decoded;
    try {
      decoded = decodeURIComponent(urlPath);
    } catch {
      return null;
    }
    if (decoded.includes('\0')) return null;
    const segments = decoded.split(/[/\\]+/).filter(Boolean);
    if (segments.some((s) => s === '..' || s.startsWith('.'))) return null;
    const candidate = path.join(root, ...segments);
    let info = await fileInfo(candidate);
    let file = candidate;
    if (!info) {
      // A folder's index.html (the site root, or a release folder).
      file = path.join(candidate, 'index.html');
      info = await fileInfo(file);
    }
    if (!info) return null;
    // A symbolic link inside the folder must not lead out of it.
    const real = await realpath(file);
    if (real !== root && !real.startsWith(root + path.sep)) return null;
    return { file, info };
  }

  function send(req, res, status, headers, body) {
    res.writeHead(status, headers);
    res.end(req.method === 'HEAD' ? undefined : body);
  }

  async function handle(req, res) {
    if (cors) res.setHeader('Access-Control-Allow-Origin', '*');
    if (req.method === 'OPTIONS' && cors) {
      res.writeHead(204, {
        'Access-Control-Allow-Methods': 'GET, HEAD, OPTIONS',
        'Access-Control-Allow-Headers': req.headers['access-control-request-headers'] ?? '*',
        'Access-Control-Max-Age': '600',
      });
      return res.end();
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      return send(
        req,
        res,
        405,
        { Allow: 'GET, HEAD', 'Content-Type': types['.txt'] },
        'Only GET and HEAD are served here.\n',
      );
    }
    const urlPath = (req.url ?? '/').split(/[?#]/)[0] || '/';

    const dynamic = files[urlPath];
    if (dynamic) {
      const body = Buffer.from(String(dynamic()));
      const etag = `"${createHash('sha1').update(body).digest('base64url')}"`;
      const headers = { 'Content-Type': contentTypeFor(urlPath), 'Cache-Control': NO_CACHE, ETag: etag };
      if (isFresh(req, etag)) return send(req, res, 304, headers);
      return send(req, res, 200, { ...headers, 'Content-Length': body.length }, body);
    }

    let found = await resolveInside(urlPath);
    const wantsHtml = /text\/html/.test(req.headers.accept ?? '');
    if (!found && spa && wantsHtml) found = await resolveInside('/index.html');
    if (!found)
      return send(
        req,
        res,
        404,
        { 'Content-Type': types['.txt'], 'Cache-Control': NO_CACHE },
        `Not found: ${urlPath}\n`,
      );

    const name = path.basename(found.file);
    const headers = { 'Content-Type': contentTypeFor(name), 'Cache-Control': cacheControlFor(name) };

    // The build writes name.br and name.gz beside each compressible file: send the best one accepted.
    let { file, info } = found;
    let encoding = null;
    const variants = [
      ['br', `${found.file}.br`],
      ['gzip', `${found.file}.gz`],
    ];
    const available = [];
    for (const [enc, variant] of variants) {
      const variantInfo = await fileInfo(variant);
      if (variantInfo) available.push([enc, variant, variantInfo]);
    }
    if (available.length) {
      headers.Vary = 'Accept-Encoding';
      const accepted = acceptedEncodings(req.headers['accept-encoding']);
      const chosen = available.find(([enc]) => accepted.has(enc));
      if (chosen) [encoding, file, info] = chosen;
    }
    if (encoding) headers['Content-Encoding'] = encoding;
    headers.ETag = etagOf(info, encoding);
    headers['Last-Modified'] = new Date(info.mtimeMs).toUTCString();
    if (isFresh(req, headers.ETag, info.mtimeMs)) return send(req, res, 304, headers);

    res.writeHead(200, { ...headers, 'Content-Length': info.size });
    if (req.method === 'HEAD') return res.end();
    createReadStream(file)
      .on('error', () => res.destroy())
      .pipe(res);
  }

  const server = http.createServer((req, res) => {
    handle(req, res).catch((error) => {
      if (!res.headersSent) res.writeHead(500, { 'Content-Type': types['.txt'] });
      res.end(`The file could not be read: ${error.message}\n`);
    });
  });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, resolve);
  });
  const actualPort = server.address().port;
  // Listening on every interface still answers on loopback, which is what callers can open.
  const reachable = host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host;
  const origin = `http://${reachable.includes(':') ? `[${reachable}]` : reachable}:${actualPort}`;
  return {
    origin,
    port: actualPort,
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
