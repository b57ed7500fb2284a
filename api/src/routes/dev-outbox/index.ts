import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ref } from '../../schemas/common.js';
import { OutboxMailSchema } from '../../schemas/outbox.js';
import { outboxPage } from './outbox-page.js';

/** /dev/outbox: the mail caught by the outbox transport. Registered only when the outbox is the transport. */
const devOutbox: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/outbox',
    {
      schema: {
        tags: ['dev'],
        summary: 'Mail sent while no SMTP server is configured, as a page (newest first)',
        produces: ['text/html'],
        response: { 200: Type.String({ description: 'HTML page' }) },
      },
    },
    async (_request, reply) => {
      const mails = await app.repositories.outbox.listNewestFirst();
      return reply.type('text/html; charset=utf-8').send(outboxPage(mails));
    },
  );

  app.get(
    '/outbox.json',
    {
      schema: {
        tags: ['dev'],
        summary: 'Mail sent while no SMTP server is configured (newest first)',
        response: { 200: Type.Array(ref(OutboxMailSchema)) },
      },
    },
    async () => {
      const mails = await app.repositories.outbox.listNewestFirst();
      return mails.map((mail) => ({ ...mail, created_at: mail.createdAt.toISOString() }));
    },
  );
};

export default devOutbox;
