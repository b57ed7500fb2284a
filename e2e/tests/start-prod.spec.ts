// `npm run start:prod` runs the production layout as processes: on a fresh PostgreSQL database, a user
// signs up, creates an organization and reaches /projects, each remote comes from its own port with
// production's cache headers, and SIGTERM stops every process and frees every port.
import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import type { Response } from '@playwright/test';
import { test, expect, extraOrigins, signUp, uniqueEmail } from '../support/fixtures';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const remotes = ['auth', 'leads', 'projects', 'settings', 'team'];
const baseUrl = process.env.DATABASE_URL;

// start:prod needs PostgreSQL: playwright.config.ts runs this spec only in the "e2e (PostgreSQL)" pass.
if (!baseUrl) throw new Error('start-prod.spec.ts needs DATABASE_URL (it runs in the PostgreSQL pass)');

const database = `sb_start_prod_${Date.now()}_${process.pid}`;
let child: ChildProcess | undefined;
let output = '';
let hostPort = 0;
let apiPort = 0;

const canListen = (port: number) =>
  new Promise<boolean>((resolve) => {
    const probe = net.createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });

/** A first port with the next five free (host + remotes), and another free port for the API. */
async function freePorts(): Promise<[number, number]> {
  for (let attempt = 0; attempt < 50; attempt++) {
    const base = 20_000 + Math.floor(Math.random() * 30_000);
    const wanted = [base, base + 1, base + 2, base + 3, base + 4, base + 5, base + 10];
    if ((await Promise.all(wanted.map(canListen))).every(Boolean)) return [base, base + 10];
  }
  throw new Error('No run of free ports found for start:prod');
}

const refused = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', () => resolve(true));
  });

async function adminQuery(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: baseUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

test.beforeAll(async () => {
  test.setTimeout(240_000);
  await adminQuery(`CREATE DATABASE ${database}`);
  const url = new URL(baseUrl!);
  url.pathname = `/${database}`;
  [hostPort, apiPort] = await freePorts();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATABASE_URL: url.toString(),
    START_PROD_PORT_BASE: String(hostPort),
    START_PROD_API_PORT: String(apiPort),
    LOG_LEVEL: 'warn',
    // npm test builds every app before the e2e pass; building again here would only race other builds.
    START_PROD_SKIP_BUILD: '1',
  };
  delete env.JWT_SECRET; // start:prod generates one for the session (and says so)
  delete env.SMTP_URL; // mail goes to the log
  child = spawn(process.execPath, [path.join(root, 'scripts', 'start-prod.mjs')], {
    cwd: root,
    env,
    stdio: 'pipe',
    // Its own process group, so clean-up can end the builds it may still be running too.
    detached: true,
  });
  const printedUrl = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`start:prod printed no URL within 200 s:\n${output}`)),
      200_000,
    );
    const read = (chunk: Buffer) => {
      output += chunk;
      const match = output.match(/^Open (http:\/\/\S+)/m);
      if (!match) return;
      clearTimeout(timer);
      resolve(match[1]!);
    };
    child!.stdout!.on('data', read);
    child!.stderr!.on('data', read);
    child!.once('exit', (code) =>
      reject(new Error(`start:prod exited (${code}) before it was ready:\n${output}`)),
    );
  });
  expect(printedUrl).toBe(`http://127.0.0.1:${hostPort}`);
  expect(output).toMatch(/JWT_SECRET is not set/);
  extraOrigins.push(
    `http://127.0.0.1:${apiPort}`,
    ...[0, 1, 2, 3, 4, 5].map((i) => `http://127.0.0.1:${hostPort + i}`),
  );
});

