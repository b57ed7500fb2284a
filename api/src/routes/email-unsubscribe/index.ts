import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { notificationsUrl } from '../../alerts/email/lead-mail-parts.js';
import { unsubscribe } from '../../alerts/email/unsubscribe.js';
import { configuredUnsubscribeTokens } from '../../alerts/email/unsubscribe-token.js';
import { DomainError } from '../../errors/error-catalogue.js';
import { errorResponses } from '../../schemas/common.js';
import { confirmationPage, unsubscribedPage } from './confirmation-page.js';

const tags = ['notification settings'];
const QuerySchema = Type.Object(
  { token: Type.String({ minLength: 1, maxLength: 2000, description: 'From the link in the e-mail.' }) },
  { additionalProperties: false },
);

/**
 * /api/v1/notification-settings/unsubscribe?token=...: the List-Unsubscribe link of lead mail. No sign-in:
 * the signed token names the project and the address. POST unsubscribes (RFC 8058 one-click, or the
 * button of the page GET shows); GET only shows that page.
 */
const emailUnsubscribe: FastifyPluginAsyncTypebox = async (app) => {
  const tokens = configuredUnsubscribeTokens(app.config);
  const verify = (token: string) => {
    const subject = tokens.verify(token);
    if (!subject) throw new DomainError('EMAIL_UNSUBSCRIBE_BAD_TOKEN', { field: 'token' });
    return subject;
  };
  // Relative, so the button posts back to the address the page came from (whatever API_PUBLIC_URL says).
  const selfUrl = (token: string) => `?token=${encodeURIComponent(token)}`;

  // RFC 8058 allows a multipart body; its one field carries nothing we need.
  app.addContentTypeParser('multipart/form-data', { parseAs: 'string' }, (_request, _body, done) =>
    done(null, {}),
  );

  app.get(
    '',
    {
      schema: {
        tags,
        summary: 'The page an unsubscribe link opens: a button that unsubscribes (GET changes nothing)',
        querystring: QuerySchema,
        response: {
          200: Type.String({ description: 'An HTML page (text/html) with the Unsubscribe button' }),
          ...errorResponses(400, 422),
        },
      },
    },
    async (request, reply) => {
      const subject = verify(request.query.token);
      return reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(confirmationPage(subject.email, selfUrl(request.query.token)));
    },
  );

  app.post(
    '',
    {
      schema: {
        tags,
        summary: "One-click unsubscribe (RFC 8058): the address stops getting this project's lead mail",
        querystring: QuerySchema,
        response: {
          200: Type.Object({ unsubscribed: Type.Literal(true), email: Type.String() }),
          ...errorResponses(400, 422),
        },
      },
    },
    async (request, reply) => {
      const subject = verify(request.query.token);
      await unsubscribe(app.db, subject);
      // The page's button navigates a browser here; a mail client's POST wants no page. A string with an
      // HTML content type is sent as it is (the 200 schema describes the JSON answer).
      if (request.headers.accept?.includes('text/html')) {
        const settingsUrl = notificationsUrl(app.config, subject.projectId);
        return reply
          .type('text/html; charset=utf-8')
          .send(unsubscribedPage(subject.email, settingsUrl) as never);
      }
      return { unsubscribed: true as const, email: subject.email.toLowerCase() };
    },
  );
};

export default emailUnsubscribe;
