import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errorResponses, ref } from '../../schemas/common.js';
import {
  LeadsProjectParamsSchema,
  UnreadCountQuerySchema,
  UnreadCountSchema,
} from '../../schemas/intent-signal.js';

/** GET /api/v1/leads/{projectId}/unread_count: the badge beside a project's name. */
const unreadCount: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/:projectId/unread_count',
    {
      config: { apiKeyScope: 'leads:read' },
      schema: {
        tags: ['leads'],
        summary: 'How many leads of the project (or of the caller, assignee=me) are neither read nor deleted',
        security: [{ bearerAuth: [] }],
        params: LeadsProjectParamsSchema,
        querystring: UnreadCountQuerySchema,
        response: { 200: ref(UnreadCountSchema), ...errorResponses(401, 404, 422) },
      },
    },
    async (request) => {
      const { currentUser, params, query } = request;
      if (query.assignee === 'me') {
        const { project } = await app.permissions.requireProject(currentUser, params.projectId, 'read');
        return { unread_count: await app.repositories.leadAssignment.unreadOf(project.id, currentUser.id) };
      }
      // The access check rides in the count's own statement (every member's badge asks after each
      // change); when it finds no access the check runs alone, to answer the project's error.
      const counted = await app.repositories.leads.unreadCountFor(currentUser.id, params.projectId);
      if (counted !== null) return { unread_count: counted };
      const { project } = await app.permissions.requireProject(currentUser, params.projectId, 'read');
      return { unread_count: await app.repositories.leads.unreadCount(project.id) };
    },
  );
};

export default unreadCount;
