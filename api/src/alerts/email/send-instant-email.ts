import { and, asc, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { emailLeadAlerts, notificationSettings, projects } from '../../db/schema/index.js';
import type { MailMessage } from '../../mail/mail-message.js';
import { leadsWorthAlerting } from '../alert-filter.js';
import { loadAlertLeads } from '../alert-lead.js';
import { activeRecipients } from './email-recipients.js';
import { instantLeadMail } from './instant-mail.js';
import type { LeadMailContext } from './lead-mail-parts.js';

/** Queues one mail inside the caller's transaction (pg-boss `mail.send` with the transaction's `db`). */
export type EnqueueMail = (tx: Database, message: MailMessage) => Promise<void>;

/** Rows taken per transaction. */
const batchSize = 2000;

/**
 * Mails a project's pending instant alerts: takes the pending rows (SKIP LOCKED, so two workers never
 * take the same row), queues one mail per recipient in the same transaction that marks the rows sent,
 * so a lead reaches a person once whatever crashes or runs twice. Rows whose lead was hidden since, or
 * whose recipient left or unsubscribed (or the settings no longer ask for instant mail), are marked
 * 'skipped'. Returns the number of mails queued.
 */
export async function sendInstantEmail(
  db: Database,
  projectId: string,
  ctx: LeadMailContext,
  enqueueMail: EnqueueMail,
): Promise<number> {
  let mailed = 0;
  for (;;) {
    const [taken, mails] = await db.transaction(async (txn) => {
      const tx = txn as unknown as Database;
      const rows = await tx
        .select({
          id: emailLeadAlerts.id,
          leadId: emailLeadAlerts.leadId,
          recipient: emailLeadAlerts.recipient,
        })
        .from(emailLeadAlerts)
        .where(and(eq(emailLeadAlerts.projectId, projectId), eq(emailLeadAlerts.state, 'pending')))
        .orderBy(asc(emailLeadAlerts.createdAt))
        .limit(batchSize)
        .for('update', { skipLocked: true });
      if (rows.length === 0) return [0, 0];
      const [settings] = await tx
        .select()
        .from(notificationSettings)
        .where(eq(notificationSettings.projectId, projectId));
      const [project] = await tx
        .select({ id: projects.id, name: projects.name })
        .from(projects)
        .where(eq(projects.id, projectId));
      const wanted = settings?.emailEnabled && settings.emailFrequency === 'instant' && project;
      const recipients = new Set(
        wanted ? await activeRecipients(tx, projectId, settings.emailRecipients) : [],
      );
      const leads = wanted
        ? leadsWorthAlerting(
            settings,
            await loadAlertLeads(tx, projectId, [...new Set(rows.map((r) => r.leadId))]),
          )
        : [];
      const leadById = new Map(leads.map((lead) => [lead.id, lead]));

      const byRecipient = new Map<string, typeof rows>();
      for (const row of rows)
        byRecipient.set(row.recipient, [...(byRecipient.get(row.recipient) ?? []), row]);
      const sent: string[] = [];
      const skipped: string[] = [];
      let count = 0;
      for (const [recipient, own] of byRecipient) {
        const theirs = recipients.has(recipient) ? own.filter((row) => leadById.has(row.leadId)) : [];
        const ids = new Set(theirs.map((row) => row.id));
        skipped.push(...own.filter((row) => !ids.has(row.id)).map((row) => row.id));
        if (theirs.length === 0 || !settings || !project) continue;
        const mailLeads = theirs.map((row) => leadById.get(row.leadId)!).sort((a, b) => b.score - a.score);
        await enqueueMail(tx, instantLeadMail(ctx, project, settings, recipient, mailLeads));
        sent.push(...ids);
        count += 1;
      }
      await mark(tx, sent, 'sent');
      await mark(tx, skipped, 'skipped');
      return [rows.length, count];
    });
    mailed += mails;
    if (taken < batchSize) return mailed;
  }
}

async function mark(tx: Database, ids: string[], state: 'sent' | 'skipped'): Promise<void> {
  for (let start = 0; start < ids.length; start += 1000)
    await tx
      .update(emailLeadAlerts)
      .set({ state, sentAt: state === 'sent' ? new Date() : null })
      .where(inArray(emailLeadAlerts.id, ids.slice(start, start + 1000)));
}

/** Projects with instant alerts pending longer than `olderThanSeconds` (their `email.instant` kick was lost). */
export async function projectsWithStaleEmail(db: Database, olderThanSeconds: number): Promise<string[]> {
  const rows = await db
    .selectDistinct({ projectId: emailLeadAlerts.projectId })
    .from(emailLeadAlerts)
    .where(
      and(
        eq(emailLeadAlerts.state, 'pending'),
        lt(emailLeadAlerts.createdAt, sql`now() - make_interval(secs => ${olderThanSeconds})`),
      ),
    );
  return rows.map((row) => row.projectId);
}
