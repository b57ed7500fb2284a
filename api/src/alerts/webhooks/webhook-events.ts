import type { AlertLead } from '../alert-lead.js';

/** The events an endpoint can subscribe to; `webhook.test` is sent on request to any endpoint. */
export const webhookEventTypes = ['lead.created', 'lead.status_changed', 'lead.pushed'] as const;
export type WebhookEventType = (typeof webhookEventTypes)[number];
export const testEventType = 'webhook.test';

/** The longest excerpt of a post's text an event carries. */
const excerptLength = 500;

/** What an event says about a lead; `url` (the lead in the app) is added when the event is sent. */
export interface LeadEventData {
  id: string;
  title: string | null;
  excerpt: string;
  platform: string;
  community: string | null;
  author: string | null;
  /** The post's own address on its platform. */
  source_url: string | null;
  score: number;
  signals: { name: string; reason: string }[];
  status: string | null;
  previous_status?: string | null;
  /** lead.pushed: the CRM it reached and the record it is on there. */
  crm?: { provider: string; record_id: string; record_url: string; note_id: string };
}

/** An event as stored in webhook_deliveries.payload, before the lead's app link is added. */
export interface StoredWebhookEvent {
  type: string;
  timestamp: string;
  data: { project_id: string; lead?: LeadEventData; message?: string };
}

export function excerptOf(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= excerptLength ? flat : `${flat.slice(0, excerptLength - 1)}…`;
}

export function leadEventData(lead: AlertLead, status: string | null): LeadEventData {
  return {
    id: lead.id,
    title: lead.title,
    excerpt: excerptOf(lead.body),
    platform: lead.platform,
    community: lead.community,
    author: lead.author,
    source_url: lead.url,
    score: lead.score,
    signals: lead.signals.map((signal) => ({ name: signal.name, reason: signal.reason })),
    status,
  };
}

export function leadCreatedEvent(lead: AlertLead, status: string | null): StoredWebhookEvent {
  return {
    type: 'lead.created',
    timestamp: lead.createdAt.toISOString(),
    data: { project_id: lead.projectId, lead: leadEventData(lead, status) },
  };
}

export function testEvent(projectId: string, now = new Date()): StoredWebhookEvent {
  return {
    type: testEventType,
    timestamp: now.toISOString(),
    data: {
      project_id: projectId,
      message: 'A test event from Signalboard: your endpoint received and can verify signed webhooks.',
    },
  };
}

/** The lead's page in the app: what a person opens from the receiving system. */
export function leadAppUrl(appUrl: string, projectId: string, leadId: string): string {
  return `${appUrl}/projects/${encodeURIComponent(projectId)}/leads/${encodeURIComponent(leadId)}`;
}

/** The JSON body sent: the stored event with the lead's link in the app (APP_URL may change). */
export function eventBody(event: StoredWebhookEvent, appUrl: string): string {
  const { lead } = event.data;
  if (!lead) return JSON.stringify(event);
  const { id, ...rest } = lead;
  return JSON.stringify({
    ...event,
    data: { ...event.data, lead: { id, url: leadAppUrl(appUrl, event.data.project_id, id), ...rest } },
  });
}
