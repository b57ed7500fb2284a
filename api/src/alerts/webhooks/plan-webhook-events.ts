import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { leadStatusConfigs, outboundWebhooks, webhookDeliveries } from '../../db/schema/index.js';
import type { AlertKick, AlertPlanner } from '../alert-channel.js';
import { loadAlertLeads } from '../alert-lead.js';
import {
  leadCreatedEvent,
  leadEventData,
  type LeadEventData,
  type StoredWebhookEvent,
  type WebhookEventType,
} from './webhook-events.js';

export const webhookDeliverQueue = 'webhook.deliver';

export interface WebhookDeliverJob {
  projectId: string;
}

/** The job that drains a project's due deliveries (one queued per project: the singleton key). */
export function deliverKick(projectId: string): AlertKick {
  return {
    queue: webhookDeliverQueue,
    data: { projectId } satisfies WebhookDeliverJob,
    options: { singletonKey: projectId },
  };
}

/** The project's enabled endpoints subscribed to `event`. */
async function subscribedEndpoints(
  db: Database,
  projectId: string,
  event: WebhookEventType,
): Promise<string[]> {
  const rows = await db
    .select({ id: outboundWebhooks.id })
    .from(outboundWebhooks)
    .where(
      and(
        eq(outboundWebhooks.projectId, projectId),
        eq(outboundWebhooks.enabled, true),
        sql`${outboundWebhooks.events} @> ${JSON.stringify([event])}::jsonb`,
      ),
    );
  return rows.map((row) => row.id);
}

async function statusNames(db: Database, projectId: string): Promise<Map<string, string>> {
  const rows = await db
    .select({ id: leadStatusConfigs.id, name: leadStatusConfigs.name })
    .from(leadStatusConfigs)
    .where(eq(leadStatusConfigs.projectId, projectId));
  return new Map(rows.map((row) => [row.id, row.name]));
}

interface PlannedEvent {
  eventId: string;
  event: StoredWebhookEvent;
}

async function insertDeliveries(
  db: Database,
  projectId: string,
  endpoints: string[],
  events: PlannedEvent[],
): Promise<void> {
  const rows = endpoints.flatMap((webhookId) =>
    events.map(({ eventId, event }) => ({
      webhookId,
      projectId,
      eventId,
      eventType: event.type,
      payload: event as unknown as Record<string, unknown>,
    })),
  );
  // The unique (endpoint, event id) makes a re-planned dispatch deliver nothing twice.
  for (let start = 0; start < rows.length; start += 500)
    await db
      .insert(webhookDeliveries)
      .values(rows.slice(start, start + 500))
      .onConflictDoNothing({ target: [webhookDeliveries.webhookId, webhookDeliveries.eventId] });
}

/** Webhooks: a lead.created delivery per visible new lead and enabled endpoint that subscribed to it. */
export const planWebhookEvents: AlertPlanner = async (tx, { projectId, leads }) => {
  const visible = leads.filter((lead) => !lead.hidden);
  if (visible.length === 0) return [];
  const endpoints = await subscribedEndpoints(tx, projectId, 'lead.created');
  if (endpoints.length === 0) return [];
  const names = await statusNames(tx, projectId);
  const events = visible.map((lead) => ({
    eventId: `evt_${lead.id}_created`,
    event: leadCreatedEvent(lead, lead.statusConfigId ? (names.get(lead.statusConfigId) ?? null) : null),
  }));
  await insertDeliveries(tx, projectId, endpoints, events);
  return [deliverKick(projectId)];
};

export interface StatusChange {
  leadId: string;
  previousStatusId: string | null;
}

/**
 * lead.status_changed deliveries for leads moved to `statusId` (called in the transaction that moves
 * them). Hidden leads are left out, as for lead.created. True when something was planned: the caller
 * then kicks the delivery job after commit.
 */
export async function planStatusChangedEvents(
  tx: Database,
  projectId: string,
  changes: StatusChange[],
  statusId: string,
): Promise<boolean> {
  if (changes.length === 0) return false;
  const endpoints = await subscribedEndpoints(tx, projectId, 'lead.status_changed');
  if (endpoints.length === 0) return false;
  const names = await statusNames(tx, projectId);
  const previous = new Map(changes.map((change) => [change.leadId, change.previousStatusId]));
  const leads = await loadAlertLeads(tx, projectId, [...previous.keys()]);
  const timestamp = new Date().toISOString();
  const events = leads
    .filter((lead) => !lead.hidden)
    .map((lead) => {
      const previousId = previous.get(lead.id) ?? null;
      const data = {
        ...leadEventData(lead, names.get(statusId) ?? null),
        previous_status: previousId ? (names.get(previousId) ?? null) : null,
      };
      return {
        eventId: `evt_${lead.id}_status_${randomUUID().replace(/-/g, '').slice(0, 16)}`,
        event: { type: 'lead.status_changed', timestamp, data: { project_id: projectId, lead: data } },
      };
    });
  if (events.length === 0) return false;
  await insertDeliveries(tx, projectId, endpoints, events);
  return true;
}

/**
 * The lead.pushed delivery of a push that just succeeded (called in the transaction that records it; the
 * event id is the push's, so a recorded push is announced once). True when something was planned.
 */
export async function planPushedEvent(
  tx: Database,
  projectId: string,
  push: { id: string; leadId: string; crm: NonNullable<LeadEventData['crm']> },
): Promise<boolean> {
  const endpoints = await subscribedEndpoints(tx, projectId, 'lead.pushed');
  if (endpoints.length === 0) return false;
  const [lead] = await loadAlertLeads(tx, projectId, [push.leadId]);
  if (!lead) return false;
  const names = await statusNames(tx, projectId);
  const data = {
    ...leadEventData(lead, lead.statusConfigId ? (names.get(lead.statusConfigId) ?? null) : null),
    crm: push.crm,
  };
  const event = {
    type: 'lead.pushed',
    timestamp: new Date().toISOString(),
    data: { project_id: projectId, lead: data },
  };
  await insertDeliveries(tx, projectId, endpoints, [{ eventId: `evt_${push.id}_pushed`, event }]);
  return true;
}
