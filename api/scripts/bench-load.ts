// The API under load with a million leads (issue 14): the lead list, mark read and the unread count at
// 50 concurrent connections, on PostgreSQL and on PGlite.
//
//   DATABASE_URL=postgres://... npm run bench:load          # PostgreSQL (a database it creates and drops)
//   npm run bench:load -- --embedded                        # PGlite (also when DATABASE_URL is unset)
//   npm run bench:load -- --duration=10 --leads=100000      # a smoke run (defaults: 60 s, 1,000,000)
//   npm run bench:load -- --connections=20
//   DATABASE_URL=postgres://... npm run bench:load -- --keep   # leaves signalboard_bench_load for EXPLAIN
//   npm run bench:load -- --profile=3                       # where the time goes in the 3rd run (the list)
//   npm run bench:load -- --rounds=3                        # every run three times over, and each ratio's median
//
// Seeds one project of one organization with --leads leads (two other projects, one in another
// organization, get a tenth each, so the tenancy conditions have rows to leave out) in SQL, then serves
// the API over real HTTP and runs autocannon, from its own process, against each endpoint one after the
// other for --duration seconds, as the project's owner. Two floors are measured the same way: GET /health
// (one `select 1`) and GET /users_info/me (sign-in check and one user row), and each endpoint is also
// given as a ratio to the signed-in floor, which carries what every signed-in route pays. Afterwards the
// counts must agree: the API's unread count with SQL's, and every lead marked read during the run read.
import { fork } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { notifyNewLeads } from '../src/leads/new-leads-channel.js';
import type { LoadResult, LoadRun } from './bench-load-client.js';
import type { LiveMessage, LiveResult, LiveRun } from './bench-load-live.js';
import { secondaryIndexes, seedProjectLeads, type SeededProject } from './bench-load-seed.js';
import { profiled } from './bench-profile.js';
import { benchApp, ownDatabase, signedUpOwner, type BenchOwner } from './bench-support.js';

