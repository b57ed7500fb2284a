import fp from 'fastify-plugin';
import { createMailTransport, mailNotices } from '../../mail/create-transport.js';
import type { MailTransport } from '../../mail/mail-message.js';

declare module 'fastify' {
  interface FastifyInstance {
    mailTransport: MailTransport;
  }
}

/** SMTP when SMTP_URL is set; otherwise the outbox table (shown at /dev/outbox) or the log (config.mailOutbox). */
export default fp(
  async function mailTransportPlugin(app) {
    const transport = createMailTransport(app.config, app.db, app.log);
    // Embedded mode prints its own lines on the console (embedded.ts).
    if (app.config.mode !== 'embedded' && transport.kind !== 'smtp')
      app.log.warn(mailNotices[transport.kind]);
    app.decorate('mailTransport', transport);
    app.addHook('onClose', () => transport.close());
  },
  { name: 'mail-transport', dependencies: ['config', 'db'] },
);
