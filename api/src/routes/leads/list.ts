import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { filterFromQuery } from '../../leads/filter-from-query.js';
import { toLead } from '../../presenters/lead.js';
import { errorResponses, ref } from '../../schemas/common.js';
import { LeadsProjectParamsSchema } from '../../schemas/intent-signal.js';
import { leadLimits, LeadListQuerySchema, LeadListSchema } from '../../schemas/lead.js';

/** GET /api/v1/leads/{projectId}: the lead list, filtered, sorted and paged. */
const list: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/:projectId',
    {
      schema: {
        tags: ['leads'],
        summary: "A page of the project's leads (members and guests)",
        description:
          'Deleted leads are never listed. Repeat a key for several values (`intent_signals=a&intent_signals=b`). ' +
          `\`total\` counts at most ${leadLimits.totalCap} leads; \`total_capped\` says there are more. ` +
          `Post bodies are cut to ${leadLimits.listBody} characters (GET /lead/{leadId} has them whole). ` +
          'A bad filter value is a 422 whose `field` names it (e.g. `smart_column_values.0.operator`).',
        security: [{ bearerAuth: [] }],
        params: LeadsProjectParamsSchema,
        querystring: LeadListQuerySchema,
        response: { 200: ref(LeadListSchema), ...errorResponses(401, 404, 422) },
      },
    },
    async (request) => {
      const { project } = await app.permissions.requireProject(
        request.currentUser,
        request.params.projectId,
        'read',
      );
      const filter = await filterFromQuery(app.repositories.leads, project.id, request.query);
      const { items, counted } = await app.repositories.leads.listPage(project.id, filter, {
        countCap: leadLimits.totalCap,
        bodyLimit: leadLimits.listBody,
      });
      return {
        items: items.map(toLead),
        total: Math.min(counted, leadLimits.totalCap),
        total_capped: counted > leadLimits.totalCap,
        limit: filter.limit,
        skip: filter.skip,
      };
    },
  );
};

export default list;
