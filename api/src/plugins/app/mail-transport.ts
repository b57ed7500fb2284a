import fp from 'fastify-plugin';
import { createMailTransport } from '../../mail/create-transport.js';
import type { MailTransport } from '../../mail/mail-message.js';

declare module 'fastify' {
  interface FastifyInstance {
    mailTransport: MailTransport;
  }
}

/** SMTP when SMTP_URL is set; otherwise the outbox table (shown at /dev/outbox). */
export default fp(
  async function mailTransportPlugin(app) {
    const transport = createMailTransport(app.config, app.db);
    if (transport.kind === 'outbox' && app.config.mode === 'server') {
      app.log.warn('SMTP_URL is not set: mail goes to the outbox at /dev/outbox instead of being delivered');
    }
    app.decorate('mailTransport', transport);
    app.addHook('onClose', () => transport.close());
  },
  { name: 'mail-transport', dependencies: ['config', 'db'] },
);
