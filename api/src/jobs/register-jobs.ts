import type PgBoss from 'pg-boss';
import type { Database } from '../db/database.js';
import type { MailMessage, MailTransport } from '../mail/mail-message.js';
import { mailSendHandler } from './mail-send.js';
import { purgeExpiredTokensHandler, purgeSchedule } from './purge-expired-tokens.js';

export interface JobDependencies {
  db: Database;
  mailTransport: MailTransport;
}

/** Starts this process's workers. pg-boss fetches with SKIP LOCKED, so any number of processes can run them. */
export async function registerJobs(boss: PgBoss, deps: JobDependencies): Promise<void> {
  await boss.work<MailMessage>(
    'mail.send',
    { pollingIntervalSeconds: 0.5 },
    mailSendHandler(deps.mailTransport),
  );
  await boss.work('maintenance.purge-expired-tokens', purgeExpiredTokensHandler(deps.db));
  // One schedule per queue name, whatever the number of workers: pg-boss keeps it in the database.
  await boss.schedule('maintenance.purge-expired-tokens', purgeSchedule, {}, { tz: 'UTC' });
}
