import type { Static } from 'typebox';
import type { NotificationSettingsRow } from '../db/schema/index.js';
import type { NotificationSettingsSchema } from '../schemas/notification-settings.js';

type NotificationSettings = Static<typeof NotificationSettingsSchema>;

/**
 * What a project that never saved its settings is shown: a daily digest of good leads to the caller, as
 * an offer. Nothing is mailed until someone saves (`saved: false` says so; see plan-email-alerts.ts).
 */
export function defaultNotificationSettings(callerEmail: string): NotificationSettings {
  return {
    email_enabled: true,
    email_frequency: 'daily',
    email_recipients: [callerEmail],
    slack_enabled: false,
    min_score: 60,
    intent_signal_ids: [],
    // The browser proposes its own zone for new settings; the server knows none better.
    timezone: 'UTC',
    saved: false,
  };
}

export function toNotificationSettings(row: NotificationSettingsRow): NotificationSettings {
  return {
    email_enabled: row.emailEnabled,
    // Stored as text; only the schema's values are ever written.
    email_frequency: row.emailFrequency as NotificationSettings['email_frequency'],
    email_recipients: row.emailRecipients,
    slack_enabled: row.slackEnabled,
    min_score: row.minScore,
    intent_signal_ids: row.intentSignalIds,
    timezone: row.timezone,
    saved: true,
  };
}
