import type PgBoss from 'pg-boss';
import type { MailMessage, MailTransport } from '../mail/mail-message.js';
import { mailSendHandler } from './mail-send.js';

export interface JobDependencies {
  mailTransport: MailTransport;
}

/** Starts this process's workers. pg-boss fetches with SKIP LOCKED, so any number of processes can run them. */
export async function registerJobs(boss: PgBoss, deps: JobDependencies): Promise<void> {
  await boss.work<MailMessage>('mail.send', { pollingIntervalSeconds: 0.5 }, mailSendHandler(deps.mailTransport));
}
