// How long a post seen by a connector takes to become a visible lead (budget: 5 s, ARCHITECTURE.md §8).
//
//   cd api && npm run bench:latency                    # PGlite in memory
//   DATABASE_URL=postgres://... npm run bench:latency  # PostgreSQL
//
// Starts the app with its workers and the polling tick in-process, with the test configuration's polling
// defaults (POLL_TICK_SECONDS=1, DEFAULT_POLL_INTERVAL_SECONDS=2), and a project watching Hacker News
// through a local server that speaks Algolia's search API. Each round publishes one new story there and
// measures until GET /api/v1/leads/{projectId} lists it.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { intentSignals } from '../src/db/schema/index.js';

const rounds = 5;
const budgetMs = 5000;

const hits: Record<string, unknown>[] = [];
const feed = createServer((request, response) => {
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
await new Promise<void>((resolve) => feed.listen(0, '127.0.0.1', resolve));
const origin = `http://127.0.0.1:${(feed.address() as AddressInfo).port}`;

const result = loadConfig(
  {
    ...process.env,
    NODE_ENV: 'test',
    JWT_SECRET: 'bench-secret-that-is-long-enough-for-hs256',
    LOG_LEVEL: 'silent',
    DATA_DIR: 'memory://',
    POLL_TICK_SECONDS: '1',
    DEFAULT_POLL_INTERVAL_SECONDS: '2',
    PLATFORM_BASE_URL_HACKERNEWS: origin,
    AUTH_RATE_LIMIT_MAX: '1000',
  },
  'server',
);
if (!result.ok) throw new Error(result.problems.join('\n'));
const app = await buildApp({ config: result.config, runWorkers: true });
await app.ready();

async function call<T>(
  method: 'GET' | 'POST' | 'PATCH',
  url: string,
  payload?: object,
  token?: string,
): Promise<T> {
  const response = await app.inject({
    method,
    url,
    ...(payload ? { payload } : {}),
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  if (response.statusCode >= 300)
    throw new Error(`${method} ${url}: ${response.statusCode} ${response.body}`);
  return response.json<T>();
}

const email = `bench-${Date.now()}@example.com`;
await call('POST', '/auth/register', { email, password: 'correct horse battery' });
const login = await app.inject({
  method: 'POST',
  url: '/auth/jwt/login',
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  payload: new URLSearchParams({ username: email, password: 'correct horse battery' }).toString(),
});
const token = login.json<{ access_token: string }>().access_token;
await call('POST', '/api/v1/organization', { name: 'Bench' }, token);
const project = await call<{ id: string }>('POST', '/api/v1/project', { name: 'Latency' }, token);
await app.db.insert(intentSignals).values({
  projectId: project.id,
  name: 'Asking for a CRM recommendation',
  keywords: ['crm', 'hubspot alternative', 'simple crm'],
});
await call(
  'PATCH',
  `/api/v1/project/${project.id}/data-sources`,
  { data_sources: [{ platform: 'hackernews', enabled: true, settings: { keywords: ['crm'] } }] },
  token,
);

async function listed(externalId: string): Promise<boolean> {
  const list = await call<{ items: { post: { external_id: string } }[] }>(
    'GET',
    `/api/v1/leads/${project.id}?limit=200`,
    undefined,
    token,
  );
  return list.items.some((lead) => lead.post.external_id === externalId);
}

// Let the first poll (an empty feed) pass, so every round measures steady state.
await new Promise((resolve) => setTimeout(resolve, 3000));

const timings: number[] = [];
for (let round = 1; round <= rounds; round += 1) {
  const id = `${9_000_000 + round}`;
  const now = new Date();
  hits.push({
    objectID: id,
    created_at: now.toISOString(),
    created_at_i: Math.floor(now.getTime() / 1000),
    title: `Ask HN: Which simple CRM for a 5-person team? Looking for a HubSpot alternative (${round})`,
    story_text: 'HubSpot got too expensive for us. Can anyone recommend a simple CRM for a small sales team?',
    author: `founder${round}`,
    points: 3,
    num_comments: 0,
    _tags: ['story', 'ask_hn', `author_founder${round}`, `story_${id}`],
  });
  const started = performance.now();
  while (!(await listed(`item:${id}`))) {
    if (performance.now() - started > 30_000) throw new Error(`round ${round}: no lead after 30 s`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  const ms = performance.now() - started;
  timings.push(ms);
  process.stdout.write(`round ${round}: ${Math.round(ms)} ms\n`);
  // Publish at a different moment of the polling cycle each round.
  await new Promise((resolve) => setTimeout(resolve, 700 * round));
}

const sorted = [...timings].sort((a, b) => a - b);
const p50 = sorted[Math.floor(sorted.length / 2)]!;
const max = sorted[sorted.length - 1]!;
const database = result.config.database.kind === 'postgres' ? 'PostgreSQL' : 'PGlite';
process.stdout.write(
  `post -> visible lead on ${database}: p50 ${Math.round(p50)} ms, max ${Math.round(max)} ms ` +
    `(budget ${budgetMs} ms: ${max <= budgetMs ? 'met' : 'MISSED'}; tick 1 s, poll interval 2 s ±10%)\n`,
);
await app.close();
feed.close();
