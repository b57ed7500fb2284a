import { monitorEventLoopDelay } from 'node:perf_hooks';
import { count, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postEmbeddings, posts } from '../../../src/db/schema/index.js';
import { closeSharedEmbeddingPool } from '../../../src/engine/embeddings/shared-pool.js';
import { recordImportRun, runImport } from '../../../src/engine/pipeline/import-rows.js';
import { buildTestApp } from '../../helper.js';
import { incoming, projectWithSignals } from '../engine-fixtures.js';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => closeSharedEmbeddingPool());

/** Posts of about 40 words, each different (the encoder's cost grows with the words). */
function importRows(n: number) {
  return Array.from({ length: n }, (_, i) =>
    incoming({
      externalId: `import-${i}-${Date.now()}`,
      title: `Question ${i}: which CRM should a team of ${(i % 9) + 2} people pick this quarter?`,
      body:
        `We run a small ${['agency', 'shop', 'studio', 'clinic'][i % 4]} and track deals in a spreadsheet that ` +
        `nobody updates. HubSpot quoted us too much for ${(i % 9) + 2} seats. What do you use, and how long ` +
        `did the move take? Reply ${i}.`,
    }),
  );
}

describe('the event loop while an import is embedded', () => {
  it('stays responsive (API requests answer) while an import of 120 posts is embedded', async () => {
    const { project } = await projectWithSignals(app);
    const rows = importRows(120);
    const run = await recordImportRun(app.db, project.id, rows, false);

    const delay = monitorEventLoopDelay({ resolution: 10 });
    const requestTimes: number[] = [];
    let importing = true;
    delay.enable();
    const imported = runImport({ db: app.db, llm: null }, run.id).finally(() => {
      importing = false;
    });
    // A user's browser polling the API during the import.
    while (importing) {
      const started = performance.now();
      const response = await app.inject({ method: 'GET', url: '/health' });
      requestTimes.push(performance.now() - started);
      expect(response.statusCode).toBe(200);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    delay.disable();
    expect(await imported).toBe('done');

    const stored = await app.db
      .select({ id: posts.id })
      .from(posts)
      .where(
        inArray(
          posts.externalId,
          rows.map((row) => row.externalId),
        ),
      );
    const [embedded] = await app.db
      .select({ n: count() })
      .from(postEmbeddings)
      .where(
        inArray(
          postEmbeddings.postId,
          stored.map((post) => post.id),
        ),
      );
    expect(embedded!.n).toBe(rows.length);

    // Embedding on the event loop would block it for a second or more per run of the encoder (64 texts
    // of ~60 tokens at ~20 ms each); in its thread, what remains is the database and the scorer's own work.
    const p99 = delay.percentile(99) / 1e6;
    requestTimes.sort((a, b) => a - b);
    const requestP95 = requestTimes[Math.floor(requestTimes.length * 0.95)]!;
    console.log(
      `event loop delay p99 ${p99.toFixed(1)} ms, max ${(delay.max / 1e6).toFixed(1)} ms; ` +
        `${requestTimes.length} requests during the import, p95 ${requestP95.toFixed(1)} ms`,
    );
    expect(requestTimes.length).toBeGreaterThan(10);
    expect(p99).toBeLessThan(250);
    expect(requestP95).toBeLessThan(250);
  }, 120_000);
});
