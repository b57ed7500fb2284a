import { and, eq, inArray, max, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import {
  emailDigests,
  notificationSettings,
  projects,
  type NotificationSettingsRow,
} from '../../db/schema/index.js';
import { digestLeads, type DigestLeads } from './digest-leads.js';
import {
  duePeriod,
  firstDigestLookbackMs,
  isTimeZone,
  type DigestFrequency,
  type DuePeriod,
} from './digest-period.js';
import { activeRecipients } from './email-recipients.js';
import { leadGroupsMail } from './lead-groups-mail.js';
import type { LeadMailContext, MailProject } from './lead-mail-parts.js';
import type { EnqueueMail } from './send-instant-email.js';

export interface DigestTickResult {
  /** Digests mailed by this tick. */
  mailed: number;
  /** Periods this tick claimed with nothing new (recorded, not mailed). */
  empty: number;
}

/**
 * One `email.digest-tick`: for every project with daily or weekly e-mail, every recipient whose local
 * 08:00 has passed for a period not yet done gets a digest of the leads stored since their previous one.
 * The period is claimed by inserting its email_digests row (unique per project, recipient, frequency and
 * period) in the transaction that queues the mail: with any number of workers ticking at once, the
 * insert that wins mails and the others do nothing. A period with nothing new is recorded too (lead_count
 * 0), so the next digest starts where it ended.
 */
export async function runDigestTick(
  db: Database,
  ctx: LeadMailContext,
  enqueueMail: EnqueueMail,
  now: Date = new Date(),
): Promise<DigestTickResult> {
  const result: DigestTickResult = { mailed: 0, empty: 0 };
  const due = await db
    .select({ settings: notificationSettings, project: { id: projects.id, name: projects.name } })
    .from(notificationSettings)
    .innerJoin(projects, eq(projects.id, notificationSettings.projectId))
    .where(
      and(
        eq(notificationSettings.emailEnabled, true),
        inArray(notificationSettings.emailFrequency, ['daily', 'weekly']),
      ),
    );
  for (const { settings, project } of due) {
    const zone = isTimeZone(settings.timezone) ? settings.timezone : 'UTC';
    const period = duePeriod(settings.emailFrequency as DigestFrequency, now, zone);
    if (!period) continue;
    const recipients = await activeRecipients(db, project.id, settings.emailRecipients);
    if (recipients.length === 0) continue;
    const previous = await previousDigests(db, project.id, recipients, period);
    const collected = new Map<number, Promise<DigestLeads>>();
    for (const recipient of recipients) {
      const last = previous.get(recipient);
      if (last?.done) continue;
      const since = last?.until ?? new Date(now.getTime() - firstDigestLookbackMs[period.frequency]);
      // Recipients whose previous digests ended together share one query.
      let leads = collected.get(since.getTime());
      if (!leads) collected.set(since.getTime(), (leads = digestLeads(db, settings, since, now)));
      const outcome = await claimAndSend(db, ctx, enqueueMail, {
        settings,
        project,
        recipient,
        period,
        now,
        leads: await leads,
      });
      if (outcome === 'mailed') result.mailed += 1;
      if (outcome === 'empty') result.empty += 1;
    }
  }
  return result;
}

/**
 * In one query for all of a project's recipients: where each one's previous digest of this frequency
 * ended, and whether the due period is already done for them.
 */
async function previousDigests(
  db: Database,
  projectId: string,
  recipients: string[],
  period: DuePeriod,
): Promise<Map<string, { until: Date | null; done: boolean }>> {
  const rows = await db
    .select({
      recipient: emailDigests.recipient,
      until: max(emailDigests.coversUntil),
      done: sql<boolean>`bool_or(${emailDigests.period} = ${period.period})`,
    })
    .from(emailDigests)
    .where(
      and(
        eq(emailDigests.projectId, projectId),
        eq(emailDigests.frequency, period.frequency),
        inArray(emailDigests.recipient, recipients),
      ),
    )
    .groupBy(emailDigests.recipient);
  return new Map(rows.map(({ recipient, ...previous }) => [recipient, previous]));
}

interface DigestClaim {
  settings: NotificationSettingsRow;
  project: MailProject;
  recipient: string;
  period: DuePeriod;
  now: Date;
  leads: DigestLeads;
}

async function claimAndSend(
  db: Database,
  ctx: LeadMailContext,
  enqueueMail: EnqueueMail,
  { project, recipient, period, now, leads }: DigestClaim,
): Promise<'mailed' | 'empty' | 'lost'> {
  return db.transaction(async (txn) => {
    const tx = txn as unknown as Database;
    const claimed = await tx
      .insert(emailDigests)
      .values({
        projectId: project.id,
        recipient,
        frequency: period.frequency,
        period: period.period,
        leadCount: leads.total,
        coversUntil: now,
      })
      .onConflictDoNothing()
      .returning({ id: emailDigests.id });
    if (claimed.length === 0) return 'lost';
    if (leads.total === 0) return 'empty';
    const daily = period.frequency === 'daily';
    await enqueueMail(
      tx,
      leadGroupsMail(ctx, project, recipient, {
        heading: `${daily ? 'Daily' : 'Weekly'} digest: ${leads.total} new ${leads.total === 1 ? 'lead' : 'leads'} in ${project.name}`,
        intro: `Your ${daily ? 'daily' : 'weekly'} digest: the leads found since the last one, best first.`,
        why: `the ${daily ? 'daily' : 'weekly'} lead digest`,
        groups: leads.groups,
      }),
    );
    return 'mailed';
  });
}
