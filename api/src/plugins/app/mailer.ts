import fp from 'fastify-plugin';
import type { MailMessage } from '../../mail/mail-message.js';

declare module 'fastify' {
  interface FastifyInstance {
    mailer: { send(message: MailMessage): Promise<void> };
  }
}

/** Routes hand mail to the `mail.send` job so a slow or down SMTP server never fails a request. */
export default fp(
  async function mailerPlugin(app) {
    app.decorate('mailer', {
      send: (message: MailMessage) => app.queue.send('mail.send', message),
    });
  },
  { name: 'mailer', dependencies: ['queue'] },
);
