// A real HTTP server standing in for the API in the shell's integration tests.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

type Answer = { status: number; body?: unknown };

export interface TestApi {
  url: string;
  answers: Map<string, Answer>;
  requests: string[];
  close: () => Promise<void>;
}

export async function startTestApi(): Promise<TestApi> {
  const answers = new Map<string, Answer>();
  const requests: string[] = [];
  const server: Server = createServer((req, res) => {
    const key = `${req.method} ${(req.url ?? '/').split('?')[0]}`;
    requests.push(key);
    const answer = answers.get(key) ?? { status: 404, body: { detail: 'Not Found', code: 'NOT_FOUND' } };
    res.writeHead(answer.status, {
      'Content-Type': 'application/json',
      'Access-Control-Allow-Origin': '*',
      'Access-Control-Allow-Headers': '*',
    });
    res.end(answer.body === undefined ? '' : JSON.stringify(answer.body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    answers,
    requests,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
