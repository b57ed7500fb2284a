import nodemailer from 'nodemailer';
import type { Database } from '../db/database.js';
import { mailOutbox } from '../db/schema/index.js';
import type { MailMessage, MailTransport } from './mail-message.js';

export interface TransportSettings {
  smtpUrl: string | null;
  /** Without SMTP: the outbox table (read at /dev/outbox) when true, the log when false. */
  mailOutbox: boolean;
  mailFrom: string;
}

/** Where the log transport writes; pino's and Fastify's loggers both fit. */
export interface MailLog {
  warn(details: object, message: string): void;
}

/** What an operator must know at start about where mail goes when it is not sent. */
export const mailNotices = {
  log: 'SMTP_URL is not set: mail is not sent, each mail (its links included) is written to this log at level warn, and /dev/outbox is off. Set SMTP_URL to deliver mail.',
  outbox:
    'DEV_OUTBOX=1: mail is not sent but kept in the outbox, which anyone who can reach this server reads at /dev/outbox (for development only).',
} as const;

export function createMailTransport(settings: TransportSettings, db: Database, log: MailLog): MailTransport {
  if (settings.smtpUrl === null) return settings.mailOutbox ? outboxTransport(db) : logTransport(log);
  const smtp = nodemailer.createTransport(settings.smtpUrl);
  return {
    kind: 'smtp',
    async deliver(message: MailMessage) {
      await smtp.sendMail({ from: settings.mailFrom, ...message });
    },
    async close() {
      smtp.close();
    },
  };
}

function outboxTransport(db: Database): MailTransport {
  return {
    kind: 'outbox',
    async deliver(message: MailMessage) {
      await db.insert(mailOutbox).values(message);
    },
    async close() {},
  };
}

/**
 * A server without SMTP whose outbox page would be reachable by others: the operator still gets the
 * verification and reset links, from the log they already control, and nobody else does. The text part
 * carries the same links as the HTML, so the HTML is left out.
 */
function logTransport(log: MailLog): MailTransport {
  return {
    kind: 'log',
    async deliver(message: MailMessage) {
      log.warn(
        { mail: { to: message.to, subject: message.subject, text: message.text } },
        'mail not sent (SMTP_URL is not set): written to the log instead',
      );
    },
    async close() {},
  };
}
