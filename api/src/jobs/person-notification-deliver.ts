import type PgBoss from 'pg-boss';
import {
  deliverPersonNotification,
  type PersonDelivery,
} from '../notifications/deliver-person-notification.js';
import type { PersonNotificationJob } from '../notifications/person-notifications.js';

/** E-mails or DMs each notification per its person's choice (a thrown Slack outage is retried by pg-boss). */
export function personNotificationDeliverHandler(delivery: PersonDelivery) {
  return async (jobs: PgBoss.Job<PersonNotificationJob>[]) => {
    for (const job of jobs) await deliverPersonNotification(delivery, job.data.notificationId);
  };
}
