import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/database.js';
import { dataSources } from '../db/schema/index.js';

export const webhookPlatform = 'webhook';

export interface WebhookSettings {
  enabled: boolean;
  /** The HMAC secret requests must be signed with; null until one was generated. */
  secret: string | null;
}

/** A project's inbound webhook: a data source of the 'webhook' platform whose config holds `signing_secret`. */
export function webhookRepository(db: Database) {
  return {
    async find(projectId: string): Promise<WebhookSettings | null> {
      const [row] = await db
        .select({ enabled: dataSources.enabled, config: dataSources.config })
        .from(dataSources)
        .where(and(eq(dataSources.projectId, projectId), eq(dataSources.platform, webhookPlatform)));
      if (!row) return null;
      const secret = row.config.signing_secret;
      return { enabled: row.enabled, secret: typeof secret === 'string' && secret !== '' ? secret : null };
    },

    /** Enables the project's webhook with a new secret (the old one stops working at once). */
    async saveSecret(projectId: string, secret: string): Promise<void> {
      await db
        .insert(dataSources)
        .values({ projectId, platform: webhookPlatform, enabled: true, config: { signing_secret: secret } })
        .onConflictDoUpdate({
          target: [dataSources.projectId, dataSources.platform],
          set: {
            enabled: true,
            config: sql`${dataSources.config} || ${JSON.stringify({ signing_secret: secret })}::jsonb`,
            updatedAt: sql`now()`,
          },
        });
    },

    /** Health a push source shows on the Data Sources tab: when it last delivered and how much. */
    async recordDelivery(projectId: string, items: number): Promise<void> {
      await db
        .update(dataSources)
        .set({
          lastPolledAt: sql`now()`,
          lastSuccessAt: sql`now()`,
          itemsSeen: sql`${dataSources.itemsSeen} + ${items}`,
          updatedAt: sql`now()`,
        })
        .where(and(eq(dataSources.projectId, projectId), eq(dataSources.platform, webhookPlatform)));
    },
  };
}

export type WebhookRepository = ReturnType<typeof webhookRepository>;
