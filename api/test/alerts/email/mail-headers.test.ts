import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { mailOutbox } from '../../../src/db/schema/index.js';
import { createMailTransport } from '../../../src/mail/create-transport.js';
import { buildTestApp } from '../../helper.js';
import { startSmtpCatcher } from '../../support/smtp-catcher.js';
import { header, waitForMails } from './email-fixtures.js';

const message = {
  subject: 'Headers',
  text: 'plain',
  html: '<p>html</p>',
  headers: {
    'List-Unsubscribe': '<https://api.example.com/api/v1/notification-settings/unsubscribe?token=abc>',
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  },
};

describe('extra mail headers', () => {
  it('are kept by the outbox transport', async () => {
    const app = await buildTestApp({}, { runWorkers: false });
    const transport = createMailTransport(
      { smtpUrl: null, mailOutbox: true, mailFrom: 'x@example.com' },
      app.db,
      app.log,
    );
    await transport.deliver({ ...message, to: 'outbox@example.com' });
    await transport.deliver({ ...message, headers: undefined, to: 'plain@example.com' });
    const [kept] = await app.db.select().from(mailOutbox).where(eq(mailOutbox.to, 'outbox@example.com'));
    expect(kept!.headers).toEqual(message.headers);
    const [none] = await app.db.select().from(mailOutbox).where(eq(mailOutbox.to, 'plain@example.com'));
    expect(none!.headers).toBeNull();
  });

  it('are sent by the SMTP transport', async () => {
    const catcher = await startSmtpCatcher();
    try {
      const app = await buildTestApp({}, { runWorkers: false });
      const transport = createMailTransport(
        { smtpUrl: catcher.url, mailOutbox: false, mailFrom: 'x@example.com' },
        app.db,
        app.log,
      );
      await transport.deliver({ ...message, to: 'smtp@example.com' });
      const [mail] = await waitForMails(catcher.mails, 'smtp@example.com');
      expect(header(mail!, 'List-Unsubscribe')).toBe(message.headers['List-Unsubscribe']);
      expect(header(mail!, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
      await transport.close();
    } finally {
      await catcher.close();
    }
  });
});
