import { and, count, countDistinct, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  analysisRuns,
  dataSources,
  leads,
  leadSignalMatches,
  posts,
  slackMessages,
} from '../../src/db/schema/index.js';
import { runningJobHolders } from '../../src/queue/job-liveness.js';
import { appUrl, buildTestApp, databaseEnv, injectWithLogin } from '../helper.js';
import { projectWithSignals } from '../engine/engine-fixtures.js';
import { connectSlack } from '../alerts/slack/slack-oauth.js';
import { alertInGeneral } from '../alerts/slack/slack-test-app.js';
import { startFakeSlack, type FakeSlack } from '../support/fake-slack.js';
import { startPgProxy, type PgProxy } from '../support/pg-proxy.js';
import { processCluster, type ProcessCluster } from '../support/process-cluster.js';
import { readFixtureJson, startReplayServer, type ReplayServer } from '../support/replay-server.js';
import { startRoundRobin } from '../support/round-robin.js';
import { waitFor } from '../support/wait-for.js';

// Two API processes and two workers, the real entry points, on one PostgreSQL reached through a proxy the
// test can cut; Hacker News is a replay server per worker (so the test knows which worker is polling),
// Slack the local fake. The in-process app below works no jobs: it only sets up and reads the database,
// directly (not through the proxy). PGlite serves one process, so this runs in the PostgreSQL pass only.
const searchPath = '/api/v1/search_by_date';
const fixture = 'hackernews/search_by_date-nodejs-2017-09-27.json';
const nodejsSearch = { path: searchPath, query: { query: 'nodejs' } };
const workers = ['worker-1', 'worker-2'] as const;

