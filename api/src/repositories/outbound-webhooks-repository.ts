import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/database.js';
import { outboundWebhooks, webhookDeliveries } from '../db/schema/index.js';
import type { StoredWebhookEvent } from '../alerts/webhooks/webhook-events.js';

export type OutboundWebhookRow = typeof outboundWebhooks.$inferSelect;
export type WebhookDeliveryRow = typeof webhookDeliveries.$inferSelect;

export interface OutboundWebhookChange {
  url?: string;
  events?: string[];
  enabled?: boolean;
  description?: string;
}

/** A project's outbound webhook endpoints and their delivery log; every call is scoped to the project. */
export function outboundWebhooksRepository(db: Database) {
  const ofProject = (projectId: string, webhookId: string) =>
    and(eq(outboundWebhooks.projectId, projectId), eq(outboundWebhooks.id, webhookId));

  return {
    list(projectId: string): Promise<OutboundWebhookRow[]> {
      return db
        .select()
        .from(outboundWebhooks)
        .where(eq(outboundWebhooks.projectId, projectId))
        .orderBy(outboundWebhooks.createdAt, outboundWebhooks.id);
    },

    async count(projectId: string): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(outboundWebhooks)
        .where(eq(outboundWebhooks.projectId, projectId));
      return row?.n ?? 0;
    },

    async find(projectId: string, webhookId: string): Promise<OutboundWebhookRow | null> {
      const [row] = await db.select().from(outboundWebhooks).where(ofProject(projectId, webhookId));
      return row ?? null;
    },

    async create(
      projectId: string,
      fields: { url: string; events: string[]; description: string; secretSealed: string; createdBy: string },
    ): Promise<OutboundWebhookRow> {
      const [row] = await db
        .insert(outboundWebhooks)
        .values({ projectId, ...fields })
        .returning();
      return row!;
    },

    async update(
      projectId: string,
      webhookId: string,
      change: OutboundWebhookChange,
    ): Promise<OutboundWebhookRow | null> {
      const [row] = await db
        .update(outboundWebhooks)
        .set({ ...change, updatedAt: sql`now()` })
        .where(ofProject(projectId, webhookId))
        .returning();
      return row ?? null;
    },

    async setSecret(projectId: string, webhookId: string, secretSealed: string): Promise<boolean> {
      const rows = await db
        .update(outboundWebhooks)
        .set({ secretSealed, updatedAt: sql`now()` })
        .where(ofProject(projectId, webhookId))
        .returning({ id: outboundWebhooks.id });
      return rows.length > 0;
    },

    async remove(projectId: string, webhookId: string): Promise<boolean> {
      const rows = await db
        .delete(outboundWebhooks)
        .where(ofProject(projectId, webhookId))
        .returning({ id: outboundWebhooks.id });
      return rows.length > 0;
    },

    /** Queues one event to one endpoint, due now. */
    async queueEvent(
      projectId: string,
      webhookId: string,
      eventId: string,
      event: StoredWebhookEvent,
    ): Promise<WebhookDeliveryRow> {
      const [row] = await db
        .insert(webhookDeliveries)
        .values({
          webhookId,
          projectId,
          eventId,
          eventType: event.type,
          payload: event as unknown as Record<string, unknown>,
        })
        .returning();
      return row!;
    },

    /** The endpoint's deliveries, newest first. */
    async deliveries(
      projectId: string,
      webhookId: string,
      page: { limit: number; skip: number },
    ): Promise<{ items: WebhookDeliveryRow[]; total: number }> {
      const where = and(
        eq(webhookDeliveries.projectId, projectId),
        eq(webhookDeliveries.webhookId, webhookId),
      );
      const items = await db
        .select()
        .from(webhookDeliveries)
        .where(where)
        .orderBy(desc(webhookDeliveries.createdAt), desc(webhookDeliveries.id))
        .limit(page.limit)
        .offset(page.skip);
      const [total] = await db.select({ n: count() }).from(webhookDeliveries).where(where);
      return { items, total: total?.n ?? 0 };
    },

    /**
     * Sends a delivery again now, whatever its state, as a new round of attempts (a new 24 h of
     * retries); the same event id, so a receiver that already has it can tell. Null when not found.
     */
    async redeliver(
      projectId: string,
      webhookId: string,
      deliveryId: string,
    ): Promise<WebhookDeliveryRow | null> {
      const [row] = await db
        .update(webhookDeliveries)
        .set({
          state: 'pending',
          attempts: 0,
          firstAttemptAt: null,
          nextAttemptAt: sql`now()`,
          deliveredAt: null,
        })
        .where(
          and(
            eq(webhookDeliveries.id, deliveryId),
            eq(webhookDeliveries.webhookId, webhookId),
            eq(webhookDeliveries.projectId, projectId),
          ),
        )
        .returning();
      return row ?? null;
    },
  };
}

export type OutboundWebhooksRepository = ReturnType<typeof outboundWebhooksRepository>;
