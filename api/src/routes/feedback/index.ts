import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errorResponses, ref } from '../../schemas/common.js';
import { FeedbackCreatedSchema, FeedbackQuerySchema } from '../../schemas/feedback.js';

/** /api/v1/feedback: "Send feedback" from anywhere in the app. */
const feedback: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('onRequest', app.authenticate);

  app.post(
    '',
    {
      // Free text from any signed-in user: limited like sign-in so it cannot be used to flood the table.
      config: { rateLimit: { max: app.config.authRateLimitMax, timeWindow: '1 minute' } },
      schema: {
        tags: ['feedback'],
        summary: 'Send feedback to the Signalboard team',
        description: 'The text travels in the `feedback` query parameter (as the product spec has it).',
        security: [{ bearerAuth: [] }],
        querystring: FeedbackQuerySchema,
        response: { 201: ref(FeedbackCreatedSchema), ...errorResponses(401, 422, 429) },
      },
    },
    async (request, reply) => {
      const membership = await app.permissions.membershipOf(request.currentUser);
      const created = await app.repositories.feedback.create({
        userId: request.currentUser.id,
        organizationId: membership?.organization.id ?? null,
        page: request.query.page?.trim() || null,
        feedback: request.query.feedback.trim(),
      });
      return reply.code(201).send({ id: created.id });
    },
  );
};

export default feedback;
