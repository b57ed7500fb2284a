import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const fixtures = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'fixtures', 'websites');

/**
 * A page of test/fixtures/websites as a server sends it. The files are kept in UTF-8 (so they stay
 * readable and formatted like the rest of the repository); a page that declares windows-1252 is served
 * in windows-1252, bytes and all.
 */
export function websiteFixture(file: string): Buffer {
  const text = readFileSync(path.join(fixtures, file), 'utf8');
  return /charset=windows-1252/i.test(text) ? Buffer.from(text, 'latin1') : Buffer.from(text, 'utf8');
}

export type PageHandler = (request: IncomingMessage, response: ServerResponse) => void;

/** A loopback web server for the website reader; each test says what a path answers. */
export async function startWebsiteServer() {
  const pages = new Map<string, PageHandler>();
  const hits: string[] = [];
  const server = createServer((request, response) => {
    const url = request.url ?? '/';
    hits.push(url);
    const handler = pages.get(url.split('?')[0] ?? '/');
    if (handler) handler(request, response);
    else response.writeHead(404, { 'content-type': 'text/html' }).end('<h1>Not found</h1>');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  const origin = `http://127.0.0.1:${port}`;
  return {
    origin,
    port,
    hits,
    page(pathname: string, handler: PageHandler) {
      pages.set(pathname, handler);
    },
    html(pathname: string, body: string | Buffer, contentType = 'text/html; charset=utf-8') {
      pages.set(pathname, (_request, response) =>
        response.writeHead(200, { 'content-type': contentType }).end(body),
      );
    },
    redirect(pathname: string, location: string, status = 302) {
      pages.set(pathname, (_request, response) => response.writeHead(status, { location }).end());
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