describe.skipIf(!process.env.DATABASE_URL)(
  'faults with 2 API processes and 2 workers (PostgreSQL only: PGlite serves a single process)',
  () => {
    let app: FastifyInstance;
    let fake: FakeSlack;
    let proxy: PgProxy;
    let cluster: ProcessCluster;
    const replays = {} as Record<(typeof workers)[number], ReplayServer>;

    beforeAll(async () => {
      fake = await startFakeSlack();
      app = await buildTestApp(fake.env, { runWorkers: false });
      const { DATABASE_URL } = await databaseEnv();
      const direct = new URL(DATABASE_URL!);
      proxy = await startPgProxy({ host: direct.hostname, port: Number(direct.port || 5432) });
      cluster = processCluster({
        ...fake.env,
        DATABASE_URL: proxy.url(DATABASE_URL!),
        DATA_DIR: 'memory://',
        JWT_SECRET: app.config.jwtSecret!,
        APP_URL: appUrl,
        NODE_ENV: 'test',
        LOG_LEVEL: 'info',
        AUTH_RATE_LIMIT_MAX: '100000',
        RATE_LIMIT_MAX: '100000',
        // Rule features only: the encoder's load time is not what these tests are about.
        EMBEDDING_THREADS: '0',
        POLL_TICK_SECONDS: '1',
        DEFAULT_POLL_INTERVAL_SECONDS: '2',
      });
      for (const name of workers) replays[name] = await startReplayServer();
      await Promise.all([
        cluster.startApi('api-1'),
        cluster.startApi('api-2'),
        ...workers.map((name) => startWorker(name)),
      ]);
    }, 300_000);

    afterAll(async () => {
      // Processes first (they hold connections through the proxy), then the servers they talk to.
      await cluster?.stopAll();
      await proxy?.close();
      for (const replay of Object.values(replays)) await replay.close();
      await fake?.close();
    });

    const startWorker = (name: (typeof workers)[number]) =>
      cluster.startWorker(name, { PLATFORM_BASE_URL_HACKERNEWS: replays[name].origin });

    const leadStats = async (projectId: string) => {
      const [row] = await app.db
        .select({ leads: count(), posts: countDistinct(leads.postId) })
        .from(leads)
        .where(eq(leads.projectId, projectId));
      const [matches] = await app.db
        .select({
          all: count(),
          distinct: countDistinct(sql`(${leadSignalMatches.leadId}, ${leadSignalMatches.intentSignalId})`),
        })
        .from(leadSignalMatches)
        .innerJoin(leads, eq(leads.id, leadSignalMatches.leadId))
        .where(eq(leads.projectId, projectId));
      return {
        leads: row!.leads,
        distinctPosts: row!.posts,
        matches: matches!.all,
        distinctMatches: matches!.distinct,
      };
    };

    /** A CSV import of `rows` rows accepted by an API process; the run's id. */
    async function importThroughApi(origin: string, token: string, projectId: string, rows: number) {
      const content = [
        'title,body',
        ...Array.from({ length: rows }, (_, i) => `Need a simple CRM ${i},Which CRM would you pick ${i}?`),
      ].join('\n');
      const response = await fetch(`${origin}/api/v1/leads/${projectId}/import`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ format: 'csv', content }),
      });
      expect(response.status).toBe(202);
      return ((await response.json()) as { analysis_run_id: string }).analysis_run_id;
    }

    /** Resolves once `path` answers 200 on the API process `name` with `token`. */
    const answers = (name: string, path: string, token: string, timeoutMs: number) =>
      waitFor(
        async () => {
          const response = await fetch(`${cluster.get(name).origin}${path}`, {
            headers: { authorization: `Bearer ${token}` },
          }).catch(() => null);
          return response?.status === 200 ? true : null;
        },
        `${name} to answer ${path}`,
        timeoutMs,
      );

    const runRow = async (runId: string) =>
      (await app.db.select().from(analysisRuns).where(eq(analysisRuns.id, runId)))[0]!;

    it('a worker killed (SIGKILL) mid-poll: the other worker polls again, every lead stored and alerted once', async () => {
      const hits = readFixtureJson<{ hits: { objectID: string }[] }>(fixture).hits;
      const expected = new Set(hits.map((hit) => hit.objectID)).size;
      // Every worker's Hacker News holds its first answer, so the poll is in flight when the test acts.
      for (const name of workers)
        replays[name].route(nodejsSearch, [{ file: fixture, delayMs: 120_000 }, { file: fixture }]);
      const { owner, project } = await projectWithSignals(
        app,
        [{ name: 'Node.js tooling', keywords: ['node', 'nodejs', 'promisify', 'javascript'] }],
        { leadThreshold: 0 },
      );
      await connectSlack(app, owner.token, project.id);
      await alertInGeneral(app, owner.token, project.id);
      const saved = await injectWithLogin(app, owner.token, {
        method: 'PATCH',
        url: `/api/v1/project/${project.id}/data-sources`,
        payload: {
          data_sources: [{ platform: 'hackernews', enabled: true, settings: { keywords: ['nodejs'] } }],
        },
      });
      expect(saved.statusCode).toBe(200);

      const polling = await waitFor(
        () => workers.find((name) => replays[name].requestsTo(searchPath).length > 0),
        'a worker to start polling Hacker News',
        30_000,
      );
      const survivor = workers.find((name) => name !== polling)!;
      await cluster.kill(polling);
      const killedAt = Date.now();
      // From now on Hacker News answers at once (the killed worker's copy is the one that waited).
      replays[survivor].route(nodejsSearch, { file: fixture });

      await waitFor(
        async () => ((await leadStats(project.id)).leads >= expected ? true : null),
        `${expected} leads after the kill`,
        90_000,
      );
      const recoveredMs = Date.now() - killedAt;
      // Alerts are settled once every lead's Slack row is sent: a row is marked sent in the transaction
      // that posted it, so nothing can be posted again after that.
      await waitFor(
        async () => {
          const [row] = await app.db
            .select({ sent: count() })
            .from(slackMessages)
            .where(and(eq(slackMessages.projectId, project.id), eq(slackMessages.state, 'sent')));
          return row!.sent >= expected ? true : null;
        },
        'every lead posted to Slack',
        60_000,
      );

      const stats = await leadStats(project.id);
      const [storedPosts] = await app.db
        .select({ all: count(), distinct: countDistinct(posts.externalId) })
        .from(posts)
        .where(eq(posts.platform, 'hackernews'));
      const leadIds = (
        await app.db.select({ id: leads.id }).from(leads).where(eq(leads.projectId, project.id))
      ).map((lead) => lead.id);
      const postsPerLead = leadIds.map(
        (id) =>
          fake.posted.filter((message) => JSON.stringify(message.blocks).includes(`/leads/${id}`)).length,
      );
      console.info(
        `[faults] mid-poll kill of ${polling}: leads expected ${expected}, stored ${stats.leads}, ` +
          `duplicate leads ${stats.leads - stats.distinctPosts}, duplicate matches ${stats.matches - stats.distinctMatches}, ` +
          `Slack messages per lead ${Math.min(...postsPerLead)}-${Math.max(...postsPerLead)}, recovered in ${recoveredMs} ms`,
      );
      expect(stats).toMatchObject({ leads: expected, distinctPosts: expected });
      expect(stats.matches).toBe(stats.distinctMatches);
      expect(storedPosts).toEqual({ all: expected, distinct: expected });
      expect(postsPerLead).toEqual(leadIds.map(() => 1));
      const [source] = await app.db.select().from(dataSources).where(eq(dataSources.projectId, project.id));
      expect(source).toMatchObject({ lastError: null, consecutiveFailures: 0 });

      await startWorker(polling);
    }, 150_000);

    it('a worker killed (SIGKILL) mid-import: the run resumes on the other worker, each row stored once', async () => {
      // Four batches: the kill lands after the first, with three still to resume on the other worker.
      const rows = 2000;
      const { owner, project } = await projectWithSignals(app);
      const runId = await importThroughApi(cluster.get('api-1').origin!, owner.token, project.id, rows);
      // The worker holding the import job once its first batch is stored (the run is part-way).
      const holder = await waitFor(
        async () => {
          const run = await runRow(runId);
          if (run.status === 'done') throw new Error('the import finished before a worker could be killed');
          if (run.done === 0) return null;
          const [held] = await runningJobHolders(app.database.executeSql, 'engine.import');
          return held?.applicationName ?? null;
        },
        'the import to be part-way on a worker',
        60_000,
      );
      const doneAtKill = (await runRow(runId)).done;
      await cluster.kill(holder);
      const killedAt = Date.now();

      const finished = await waitFor(
        async () => {
          const run = await runRow(runId);
          return run.status === 'done' || run.status === 'failed' ? run : null;
        },
        'the import to finish on the surviving worker',
        120_000,
      );
      const recoveredMs = Date.now() - killedAt;
      const stats = await leadStats(project.id);
      console.info(
        `[faults] mid-import kill of ${holder} at ${doneAtKill}/${rows} rows: leads expected ${rows}, stored ${stats.leads}, ` +
          `duplicate leads ${stats.leads - stats.distinctPosts}, duplicate matches ${stats.matches - stats.distinctMatches}, ` +
          `import done ${recoveredMs} ms after the kill`,
      );
      expect(finished).toMatchObject({ status: 'done', total: rows, done: rows, newLeads: rows, errors: 0 });
      expect(stats).toMatchObject({ leads: rows, distinctPosts: rows });
      expect(stats.matches).toBe(stats.distinctMatches);

      await startWorker(holder as (typeof workers)[number]);
    }, 180_000);

    it('PostgreSQL restarted during ingestion: all four processes reconnect without a restart, the backlog drains', async () => {
      const rows = 1500;
      const { owner, project } = await projectWithSignals(app);
      const runId = await importThroughApi(cluster.get('api-2').origin!, owner.token, project.id, rows);
      await waitFor(
        async () => {
          const run = await runRow(runId);
          if (run.status === 'done') throw new Error('the import finished before the database could be cut');
          return run.done > 0 ? run : null;
        },
        'the import to be part-way',
        60_000,
      );
      const acceptedBefore = proxy.accepted;
      proxy.cut();
      // The outage itself: every connection is gone and new ones are refused for this long.
      await new Promise((resolve) => setTimeout(resolve, 4_000));
      proxy.restore();
      const restoredAt = Date.now();

      const apiRecoveryMs = await Promise.all(
        ['api-1', 'api-2'].map(async (name) => {
          await answers(name, `/api/v1/leads/${project.id}/unread_count`, owner.token, 30_000);
          return Date.now() - restoredAt;
        }),
      );
      const finished = await waitFor(
        async () => {
          const run = await runRow(runId);
          return run.status === 'done' || run.status === 'failed' ? run : null;
        },
        'the import to finish after the outage',
        180_000,
      );
      const drainMs = Date.now() - restoredAt;
      // Each worker is connected again under its own name (its pool, its LISTEN and its job locks).
      const connected = await waitFor(
        async () => {
          const { rows: names } = await app.database.executeSql(
            `SELECT DISTINCT application_name AS name FROM pg_stat_activity WHERE datname = current_database()`,
          );
          const found = (names as { name: string }[]).map((row) => row.name);
          return workers.every((name) => found.includes(name)) ? found : null;
        },
        'both workers to reconnect',
        30_000,
      ).catch((error: unknown) => {
        for (const name of workers) {
          const { child, output } = cluster.get(name).entry;
          console.error(`${name} (exit code ${child.exitCode}):\n${output().slice(-4000)}`);
        }
        throw error;
      });
      const stats = await leadStats(project.id);
      console.info(
        `[faults] database cut for 4 s mid-import: API answering again after ${apiRecoveryMs.join(' / ')} ms ` +
          `(api-1 / api-2), import drained ${drainMs} ms after the restore, leads expected ${rows}, stored ${stats.leads}, ` +
          `duplicates ${stats.leads - stats.distinctPosts}, connections re-opened ${proxy.accepted - acceptedBefore}`,
      );
      // (The API processes' pools close idle connections; that they are back is shown by their answers.)
      expect(connected).toEqual(expect.arrayContaining([...workers]));
      expect(finished).toMatchObject({ status: 'done', done: rows, newLeads: rows });
      expect(stats).toMatchObject({ leads: rows, distinctPosts: rows });
      // Nobody was restarted: the same four processes are running.
      for (const name of [...workers, 'api-1', 'api-2'])
        expect(cluster.get(name).entry.child.exitCode).toBeNull();
    }, 300_000);

    it('an API replica killed (SIGKILL) under load: clients behind a round-robin balancer see retries, not errors', async () => {
      const { owner, project } = await projectWithSignals(app);
      const balancer = await startRoundRobin([cluster.get('api-1').origin!, cluster.get('api-2').origin!]);
      const paths = ['/api/v1/project', `/api/v1/leads/${project.id}/unread_count`, '/users_info/me'];
      const total = 600;
      const killAt = 150;
      let made = 0;
      let killing: Promise<void> | null = null;
      const errors: string[] = [];
      const client = async () => {
        while (made < total) {
          const index = made++;
          if (index === killAt) killing = cluster.kill('api-1');
          const path = paths[index % paths.length]!;
          try {
            const response = await fetch(`${balancer.origin}${path}`, {
              headers: { authorization: `Bearer ${owner.token}` },
            });
            await response.arrayBuffer();
            if (response.status !== 200) errors.push(`${path}: ${response.status}`);
          } catch (error) {
            errors.push(`${path}: ${String(error)}`);
          }
        }
      };
      try {
        await Promise.all(Array.from({ length: 8 }, client));
        await killing;
      } finally {
        await balancer.close();
      }
      console.info(
        `[faults] api-1 killed after ${killAt} of ${total} requests (8 clients): requests made ${balancer.stats.requests}, ` +
          `retried on the other replica ${balancer.stats.retries}, errors seen ${errors.length}`,
      );
      expect(errors).toEqual([]);
      expect(balancer.stats).toMatchObject({ requests: total, failed: 0 });
      expect(balancer.stats.retries).toBeGreaterThan(0);
    }, 120_000);
  },
);
