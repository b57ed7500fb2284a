/**
 * A loopback HTTP server that answers recorded platform responses, for connector and poller tests.
 *
 *   const replay = await startReplayServer();            // http://127.0.0.1:<port>, in replay.origin
 *   replay.route({ path: '/api/v1/search_by_date', query: { query: 'nodejs' } },
 *     { file: 'hackernews/search_by_date-nodejs-2017-09-27.json' });
 *   replay.route({ method: 'POST', path: '/api/v1/access_token' },
 *     [{ status: 429, headers: { 'retry-after': '60' } }, { file: 'reddit/oauth-access-token-2025.http.json' }]);
 *   ... run the code under test with endpoints pointing at replay.origin ...
 *   replayEndpoints(replay.origin)   // FetchContext.endpoints with every platform at the replay server
 *   replay.requests   // every request received: method, path, query, headers, body (assert cursors, auth)
 *   await replay.close();
 *
 * Routes match on method (default GET), exact path and, when given, query parameters (each listed one
 * must be present with that exact value; others are ignored). The route registered last wins, so a test
 * can override an earlier one. A route given several replies answers them in order, then repeats the
 * last. Unmatched requests get 404 `{"message":"no replay route for ..."}`.
 *
 * A reply is one of: `file` (relative to test/fixtures/platforms; a `*.http.json` envelope
 * `{status, headers, body}` gives all three, a `.json` file is served as JSON, `.xml` as XML), `json`
 * (any value, serialised), or `body` (a string served as is). `status`, `headers` and `delayMs` (wait
 * before answering, for timeouts) apply to all. `htmlErrorPage(status)` and `malformedJson()` build the
 * two broken answers platforms really send.
 */
import { readFileSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defaultEndpoints, type PlatformEndpoints } from '../../src/engine/sources/connector.js';

export const platformFixtures = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  '..',
  'fixtures',
  'platforms',
);

export interface Reply {
  status?: number;
  headers?: Record<string, string>;
  file?: string;
  json?: unknown;
  body?: string;
  delayMs?: number;
}

export interface RouteMatch {
  method?: 'GET' | 'POST';
  path: string;
  query?: Record<string, string>;
}

export interface ReceivedRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: IncomingHttpHeaders;
  body: string;
}

/** A fixture file's text. */
export function readFixtureText(file: string): string {
  return readFileSync(path.join(platformFixtures, file), 'utf8');
}

/** A fixture file parsed as JSON (the body for plain files; the whole envelope for `*.http.json`). */
export function readFixtureJson<T = unknown>(file: string): T {
  return JSON.parse(readFixtureText(file)) as T;
}

export function htmlErrorPage(status = 503): Reply {
  return {
    status,
    headers: { 'content-type': 'text/html; charset=utf-8' },
    body: `<!DOCTYPE html>\n<html><head><title>${status} Service Unavailable</title></head><body><h1>Our servers are busy</h1><p>Please try again in a minute.</p></body></html>`,
  };
}

export function malformedJson(): Reply {
  return {
    status: 200,
    headers: { 'content-type': 'application/json' },
    body: '{"kind": "Listing", "data": {"children": [',
  };
}

interface Envelope {
  status?: number;
  headers?: Record<string, string>;
  body?: unknown;
}

// Headers that describe the recorded bytes on the wire, not the body we serve now.
const wireHeaders = new Set(['content-length', 'transfer-encoding', 'content-encoding', 'connection']);

function resolveReply(reply: Reply): { status: number; headers: Record<string, string>; body: string } {
  let status = 200;
  let headers: Record<string, string> = {};
  let body = '';
  if (reply.file !== undefined) {
    if (reply.file.endsWith('.http.json')) {
      const envelope = readFixtureJson<Envelope>(reply.file);
      status = envelope.status ?? 200;
      for (const [name, value] of Object.entries(envelope.headers ?? {}))
        if (!wireHeaders.has(name.toLowerCase())) headers[name.toLowerCase()] = value;
      body = typeof envelope.body === 'string' ? envelope.body : JSON.stringify(envelope.body ?? null);
      headers['content-type'] ??= 'application/json; charset=utf-8';
    } else {
      body = readFixtureText(reply.file);
      headers['content-type'] = reply.file.endsWith('.json')
        ? 'application/json; charset=utf-8'
        : reply.file.endsWith('.xml')
          ? 'application/xml; charset=utf-8'
          : 'text/plain; charset=utf-8';
    }
  } else if (reply.json !== undefined) {
    body = JSON.stringify(reply.json);
    headers['content-type'] = 'application/json; charset=utf-8';
  } else if (reply.body !== undefined) {
    body = reply.body;
  }
  if (reply.status !== undefined) status = reply.status;
  headers = {
    ...headers,
    ...Object.fromEntries(Object.entries(reply.headers ?? {}).map(([k, v]) => [k.toLowerCase(), v])),
  };
  return { status, headers, body };
}

export async function startReplayServer() {
  const routes: { match: RouteMatch; replies: Reply[]; served: number }[] = [];
  const requests: ReceivedRequest[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const url = new URL(request.url ?? '/', 'http://replay.local');
      const received: ReceivedRequest = {
        method: request.method ?? 'GET',
        path: url.pathname,
        query: url.searchParams,
        headers: request.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      };
      requests.push(received);
      const route = [...routes].reverse().find(({ match }) => matches(match, received));
      if (!route) {
        response.writeHead(404, { 'content-type': 'application/json' }).end(
          JSON.stringify({
            message: `no replay route for ${received.method} ${url.pathname}${url.search}`,
          }),
        );
        return;
      }
      const reply = route.replies[Math.min(route.served, route.replies.length - 1)] as Reply;
      route.served += 1;
      const { status, headers, body } = resolveReply(reply);
      const answer = () => {
        if (!response.destroyed) response.writeHead(status, headers).end(body);
      };
      if (reply.delayMs) setTimeout(answer, reply.delayMs);
      else answer();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    requests,
    /** Answers `match` with `replies` (one, or a sequence whose last repeats). */
    route(match: RouteMatch, replies: Reply | Reply[]) {
      routes.push({ match, replies: Array.isArray(replies) ? replies : [replies], served: 0 });
    },
    /** Requests received on one path (in order). */
    requestsTo(pathname: string) {
      return requests.filter((received) => received.path === pathname);
    },
    /** Forgets routes and received requests (between two tests sharing one server). */
    reset() {
      routes.length = 0;
      requests.length = 0;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export type ReplayServer = Awaited<ReturnType<typeof startReplayServer>>;

/** Every platform base URL pointed at one replay server (FetchContext.endpoints). */
export function replayEndpoints(origin: string): PlatformEndpoints {
  const endpoints = { ...defaultEndpoints };
  for (const key of Object.keys(endpoints) as (keyof PlatformEndpoints)[]) endpoints[key] = origin;
  return endpoints;
}

function matches(match: RouteMatch, received: ReceivedRequest): boolean {
  if ((match.method ?? 'GET') !== received.method) return false;
  if (match.path !== received.path) return false;
  return Object.entries(match.query ?? {}).every(([name, value]) => received.query.get(name) === value);
}
