import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseEnv } from '../helper.js';
import { spawnEntry, type RunningEntry } from '../support/spawn-entry.js';

// The real embedded entry (src/embedded.ts) in its own process, over HTTP, with a temporary build output.
let workDir: string;
let env: Record<string, string>;
let running: RunningEntry;
let base: string;

beforeAll(async () => {
  workDir = await mkdtemp(path.join(tmpdir(), 'signalboard-embedded-'));
  const staticRoot = path.join(workDir, 'site');
  await mkdir(path.join(staticRoot, 'host', 'dist'), { recursive: true });
  await mkdir(path.join(staticRoot, 'remote-auth', 'dist'), { recursive: true });
  await writeFile(
    path.join(staticRoot, 'host', 'dist', 'index.html'),
    '<!doctype html><div id="root">host shell</div>',
  );
  await writeFile(path.join(staticRoot, 'host', 'dist', 'main.3f9a8c1e.js'), 'console.log("host")');
  await writeFile(path.join(staticRoot, 'remote-auth', 'dist', 'mf-manifest.json'), '{"name":"auth"}');
  await writeFile(path.join(staticRoot, 'remote-auth', 'dist', 'remoteEntry.js'), 'var auth = 1;');
  await writeFile(path.join(staticRoot, 'remote-auth', 'dist', '512.a1b2c3d4e5.js'), 'var chunk = 1;');
  const database = await databaseEnv();
  env = {
    ...(database.DATABASE_URL ? { DATABASE_URL: database.DATABASE_URL } : {}),
    DATA_DIR: path.join(workDir, 'data'),
    STATIC_ROOT: staticRoot,
    PORT: '0',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
  };
  running = spawnEntry('embedded', env);
  base = await started(running);
}, 120_000);

/** The base URL, once the entry has printed everything it prints at start-up (the outbox line is last). */
async function started(entry: RunningEntry): Promise<string> {
  await entry.waitForOutput(/Mail is not sent: read it at .*\n/);
  return (await entry.waitForOutput(/Signalboard is running at (http:\/\/127\.0\.0\.1:\d+)/))[1]!;
}

afterAll(async () => {
  await running?.stop('SIGKILL');
  await rm(workDir, { recursive: true, force: true });
});

