import nodemailer from 'nodemailer';
import type { Database } from '../db/database.js';
import { mailOutbox } from '../db/schema/index.js';
import type { MailMessage, MailTransport } from './mail-message.js';

export interface TransportSettings {
  smtpUrl: string | null;
  mailFrom: string;
}

export function createMailTransport(settings: TransportSettings, db: Database): MailTransport {
  if (settings.smtpUrl === null) return outboxTransport(db);
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
