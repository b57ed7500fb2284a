// A TCP proxy in front of PostgreSQL, so a test can take the database away from running processes as a
// restart or a failover does: every open connection is cut and new ones are refused until it comes back.
import { createServer, connect, type AddressInfo, type Socket } from 'node:net';

export interface PgProxy {
  /** `databaseUrl` with its host and port replaced by the proxy's. */
  url(databaseUrl: string): string;
  /** Connections passed through since the start (reconnections show up here). */
  readonly accepted: number;
  /** Drops every connection (both ends reset) and refuses new ones until `restore`. */
  cut(): void;
  restore(): void;
  close(): Promise<void>;
}

/** Listens on a free loopback port and forwards each connection to `target` (the real server). */
export async function startPgProxy(target: { host: string; port: number }): Promise<PgProxy> {
  const pairs = new Set<[Socket, Socket]>();
  let down = false;
  let accepted = 0;
  const server = createServer((client) => {
    // While down the port still accepts at the TCP level, then resets at once: clients see the same
    // ECONNRESET / "Connection terminated unexpectedly" as against a server that is shutting down.
    if (down) {
      client.resetAndDestroy();
      return;
    }
    accepted += 1;
    const upstream = connect(target.port, target.host);
    const pair: [Socket, Socket] = [client, upstream];
    pairs.add(pair);
    const end = () => {
      pairs.delete(pair);
      client.destroy();
      upstream.destroy();
    };
    client.on('error', end).on('close', end);
    upstream.on('error', end).on('close', end);
    client.pipe(upstream);
    upstream.pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    url(databaseUrl) {
      const url = new URL(databaseUrl);
      url.hostname = '127.0.0.1';
      url.port = String(port);
      return url.toString();
    },
    get accepted() {
      return accepted;
    },
    cut() {
      down = true;
      for (const [client, upstream] of pairs) {
        client.resetAndDestroy();
        upstream.destroy();
      }
      pairs.clear();
    },
    restore() {
      down = false;
    },
    close() {
      for (const [client, upstream] of pairs) {
        client.destroy();
        upstream.destroy();
      }
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
