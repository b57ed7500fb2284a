import { mkdir } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { citext } from '@electric-sql/pglite/contrib/citext';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import type { DatabaseConfig } from '../config.js';
import { migrationsFolder } from '../paths.js';
import type { Database, DatabaseHandle } from './database.js';
import * as schema from './schema/index.js';

/** Opens the database named by the config and brings its schema up to date. */
export async function openDatabase(
  config: DatabaseConfig,
  onIdleError: (error: Error) => void = () => {},
): Promise<DatabaseHandle> {
  return config.kind === 'postgres'
    ? openPostgres(config.url, config.poolSize ?? 10, onIdleError)
    : openPglite(config.dataDir, config.startFrom);
}

/*
 * Session settings for every connection of the app's pool: the API sends short OLTP queries (a page of 50,
 * a count capped at 1,001), where JIT compilation and parallel workers cost milliseconds to start and win
 * nothing (issue 4 bench: up to 10 ms of a 25 ms budget on a 2-core server). effective_cache_size is lowered
 * so the planner prices a walk of the list index that fetches a heap row per entry (a rare word or signal
 * checked lead by lead, tens of thousands of rows) above starting from the GIN index's few matches; at the
 * default 4GB it assumes those fetches are cached and free, and picks the walk (105 ms against 5 ms).
 */
export const postgresSessionOptions =
  '-c jit=off -c max_parallel_workers_per_gather=0 -c effective_cache_size=256MB';

async function openPostgres(
  url: string,
  poolSize: number,
  onIdleError: (error: Error) => void,
): Promise<DatabaseHandle> {
  const pool = new pg.Pool({ connectionString: url, max: poolSize, options: postgresSessionOptions });
  // An idle connection the server closes (restart, failover, admin) is dropped and replaced by the pool;
  // without a listener the 'error' event would crash the process.
  pool.on('error', (error) => onIdleError(error));
  // A connection that drops while checked out (a transaction open when the server restarts) emits 'error'
  // on its client, where pg-pool has taken its idle listener off: unheard, Node ends the process. The
  // query in flight, or the transaction's next one, fails with that error and its caller reports it; the
  // pool discards the client when it comes back.
  pool.on('connect', (client) => client.on('error', () => {}));
  const db = drizzlePg({ client: pool, schema });
  try {
    await migrateExclusively(pool, () => migratePg(db, { migrationsFolder }));
  } catch (error) {
    await pool.end();
    throw error;
  }
  return {
    db: db as unknown as Database,
    driver: 'postgres',
    executeSql: async (text, values) => pool.query(text, values),
    listen: (channel, onPayload) => listenPostgres(url, channel, onPayload, onIdleError),
    newSessionClient: () => new pg.Client({ connectionString: url }),
    close: () => pool.end(),
  };
}

/**
 * One connection that only LISTENs (a pooled one would be handed to other queries and lose the LISTEN).
 * When it drops, it reconnects after 0.5 s, doubling up to 30 s; notifications sent meanwhile are lost,
 * which the listeners accept (their clients refetch on reconnect).
 */
async function listenPostgres(
  url: string,
  channel: string,
  onPayload: (payload: string) => void,
  onError: (error: Error) => void,
): Promise<() => Promise<void>> {
  let client: pg.Client | null = null;
  let stopped = false;
  let retry: NodeJS.Timeout | null = null;
  let delayMs = 500;

  const connect = async () => {
    const next = new pg.Client({ connectionString: url });
    next.on('notification', (message) => {
      if (message.channel === channel) onPayload(message.payload ?? '');
    });
    const dropped = (error?: Error) => {
      if (client !== next) return;
      client = null;
      if (error) onError(error);
      if (!stopped) scheduleReconnect();
    };
    next.on('error', dropped);
    next.on('end', () => dropped());
    try {
      await next.connect();
      await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    } catch (error) {
      await next.end().catch(() => {});
      throw error;
    }
    client = next;
    delayMs = 500;
  };
  const scheduleReconnect = () => {
    retry = setTimeout(() => {
      retry = null;
      connect().catch((error: Error) => {
        onError(error);
        delayMs = Math.min(delayMs * 2, 30_000);
        if (!stopped) scheduleReconnect();
      });
    }, delayMs);
  };

  await connect();
  return async () => {
    stopped = true;
    if (retry) clearTimeout(retry);
    const current = client;
    client = null;
    await current?.end().catch(() => {});
  };
}

// Any fixed number: the key of the session-level advisory lock that serializes migrations.
const migrationLockKey = 5_140_221_998;

/**
 * API replicas and workers start together: one migrates while the others wait, then find nothing to do
 * (drizzle's migrator has no lock of its own, and two concurrent runs fail on "already exists").
 */
async function migrateExclusively(pool: pg.Pool, migrate: () => Promise<void>): Promise<void> {
  const lock = await pool.connect();
  try {
    await lock.query('SELECT pg_advisory_lock($1)', [migrationLockKey]);
    await migrate();
  } finally {
    await lock.query('SELECT pg_advisory_unlock($1)', [migrationLockKey]).catch(() => {});
    lock.release();
  }
}

async function openPglite(dataDir: string, startFrom?: Blob): Promise<DatabaseHandle> {
  const inMemory = dataDir.startsWith('memory://');
  if (!inMemory) await mkdir(dataDir, { recursive: true });
  // Extensions are loaded at construction: the first migration's CREATE EXTENSION needs them present.
  // A template (tests) replaces initdb, most of a new in-memory database's start; the migrator below then
  // finds nothing to do, or brings an older template up to date.
  const client = await PGlite.create(dataDir, {
    extensions: { citext, pg_trgm },
    ...(inMemory && startFrom ? { loadDataDir: startFrom } : {}),
  });
  const db = drizzlePglite({ client, schema });
  try {
    await migratePglite(db, { migrationsFolder });
  } catch (error) {
    await client.close();
    throw error;
  }
  return {
    db: db as unknown as Database,
    driver: 'pglite',
    // pg-boss sends multi-statement scripts without parameters (needs exec) and single statements with them.
    executeSql: async (text, values) => {
      if (values && values.length > 0) return client.query(text, values);
      const results = await client.exec(text);
      return { rows: results.at(-1)?.rows ?? [] };
    },
    listen: async (channel, onPayload) => {
      const stop = await client.listen(channel, onPayload);
      return async () => {
        if (!client.closed) await stop();
      };
    },
    dumpDataDir: async () => client.dumpDataDir('none'),
    close: () => client.close(),
  };
}
