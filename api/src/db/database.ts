import type pg from 'pg';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type * as schema from './schema/index.js';

/** The one database type the app codes against, whichever driver (PGlite or node-postgres) is underneath. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

/** Raw SQL in the shape pg-boss expects from its `db` option. */
export type ExecuteSql = (text: string, values?: unknown[]) => Promise<{ rows: unknown[] }>;

export interface DatabaseHandle {
  db: Database;
  driver: 'pglite' | 'postgres';
  executeSql: ExecuteSql;
  /**
   * LISTENs on `channel` and calls `onPayload` with each NOTIFY's payload; resolves once listening, to the
   * function that stops. PostgreSQL: one dedicated connection (outside the pool), reconnected with backoff
   * when it drops; PGlite: its own listen() within the process.
   */
  listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>;
  /**
   * PostgreSQL only: a new connection outside the pool, for session state that must end with the process
   * (the job locks of queue/job-liveness.ts). Undefined on PGlite, where one process is the whole system.
   */
  newSessionClient?: () => pg.Client;
  /** PGlite only: the whole data directory as a tar file (the test suite's per-run template). */
  dumpDataDir?: () => Promise<Blob>;
  close(): Promise<void>;
}
