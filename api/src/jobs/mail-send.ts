import type PgBoss from 'pg-boss';
import type { MailMessage, MailTransport } from '../mail/mail-message.js';

/** Delivers mail queued by the API, so a slow SMTP server never holds up a request. */
export function mailSendHandler(transport: MailTransport) {
  return async (jobs: PgBoss.Job<MailMessage>[]) => {
    for (const job of jobs) await transport.deliver(job.data);
  };
}
