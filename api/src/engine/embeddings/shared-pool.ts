import pino from 'pino';
import { createEmbeddingPool, type EmbeddingPool } from './embedding-pool.js';

interface SharedPoolSettings {
  threads: number;
  onFailure: (reason: string) => void;
}

const log = pino({ base: { component: 'embeddings' } });

let settings: SharedPoolSettings = {
  threads: 1,
  onFailure: (reason) =>
    log.error({ reason }, 'sentence embeddings are unavailable: leads are scored with rule features only'),
};
let pool: EmbeddingPool | null = null;

/**
 * Sets the process's embedding threads (EMBEDDING_THREADS) and where a failure is reported; entry points
 * call it before the first post is scored. Without it the pool has one thread and logs with pino.
 */
export function configureEmbeddings(next: Partial<SharedPoolSettings>): void {
  settings = { ...settings, ...next };
  if (pool) {
    void pool.close();
    pool = null;
  }
}

/** The process's one embedding pool (threads start, and the encoder loads, on the first embed). */
export function sharedEmbeddingPool(): EmbeddingPool {
  pool ??= createEmbeddingPool({ threads: settings.threads, onFailure: settings.onFailure });
  return pool;
}

/** Stops the process's pool, if it started (on shutdown). */
export async function closeSharedEmbeddingPool(): Promise<void> {
  const closing = pool;
  pool = null;
  await closing?.close();
}
