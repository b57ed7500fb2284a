import { and, eq, gt, max, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { emailLeadAlerts } from '../../db/schema/index.js';
import type { AlertPlanner } from '../alert-channel.js';
import { leadsWorthAlerting } from '../alert-filter.js';
import { activeRecipients } from './email-recipients.js';

/**
 * The batching window of instant mail: a lead is mailed at once when the project mailed nobody in the
 * last `instantBatchSeconds`; otherwise it waits for the rest of the window, so a burst becomes one mail
 * per recipient rather than one per lead. Short enough that a lead arriving mid-stream is still mailed
 * within the 10 s budget (ARCHITECTURE.md §8).
 */
export const instantBatchSeconds = 5;

const insertChunk = 2000;

/**
 * Only rows stored this recently are read for the last mail's time, a short range of the (project_id,
 * state, created_at) index however much mail the project has had. A row is mailed within a minute or two
 * of being stored (its kick, else the minute sweep), so a mail of the last window is among them unless the
 * workers were down for longer; then the next lead merely goes after a second instead of joining a batch.
 */
const lastMailLookbackSeconds = 15 * 60;

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
      options: { singletonKey: projectId, startAfter: await secondsToWait(tx, projectId) },
    },
  ];
};

/** 1 s when the project's last instant mail left more than a window ago, else what remains of the window. */
async function secondsToWait(tx: Database, projectId: string): Promise<number> {
  const [row] = await tx
    .select({ last: max(emailLeadAlerts.sentAt) })
    .from(emailLeadAlerts)
    .where(
      and(
        eq(emailLeadAlerts.projectId, projectId),
        eq(emailLeadAlerts.state, 'sent'),
        gt(emailLeadAlerts.createdAt, sql`now() - make_interval(secs => ${lastMailLookbackSeconds})`),
      ),
    );
  // At least a second: leads stored by the next poll or import batch of the same moment join this mail.
  if (!row?.last) return 1;
  const remaining = instantBatchSeconds - (Date.now() - new Date(row.last).getTime()) / 1000;
  return Math.max(1, Math.ceil(remaining));
}
