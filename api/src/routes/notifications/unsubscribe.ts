import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { escapeHtml } from '../../mail/escape-html.js';
import { DomainError } from '../../errors/error-catalogue.js';
import { personUnsubscribeTokens } from '../../notifications/person-unsubscribe-token.js';
import { errorResponses } from '../../schemas/common.js';

const tags = ['notifications'];
const QuerySchema = Type.Object(
  { token: Type.String({ minLength: 1, maxLength: 500, description: 'From the link in the e-mail.' }) },
  { additionalProperties: false },
);
const what = { assigned: 'leads assigned to you', mentioned: 'mentions of you' } as const;

const page = (title: string, body: string) => `<!doctype html>
<html lang="en">
  <head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title></head>
  <body style="font-family: system-ui, sans-serif; line-height: 1.5; color: #1f2937; max-width: 32rem; margin: 3rem auto; padding: 0 1rem">
    <main><h1 style="font-size: 1.5rem">${escapeHtml(title)}</h1>${body}</main>
  </body>
</html>
`;

/**
 * /api/v1/notifications/unsubscribe?token=...: the List-Unsubscribe link of a personal mail (an
 * assignment, a mention). No sign-in: the signed token names the person and the kind. POST (RFC 8058
 * one-click, or the page's button) sets that kind back to the bell only; GET only shows the page, since
 * mail scanners open every link.
 */
const personUnsubscribe: FastifyPluginAsyncTypebox = async (app) => {
  const tokens = personUnsubscribeTokens(app.config);
  const verify = (token: string) => {
    const subject = tokens.verify(token);
    if (!subject) throw new DomainError('NOTIFICATION_UNSUBSCRIBE_BAD_TOKEN', { field: 'token' });
    return subject;
  };
  app.addContentTypeParser('multipart/form-data', { parseAs: 'string' }, (_request, _body, done) =>
    done(null, {}),
  );

  app.get(
    '',
    {
      schema: {
        tags,
        summary: 'The page an unsubscribe link of a personal mail opens (GET changes nothing)',
        querystring: QuerySchema,
        response: {
          200: Type.String({ description: 'An HTML page with the Unsubscribe button' }),
          ...errorResponses(422),
        },
      },
    },
    async (request, reply) => {
      const subject = verify(request.query.token);
      const action = `?token=${encodeURIComponent(request.query.token)}`;
      return reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(
          page(
            'Stop these e-mails?',
            `<p>You will no longer get e-mails about ${what[subject.kind]}; Signalboard's bell still shows them.</p>
      <form method="post" action="${escapeHtml(action)}"><button type="submit">Unsubscribe</button></form>`,
          ),
        );
    },
  );

  app.post(
    '',
    {
      schema: {
        tags,
        summary: 'One-click unsubscribe (RFC 8058) from e-mails about assignments or mentions',
        querystring: QuerySchema,
        response: {
          200: Type.Object({
            unsubscribed: Type.Literal(true),
            kind: Type.Union([Type.Literal('assigned'), Type.Literal('mentioned')]),
          }),
          ...errorResponses(422),
        },
      },
    },
    async (request, reply) => {
      const subject = verify(request.query.token);
      await app.repositories.personNotifications.unsubscribe(subject.userId, subject.kind);
      if (request.headers.accept?.includes('text/html'))
        return reply
          .type('text/html; charset=utf-8')
          .send(
            page(
              'You are unsubscribed',
              `<p>No more e-mails about ${what[subject.kind]}. Choose again under "Notification choices" in Signalboard's account menu.</p>`,
            ) as never,
          );
      return { unsubscribed: true as const, kind: subject.kind };
    },
  );
};

export default personUnsubscribe;
