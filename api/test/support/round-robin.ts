// A small HTTP load balancer, as one in front of API replicas behaves: requests go to the replicas in
// turn, and an idempotent request whose replica refused or dropped the connection before answering is
// sent to the next one (a non-idempotent one is not: it may have been done). Counts what it did.
import { createServer, request as httpRequest, Agent, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

const idempotent = new Set(['GET', 'HEAD', 'OPTIONS', 'PUT', 'DELETE']);

export interface RoundRobin {
  origin: string;
  /** Requests received, retries on another replica, and answers the balancer made itself (502). */
  stats: { requests: number; retries: number; failed: number };
  close(): Promise<void>;
}

export async function startRoundRobin(replicas: string[]): Promise<RoundRobin> {
  const stats = { requests: 0, retries: 0, failed: 0 };
  // Kept-alive connections, as a real balancer keeps them: a replica's death then also shows as a reset
  // on a connection that was open, not only as a refused new one.
  const agent = new Agent({ keepAlive: true, maxSockets: 64 });
  let next = 0;

  const forward = (
    target: string,
    incoming: IncomingMessage,
    body: Buffer,
  ): Promise<{ status: number; headers: IncomingMessage['headers']; body: Buffer }> =>
    new Promise((resolve, reject) => {
      const url = new URL(incoming.url ?? '/', target);
      const outgoing = httpRequest(
        url,
        { method: incoming.method, headers: { ...incoming.headers, host: url.host }, agent },
        (answer) => {
          const chunks: Buffer[] = [];
          answer.on('data', (chunk: Buffer) => chunks.push(chunk));
          answer.on('end', () =>
            resolve({
              status: answer.statusCode ?? 502,
              headers: answer.headers,
              body: Buffer.concat(chunks),
            }),
          );
          answer.on('error', reject);
        },
      );
      outgoing.on('error', reject);
      outgoing.end(body);
    });

  const server = createServer((incoming, response) => {
    const chunks: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
    incoming.on('end', async () => {
      stats.requests += 1;
      const body = Buffer.concat(chunks);
      const first = next++ % replicas.length;
      const attempts = idempotent.has(incoming.method ?? '') ? replicas.length : 1;
      for (let attempt = 0; attempt < attempts; attempt += 1) {
        if (attempt > 0) stats.retries += 1;
        try {
          const answer = await forward(replicas[(first + attempt) % replicas.length]!, incoming, body);
          const headers = { ...answer.headers };
          delete headers['transfer-encoding'];
          delete headers.connection;
          response.writeHead(answer.status, headers).end(answer.body);
          return;
        } catch {
          // Refused, reset or cut mid-answer: the next replica, if the request may be repeated.
        }
      }
      stats.failed += 1;
      response
        .writeHead(502, { 'content-type': 'application/json' })
        .end(JSON.stringify({ detail: 'No API replica answered.', code: 'BAD_GATEWAY' }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    stats,
    close: () =>
      new Promise<void>((resolve) => {
        agent.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
