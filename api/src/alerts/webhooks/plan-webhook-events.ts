import type { AlertPlanner } from '../alert-channel.js';

/** Webhooks: a lead.created delivery per enabled endpoint that subscribed to it. */
export const planWebhookEvents: AlertPlanner = async () => [];
