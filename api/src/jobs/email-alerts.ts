import type PgBoss from 'pg-boss';
import { runDigestTick } from '../alerts/email/digest-tick.js';
import type { LeadMailContext } from '../alerts/email/lead-mail-parts.js';
import {
  projectsWithStaleEmail,
  sendInstantEmail,
  type EnqueueMail,
} from '../alerts/email/send-instant-email.js';
import type { Database } from '../db/database.js';
import { transactionSql } from '../queue/transaction-sql.js';

export interface EmailInstantJob {
  projectId: string;
}

/** Digests are looked for every 15 minutes: each arrives within 15 minutes of the recipient's 08:00. */
export const digestTickSchedule = '*/15 * * * *';
/** Lost `email.instant` kicks are recovered every minute... */
export const instantSweepSchedule = '* * * * *';
/** ...for rows pending longer than the batch wait plus a margin. */
const staleAfterSeconds = 60;

/** Queues a `mail.send` job in the caller's transaction: the mail exists exactly when the rows say "sent". */
export function enqueueMailWith(boss: PgBoss): EnqueueMail {
  return async (tx, message) => {
    await boss.send('mail.send', message, { db: { executeSql: transactionSql(tx) } });
  };
}

export function sendInstantKick(boss: PgBoss, projectId: string): Promise<string | null> {
  return boss.send('email.instant', { projectId } satisfies EmailInstantJob, { singletonKey: projectId });
}

/** The e-mail channel's workers and schedules (instant alerts, their sweep, digests). */
export async function registerEmailJobs(boss: PgBoss, db: Database, ctx: LeadMailContext): Promise<void> {
  const enqueueMail = enqueueMailWith(boss);
  await boss.work<EmailInstantJob>('email.instant', { pollingIntervalSeconds: 1 }, async (jobs) => {
    for (const job of jobs) await sendInstantEmail(db, job.data.projectId, ctx, enqueueMail);
  });
  await boss.work('email.instant-sweep', async () => {
    for (const projectId of await projectsWithStaleEmail(db, staleAfterSeconds))
      await sendInstantKick(boss, projectId);
  });
  await boss.schedule('email.instant-sweep', instantSweepSchedule, {}, { tz: 'UTC' });
  await boss.work('email.digest-tick', async () => {
    await runDigestTick(db, ctx, enqueueMail);
  });
  await boss.schedule('email.digest-tick', digestTickSchedule, {}, { tz: 'UTC' });
}
