import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { dataSources, type DataSourceRow } from '../../db/schema/index.js';
import type { LlmClient } from '../../llm/chat-completions.js';
import type { Embedder } from '../embeddings/embedding-pool.js';
import { ingestPosts } from '../pipeline/ingest-posts.js';
import type { FetchResult, PlatformEndpoints, RedditSettings } from '../sources/connector.js';
import { ConnectorError } from '../sources/connector-error.js';
import { failureKind } from '../sources/failure-kind.js';
import { failureWords } from '../sources/failure-words.js';
import { effectiveInterval, pollLeaseSeconds, secondsUntilNextPoll } from './next-poll.js';
import { connectorFor } from '../sources/registry.js';

export interface PollDependencies {
  db: Database;
  llm: LlmClient | null;
  /** The sentence encoder; the process's shared embedding threads when not given. */
  embedder?: Embedder;
  endpoints: PlatformEndpoints;
  /** TESTS ONLY: origins user-given URLs (feeds, instances) may reach on a loopback address. */
  allowOrigins: readonly string[];
  /** The deployment's Reddit app and User-Agent (REDDIT_* variables). */
  reddit?: RedditSettings;
  defaultIntervalSeconds: number;
  now?: () => Date;
}

export type PollOutcome =
  | { status: 'skipped'; reason: string }
  | { status: 'polled'; received: number; newPosts: number; newLeads: number }
  | { status: 'failed'; error: string; retryInSeconds: number };

const seconds = (value: number) => sql`make_interval(secs => ${value}::double precision)`;

/**
 * One poll of one data source (the `sources.poll` job): fetch what is new since the stored cursor, turn
 * it into leads, and record the source's health. The cursor is saved in the transaction that stores the
 * leads, so a poll that dies before committing is redone from the same cursor and yields the same leads.
 * A ConnectorError (the platform failed or refused) is recorded on the source and backs it off; it does
 * not fail the job, as pg-boss retrying at once would only hammer the platform. Anything else is our bug
 * or the database: it is thrown, so pg-boss retries the job.
 */
export async function pollSource(deps: PollDependencies, dataSourceId: string): Promise<PollOutcome> {
  const { db } = deps;
  const [source] = await db.select().from(dataSources).where(eq(dataSources.id, dataSourceId));
  if (!source) return { status: 'skipped', reason: 'the data source no longer exists' };
  if (!source.enabled) return { status: 'skipped', reason: 'the data source is switched off' };
  const connector = connectorFor(source.platform);
  if (!connector) return { status: 'skipped', reason: `${source.platform} is not polled` };

  await db
    .update(dataSources)
    .set({ nextPollAt: sql`now() + ${seconds(pollLeaseSeconds)}` })
    .where(eq(dataSources.id, source.id));
  const interval = effectiveInterval(source.pollIntervalSeconds, deps.defaultIntervalSeconds);

  let result: FetchResult;
  try {
    result = await connector.fetchNew({
      config: source.config,
      cursor: source.cursor,
      endpoints: deps.endpoints,
      allowOrigins: deps.allowOrigins,
      ...(deps.reddit ? { reddit: deps.reddit } : {}),
      now: deps.now,
    });
  } catch (error) {
    if (!(error instanceof ConnectorError)) throw error;
    return recordFailure(db, source, interval, error);
  }

  const ingested = await ingestPosts(
    { db, llm: deps.llm, embedder: deps.embedder },
    { projectId: source.projectId, incoming: result.posts },
    {
      inTransaction: async (tx) => {
        const wait = secondsUntilNextPoll({
          intervalSeconds: interval,
          failures: 0,
          retryAfterSeconds: result.retryAfterSeconds,
        });
        await tx
          .update(dataSources)
          .set({
            cursor: result.cursor,
            lastPolledAt: sql`now()`,
            lastSuccessAt: sql`now()`,
            lastError: null,
            lastErrorKind: null,
            healthNote: result.healthNote ?? null,
            consecutiveFailures: 0,
            itemsSeen: sql`${dataSources.itemsSeen} + ${result.posts.length}`,
            ...(result.rateLimit ? { rateLimit: { ...result.rateLimit } } : {}),
            nextPollAt: sql`now() + ${seconds(wait)}`,
            updatedAt: sql`now()`,
          })
          .where(eq(dataSources.id, source.id));
      },
    },
  );
  return { status: 'polled', ...ingested };
}

async function recordFailure(
  db: Database,
  source: DataSourceRow,
  interval: number,
  error: ConnectorError,
): Promise<PollOutcome> {
  const failures = source.consecutiveFailures + 1;
  const wait = secondsUntilNextPoll({
    intervalSeconds: interval,
    failures,
    retryAfterSeconds: error.retryAfterSeconds,
  });
  // What happened and what to do, once: the Data Sources tab shows it as is.
  const words = failureWords(source.platform, error);
  await db
    .update(dataSources)
    .set({
      lastPolledAt: sql`now()`,
      lastError: words,
      lastErrorKind: failureKind(error),
      consecutiveFailures: failures,
      nextPollAt: sql`now() + ${seconds(wait)}`,
      updatedAt: sql`now()`,
    })
    .where(eq(dataSources.id, source.id));
  return { status: 'failed', error: words, retryInSeconds: Math.round(wait) };
}
