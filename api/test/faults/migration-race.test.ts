import { readFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { migrationsFolder } from '../../src/paths.js';
import { processCluster } from '../support/process-cluster.js';
import { createTestDatabase } from '../support/test-database.js';

const journal = JSON.parse(readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as {
  entries: { tag: string }[];
};

// Replicas of a deployment start together on a database nobody has migrated yet. PGlite serves a single
// process, so this runs in the PostgreSQL pass only.
describe.skipIf(!process.env.DATABASE_URL)(
  'migrations racing from two API replicas (PostgreSQL only: PGlite serves a single process)',
  () => {
    it('two API processes started at the same moment on an empty database both come up, the schema migrated once', async () => {
      const database = await createTestDatabase({ fromTemplate: false });
      const cluster = processCluster({
        ...database.env,
        JWT_SECRET: 'migration-race-secret-that-is-long-enough-for-hs256',
        NODE_ENV: 'test',
        LOG_LEVEL: 'info',
        EMBEDDING_THREADS: '0',
      });
      const client = new pg.Client({ connectionString: database.env.DATABASE_URL });
      try {
        const started = Date.now();
        const replicas = await Promise.all([cluster.startApi('api-1'), cluster.startApi('api-2')]);
        const bothUpMs = Date.now() - started;
        for (const replica of replicas) expect((await fetch(`${replica.origin}/health`)).status).toBe(200);

        await client.connect();
        const { rows: applied } = await client.query<{ hash: string }>(
          'SELECT hash FROM drizzle.__drizzle_migrations ORDER BY id',
        );
        const { rows: bossVersions } = await client.query('SELECT version FROM pgboss.version');
        console.info(
          `[faults] two replicas on an empty database: both listening after ${bothUpMs} ms, ` +
            `${applied.length} migrations recorded for ${journal.entries.length} in the journal`,
        );
        // Each migration recorded once (a second, racing run would add rows or fail on "already exists").
        expect(applied).toHaveLength(journal.entries.length);
        expect(new Set(applied.map((row) => row.hash)).size).toBe(journal.entries.length);
        expect(bossVersions).toHaveLength(1);
        for (const replica of replicas) expect(replica.entry.output()).not.toMatch(/could not start/);
      } finally {
        await client.end().catch(() => {});
        await cluster.stopAll();
        await database.drop();
      }
    }, 300_000);
  },
);
