// The lead list at 1,000,000 leads in one project, on PostgreSQL (ARCHITECTURE.md section 8: p95 under
// 25 ms server time for any filter combination). Run: DATABASE_URL=postgres://... node scripts/pnpm.mjs
// --filter @signalboard/api bench:leads [-- --keep] [-- --reuse] [-- --runs=50] [-- --leads=1000000]
// [-- --layout=arrival|shuffled]
//
// --layout: how the rows lie on disk. `arrival` (default) stores leads in the order they came in, oldest
// first, as the pipeline writes them (a poll brings what was published since the last one); `shuffled`
// stores them in random date order, the worst case for any walk of the list in date order (every heap
// fetch lands on another page), as a table rewritten by imports of old posts could become.
//
// Creates (and drops, unless --keep) the database signalboard_bench_leads, migrates it by opening the
// app on it, seeds with generate_series SQL, runs VACUUM ANALYZE, then times each filter combination
// through app.inject (the whole server: auth, tenancy, the queries, serialisation) and, beside it, the
// list's own two statements (the page and the capped count) replayed raw on a pg pool.
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { postgresSessionOptions } from '../src/db/open-database.js';

const databaseName = 'signalboard_bench_leads';
const args = process.argv.slice(2);
const flag = (name: string) => args.includes(`--${name}`);
const option = (name: string, fallback: number) => {
  const found = args.find((arg) => arg.startsWith(`--${name}=`));
  return found ? Number(found.split('=')[1]) : fallback;
};
const keep = flag('keep');
const reuse = flag('reuse');
const runs = option('runs', 50);
const warmup = option('warmup', 20);
const leadCount = option('leads', 1_000_000);
const layout = args.find((arg) => arg.startsWith('--layout='))?.split('=')[1] ?? 'arrival';
if (layout !== 'arrival' && layout !== 'shuffled') {
  process.stderr.write(`--layout is arrival or shuffled, not "${layout}"\n`);
  process.exit(1);
}
const otherLeadCount = Math.round(leadCount / 10);

const adminUrl = process.env.DATABASE_URL;
if (!adminUrl?.startsWith('postgres')) {
  process.stderr.write(
    'bench:leads needs DATABASE_URL=postgres://... (a PostgreSQL server it may create a database on)\n',
  );
  process.exit(1);
}
const benchUrl = new URL(adminUrl);
benchUrl.pathname = `/${databaseName}`;

async function admin(sql: string): Promise<pg.QueryResult> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await client.query(sql);
  } finally {
    await client.end();
  }
}

const log = (line: string) => process.stdout.write(`${line}\n`);

// Every statement the app sends while `recording` is set, with the connection it went over: a statement in
// a transaction (the count with `set local`, leads-repository.ts) is replayed with the settings made
// before it on that connection. pg.Pool sends through pg.Client, so each statement is seen once.
interface Recorded {
  text: string;
  values: unknown[];
  /** The `set local ...` statements sent before it on the same connection. */
  settings: string[];
}
let recording: Recorded[] | null = null;
const settingsOf = new WeakMap<pg.Client, string[]>();
const clientQuery = pg.Client.prototype.query;
pg.Client.prototype.query = function recordQuery(this: pg.Client, ...callArgs: unknown[]) {
  const [config, values] = callArgs as [string | { text: string }, unknown[] | undefined];
  const text = typeof config === 'string' ? config : config?.text;
  if (recording && typeof text === 'string') {
    if (/^\s*(begin|commit|rollback)\b/i.test(text)) settingsOf.set(this, []);
    else if (/^\s*set local\b/i.test(text)) settingsOf.get(this)?.push(text);
    else
      recording.push({
        text,
        values: Array.isArray(values) ? values : [],
        settings: settingsOf.get(this) ?? [],
      });
  }
  return (clientQuery as (...a: unknown[]) => unknown).apply(this, callArgs);
} as typeof pg.Client.prototype.query;

/** One recorded statement on its own: in a transaction with its settings when it had any. */
async function replay(statement: Recorded): Promise<void> {
  if (statement.settings.length === 0) {
    await pool.query(statement.text, statement.values);
    return;
  }
  const client = await pool.connect();
  try {
    await client.query('begin');
    for (const setting of statement.settings) await client.query(setting);
    await client.query(statement.text, statement.values);
    await client.query('commit');
  } finally {
    client.release();
  }
}

