import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { listPageCache } from '../../leads/list-page-cache.js';
import { leadOverview } from '../../leads/overview-query.js';
import { errorResponses } from '../../schemas/common.js';
import { LeadsProjectParamsSchema } from '../../schemas/intent-signal.js';
import { LeadOverviewQuerySchema, LeadOverviewSchema, overviewLimits } from '../../schemas/lead-overview.js';

/** GET /api/v1/leads/{projectId}/overview: the strip above the lead list (leads per day and per status). */
const overview: FastifyPluginAsyncTypebox = async (app) => {
  const kept = listPageCache({ maxCharacters: 4_000_000 });
  app.get(
    '/:projectId/overview',
    {
      config: { apiKeyScope: 'leads:read' },
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
    async (request, reply) => {
      const { project, listVersion } = await app.permissions.requireProject(
        request.currentUser,
        request.params.projectId,
        'read',
      );
      const days = request.query.days ?? overviewLimits.days;
      // Kept under the project's list version like the list's pages (every open list asks again after
      // each triage); the day is part of the key, since the range ends today.
      const now = new Date();
      const key = { overview: days, today: now.toISOString().slice(0, 10) };
      const text = await kept.write(project.id, listVersion, key, async () => {
        const found = await leadOverview(app.db, project.id, days, now);
        // Written once by the 200's compiled serializer, then sent as it is while kept.
        const write = reply.compileSerializationSchema(
          LeadOverviewSchema as unknown as Record<string, unknown>,
          '200',
        );
        return write({
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
        });
      });
      return reply.type('application/json; charset=utf-8').send(text as never);
    },
  );
};

export default overview;
