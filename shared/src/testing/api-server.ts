// A real HTTP server for tests (node:http on port 0) that speaks the API contract: the code under
// test makes real requests through the real API client, so nothing of ours is mocked.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ApiRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  /** The whole query string, for repeated keys (`search.getAll('intent_signals')`). */
  search: URLSearchParams;
  /** The request's headers, lower-cased as node:http gives them. */
  headers: IncomingMessage['headers'];
  /** Parsed JSON, or the fields of a form-encoded body, or the text of any other body, or null. */
  body: unknown;
  authorization: string | undefined;
  /** The `:name` segments of the route's key, e.g. `{ id }` for "POST /invites/:id/cancel". */
  params: Record<string, string>;
}

export interface ApiReply {
  status: number;
  /** Sent as JSON. */
  body?: unknown;
  /** Sent as is instead of `body` (a CSV file, an HTML error page), with its own content-type header. */
  text?: string | Buffer;
  headers?: Record<string, string>;
}

export type ApiHandler = (request: ApiRequest) => ApiReply | Promise<ApiReply>;

/**
 * Routes keyed by "METHOD /path", e.g. "POST /auth/jwt/login"; a segment `:name` matches any one
 * segment and is passed in `params` (an exact key wins over a pattern).
 */
export type ApiRoutes = Record<string, ApiHandler>;

export interface ApiServer {
  url: string;
  /** Every request received, in order (CORS preflights excluded). */
  requests: ApiRequest[];
  /** Replaces (or adds) one route, e.g. to make a call fail. */
  route: (key: string, handler: ApiHandler) => void;
  /** How many requests reached "METHOD /path". */
  count: (key: string) => number;
  close: () => Promise<void>;
}

export const errorReply = (status: number, code: string, detail: string): ApiReply => ({
  status,
  body: { detail, code },
});

async function readBody(request: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  if (!text) return null;
  const type = request.headers['content-type'] ?? '';
  if (type.includes('application/x-www-form-urlencoded')) {
    return Object.fromEntries(new URLSearchParams(text));
  }
  // A body that is not JSON (a test of a malformed request) reaches the handler as its text.
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function send(response: ServerResponse, reply: ApiReply): void {
  response.statusCode = reply.status;
  for (const [name, value] of Object.entries(reply.headers ?? {})) response.setHeader(name, value);
  if (reply.text !== undefined) {
    response.end(reply.text);
    return;
  }
  if (reply.body === undefined) {
    response.end();
    return;
  }
  response.setHeader('content-type', 'application/json');
  response.end(JSON.stringify(reply.body));
}

function matchRoute(
  routes: ApiRoutes,
  method: string,
  path: string,
): { handler: ApiHandler; params: Record<string, string> } | undefined {
  const exact = routes[`${method} ${path}`];
  if (exact) return { handler: exact, params: {} };
  const segments = path.split('/');
  for (const [key, handler] of Object.entries(routes)) {
    const [keyMethod, keyPath = ''] = key.split(' ');
    const pattern = keyPath.split('/');
    if (keyMethod !== method || pattern.length !== segments.length || !keyPath.includes('/:')) continue;
    const params: Record<string, string> = {};
    const matches = pattern.every((part, i) => {
      const segment = segments[i] ?? '';
      if (!part.startsWith(':')) return part === segment;
      params[part.slice(1)] = decodeURIComponent(segment);
      return segment !== '';
    });
    if (matches) return { handler, params };
  }
  return undefined;
}

/** The response headers the real API lets a browser read (its CORS exposedHeaders). */
const exposedHeaders = 'x-analysis-run-id, content-disposition, x-export-capped';

export async function startApiServer(initialRoutes: ApiRoutes): Promise<ApiServer> {
  const routes: ApiRoutes = { ...initialRoutes };
  const requests: ApiRequest[] = [];

  const server = createServer((request, response) => {
    // The front end runs on another origin in production, so answer as the real API does.
    response.setHeader('access-control-allow-origin', '*');
    response.setHeader('access-control-allow-headers', 'authorization, content-type');
    response.setHeader('access-control-allow-methods', 'GET, POST, PUT, PATCH, DELETE');
    response.setHeader('access-control-expose-headers', exposedHeaders);
    if (request.method === 'OPTIONS') {
      send(response, { status: 204 });
      return;
    }
    const url = new URL(request.url ?? '/', 'http://localhost');
    readBody(request)
      .then(async (body) => {
        const method = request.method ?? 'GET';
        const match = matchRoute(routes, method, url.pathname);
        const apiRequest: ApiRequest = {
          method,
          path: url.pathname,
          query: Object.fromEntries(url.searchParams),
          search: url.searchParams,
          headers: request.headers,
          body,
          authorization: request.headers.authorization,
          params: match?.params ?? {},
        };
        requests.push(apiRequest);
        send(response, match ? await match.handler(apiRequest) : errorReply(404, 'NOT_FOUND', 'Not found'));
      })
      .catch(() => send(response, errorReply(500, 'INTERNAL', 'Internal server error')));
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    route: (key, handler) => {
      routes[key] = handler;
    },
    count: (key) => requests.filter((r) => `${r.method} ${r.path}` === key).length,
    // Safe to call twice: a test may stop the server early to play an outage.
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