const exists = (await admin(`select 1 from pg_database where datname = '${databaseName}'`)).rowCount === 1;
if (exists && !reuse) await admin(`drop database "${databaseName}" with (force)`);
if (!exists || !reuse) await admin(`create database "${databaseName}"`);

const loaded = loadConfig(
  {
    DATABASE_URL: benchUrl.toString(),
    DATA_DIR: 'memory://',
    JWT_SECRET: 'bench-secret-that-is-long-enough-for-hs256',
    LOG_LEVEL: 'silent',
    AUTH_RATE_LIMIT_MAX: '1000',
    // 1,400 list calls in well under a minute: the per-user limit would answer 429s, not lists.
    RATE_LIMIT_MAX: '1000000',
  },
  'server',
);
if (!loaded.ok) throw new Error(loaded.problems.join('\n'));
const app = await buildApp({ config: loaded.config });
await app.ready();
// The app's session settings, so the raw replay plans and runs its statements as the app does.
const pool = new pg.Pool({ connectionString: benchUrl.toString(), max: 4, options: postgresSessionOptions });

async function call(method: 'GET' | 'POST' | 'PUT', url: string, token?: string, payload?: object) {
  const response = await app.inject({
    method,
    url,
    ...(payload ? { payload } : {}),
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  if (response.statusCode >= 300)
    throw new Error(`${method} ${url}: ${response.statusCode} ${response.body}`);
  return response;
}

async function ownerToken(): Promise<string> {
  const email = 'bench-owner@example.com';
  const password = 'correct horse battery';
  if (!reuse || !exists) await call('POST', '/auth/register', undefined, { email, password });
  const login = await app.inject({
    method: 'POST',
    url: '/auth/jwt/login',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ username: email, password }).toString(),
  });
  return login.json<{ access_token: string }>().access_token;
}

const signalNames = [
  'Asks for a CRM',
  'Seeks an alternative',
  'Complains about pricing',
  'Wants an integration',
];
// Each signal matches this share of leads.
const signalShares = [0.3, 0.1, 0.03, 0.005];

/** Posts and leads for one project with generate_series: words with a long tail, a year of dates. */
async function seedProject(projectId: string, count: number, prefix: string, ownerId: string) {
  const statuses = (
    await pool.query<{ id: string }>(
      'select id from lead_status_configs where project_id = $1 order by position',
      [projectId],
    )
  ).rows.map((row) => row.id);
  await pool.query(
    `insert into posts (platform, external_id, url, author, community, title, body, metadata, published_at)
     select
       (array['reddit','reddit','reddit','hackernews','hackernews','github','stackexchange','mastodon','devto','rss','bluesky','lobsters'])[1 + ((g::bigint * 7919) % 12)::int],
       $1 || g,
       'https://example.com/' || $1 || g,
       'author' || (g % 20000),
       'community' || (g % 300),
       (array['Looking for a CRM','Best tool for sales','HubSpot alternative?','Pipeline software','Need advice'])[1 + g % 5] || ' ' || g,
       (select string_agg('w' || floor(random() * 3000 + n * 0)::int, ' ') from generate_series(1, 18 + g * 0) w(n))
         || case when random() < 0.12 then ' crm' else '' end
         || case when random() < 0.03 then ' hubspot' else '' end
         || case when random() < 0.01 then ' salesforce' else '' end
         || case when random() < 0.002 then ' pipedrive' else '' end
         || case when random() < 0.08 then ' looking for a recommendation' else '' end,
       jsonb_build_object('points', g % 500, 'comments', g % 80),
       case when $3 = 'shuffled' then now() - random() * interval '365 days'
         -- A year, oldest first; within a poll's worth of time the order is loose.
         else now() - interval '365 days' * (1 - g::float8 / $2) - random() * interval '6 hours' end
     from generate_series(1, $2::int) g`,
    [`${prefix}-`, count, layout],
  );
  await pool.query(
    // A tenth of the leads have an owner (issue 26's "Assigned to me" filter), as a team that assigns
    // what it works on and leaves the rest of the inbox unowned.
    `insert into leads (project_id, post_id, platform, published_at, score, status_config_id, read, starred, deleted, created_at, assignee_id)
     select $1, p.id, p.platform, p.published_at, 30 + floor(random() * 71)::int,
       ($2::uuid[])[case when r < 0.6 then 1 when r < 0.75 then 2 when r < 0.87 then 3 when r < 0.95 then 4 else 5 end],
       random() < 0.6, random() < 0.05, random() < 0.02, p.published_at,
       case when random() < 0.1 then $4::uuid end
     from (select id, platform, published_at, random() as r from posts where external_id like $3) p`,
    [projectId, statuses, `${prefix}-%`, ownerId],
  );
}

