// A real HTTP server for the client tests: each test registers what a path answers.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedRequest {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: string;
}

type Handler = (req: RecordedRequest) => { status: number; body?: unknown; raw?: string };

export interface TestServer {
  url: string;
  requests: RecordedRequest[];
  on: (method: string, path: string, handler: Handler) => void;
  reset: () => void;
  close: () => Promise<void>;
}

export async function startTestServer(): Promise<TestServer> {
  const routes = new Map<string, Handler>();
  const requests: RecordedRequest[] = [];
  const server: Server = createServer((req: IncomingMessage, res: ServerResponse) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      const recorded = { method: req.method ?? 'GET', url: req.url ?? '/', headers: req.headers, body };
      requests.push(recorded);
      const path = recorded.url.split('?')[0];
      const handler = routes.get(`${recorded.method} ${path}`);
      const answer = handler
        ? handler(recorded)
        : { status: 404, body: { detail: 'Not Found', code: 'NOT_FOUND' } };
      const text = answer.raw ?? (answer.body === undefined ? '' : JSON.stringify(answer.body));
      res.writeHead(answer.status, { 'Content-Type': answer.raw ? 'text/plain' : 'application/json' });
      res.end(text);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    on: (method, path, handler) => routes.set(`${method} ${path}`, handler),
    reset: () => {
      routes.clear();
      requests.length = 0;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
