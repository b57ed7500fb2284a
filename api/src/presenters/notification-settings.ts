import type { Static } from 'typebox';
import type { NotificationSettingsRow } from '../db/schema/index.js';
import type { NotificationSettingsSchema } from '../schemas/notification-settings.js';

type NotificationSettings = Static<typeof NotificationSettingsSchema>;

/** What a project that never saved its settings gets: e-mail digests of good leads to the caller. */
export function defaultNotificationSettings(callerEmail: string): NotificationSettings {
  return {
    email_enabled: true,
    email_frequency: 'daily',
    email_recipients: [callerEmail],
    slack_enabled: false,
    min_score: 60,
    intent_signal_ids: [],
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
  };
}