test.afterAll(async () => {
  if (child && child.exitCode === null && child.signalCode === null) {
    const exited = new Promise((resolve) => child!.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  }
  // Whatever is left of its group (a build it was running when the test gave up).
  try {
    if (child?.pid) process.kill(-child.pid, 'SIGKILL');
  } catch {
    // the group is gone: nothing was left
  }
  if (baseUrl) await adminQuery(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
});

test('sign-up to /projects on the production layout, remotes from their own ports, then SIGTERM stops it all', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const origin = `http://127.0.0.1:${hostPort}`;
  const remoteOrigin = (i: number) => `http://127.0.0.1:${hostPort + 1 + i}`;
  const responses: Response[] = [];
  page.on('response', (response) => responses.push(response));

  await signUp(page, uniqueEmail('prod'), 'correct horse battery', origin);
  await expect(page).toHaveURL(`${origin}/`);
  await page.getByLabel('Organization name').fill('Lovelace Analytics');
  const hashedChunkOf = (name: string) => {
    const from = remoteOrigin(remotes.indexOf(name));
    // A loaded 2-core machine can take long to answer: the test's own limit applies.
    return page.waitForResponse(
      (r) => r.url().startsWith(`${from}/`) && /\.[0-9a-f]{8,}\.js$/.test(r.url()),
      {
        timeout: 0,
      },
    );
  };
  const projectsChunk = hashedChunkOf('projects');
  await page.getByRole('button', { name: 'Create organization' }).click();
  await expect(page).toHaveURL(`${origin}/projects`);
  await expect(page.getByRole('heading', { name: /projects/i }).first()).toBeVisible();
  await projectsChunk;

  // Leads and settings load when a project's area opens: a project made through the API on its port.
  const token = await page.evaluate(() => localStorage.getItem('access_token'));
  const created = await fetch(`http://127.0.0.1:${apiPort}/api/v1/project`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'Acme CRM leads' }),
  });
  expect(created.status, await created.clone().text()).toBe(201);
  const project = (await created.json()) as { id: string };
  for (const name of ['leads', 'settings']) {
    const chunk = hashedChunkOf(name);
    await page.goto(`${origin}/projects/${project.id}/${name}`);
    await chunk;
  }

  // The API answered from its own port, with CORS for the host's origin.
  const apiCall = responses.find(
    (r) => r.url().startsWith(`http://127.0.0.1:${apiPort}/`) && r.request().method() === 'GET',
  );
  expect(apiCall, 'a call to the API on its own port').toBeTruthy();
  expect((await apiCall!.allHeaders())['access-control-allow-origin']).toBe(origin);

  // Each remote came from its own port: manifest and remoteEntry.js no-cache with CORS, remoteEntry.js
  // sent as the build's precompressed copy, hashed chunks immutable for a year.
  for (const [i, name] of remotes.entries()) {
    const from = remoteOrigin(i);
    for (const file of ['mf-manifest.json', 'remoteEntry.js']) {
      const response = responses.find((r) => r.url() === `${from}/${file}`);
      expect(response, `the ${name} remote's ${file} from ${from}`).toBeTruthy();
      expect(response!.status()).toBe(200);
      const headers = await response!.allHeaders();
      expect(headers['cache-control'], `${name} ${file}`).toBe('no-cache');
      expect(headers['access-control-allow-origin'], `${name} ${file}`).toBe('*');
      if (file === 'remoteEntry.js') expect(['br', 'gzip'], name).toContain(headers['content-encoding']);
    }
    const chunk = responses.find(
      (r) => r.url().startsWith(`${from}/`) && /\.[0-9a-f]{8,}\.js$/.test(r.url()),
    );
    expect(chunk, `a hashed chunk of the ${name} remote from ${from}`).toBeTruthy();
    expect((await chunk!.allHeaders())['cache-control'], name).toBe('public, max-age=31536000, immutable');
  }
  // The host's own entry files are revalidated; its hashed files are not.
  const hostChunk = responses.find(
    (r) => r.url().startsWith(`${origin}/`) && /\.[0-9a-f]{8,}\.js$/.test(r.url()),
  );
  expect((await hostChunk!.allHeaders())['cache-control']).toBe('public, max-age=31536000, immutable');
  const appConfig = responses.find((r) => r.url() === `${origin}/app-config.json`);
  expect((await appConfig!.allHeaders())['cache-control']).toBe('no-cache');
  // The body is read again: the browser drops bodies of pages it navigated away from.
  expect(await (await fetch(`${origin}/app-config.json`)).json()).toMatchObject({
    apiUrl: `http://127.0.0.1:${apiPort}`,
    environment: 'production',
    remotes: Object.fromEntries(remotes.map((name, i) => [name, `${remoteOrigin(i)}/mf-manifest.json`])),
  });

  // SIGTERM stops every process: start:prod exits 0 and no port answers any more.
  await page.close();
  const exited = new Promise<number | null>((resolve) => child!.once('exit', (code) => resolve(code)));
  child!.kill('SIGTERM');
  expect(await exited, output).toBe(0);
  for (const port of [
    apiPort,
    hostPort,
    hostPort + 1,
    hostPort + 2,
    hostPort + 3,
    hostPort + 4,
    hostPort + 5,
  ])
    expect(await refused(port), `port ${port} is closed`).toBe(true);
});