const args = process.argv.slice(2);
const option = (name: string, fallback: number) => {
  const found = args.find((arg) => arg.startsWith(`--${name}=`));
  return found ? Number(found.split('=')[1]) : fallback;
};
const leadCount = option('leads', 1_000_000);
const durationSeconds = option('duration', 60);
const connections = option('connections', 50);
// 1-based: the run whose server time is profiled and summed by function (0: none).
const profileRun = option('profile', 0);
// On a 2-core machine one 15 s run of an endpoint and its floor's run a minute earlier can differ by a
// third in the machine's own speed (the same code measured 0.38 and 0.61 of the floor). With rounds > 1
// the whole sequence runs again, each ratio against its own round's floor, and the median is reported.
const rounds = Math.max(1, option('rounds', 1));
const adminUrl = args.includes('--embedded') ? undefined : process.env.DATABASE_URL;
const databaseName = 'signalboard_bench_load';
const log = (line: string) => process.stdout.write(`${line}\n`);
const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(1)} s`;

// PostgreSQL: a database of its own. PGlite: a folder of its own (a million leads do not fit in memory).
const own = adminUrl ? await ownDatabase(adminUrl, databaseName) : null;
const dataDir = own ? 'memory://' : await mkdtemp(path.join(tmpdir(), 'signalboard-bench-load-'));

const { app, config } = await benchApp(
  // Millions of calls from one address: the per-address limit would answer 429s, not the routes.
  { DATABASE_URL: own?.url, RATE_LIMIT_MAX: '1000000' },
  {},
  dataDir,
);
const database = config.database.kind === 'postgres' ? 'PostgreSQL' : 'PGlite';
const query = async <T>(text: string, values?: unknown[]) =>
  (await app.database.executeSql(text, values)).rows as T[];

try {
  const owner = await signedUpOwner(app, 'Million');
  const stranger = await signedUpOwner(app, 'Elsewhere');
  const main = await projectWithSignals(owner, owner.projectId, 4, leadCount);
  const sideProject = await owner.call<{ id: string }>('POST', '/api/v1/project', { name: 'Smaller' });
  const others = [
    await projectWithSignals(owner, sideProject.id, 3, Math.round(leadCount / 10)),
    await projectWithSignals(stranger, stranger.projectId, 3, Math.round(leadCount / 10)),
  ];

  const seeding = performance.now();
  // Indexes are built once after the load (their own definitions from the migrations) instead of being
  // updated row by row during it.
  const indexes = await secondaryIndexes(app);
  for (const index of indexes) await query(`drop index "${index.name}"`);
  let step = performance.now();
  for (const [n, project] of [main, ...others].entries()) await seedProjectLeads(app, project, `load${n}-`);
  const rowsTime = seconds(step);
  step = performance.now();
  await app.db.transaction(async (tx) => {
    await tx.execute(
      sql.raw(
        `set local maintenance_work_mem = '${config.database.kind === 'postgres' ? '512MB' : '256MB'}'`,
      ),
    );
    for (const index of indexes) await tx.execute(sql.raw(index.definition));
  });
  const indexTime = seconds(step);
  step = performance.now();
  await query('vacuum analyze');
  const total = leadCount + others.reduce((sum, project) => sum + project.leads, 0);
  log(
    `${database}: seeded ${total.toLocaleString('en-US')} leads (${leadCount.toLocaleString('en-US')} in the ` +
      `measured project) in ${seconds(seeding)}: rows ${rowsTime}, ${indexes.length} indexes ${indexTime}, ` +
      `vacuum analyze ${seconds(step)}`,
  );

  const unreadSql = async () =>
    Number(
      (
        await query<{ n: string }>(
          `select count(*) as n from leads where project_id = $1 and not read and deleted = false
           and verdict is distinct from 'not_lead'`,
          [main.projectId],
        )
      )[0]!.n,
    );
  const unreadBefore = await unreadSql();
  // Mark read opens unread leads, as a person working the list does.
  const targets = (
    await query<{ id: string }>(
      `select id from leads where project_id = $1 and not read and deleted = false
       and verdict is distinct from 'not_lead' order by random() limit 100000`,
      [main.projectId],
    )
  ).map((row) => row.id);

  const baseUrl = await app.listen({ host: '127.0.0.1', port: 0 });
  const leadsPath = `/api/v1/leads/${main.projectId}`;
  type Run = Omit<LoadRun, 'url' | 'connections' | 'durationSeconds'> & {
    /** A load run at the same time, with its own connections (its figures are printed on their own line). */
    beside?: Omit<LoadRun, 'url' | 'durationSeconds'>;
  };
  // As the lead page marks a lead read on opening it: the brief answer (its flags and the unread count,
  // which the badge takes instead of asking again).
  const markRead: Run = {
    token: owner.token,
    method: 'POST',
    path: `${leadsPath}/lead/{id}/read?view=brief`,
    ids: targets,
  };
  const runs: [string, Run][] = [
    ['GET /health (floor)', { token: null, method: 'GET', path: '/health', ids: [] }],
    [
      'GET /users_info/me (signed-in floor)',
      { token: owner.token, method: 'GET', path: '/users_info/me', ids: [] },
    ],
    // The lead list screen's first call: newest first, 50 leads (remote-leads LEAD_FIRST_PAGE_SIZE).
    [
      'GET lead list (50, as the UI asks first)',
      { token: owner.token, method: 'GET', path: `${leadsPath}?limit=50&skip=0`, ids: [] },
    ],
    // A whole page as scrolling asks for it after the first (remote-leads LEAD_PAGE_SIZE).
    [
      'GET lead list (200, newest first)',
      { token: owner.token, method: 'GET', path: `${leadsPath}?limit=200&skip=0`, ids: [] },
    ],
    ['POST lead/{id}/read (brief, as the UI asks)', markRead],
    // The same for clients that want the whole lead back (the default answer).
    ['POST lead/{id}/read (whole lead)', { ...markRead, path: `${leadsPath}/lead/{id}/read` }],
    ['GET unread_count', { token: owner.token, method: 'GET', path: `${leadsPath}/unread_count`, ids: [] }],
    // A team working the list: the first page asked for while others mark leads read, so the list's
    // kept pages (leads/list-page-cache.ts) are written again after every change.
    [
      'GET lead list (50) beside 10 marking read',
      {
        token: owner.token,
        method: 'GET',
        path: `${leadsPath}?limit=50&skip=0`,
        ids: [],
        beside: { ...markRead, connections: 10 },
      },
    ],
    // The strip above the list (30 days, as the UI asks first), asked again after every triage.
    ['GET overview', { token: owner.token, method: 'GET', path: `${leadsPath}/overview`, ids: [] }],
    // The same page with every lead whole, for clients that ask for it.
    [
      'GET lead list (200, view=full)',
      { token: owner.token, method: 'GET', path: `${leadsPath}?limit=200&skip=0&view=full`, ids: [] },
    ],
  ];
  // What one first page weighs, as the list asks for it and whole.
  const pageBytes = async (query: string) => {
    const response = await fetch(`${baseUrl}${leadsPath}?${query}`, {
      headers: { authorization: `Bearer ${owner.token}` },
    });
    return (await response.arrayBuffer()).byteLength;
  };
  const firstBytes = await pageBytes('limit=50&skip=0');
  const rowBytes = await pageBytes('limit=200&skip=0');
  const fullBytes = await pageBytes('limit=200&skip=0&view=full');
  log(
    `first page as the UI asks (50 rows): ${firstBytes.toLocaleString('en-US')} bytes; ` +
      `200 leads: ${rowBytes.toLocaleString('en-US')} bytes as rows, ` +
      `${fullBytes.toLocaleString('en-US')} bytes with view=full (${(rowBytes / fullBytes).toFixed(2)})`,
  );
  const results: [string, LoadResult][] = [];
  const roundResults: [string, LoadResult][][] = [];
  const markReads: LoadResult[] = [];
  for (let round = 1; round <= rounds; round += 1) {
    if (rounds > 1) log(`\nround ${round} of ${rounds}`);
    const thisRound: [string, LoadResult][] = [];
    roundResults.push(thisRound);
    for (const [i, [name, { beside, ...run }]] of runs.entries()) {
      log(`${name}: ${connections} connections for ${durationSeconds} s...`);
      const besideLoad = beside && loadFromChild({ ...beside, url: baseUrl, durationSeconds });
      const load = async () => {
        const result = await loadFromChild({ ...run, url: baseUrl, connections, durationSeconds });
        if (run.path.includes('{id}')) markReads.push(result);
        if (besideLoad) {
          const besideResult = await besideLoad;
          markReads.push(besideResult);
          log(
            `  beside: ${beside.method} ${beside.path.replace(leadsPath, '')}, ${beside.connections} connections: ` +
              `${besideResult.requestsPerSecond.toFixed(0)} req/s, p99 ${besideResult.p99} ms, ` +
              `${besideResult.non2xx + besideResult.errors + besideResult.timeouts} failures`,
          );
        }
        return result;
      };
      if (i + 1 !== profileRun || round > 1) {
        thisRound.push([name, await load()]);
        continue;
      }
      const { result, lines } = await profiled(load);
      thisRound.push([name, result]);
      log(`  where the server's time went (self time, share of samples):`);
      for (const line of lines) log(`  ${(line.share * 100).toFixed(1).padStart(5)}%  ${line.what}`);
    }
    log(
      `\n${database}, ${leadCount.toLocaleString('en-US')} leads, ${connections} connections, ${durationSeconds} s each` +
        `${rounds > 1 ? `, round ${round} of ${rounds}` : ''}:`,
    );
    printTable(thisRound, thisRound[1]![1]);
    results.push(...thisRound);
  }
  if (rounds > 1) printRatios(roundResults);

  // The live stream under a team: as many open lead lists as connections, five batches of new leads a
  // second, each open list asking what the lead list asks after one (remote-leads use-lead-events.ts).
  log(`\nlive stream: ${connections} open streams, 5 events a second for ${durationSeconds} s...`);
  const live = await liveFromChild(
    { url: baseUrl, token: owner.token, projectId: main.projectId, streams: connections },
    async () => {
      const sent: Record<string, number> = {};
      const events = durationSeconds * 5;
      for (let i = 0; i < events; i += 1) {
        // Each batch names 50 leads of the project, its first one its own (how arrivals are matched).
        const ids = targets.slice((i * 50) % targets.length, ((i * 50) % targets.length) + 50);
        sent[ids[0]!] = Date.now();
        await notifyNewLeads(
          app.db,
          main.projectId,
          ids.map((id, rank) => ({ id, score: 60 - (rank === 0 ? 0 : 1), title: 'A new lead', body: '' })),
        );
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
      return sent;
    },
  );
  const liveFailures = printLive(live.sent, live.result);

  // The counts agree after the run. Requests still in flight when autocannon stops (or that it gave up
  // on after its 10 s timeout) are served but not answered to it, so leads sent for may be read without
  // an answer; every answered one must be read, and no other lead may have changed.
  const sentIds = [...new Set(markReads.flatMap((result) => result.sentIds))];
  const answeredIds = [...new Set(markReads.flatMap((result) => result.answeredIds))];
  const readOf = async (ids: string[]) =>
    Number(
      (
        await query<{ n: string }>('select count(*) as n from leads where id = any($1::uuid[]) and read', [
          ids,
        ])
      )[0]!.n,
    );
  const answeredRead = await readOf(answeredIds);
  const sentRead = await readOf(sentIds);
  const unreadAfter = await unreadSql();
  const unreadApi = (await owner.call<{ unread_count: number }>('GET', `${leadsPath}/unread_count`))
    .unread_count;
  const answers = new Set([...results.map(([, result]) => result), ...markReads]);
  const failures = [...answers].reduce((sum, r) => sum + r.errors + r.non2xx + r.timeouts, 0);
  const checks: [string, boolean][] = [
    [`unread count after the run: API ${unreadApi}, SQL ${unreadAfter}`, unreadApi === unreadAfter],
    [
      `${answeredIds.length} distinct leads answered as marked read, ${answeredRead} of them read in SQL`,
      answeredIds.length > 0 && answeredRead === answeredIds.length,
    ],
    [
      `unread before ${unreadBefore} - read of the leads sent for ${sentRead} = ${unreadBefore - sentRead}, after ${unreadAfter}`,
      unreadBefore - sentRead === unreadAfter,
    ],
    [`errors, timeouts and non-2xx answers: ${failures}`, failures === 0],
    [
      `live stream: every event reached every stream, every ask answered (${liveFailures} short)`,
      liveFailures === 0,
    ],
  ];
  log('');
  for (const [what, ok] of checks) log(`${ok ? 'ok  ' : 'FAIL'} ${what}`);
  if (checks.some(([, ok]) => !ok)) process.exitCode = 1;
} finally {
  await app.close();
  if (own && !args.includes('--keep')) await own.drop();
  else await rm(dataDir, { recursive: true, force: true });
}

