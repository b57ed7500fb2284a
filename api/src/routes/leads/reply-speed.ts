import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { replySpeedSince, toReplySpeed } from '../../presenters/reply-speed.js';
import { errorResponses, ref } from '../../schemas/common.js';
import { LeadsProjectParamsSchema } from '../../schemas/intent-signal.js';
import { ReplySpeedQuerySchema, ReplySpeedSchema } from '../../schemas/reply-speed.js';

/**
 * GET /api/v1/leads/{projectId}/reply_speed: how fast the team answers its leads (issue 26, the Team panel).
 * Open to whoever may read the lead list (members of the organization and guests of the project): guests
 * already triage leads, so their own speed is theirs to see, and every number here is built from changes
 * they can read one lead at a time in the history.
 */
const replySpeed: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/:projectId/reply_speed',
    {
      config: { apiKeyScope: 'leads:read' },
      schema: {
        tags: ['leads'],
        summary: 'Time to first touch and to contacted, per member and per signal (members and guests)',
        description:
          'Over the leads found in the last `days` UTC days (7 or 30, today included; deleted leads and leads ' +
          'marked "not a lead" are left out): time from found to the first status change or note by a ' +
          'person, and to the first move to a status named like "Contacted" (by anyone, Slack\'s "Mark ' +
          'contacted" included), as medians and 90th percentiles in seconds; per person who touched a lead ' +
          'first, per best-scoring intent signal, and per day. Leads found before the lead history existed ' +
          'count from their `created_at`.',
        security: [{ bearerAuth: [] }],
        params: LeadsProjectParamsSchema,
        querystring: ReplySpeedQuerySchema,
        response: { 200: ref(ReplySpeedSchema), ...errorResponses(401, 404, 422) },
      },
    },
    async (request) => {
      const { project } = await app.permissions.requireProject(
        request.currentUser,
        request.params.projectId,
        'read',
      );
      const days = request.query.days ?? 7;
      const since = replySpeedSince(days);
      const rows = await app.repositories.replySpeed.measure(project.id, since);
      return toReplySpeed(rows, days, since);
    },
  );
};

export default replySpeed;
