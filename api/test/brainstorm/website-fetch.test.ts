import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  fetchWebsite,
  WebsiteFetchError,
  type Resolver,
  type WebsiteFetchOptions,
} from '../../src/brainstorm/website-fetch.js';
import { startWebsiteServer, websiteFixture } from '../support/website-server.js';

let site: Awaited<ReturnType<typeof startWebsiteServer>>;
/** A server on 127.0.0.2 that must never be reached: it counts every connection. */
let trap: { server: Server; port: number; connections: number };

beforeAll(async () => {
  site = await startWebsiteServer();
  const server = createServer((_request, response) => response.end('<p>secret</p>'));
  trap = { server, port: 0, connections: 0 };
  server.on('connection', () => (trap.connections += 1));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.2', resolve));
  trap.port = (server.address() as AddressInfo).port;
});

afterAll(async () => {
  await site.close();
  await new Promise<void>((resolve) => trap.server.close(() => resolve()));
});

const allowed = (): WebsiteFetchOptions => ({ allowOrigins: [site.origin] });

async function failure(input: string, options: WebsiteFetchOptions = allowed()): Promise<WebsiteFetchError> {
  try {
    await fetchWebsite(input, options);
  } catch (error) {
    if (error instanceof WebsiteFetchError) return error;
    throw error;
  }
  throw new Error(`expected ${input} to fail`);
}

