import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { ingestPosts } from '../../../src/engine/pipeline/ingest-posts.js';
import { appUrl, databaseEnv } from '../../helper.js';
import { incoming, projectWithSignals } from '../../engine/engine-fixtures.js';
import type { FakeSlack } from '../../support/fake-slack.js';
import { spawnEntry } from '../../support/spawn-entry.js';
import { waitFor } from '../../support/wait-for.js';
import { connectSlack } from './slack-oauth.js';
import { alertInGeneral, buildSlackTestApp } from './slack-test-app.js';

// The worker entry needs PostgreSQL (PGlite serves one process): this file runs in the PostgreSQL pass.
describe.skipIf(!process.env.DATABASE_URL)('Slack delivery by the worker process (PostgreSQL)', () => {
  let fake: FakeSlack;
  let app: FastifyInstance;
  beforeAll(async () => {
    // This API works no jobs: only the spawned worker can post to Slack.
    ({ fake, app } = await buildSlackTestApp({ runWorkers: false }));
  });

  it('posts a lead the pipeline stores, from the worker entry started with the SLACK_* variables', async () => {
    const { owner, project } = await projectWithSignals(app);
    await connectSlack(app, owner.token, project.id);
    await alertInGeneral(app, owner.token, project.id);
    const worker = spawnEntry('worker', {
      ...(await databaseEnv()),
      ...fake.env,
      // The same key material as the API, so the worker opens the tokens the API sealed.
      JWT_SECRET: app.config.jwtSecret!,
      APP_URL: appUrl,
      EMBEDDING_THREADS: '0',
      POLL_TICK_SECONDS: '3600',
      LOG_LEVEL: 'info',
    });
    try {
      await worker.waitForOutput(/worker started/);
      await ingestPosts({ db: app.db, llm: null }, { projectId: project.id, incoming: [incoming()] });
      const message = await waitFor(() => fake.posted[0], 'the worker to post the lead', 30_000);
      expect(message.channel).toBe('C04KB5X4D');
      expect(JSON.stringify(message.blocks)).toContain(`${appUrl}/projects/${project.id}/leads/`);
    } finally {
      expect(await worker.stop('SIGTERM')).toBe(0);
    }
  }, 90_000);
});
