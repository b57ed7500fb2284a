import { and, count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crmPushes, leadEvents } from '../../src/db/schema/index.js';
import { runningJobHolders } from '../../src/queue/job-liveness.js';
import { appUrl, buildTestApp, databaseEnv, injectWithLogin, signUpWithOrganization } from '../helper.js';
import { startFakeHubSpot, type FakeHubSpot } from '../support/fake-crm/hubspot.js';
import { seedLeads } from '../support/leads.js';
import { processCluster, type ProcessCluster } from '../support/process-cluster.js';
import { createProject } from '../support/projects.js';
import { waitFor } from '../support/wait-for.js';

// Two real workers push a bulk of leads to the local HubSpot; one is killed (SIGKILL) in the middle of a
// push, then HubSpot answers 429 to everything for a minute. Every lead must reach HubSpot exactly once:
// one note each, one contact per author, one `pushed` entry in each lead's history. PGlite serves one
// process, so this runs in the PostgreSQL pass only.
const workers = ['crm-worker-1', 'crm-worker-2'] as const;
const leadCount = 24;
const authors = 6;

describe.skipIf(!process.env.DATABASE_URL)('CRM pushes under faults (PostgreSQL only)', () => {
  let app: FastifyInstance;
  let fake: FakeHubSpot;
  let cluster: ProcessCluster;

  beforeAll(async () => {
    fake = await startFakeHubSpot();
    // This API works no jobs: only the spawned workers push.
    app = await buildTestApp({ ...fake.env, RATE_LIMIT_MAX: '100000' }, { runWorkers: false });
    cluster = processCluster({
      ...fake.env,
      ...(await databaseEnv()),
      DATA_DIR: 'memory://',
      JWT_SECRET: app.config.jwtSecret!,
      APP_URL: appUrl,
      NODE_ENV: 'test',
      LOG_LEVEL: 'info',
      EMBEDDING_THREADS: '0',
      POLL_TICK_SECONDS: '3600',
    });
    await Promise.all(workers.map((name) => cluster.startWorker(name)));
  }, 120_000);

  afterAll(async () => {
    await cluster?.stopAll();
    await fake?.close();
  });

  it('a worker killed mid-push and a minute of 429s: every lead arrives exactly once', async () => {
    const owner = await signUpWithOrganization(app);
    const project = await createProject(app, owner.token);
    const connected = await injectWithLogin(app, owner.token, {
      method: 'PUT',
      url: `/api/v1/project/${project.id}/crm/hubspot/token`,
      payload: { token: fake.privateToken },
    });
    expect(connected.statusCode, connected.body).toBe(200);
    const leadIds = await seedLeads(
      app.db,
      project.id,
      Array.from({ length: leadCount }, (_, index) => ({
        platform: 'reddit',
        author: `author_${index % authors}`,
        title: `Lead ${index}`,
        score: 70,
      })),
    );
    // A slow HubSpot, so a push is in flight when the worker dies.
    fake.setLatency(250);
    const bulk = await injectWithLogin(app, owner.token, {
      method: 'POST',
      url: `/api/v1/leads/${project.id}/push_to_crm`,
      payload: { provider: 'hubspot', lead_ids: leadIds },
    });
    expect(bulk.json()).toEqual({ updated: leadCount });

    const pushed = async () =>
      (
        await app.db
          .select({ n: count() })
          .from(crmPushes)
          .where(and(eq(crmPushes.projectId, project.id), eq(crmPushes.state, 'pushed')))
      )[0]!.n;
    const holder = await waitFor(
      async () => {
        if ((await pushed()) < 2) return null;
        const [held] = await runningJobHolders(app.database.executeSql, 'crm.push');
        return held?.applicationName ?? null;
      },
      'a worker part-way through the pushes',
      60_000,
    );
    const pushedAtKill = await pushed();
    await cluster.kill(holder);
    fake.setLatency(0);
    fake.rateLimitedFor(60_000);
    const limitedAt = Date.now();

    await waitFor(async () => ((await pushed()) === leadCount ? true : null), 'every push', 150_000);
    const doneMs = Date.now() - limitedAt;

    const notes = fake.state.notes;
    const markers = leadIds.map((id) => `/projects/${project.id}/leads/${id}`);
    const notesPerLead = markers.map(
      (marker) => notes.filter((note) => (note.properties.hs_note_body ?? '').includes(marker)).length,
    );
    const history = await app.db
      .select({ n: count() })
      .from(leadEvents)
      .where(and(eq(leadEvents.projectId, project.id), eq(leadEvents.kind, 'pushed')));
    process.stdout.write(
      `[faults] crm: ${pushedAtKill}/${leadCount} pushed when ${holder} was killed; HubSpot 429 for 60 s; ` +
        `all ${leadCount} in ${doneMs} ms after; notes ${notes.length}, contacts ${fake.state.people.length}\n`,
    );
    expect(notesPerLead).toEqual(markers.map(() => 1));
    expect(notes).toHaveLength(leadCount);
    expect(fake.state.people).toHaveLength(authors);
    expect(history[0]!.n).toBe(leadCount);
    // Nothing went through while HubSpot said 429: the pushes waited (the minute is over).
    expect(doneMs).toBeGreaterThanOrEqual(59_000);
  }, 240_000);
});
