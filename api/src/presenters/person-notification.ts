import type { Static } from 'typebox';
import { leadTitle } from '../alerts/slack/lead-message.js';
import { personNotificationLine } from '../notifications/person-notification-messages.js';
import type {
  PersonNotificationChoice,
  PersonNotificationView,
} from '../repositories/person-notifications-repository.js';
import type {
  PersonNotificationChoiceSchema,
  PersonNotificationSchema,
} from '../schemas/person-notification.js';

export function toPersonNotification(n: PersonNotificationView): Static<typeof PersonNotificationSchema> {
  return {
    id: n.id,
    kind: n.kind,
    project_id: n.projectId,
    project_name: n.projectName,
    lead_id: n.leadId,
    lead_count: n.leadCount,
    lead_title: leadTitle({ title: n.leadTitle, body: n.leadBody }),
    actor_name: n.actorName,
    note_excerpt: n.noteExcerpt,
    text: personNotificationLine(n),
    created_at: n.createdAt.toISOString(),
    seen_at: n.seenAt?.toISOString() ?? null,
  };
}

export function toPersonNotificationChoice(
  choice: PersonNotificationChoice,
): Static<typeof PersonNotificationChoiceSchema> {
  return {
    assigned: choice.assigned,
    mentioned: choice.mentioned,
    badge: choice.badge,
    slack_fallback: choice.slackFallback,
    slack_fallback_at: choice.slackFallbackAt?.toISOString() ?? null,
  };
}