async function demoToken(): Promise<string> {
  const response = await fetch(`${base}/auth/jwt/login`, {
    method: 'POST',
    body: new URLSearchParams({ username: 'demo@signalboard.local', password: 'signalboard-demo' }),
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { access_token: string }).access_token;
}

describe('embedded mode', () => {
  it('prints the address, the demo credentials, the outbox and what is not built', () => {
    const output = running.output();
    expect(output).toContain('Demo account (just created): demo@signalboard.local / signalboard-demo');
    expect(output).toContain('/dev/outbox');
    expect(output).toMatch(/remote-lead.*dist is missing/);
    expect(output).not.toMatch(/host.dist is missing/);
  });

  it('serves /app-config.json for the host', async () => {
    const response = await fetch(`${base}/app-config.json`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      apiUrl: '',
      analyticsKey: '',
      analyticsHost: 'https://us.i.posthog.com',
      environment: 'embedded',
      remotes: {
        auth: '/remotes/auth/mf-manifest.json',
        leads: '/remotes/leads/mf-manifest.json',
        projects: '/remotes/projects/mf-manifest.json',
        settings: '/remotes/settings/mf-manifest.json',
        team: '/remotes/team/mf-manifest.json',
      },
      outboxUrl: '/dev/outbox',
    });
  });

  it('serves remote files with CORS and the right cache headers', async () => {
    const entry = await fetch(`${base}/remotes/auth/remoteEntry.js`);
    expect(entry.status).toBe(200);
    expect(await entry.text()).toBe('var auth = 1;');
    expect(entry.headers.get('access-control-allow-origin')).toBe('*');
    expect(entry.headers.get('cache-control')).toBe('no-cache');
    expect((await fetch(`${base}/remotes/auth/mf-manifest.json`)).headers.get('cache-control')).toBe(
      'no-cache',
    );
    const chunk = await fetch(`${base}/remotes/auth/512.a1b2c3d4e5.js`);
    expect(chunk.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect((await fetch(`${base}/remotes/auth/nope.js`)).status).toBe(404);
  });

  it('serves the host, and index.html for client-side routes that want HTML', async () => {
    const root = await fetch(`${base}/`, { headers: { accept: 'text/html' } });
    expect(await root.text()).toContain('host shell');
    const deepLink = await fetch(`${base}/projects/123/leads?status=all`, {
      headers: { accept: 'text/html,application/xhtml+xml' },
    });
    expect(deepLink.status).toBe(200);
    expect(deepLink.headers.get('cache-control')).toBe('no-cache');
    expect(await deepLink.text()).toContain('host shell');
    expect((await fetch(`${base}/main.3f9a8c1e.js`)).headers.get('cache-control')).toBe(
      'public, max-age=31536000, immutable',
    );
  });

  it('keeps JSON 404s for API paths and for requests that do not want HTML', async () => {
    for (const [url, accept] of [
      ['/api/v1/nothing', 'text/html'],
      ['/projects/123', 'application/json'],
    ] as const) {
      const response = await fetch(`${base}${url}`, { headers: { accept } });
      expect(response.status, url).toBe(404);
      expect(((await response.json()) as { code: string }).code).toBe('NOT_FOUND');
    }
  });

  it('seeded the demo account with its organization and project, and serves the API at the root', async () => {
    const token = await demoToken();
    const headers = { authorization: `Bearer ${token}` };
    const me = (await (await fetch(`${base}/users_info/me`, { headers })).json()) as { is_verified: boolean };
    expect(me.is_verified).toBe(true);
    const organization = (await (await fetch(`${base}/api/v1/organization`, { headers })).json()) as {
      name: string;
      role: string;
    };
    expect(organization).toMatchObject({ name: 'Demo Co', role: 'owner' });
    const projects = (await (await fetch(`${base}/api/v1/project`, { headers })).json()) as {
      name: string;
      business_description: string;
    }[];
    expect(projects).toHaveLength(1);
    expect(projects[0]).toMatchObject({
      name: 'Acme CRM leads',
      business_description: expect.stringContaining('CRM'),
    });
  });

  it('fills the demo project with leads from the bundled sample feed within seconds of the first start', async () => {
    const token = await demoToken();
    const headers = { authorization: `Bearer ${token}` };
    const [project] = (await (await fetch(`${base}/api/v1/project`, { headers })).json()) as { id: string }[];
    const signals = (await (
      await fetch(`${base}/api/v1/leads/${project!.id}/intent_signals`, { headers })
    ).json()) as unknown[];
    expect(signals.length).toBeGreaterThan(0);
    let list = { total: 0, items: [] as { platform: string; score: number; matches: unknown[] }[] };
    for (let i = 0; i < 100 && list.total === 0; i += 1) {
      await new Promise((resolve) => setTimeout(resolve, 150));
      list = (await (
        await fetch(`${base}/api/v1/leads/${project!.id}?limit=200`, { headers })
      ).json()) as typeof list;
    }
    expect(list.total).toBeGreaterThan(5);
    expect(list.items.every((lead) => lead.score >= 50 && lead.matches.length > 0)).toBe(true);
    // The sample platform feeds the demo but is not offered to anyone.
    const catalogue = (await (
      await fetch(`${base}/api/v1/data_source_subscriptions`, { headers })
    ).json()) as {
      id: string;
    }[];
    expect(catalogue.map((platform) => platform.id)).not.toContain('sample');
  });

  it('works jobs in-process: registration mail reaches the outbox', async () => {
    const email = `embedded-${Date.now()}@example.com`;
    const registered = await fetch(`${base}/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: 'a long enough password' }),
    });
    expect(registered.status).toBe(201);
    let mails: { to: string; text: string }[] = [];
    for (let i = 0; i < 100 && !mails.some((m) => m.to === email); i += 1) {
      await new Promise((resolve) => setTimeout(resolve, 150));
      mails = (await (await fetch(`${base}/dev/outbox.json`)).json()) as { to: string; text: string }[];
    }
    expect(mails.find((m) => m.to === email)?.text).toMatch(
      new RegExp(`${base.replace(/[.:/]/g, '\\$&')}/verify-user\\?token=`),
    );
  });

  it('shuts down cleanly on SIGTERM, and starts again quickly on the same data (same secret, seed kept)', async () => {
    const token = await demoToken();
    expect(await running.stop('SIGTERM')).toBe(0);

    const restartedAt = Date.now();
    running = spawnEntry('embedded', env);
    base = await started(running);
    const restartMs = Date.now() - restartedAt;
    expect(running.output()).toContain('Demo account: demo@signalboard.local / signalboard-demo');
    const me = await fetch(`${base}/users_info/me`, { headers: { authorization: `Bearer ${token}` } });
    expect(me.status).toBe(200);
    const projects = (await (
      await fetch(`${base}/api/v1/project`, { headers: { authorization: `Bearer ${token}` } })
    ).json()) as unknown[];
    expect(projects).toHaveLength(1);
    expect(restartMs).toBeLessThan(20_000);
    expect(await running.stop('SIGINT')).toBe(0);
  }, 90_000);
});
