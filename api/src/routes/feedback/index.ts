import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errorResponses, Nullable, ref } from '../../schemas/common.js';
import { DomainError } from '../../errors/error-catalogue.js';
import { FeedbackBodySchema, FeedbackCreatedSchema, FeedbackQuerySchema } from '../../schemas/feedback.js';

/** /api/v1/feedback: "Send feedback" from anywhere in the app. */
const feedback: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('onRequest', app.authenticate);

  app.post(
    '',
    {
      // Fastify validates a declared body even when none was sent; the query form sends none.
      preValidation: async (request) => {
        request.body ??= null;
      },
      // Free text from any signed-in user: limited like sign-in so it cannot be used to flood the table.
      config: { rateLimit: { max: app.config.authRateLimitMax, timeWindow: '1 minute' } },
      schema: {
        tags: ['feedback'],
        summary: 'Send feedback to the Signalboard team',
        description:
          'The text travels in a JSON body `{ feedback, page? }` or, as the product spec has it, in the ' +
          '`feedback` (and `page`) query parameters; the body wins when both are given. Long UTF-8 text ' +
          "belongs in the body: a URL over Node's 16 KB header limit is refused before it reaches the API.",
        security: [{ bearerAuth: [] }],
        querystring: FeedbackQuerySchema,
        body: Nullable(ref(FeedbackBodySchema)),
        response: { 201: ref(FeedbackCreatedSchema), ...errorResponses(401, 422, 429) },
      },
    },
    async (request, reply) => {
      const source = request.body ?? request.query;
      if (source.feedback === undefined)
        throw new DomainError('VALIDATION_ERROR', {
          detail: 'feedback: is required (in the JSON body, or in the query string)',
          field: 'feedback',
        });
      const membership = await app.permissions.membershipOf(request.currentUser);
      const created = await app.repositories.feedback.create({
        userId: request.currentUser.id,
        organizationId: membership?.organization.id ?? null,
        page: source.page?.trim() || null,
        feedback: source.feedback.trim(),
      });
      return reply.code(201).send({ id: created.id });
    },
  );
};

export default feedback;