async function seed(
  token: string,
): Promise<{ projectId: string; signalIds: string[]; boolColumn: string; textColumn: string }> {
  await call('POST', '/api/v1/organization', token, { name: 'Bench' });
  const project = (await call('POST', '/api/v1/project', token, { name: 'Million' })).json<{ id: string }>();
  const other = (await call('POST', '/api/v1/project', token, { name: 'Smaller' })).json<{ id: string }>();
  const signals = (
    await call('PUT', `/api/v1/leads/${project.id}/intent_signals`, token, {
      intent_signals: signalNames.map((name) => ({ name, keywords: ['crm'], negative_keywords: [] })),
      reanalyze_leads: false,
    })
  ).json<{ id: string }[]>();
  const columns = (
    await pool.query<{ id: string }>(
      `insert into smart_columns (project_id, name, question, kind, position) values
       ($1, 'Competitor mentioned', 'Does it mention a competitor?', 'boolean', 0),
       ($1, 'Competitor', 'Which competitor?', 'text', 1) returning id`,
      [project.id],
    )
  ).rows;
  const started = performance.now();
  // Secondary indexes (the migrations' own definitions) are built once after the load rather than
  // updated a million times during it; keys and constraints stay.
  const secondary = (
    await pool.query<{ name: string; definition: string }>(
      `select c.relname as name, pg_get_indexdef(i.indexrelid) as definition
       from pg_index i join pg_class c on c.oid = i.indexrelid
       where i.indrelid in ('posts'::regclass, 'leads'::regclass, 'lead_signal_matches'::regclass, 'lead_smart_values'::regclass)
         and not exists (select 1 from pg_constraint k where k.conindid = i.indexrelid)`,
    )
  ).rows;
  for (const index of secondary) await pool.query(`drop index "${index.name}"`);
  const [owner] = (
    await pool.query<{ id: string }>("select id from users where email = 'bench-owner@example.com'")
  ).rows;
  await seedProject(project.id, leadCount, 'bench-a', owner!.id);
  await seedProject(other.id, otherLeadCount, 'bench-b', owner!.id);
  const explanation = JSON.stringify({
    source: 'local',
    terms: ['crm'],
    phrases: [],
    cues: ['asks for a recommendation'],
    negatives: [],
    reason: 'Asks for a recommendation and mentions crm.',
  });
  for (const [index, signal] of signals.entries())
    await pool.query(
      `insert into lead_signal_matches (lead_id, intent_signal_id, score, explanation)
       select id, $2, 30 + floor(random() * 71)::int, $3::jsonb from leads where project_id = $1 and random() < $4`,
      [project.id, signal.id, explanation, signalShares[index]],
    );
  await pool.query(
    `insert into lead_smart_values (lead_id, smart_column_id, bool_value, source)
     select id, $2, random() < 0.2, 'local' from leads where project_id = $1 and random() < 0.8`,
    [project.id, columns[0]!.id],
  );
  await pool.query(
    `insert into lead_smart_values (lead_id, smart_column_id, text_value, source)
     select id, $2, (array['HubSpot','Salesforce','Pipedrive','Zoho CRM','Close','Copper'])[1 + floor(random() * 6)::int], 'local'
     from leads where project_id = $1 and random() < 0.3`,
    [project.id, columns[1]!.id],
  );
  const client = await pool.connect();
  try {
    await client.query("set maintenance_work_mem = '512MB'");
    for (const index of secondary) await client.query(index.definition);
  } finally {
    client.release();
  }
  log(
    `seeded ${leadCount} + ${otherLeadCount} leads in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  return {
    projectId: project.id,
    signalIds: signals.map((s) => s.id),
    boolColumn: columns[0]!.id,
    textColumn: columns[1]!.id,
  };
}

async function existing(): Promise<{
  projectId: string;
  signalIds: string[];
  boolColumn: string;
  textColumn: string;
}> {
  const project = (await pool.query<{ id: string }>("select id from projects where name = 'Million'"))
    .rows[0]!;
  const signals = await pool.query<{ id: string }>(
    'select id from intent_signals where project_id = $1 order by position',
    [project.id],
  );
  const columns = await pool.query<{ id: string }>(
    'select id from smart_columns where project_id = $1 order by position',
    [project.id],
  );
  return {
    projectId: project.id,
    signalIds: signals.rows.map((r) => r.id),
    boolColumn: columns.rows[0]!.id,
    textColumn: columns.rows[1]!.id,
  };
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)]!;
const summary = (times: number[]) => {
  const sorted = [...times].sort((a, b) => a - b);
  return { p50: percentile(sorted, 0.5), p95: percentile(sorted, 0.95) };
};

try {
  const token = await ownerToken();
  const scene = reuse && exists ? await existing() : await seed(token);
  if (!(reuse && exists)) {
    const started = performance.now();
    await pool.query('vacuum analyze');
    log(`vacuum analyze in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  }
  const [status] = (
    await pool.query<{ id: string }>(
      'select id from lead_status_configs where project_id = $1 order by position offset 3 limit 1',
      [scene.projectId],
    )
  ).rows;
  const smart = (value: object) => encodeURIComponent(JSON.stringify(value));
  const cases: [string, string][] = [
    ['default list', ''],
    ['status (Won, 8%)', `status_config_id=${status!.id}`],
    ['read=false', 'read=false'],
    ['starred', 'starred=true'],
    ['one signal (30%)', `intent_signals=${scene.signalIds[0]}`],
    ['rare signal (0.5%)', `intent_signals=${scene.signalIds[3]}`],
    ['two data sources', 'data_source_filters=github&data_source_filters=mastodon'],
    ['search common word (12%)', 'search_text=crm'],
    ['search rare word (0.2%)', 'search_text=pipedrive'],
    ['search word matching nothing', 'search_text=zzyzxnomatch'],
    ['date range (one month)', `date_from=${isoDaysAgo(60)}&date_to=${isoDaysAgo(30)}`],
    ['sort by score', 'sort_by=score'],
    ['sort by score asc', 'sort_by=score&sort_order=asc'],
    ['deep skip 100000', 'skip=100000'],
    ['deep skip 100000 by score', 'sort_by=score&skip=100000'],
    [
      'smart bool is true (16%)',
      `smart_column_values=${smart({ column_id: scene.boolColumn, operator: 'is', bool_value: true })}`,
    ],
    [
      'smart text contains',
      `smart_column_values=${smart({ column_id: scene.textColumn, operator: 'contains', text_value: 'zoho' })}`,
    ],
    [
      'combination',
      `read=false&intent_signals=${scene.signalIds[0]}&data_source_filters=reddit&search_text=crm&date_from=${isoDaysAgo(180)}`,
    ],
    [
      'combination, few matches',
      `starred=true&status_config_id=${status!.id}&data_source_filters=lobsters&intent_signals=${scene.signalIds[2]}`,
    ],
    ['limit 200', 'limit=200'],
    ['assigned to me (10%)', 'assignee=me'],
    ['unassigned (90%)', 'assignee=none'],
    ['assigned to me, unread', 'assignee=me&read=false'],
    ['assigned to me by score', 'assignee=me&sort_by=score'],
  ];

  const rows: string[][] = [];
  for (const [name, query] of cases) {
    const url = `/api/v1/leads/${scene.projectId}?${query}`;
    const apiTimes: number[] = [];
    let total = '';
    let statements: Recorded[] = [];
    for (let run = 0; run < warmup + runs; run += 1) {
      // Each call after a change, as the first look after one: the list keeps the pages it wrote until
      // the project's list version moves (leads/list-page-cache.ts), so the version moves first.
      await app.database.executeSql(
        `insert into project_list_versions (project_id, version) values ($1, 1)
         on conflict (project_id, shard) do update set version = project_list_versions.version + 1`,
        [scene.projectId],
      );
      recording = run === 0 ? [] : null;
      const started = performance.now();
      const response = await app.inject({
        method: 'GET',
        url,
        headers: { authorization: `Bearer ${token}` },
      });
      const elapsed = performance.now() - started;
      if (run === 0) {
        statements = (recording ?? []).filter((s) => /from "leads"/.test(s.text) && /limit/.test(s.text));
        recording = null;
      }
      if (response.statusCode !== 200) throw new Error(`${name}: ${response.statusCode} ${response.body}`);
      if (run === 0) {
        const body = response.json<{ total: number; total_capped: boolean; items: unknown[] }>();
        total = `${body.total}${body.total_capped ? '+' : ''}`;
      }
      if (run >= warmup) apiTimes.push(elapsed);
    }
    const rawTimes: number[] = [];
    for (let run = 0; run < warmup + runs; run += 1) {
      const started = performance.now();
      await Promise.all(statements.map(replay));
      if (run >= warmup) rawTimes.push(performance.now() - started);
    }
    const api = summary(apiTimes);
    const raw = summary(rawTimes);
    rows.push([
      name,
      total,
      api.p50.toFixed(1),
      api.p95.toFixed(1),
      raw.p50.toFixed(1),
      raw.p95.toFixed(1),
      (api.p95 / raw.p95).toFixed(1),
      api.p95 < 25 ? 'yes' : 'NO',
      // Issue 26's budget for the owner filters, kept for every filter: the server adds at most the
      // query's own time again plus 5 ms (auth, tenancy, serialisation).
      api.p95 <= 2 * raw.p95 + 5 ? 'yes' : 'NO',
    ]);
  }
  const sourcesTimes: number[] = [];
  for (let run = 0; run < warmup + 10; run += 1) {
    const started = performance.now();
    await call('GET', `/api/v1/leads/${scene.projectId}/leads-data-sources`, token);
    if (run >= warmup) sourcesTimes.push(performance.now() - started);
  }

  // The Team panel's reply speed (issue 26) over the last 7 and 30 days of a year of leads: every lead
  // found in the window, each with two lookups into its history.
  const replySpeed: [string, number[]][] = [];
  for (const days of [7, 30]) {
    const times: number[] = [];
    for (let run = 0; run < 3 + 10; run += 1) {
      const started = performance.now();
      await call('GET', `/api/v1/leads/${scene.projectId}/reply_speed?days=${days}`, token);
      if (run >= 3) times.push(performance.now() - started);
    }
    replySpeed.push([`${days} days`, times]);
  }

  const header = [
    'filter',
    'total',
    'API p50',
    'API p95',
    'SQL p50',
    'SQL p95',
    'API/SQL',
    '<25ms',
    '≤2×SQL+5',
  ];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]) =>
    `| ${cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join(' | ')} |`;
  log(
    `\n${leadCount} leads in one project (+${otherLeadCount} in another), stored in ${layout} order, ${runs} runs after ${warmup} warm-up, times in ms`,
  );
  log(line(header));
  log(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
  for (const row of rows) log(line(row));
  const sources = summary(sourcesTimes);
  log(
    `\nleads-data-sources (group by platform over the project): p50 ${sources.p50.toFixed(1)} ms, p95 ${sources.p95.toFixed(1)} ms`,
  );
  for (const [window, times] of replySpeed) {
    const speed = summary(times);
    log(`reply_speed over ${window}: p50 ${speed.p50.toFixed(1)} ms, p95 ${speed.p95.toFixed(1)} ms`);
  }
} finally {
  await pool.end();
  await app.close();
  if (!keep) await admin(`drop database if exists "${databaseName}" with (force)`);
}

function isoDaysAgo(days: number): string {
  return new Date(Date.now() - days * 86_400_000).toISOString();
}