/** `count` leads to seed in `projectId`, which gets `signals` intent signals first (through the API). */
async function projectWithSignals(
  owner: BenchOwner,
  projectId: string,
  signals: number,
  count: number,
): Promise<SeededProject> {
  const names = ['Asks for a CRM', 'Seeks an alternative', 'Complains about pricing', 'Wants an integration'];
  const created = await owner.call<{ id: string }[]>('PUT', `/api/v1/leads/${projectId}/intent_signals`, {
    intent_signals: names
      .slice(0, signals)
      .map((name) => ({ name, keywords: ['crm'], negative_keywords: [] })),
    reanalyze_leads: false,
  });
  return { projectId, signalIds: created.map((signal) => signal.id), leads: count };
}

/** One autocannon run in a child process (bench-load-client.ts). */
/** Opens the live streams in a child, runs `publish` once all listen, and collects what they saw. */
async function liveFromChild(
  run: LiveRun,
  publish: () => Promise<Record<string, number>>,
): Promise<{ sent: Record<string, number>; result: LiveResult }> {
  const child = fork(fileURLToPath(new URL('./bench-load-live.ts', import.meta.url)));
  const message = (want: 'ready' | 'result') =>
    new Promise<LiveMessage>((resolve, reject) => {
      const onMessage = (received: LiveMessage) => {
        if (!(want in received)) return;
        child.off('message', onMessage);
        resolve(received);
      };
      child.on('message', onMessage);
      child.once('close', (code) =>
        reject(new Error(`the live client exited with ${code} before answering`)),
      );
    });
  const ready = message('ready');
  child.send(run);
  await ready;
  const sent = await publish();
  // What is still on its way arrives before the streams close.
  await new Promise((resolve) => setTimeout(resolve, 2_000));
  const result = message('result');
  child.send('stop');
  return { sent, result: ((await result) as { result: LiveResult }).result };
}

