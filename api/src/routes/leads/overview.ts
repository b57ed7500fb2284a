import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { leadOverview } from '../../leads/overview-query.js';
import { errorResponses } from '../../schemas/common.js';
import { LeadsProjectParamsSchema } from '../../schemas/intent-signal.js';
import { LeadOverviewQuerySchema, LeadOverviewSchema, overviewLimits } from '../../schemas/lead-overview.js';

/** GET /api/v1/leads/{projectId}/overview: the strip above the lead list (leads per day and per status). */
const overview: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/:projectId/overview',
    {
      schema: {
        tags: ['leads'],
        summary: 'Leads per day by intent signal, and per status (members and guests)',
        description:
          `The last \`days\` UTC days (${overviewLimits.days} by default, at most ${overviewLimits.maxDays}) ` +
          'by publication day; deleted leads are never counted.',
        security: [{ bearerAuth: [] }],
        params: LeadsProjectParamsSchema,
        querystring: LeadOverviewQuerySchema,
        response: { 200: LeadOverviewSchema, ...errorResponses(401, 404, 422) },
      },
    },
    async (request) => {
      const { project } = await app.permissions.requireProject(
        request.currentUser,
        request.params.projectId,
        'read',
      );
      const found = await leadOverview(app.db, project.id, request.query.days ?? overviewLimits.days);
      return {
        days: found.days.map((day) => ({
          date: day.date,
          by_signal: day.bySignal.map((item) => ({
            intent_signal_id: item.intentSignalId,
            count: item.count,
          })),
          total: day.total,
        })),
        by_status: found.byStatus.map((item) => ({
          status_config_id: item.statusConfigId,
          count: item.count,
        })),
      };
    },
  );
};

export default overview;
