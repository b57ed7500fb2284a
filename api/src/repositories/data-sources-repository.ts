import { and, asc, eq, notInArray, sql } from 'drizzle-orm';
import type { Database } from '../db/database.js';
import { dataSources, type DataSourceRow } from '../db/schema/index.js';
import { followsDefaultInterval } from '../engine/polling/next-poll.js';

export interface DataSourceInput {
  platform: string;
  enabled: boolean;
  config: Record<string, unknown>;
  /** The source's own interval (followsDefaultInterval: the deployment's); left out, the stored one stays. */
  pollIntervalSeconds?: number;
  /** A new next poll, when the interval changed (next-poll.ts rescheduledPoll); left out, it stays. */
  nextPollAt?: Date;
}

export function dataSourcesRepository(db: Database) {
  return {
    async listForProject(projectId: string): Promise<DataSourceRow[]> {
      return db
        .select()
        .from(dataSources)
        .where(eq(dataSources.projectId, projectId))
        .orderBy(asc(dataSources.createdAt), asc(dataSources.platform));
    },

    /**
     * Makes the project's subscriptions exactly `inputs`: platforms left out are dropped, the others are
     * inserted or updated in place, so a kept source keeps its polling health (and its interval unless
     * one is given).
     */
    async replaceForProject(projectId: string, inputs: DataSourceInput[]): Promise<void> {
      await db.transaction(async (tx) => {
        const platforms = inputs.map((input) => input.platform);
        await tx
          .delete(dataSources)
          .where(
            platforms.length > 0
              ? and(eq(dataSources.projectId, projectId), notInArray(dataSources.platform, platforms))
              : eq(dataSources.projectId, projectId),
          );
        for (const input of inputs) {
          const { pollIntervalSeconds, nextPollAt, ...fields } = input;
          await tx
            .insert(dataSources)
            .values({
              projectId,
              ...fields,
              // A new source follows the deployment's default unless it chose its own (the column's
              // DEFAULT 300 predates per-source intervals).
              pollIntervalSeconds: pollIntervalSeconds ?? followsDefaultInterval,
              ...(nextPollAt ? { nextPollAt } : {}),
            })
            .onConflictDoUpdate({
              target: [dataSources.projectId, dataSources.platform],
              set: {
                enabled: fields.enabled,
                config: fields.config,
                ...(pollIntervalSeconds === undefined ? {} : { pollIntervalSeconds }),
                ...(nextPollAt ? { nextPollAt } : {}),
                updatedAt: sql`now()`,
              },
            });
        }
      });
    },
  };
}

export type DataSourcesRepository = ReturnType<typeof dataSourcesRepository>;