function percentile(values: number[], p: number): number {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

/** The live run's figures; answers how many arrivals and asks fell short. */
function printLive(sent: Record<string, number>, result: LiveResult): number {
  const delays: number[] = [];
  let missing = 0;
  for (const arrivals of result.arrivals) {
    for (const [id, at] of Object.entries(sent)) {
      const arrived = arrivals?.[id];
      if (arrived === undefined) missing += 1;
      else delays.push(arrived - at);
    }
  }
  const events = Object.keys(sent).length;
  log(
    `  ${events} events to ${result.arrivals.length} streams: ${delays.length} arrivals, ${missing} missing; ` +
      `publish to arrival p50 ${percentile(delays, 50)} ms, p99 ${percentile(delays, 99)} ms, ` +
      `max ${Math.max(...delays)} ms`,
  );
  for (const [what, ms] of Object.entries(result.askMs)) {
    log(
      `  after each event, ${what}: ${ms.length} answered, p50 ${percentile(ms, 50).toFixed(0)} ms, ` +
        `p99 ${percentile(ms, 99).toFixed(0)} ms`,
    );
  }
  if (result.failures.length)
    log(`  ${result.failures.length} failed: ${result.failures.slice(0, 3).join('; ')}`);
  return missing + result.failures.length;
}

function loadFromChild(run: LoadRun): Promise<LoadResult> {
  const child = fork(fileURLToPath(new URL('./bench-load-client.ts', import.meta.url)));
  return new Promise((resolve, reject) => {
    child.once('message', (result) => resolve(result as LoadResult));
    // 'close', not 'exit': a busy parent (PGlite serves in this process) may see the exit before the
    // answer the child sent just before it; the channel closes only after its messages are read.
    child.once('close', (code) => reject(new Error(`the load client exited with ${code} before answering`)));
    child.send(run);
  });
}

/** Each endpoint's req/s as a share of its own round's signed-in floor: every round, the median, the least. */
function printRatios(roundResults: [string, LoadResult][][]) {
  log(`\nreq/s ÷ the signed-in floor of the same round (${roundResults.length} rounds):`);
  for (const [i, [name]] of roundResults[0]!.entries()) {
    const ratios = roundResults
      .map((round) => round[i]![1].requestsPerSecond / round[1]![1].requestsPerSecond)
      .sort((a, b) => a - b);
    const median =
      ratios.length % 2 === 1
        ? ratios[(ratios.length - 1) / 2]!
        : (ratios[ratios.length / 2 - 1]! + ratios[ratios.length / 2]!) / 2;
    log(
      `  ${name.padEnd(48)} median ${median.toFixed(2)}, least ${ratios[0]!.toFixed(2)} ` +
        `(from least to most: ${ratios.map((ratio) => ratio.toFixed(2)).join(', ')})`,
    );
  }
}

function printTable(results: [string, LoadResult][], floor: LoadResult) {
  const header = [
    'endpoint',
    'req/s',
    'p50 ms',
    'p99 ms',
    'non-2xx',
    'errors',
    'req/s ÷ floor',
    'p99 ÷ floor',
  ];
  const rows = results.map(([name, r]) => [
    name,
    r.requestsPerSecond.toFixed(0),
    String(r.p50),
    String(r.p99),
    String(r.non2xx),
    String(r.errors + r.timeouts),
    (r.requestsPerSecond / floor.requestsPerSecond).toFixed(2),
    (r.p99 / floor.p99).toFixed(1),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i]!.length)));
  const line = (cells: string[]) =>
    `| ${cells.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!))).join(' | ')} |`;
  log(line(header));
  log(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
  for (const row of rows) log(line(row));
}
