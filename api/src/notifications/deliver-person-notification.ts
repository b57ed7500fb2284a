import type PgBoss from 'pg-boss';
import { SlackApiError, type SlackClient } from '../alerts/slack/slack-client.js';
import type { SecretBox } from '../crypto/secret-box.js';
import type { Database } from '../db/database.js';
import type { MailMessage } from '../mail/mail-message.js';
import { personNotificationsRepository } from '../repositories/person-notifications-repository.js';
import { slackRepository } from '../repositories/slack-repository.js';
import { personNotificationMail, personNotificationSlackMessage } from './person-notification-messages.js';
import type { PersonUnsubscribeTokens } from './person-unsubscribe-token.js';

export interface PersonDelivery {
  db: Database;
  boss: Pick<PgBoss, 'send'>;
  appUrl: string;
  /** The API's public address, for the unsubscribe link. */
  apiUrl: string;
  tokens: PersonUnsubscribeTokens;
  /** Null when this server has no Slack app (no SLACK_* variables): a Slack choice goes by e-mail. */
  slack: SlackClient | null;
  box: SecretBox;
}

export type PersonDeliveryOutcome = 'in_app' | 'email' | 'slack' | 'slack_fell_back_to_email' | 'gone';

/** Why a Slack DM could not be sent, said to the person on their settings screen. */
const fallbackReasons = {
  no_slack_app: 'Slack is not set up on this Signalboard server.',
  no_workspace: "The lead's project has no Slack workspace connected.",
  users_not_found: "No one in the project's Slack workspace uses your e-mail address.",
  missing_scope:
    "The project's Slack connection may not look people up by e-mail: an owner or admin reconnects Slack in the project's settings.",
} as const;

const slackFallbackFor = (code: string) =>
  code in fallbackReasons
    ? fallbackReasons[code as keyof typeof fallbackReasons]
    : `The project's Slack connection refused the message (${code}).`;

/**
 * Sends one notification the way its person chose, off the request path: nothing more (the bell has it),
 * an e-mail through the mail queue, or a Slack DM by the project's workspace bot (users.lookupByEmail,
 * then chat.postMessage to the user's id). A DM that cannot be sent (no workspace, no such user, a
 * missing scope, a revoked token) goes by e-mail instead, and the reason is kept for the settings screen.
 * Slack down or rate limited throws, so pg-boss retries the job (queues.ts).
 */
export async function deliverPersonNotification(
  deps: PersonDelivery,
  notificationId: string,
): Promise<PersonDeliveryOutcome> {
  const people = personNotificationsRepository(deps.db);
  const notification = await people.findForDelivery(notificationId);
  if (!notification) return 'gone';
  const channel = (await people.choice(notification.userId))[notification.kind];
  if (channel === 'app') return 'in_app';

  const mail = async () => {
    const token = deps.tokens.sign({ userId: notification.userId, kind: notification.kind });
    const unsubscribeUrl = `${deps.apiUrl}/api/v1/notifications/unsubscribe?token=${encodeURIComponent(token)}`;
    const message = personNotificationMail(notification.email, notification, {
      appUrl: deps.appUrl,
      unsubscribeUrl,
    });
    await deps.boss.send('mail.send', message satisfies MailMessage);
  };
  if (channel === 'email') {
    await mail();
    return 'email';
  }

  const fallBack = async (code: string) => {
    await people.noteSlackFallback(notification.userId, slackFallbackFor(code));
    await mail();
    return 'slack_fell_back_to_email' as const;
  };
  if (!deps.slack) return fallBack('no_slack_app');
  const connection = await slackRepository(deps.db).findConnection(notification.projectId);
  const botToken = connection?.status === 'connected' ? deps.box.open(connection.botTokenSealed) : null;
  if (!botToken) return fallBack('no_workspace');
  try {
    const slackUserId = await deps.slack.lookupUserByEmail(botToken, notification.email);
    await deps.slack.postMessage(
      botToken,
      personNotificationSlackMessage(slackUserId, notification, deps.appUrl),
    );
    return 'slack';
  } catch (error) {
    if (error instanceof SlackApiError) return fallBack(error.code);
    throw error;
  }
}