describe('fetchWebsite', () => {
  it('reads an allowed page and reports the address after redirects', async () => {
    site.html('/', websiteFixture('acme-crm.html'));
    site.redirect('/old', '/');
    const page = await fetchWebsite(`${site.origin}/old#section`, allowed());
    expect(page.url).toBe(`${site.origin}/`);
    expect(page.html).toContain('<title>Acme CRM | The simple CRM for small agencies</title>');
  });

  it('decodes the charset a page declares (windows-1252 in a meta http-equiv)', async () => {
    site.html('/bakery', websiteFixture('rosies-bakery.html'), 'text/html');
    const page = await fetchWebsite(`${site.origin}/bakery`, allowed());
    expect(page.html).toContain('Our café serves brunch');
    expect(page.html).toContain('local cafés');
  });

  it('decompresses gzip and accepts XHTML', async () => {
    site.page('/gzip', (_request, response) =>
      response
        .writeHead(200, { 'content-type': 'application/xhtml+xml', 'content-encoding': 'gzip' })
        .end(gzipSync('<html><body><h1>Zipped</h1></body></html>')),
    );
    expect((await fetchWebsite(`${site.origin}/gzip`, allowed())).html).toContain('<h1>Zipped</h1>');
  });

  it('reads a page sent without a content type when it is HTML, and refuses it otherwise', async () => {
    site.page('/untyped', (_request, response) => response.end('<!DOCTYPE html><title>Plain</title>'));
    site.page('/untyped-data', (_request, response) => response.end('{"not":"html"}'));
    expect((await fetchWebsite(`${site.origin}/untyped`, allowed())).html).toContain('Plain');
    const error = await failure(`${site.origin}/untyped-data`);
    expect(error.kind).toBe('unreadable');
    expect(error.message).toMatch(/not a web page/);
  });

  it.each([
    ['ftp://files.example.com/', 'must be an http(s) URL, e.g. https://example.com'],
    ['javascript:alert(1)', 'must be an http(s) URL, e.g. https://example.com'],
    ['acme.example', 'must be an http(s) URL, e.g. https://example.com'],
    ['https://user:secret@acme.example/', 'must not contain a user name or password'],
  ])('refuses %s as invalid', async (input, message) => {
    const error = await failure(input);
    expect(error.kind).toBe('invalid');
    expect(error.message).toBe(message);
  });

  it.each([
    'http://127.0.0.2:{trap}/',
    'http://localhost:{trap}/',
    'http://169.254.169.254/latest/meta-data/',
    'http://10.0.0.1/',
    'http://172.16.5.4/',
    'http://192.168.1.1/',
    'http://100.64.0.1/',
    'http://0.0.0.0:{trap}/',
    'http://2130706433:{trap}/',
    'http://0x7f.0.0.2:{trap}/',
    'http://[::1]:{trap}/',
    'http://[::ffff:127.0.0.2]:{trap}/',
    'http://[::ffff:a9fe:a9fe]/',
    'http://[fd00::1]/',
    'http://[fe80::1]/',
    'http://224.0.0.1/',
    'http://198.18.0.1/',
  ])('refuses %s (private, loopback, link-local or reserved) without connecting', async (template) => {
    const before = trap.connections;
    const error = await failure(template.replace('{trap}', String(trap.port)));
    expect(error.kind).toBe('blocked');
    expect(error.message).toMatch(/private or reserved network address/);
    expect(trap.connections).toBe(before);
  });

  it.each([
    [
      '/to-loopback',
      () => `http://127.0.0.2:${trap.port}/`,
      /it redirected to http:\/\/127\.0\.0\.2:\d+, which is a private/,
    ],
    [
      '/to-metadata',
      () => 'http://169.254.169.254/latest/meta-data/iam/',
      /169\.254\.169\.254, which is a private/,
    ],
    ['/to-ipv6-loopback', () => `http://[::1]:${trap.port}/`, /\[::1\]:\d+, which is a private/],
    [
      '/to-localhost',
      () => `http://localhost:${trap.port}/admin`,
      /localhost:\d+, which points to a private/,
    ],
    ['/to-file', () => 'file:///etc/passwd', /redirected to a file address/],
  ])('refuses a redirect from an allowed origin: %s', async (from, location, message) => {
    site.redirect(from, location());
    const before = trap.connections;
    const error = await failure(`${site.origin}${from}`);
    expect(error.kind).toBe('blocked');
    expect(error.message).toMatch(message);
    expect(trap.connections).toBe(before);
  });

  it('refuses host names that resolve to a private address (every address is checked)', async () => {
    const resolve: Resolver = async (hostname) =>
      hostname === 'intranet.acme.example'
        ? [{ address: '10.1.2.3', family: 4 }]
        : [
            { address: '93.184.215.14', family: 4 },
            { address: '192.168.0.10', family: 4 },
          ];
    for (const host of ['intranet.acme.example', 'mixed.acme.example']) {
      const error = await failure(`https://${host}/`, { resolve });
      expect(error.kind).toBe('blocked');
      expect(error.message).toBe(`https://${host} points to a private or reserved network address`);
    }
  });

  it('connects to the address it checked, not to what a second lookup would say (no rebinding window)', async () => {
    site.html('/pinned', '<title>Pinned</title>');
    let lookups = 0;
    const origin = `http://shop.pinned.test:${site.port}`;
    const page = await fetchWebsite(`${origin}/pinned`, {
      allowOrigins: [origin],
      resolve: async () => {
        lookups += 1;
        return [{ address: '127.0.0.1', family: 4 }];
      },
    });
    // shop.pinned.test exists in no DNS: the page can only have come through the pinned address.
    expect(page.html).toContain('Pinned');
    expect(lookups).toBe(1);
  });

  it('says which address could not be found', async () => {
    const error = await failure('https://nowhere.invalid/', {
      resolve: async () => {
        throw Object.assign(new Error('getaddrinfo ENOTFOUND'), { code: 'ENOTFOUND' });
      },
    });
    expect(error).toMatchObject({
      kind: 'unreadable',
      message: 'its address (nowhere.invalid) could not be found',
    });
  });

  it('follows at most 5 redirects', async () => {
    for (let i = 1; i <= 6; i += 1) site.redirect(`/hop${i}`, `/hop${i + 1}`);
    site.html('/hop7', '<title>End</title>');
    expect((await fetchWebsite(`${site.origin}/hop2`, allowed())).url).toBe(`${site.origin}/hop7`);
    const error = await failure(`${site.origin}/hop1`);
    expect(error).toMatchObject({ kind: 'unreadable', message: 'it redirected more than 5 times' });
  });

  it('stops a redirect loop', async () => {
    site.redirect('/loop-a', '/loop-b', 301);
    site.redirect('/loop-b', '/loop-a', 308);
    expect((await failure(`${site.origin}/loop-a`)).message).toBe('it redirected more than 5 times');
  });

  it('reports an HTTP error status', async () => {
    site.page('/broken', (_request, response) =>
      response.writeHead(500, { 'content-type': 'text/html' }).end('oops'),
    );
    expect(await failure(`${site.origin}/broken`)).toMatchObject({
      kind: 'unreadable',
      message: 'it answered with an error (HTTP 500)',
    });
  });

  it('refuses what is not a web page', async () => {
    site.html('/logo.png', Buffer.from([0x89, 0x50, 0x4e, 0x47]), 'image/png');
    expect((await failure(`${site.origin}/logo.png`)).message).toBe(
      'it is not a web page (its content type is image/png)',
    );
  });

  it('refuses pages larger than the limit: announced, streamed, or compressed', async () => {
    const big = `<html><body>${'x'.repeat(20_000)}</body></html>`;
    site.html('/big', big);
    site.page('/big-stream', (_request, response) => {
      response.writeHead(200, { 'content-type': 'text/html' });
      for (let i = 0; i < 10; i += 1) response.write('y'.repeat(4_000));
      response.end();
    });
    site.page('/bomb', (_request, response) =>
      response
        .writeHead(200, { 'content-type': 'text/html', 'content-encoding': 'gzip' })
        .end(gzipSync(Buffer.alloc(5 * 1024 * 1024, 0x20))),
    );
    const options = { ...allowed(), maxBytes: 10_000 };
    for (const path of ['/big', '/big-stream', '/bomb']) {
      const error = await failure(`${site.origin}${path}`, options);
      expect(error.message, path).toBe('the page is larger than 10 KB, the most Signalboard reads');
    }
  });

  it('gives up after the time limit, whether the headers or the body are slow', async () => {
    site.page('/silent', () => {
      // never answers
    });
    site.page('/trickle', (_request, response) => {
      response.writeHead(200, { 'content-type': 'text/html' });
      response.write('<html>');
    });
    for (const path of ['/silent', '/trickle']) {
      const started = Date.now();
      const error = await failure(`${site.origin}${path}`, { ...allowed(), timeoutMs: 300 });
      expect(error.message).toBe('it did not answer within 0.3 seconds');
      expect(Date.now() - started).toBeLessThan(3_000);
    }
  });

  it('says when nothing listens', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const origin = `http://127.0.0.1:${port}`;
    expect(await failure(`${origin}/`, { allowOrigins: [origin] })).toMatchObject({
      kind: 'unreadable',
      message: 'the site refused the connection',
    });
  });
});
