import { and, asc, eq, notInArray, sql } from 'drizzle-orm';
import type { Database } from '../db/database.js';
import { dataSources, type DataSourceRow } from '../db/schema/index.js';

export interface DataSourceInput {
  platform: string;
  enabled: boolean;
  config: Record<string, unknown>;
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
     * inserted or updated in place, so a kept source keeps its polling health.
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
        for (const input of inputs)
          await tx
            .insert(dataSources)
            .values({ projectId, ...input })
            .onConflictDoUpdate({
              target: [dataSources.projectId, dataSources.platform],
              set: { enabled: input.enabled, config: input.config, updatedAt: sql`now()` },
            });
      });
    },
  };
}

export type DataSourcesRepository = ReturnType<typeof dataSourcesRepository>;
