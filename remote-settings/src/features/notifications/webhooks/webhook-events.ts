import type { WebhookEventType } from '@signalboard/shared/api';

/** The events an endpoint can subscribe to, in the words the card uses. */
export const WEBHOOK_EVENTS: { type: WebhookEventType; label: string; hint: string }[] = [
  { type: 'lead.created', label: 'New lead', hint: 'lead.created: a new lead was found.' },
  {
    type: 'lead.status_changed',
    label: 'Lead status changed',
    hint: 'lead.status_changed: someone moved a lead to another status.',
  },
  {
    type: 'lead.pushed',
    label: 'Lead sent to the CRM',
    hint: 'lead.pushed: a lead reached HubSpot, Pipedrive or Attio (with the record it is on there).',
  },
];

export const eventLabel = (type: string) =>
  WEBHOOK_EVENTS.find((event) => event.type === type)?.label ??
  (type === 'webhook.test' ? 'Test event' : type);
