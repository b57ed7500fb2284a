// What the benchmarks share: a local Hacker News that publishes a story when a round says so, the app
// built for benchmarking, and the owner of an organization with one project who drives it through the API.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp, type AppOptions } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { intentSignals } from '../src/db/schema/index.js';

/** A local server speaking Algolia's Hacker News search API (search_by_date, newest first). */
export async function startHackerNewsFeed() {
  const hits: Record<string, unknown>[] = [];
  const server = createServer((request, response) => {
    if (!request.url?.startsWith('/api/v1/search_by_date')) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { 'content-type': 'application/json' }).end(
      JSON.stringify({
        hits: [...hits].reverse(),
        nbHits: hits.length,
        page: 0,
        nbPages: 1,
        hitsPerPage: 100,
      }),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    /** The environment pointing the app's Hacker News source here. */
    env: { PLATFORM_BASE_URL_HACKERNEWS: `http://127.0.0.1:${(server.address() as AddressInfo).port}` },
    /** Publishes, now, an Ask HN story looking for a simple CRM, with `tag` at the end of its title. */
    publishCrmQuestion(id: string, round: number, tag: string) {
      const now = new Date();
      hits.push({
        objectID: id,
        created_at: now.toISOString(),
        created_at_i: Math.floor(now.getTime() / 1000),
        title: `Ask HN: Which simple CRM for a 5-person team? Looking for a HubSpot alternative (${tag})`,
        story_text:
          'HubSpot got too expensive for us. Can anyone recommend a simple CRM for a small sales team?',
        author: `founder${round}`,
        points: 3,
        num_comments: 0,
        _tags: ['story', 'ask_hn', `author_founder${round}`, `story_${id}`],
      });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * The app on `env`, with a fixed JWT secret, silent logs, files in `dataDir` (in memory unless a
 * benchmark needs more than memory holds) and room for many sign-ins.
 */
export async function benchApp(
  env: Record<string, string | undefined>,
  options: Omit<AppOptions, 'config'> = {},
  dataDir = 'memory://',
) {
  const result = loadConfig(
    {
      ...env,
      JWT_SECRET: 'bench-secret-that-is-long-enough-for-hs256',
      LOG_LEVEL: 'silent',
      DATA_DIR: dataDir,
      AUTH_RATE_LIMIT_MAX: '1000',
    },
    'server',
  );
  if (!result.ok) throw new Error(result.problems.join('\n'));
  const app = await buildApp({ ...options, config: result.config });
  await app.ready();
  return { app, config: result.config };
}

type Method = 'GET' | 'POST' | 'PATCH' | 'PUT';

async function request<T>(
  app: FastifyInstance,
  method: Method,
  url: string,
  payload?: object,
  token?: string,
) {
  const response = await app.inject({
    method,
    url,
    ...(payload ? { payload } : {}),
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  if (response.statusCode >= 300)
    throw new Error(`${method} ${url}: ${response.statusCode} ${response.body}`);
  return (response.body ? response.json() : null) as T;
}

/**
 * A new account (bench-<now>@example.com) owning the organization "Bench" with one project,
 * `projectName`; `call` speaks to the API as them and throws on any answer but 2xx.
 */
export async function signedUpOwner(app: FastifyInstance, projectName: string) {
  const email = `bench-${Date.now()}@example.com`;
  const password = 'correct horse battery';
  await request(app, 'POST', '/auth/register', { email, password });
  const login = await app.inject({
    method: 'POST',
    url: '/auth/jwt/login',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ username: email, password }).toString(),
  });
  const token = login.json<{ access_token: string }>().access_token;
  const call = <T = unknown>(method: Method, url: string, payload?: object) =>
    request<T>(app, method, url, payload, token);
  await call('POST', '/api/v1/organization', { name: 'Bench' });
  const project = await call<{ id: string }>('POST', '/api/v1/project', { name: projectName });
  return { email, token, projectId: project.id, call };
}

export type BenchOwner = Awaited<ReturnType<typeof signedUpOwner>>;

/** Has the owner's project watch Hacker News for `crm` with an intent signal the CRM questions match. */
export async function watchHackerNewsForCrmQuestions(
  app: FastifyInstance,
  { projectId, call }: Pick<BenchOwner, 'projectId' | 'call'>,
) {
  const [signal] = await app.db
    .insert(intentSignals)
    .values({
      projectId,
      name: 'Asking for a CRM recommendation',
      keywords: ['crm', 'hubspot alternative', 'simple crm'],
    })
    .returning();
  await call('PATCH', `/api/v1/project/${projectId}/data-sources`, {
    data_sources: [{ platform: 'hackernews', enabled: true, settings: { keywords: ['crm'] } }],
  });
  return signal!;
}

/** The value at quantile `q` (0-1) of `values`, rounded to a whole number. */
export function quantile(values: number[], q: number) {
  const ordered = [...values].sort((a, b) => a - b);
  return Math.round(ordered[Math.min(ordered.length - 1, Math.ceil(q * ordered.length) - 1)] ?? NaN);
}

/**
 * A PostgreSQL database of the bench's own on the server of `adminUrl` (dropped first if a run left it),
 * so a bench never writes into the database the tests use: its URL, and `drop` for the end.
 */
export async function ownDatabase(adminUrl: string, name: string) {
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`drop database if exists "${name}" with (force)`);
  await admin(`create database "${name}"`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => admin(`drop database if exists "${name}" with (force)`) };
}
