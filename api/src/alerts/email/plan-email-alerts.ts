import { emailLeadAlerts } from '../../db/schema/index.js';
import type { AlertPlanner } from '../alert-channel.js';
import { leadsWorthAlerting } from '../alert-filter.js';
import { activeRecipients } from './email-recipients.js';

/** How long the instant mail waits for more leads, so a burst becomes one mail per recipient. */
export const instantBatchSeconds = 20;

const insertChunk = 2000;

/**
 * Instant e-mail: a pending email_lead_alerts row per lead worth alerting and recipient (unique, so a
 * retried dispatch adds nothing), and an `email.instant` run for the project a little later that mails
 * them. Projects that never saved their settings get nothing: the defaults the API shows are an offer
 * (a daily digest to the caller), not a choice anyone made. Daily and weekly digests read the leads
 * when due (digest-tick.ts).
 */
export const planEmailAlerts: AlertPlanner = async (tx, { projectId, leads, settings }) => {
  if (!settings?.emailEnabled || settings.emailFrequency !== 'instant') return [];
  const worthy = leadsWorthAlerting(settings, leads);
  if (worthy.length === 0) return [];
  const recipients = await activeRecipients(tx, projectId, settings.emailRecipients);
  if (recipients.length === 0) return [];
  const rows = worthy.flatMap((lead) =>
    recipients.map((recipient) => ({ projectId, leadId: lead.id, recipient })),
  );
  // 500 leads x 50 recipients would pass PostgreSQL's limit of bound parameters in one statement.
  for (let start = 0; start < rows.length; start += insertChunk)
    await tx
      .insert(emailLeadAlerts)
      .values(rows.slice(start, start + insertChunk))
      .onConflictDoNothing();
  return [
    {
      queue: 'email.instant',
      data: { projectId },
      options: { singletonKey: projectId, startAfter: instantBatchSeconds },
    },
  ];
};
