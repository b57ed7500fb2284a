// Starts the API the way production runs it: `server.js` + `worker.js` on PostgreSQL when
// DATABASE_URL is set (in a fresh database made for this run), or the embedded entry on a
// throw-away PGlite folder otherwise (PGlite allows one process per data folder).
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

export interface ApiProcess {
  origin: string;
  close: () => Promise<void>;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

async function waitForHealth(origin: string, children: ChildProcess[], log: () => string): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (children.some((c) => c.exitCode !== null))
      throw new Error(`The API exited during start-up:\n${log()}`);
    try {
      const res = await fetch(`${origin}/health`);
      if (res.ok) return;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`The API did not become healthy within 60 s:\n${log()}`);
}

async function createDatabase(baseUrl: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `signalboard_e2e_${Date.now()}_${process.pid}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: baseUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

export async function startApi(options: {
  root: string;
  /** The origins serving the host; the first one is where mailed links point. */
  hostOrigins: string[];
  smtpPort: number;
  /** Origins the website fetch may read although they are on loopback (test-only allow-list). */
  websiteOrigins?: string[];
  /** More environment for the API (e.g. the Slack app's settings pointing at the local Slack). */
  env?: Record<string, string>;
}): Promise<ApiProcess> {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    APP_URL: options.hostOrigins[0],
    // Where browsers reach this API (Slack's OAuth redirect comes back here); embedded would say APP_URL.
    API_PUBLIC_URL: origin,
    CORS_ORIGINS: options.hostOrigins.join(','),
    SMTP_URL: `smtp://127.0.0.1:${options.smtpPort}`,
    JWT_SECRET: `e2e-${Math.random().toString(36).slice(2)}-${Date.now()}-secret-value`,
    AUTH_RATE_LIMIT_MAX: '1000',
    LOG_LEVEL: 'warn',
    // A new data source is polled within 2 s (the default tick is 15 s): the lead specs wait for the first poll.
    POLL_TICK_SECONDS: '2',
    STATIC_ROOT: options.root,
    UNSAFE_WEBSITE_FETCH_ALLOW_ORIGINS: (options.websiteOrigins ?? []).join(','),
    ...options.env,
  };
  let output = '';
  const spawnNode = (entry: string) => {
    const child = spawn(process.execPath, [path.join(options.root, 'api', 'dist', entry)], {
      env,
      stdio: 'pipe',
    });
    child.stdout?.on('data', (d) => (output += d));
    child.stderr?.on('data', (d) => (output += d));
    return child;
  };

  const children: ChildProcess[] = [];
  let cleanup = async () => {};
  if (process.env.DATABASE_URL) {
    const db = await createDatabase(process.env.DATABASE_URL);
    env.DATABASE_URL = db.url;
    children.push(spawnNode('server.js'), spawnNode('worker.js'));
    cleanup = db.drop;
  } else {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'signalboard-e2e-'));
    env.DATA_DIR = dataDir;
    children.push(spawnNode('embedded.js'));
    cleanup = async () => rmSync(dataDir, { recursive: true, force: true });
  }
  await waitForHealth(origin, children, () => output);

  return {
    origin,
    close: async () => {
      await Promise.all(
        children.map(
          (child) =>
            new Promise<void>((resolve) => {
              if (child.exitCode !== null) return resolve();
              child.once('exit', () => resolve());
              child.kill('SIGTERM');
              setTimeout(() => child.kill('SIGKILL'), 10_000).unref();
            }),
        ),
      );
      await cleanup();
    },
  };
}
