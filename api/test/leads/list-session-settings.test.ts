import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../helper.js';

/*
 * The lead list's plans depend on the session settings the app's PostgreSQL pool sets on each connection
 * (src/db/open-database.ts): without them a rare word's page walks the list index row by row (issue 4
 * bench, 105 ms against 5 ms) and short queries pay JIT and parallel-worker start-up. PGlite has neither.
 */
describe('the app pool session settings', () => {
  it.skipIf(!process.env.DATABASE_URL)(
    'turn JIT and parallel workers off and lower effective_cache_size on every connection',
    async () => {
      const app = await buildTestApp();
      // More queries at once than one connection serves: each pooled connection must carry the settings.
      const results = await Promise.all(
        Array.from({ length: 4 }, () =>
          app.database.executeSql(
            "select current_setting('jit') as jit, current_setting('max_parallel_workers_per_gather') as workers, current_setting('effective_cache_size') as cache, pg_sleep(0.05)::text",
            [],
          ),
        ),
      );
      for (const result of results)
        expect(result.rows[0]).toMatchObject({ jit: 'off', workers: '0', cache: '256MB' });
    },
  );
});
