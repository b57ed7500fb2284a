import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type, type Static } from 'typebox';
import { findPlatform, isHiddenPlatform, platformCatalogue } from '../../data-sources/catalogue.js';
import type { LeadsRepository } from '../../repositories/leads-repository.js';
import { errorResponses, ref } from '../../schemas/common.js';
import { LeadsProjectParamsSchema } from '../../schemas/intent-signal.js';
import { LeadDataSourceSchema } from '../../schemas/lead.js';

type LeadDataSource = Static<typeof LeadDataSourceSchema>;

const catalogueOrder = (platform: string) => {
  const index = platformCatalogue.findIndex((entry) => entry.id === platform);
  return index === -1 ? platformCatalogue.length : index;
};

/** The project's data sources and every platform that has leads, in catalogue order, with their counts. */
function leadDataSources({
  sources,
  counts,
}: Awaited<ReturnType<LeadsRepository['platformsWithLeads']>>): LeadDataSource[] {
  const leadCounts = new Map(counts.map((entry) => [entry.platform, entry.leadCount]));
  // The demo's sample feed stamps each post with the platform it imitates, so its leads are counted
  // under Reddit, Hacker News...: a row of its own would only ever say "0 leads".
  const rows: LeadDataSource[] = sources
    .filter((source) => !isHiddenPlatform(source.platform))
    .map((source) => ({
      platform: source.platform,
      name: findPlatform(source.platform)?.name ?? source.platform,
      data_source_id: source.id,
      enabled: source.enabled,
      lead_count: leadCounts.get(source.platform) ?? 0,
    }));
  const subscribed = new Set(sources.map((source) => source.platform));
  for (const { platform, leadCount } of counts)
    if (!subscribed.has(platform))
      rows.push({
        platform,
        name: findPlatform(platform)?.name ?? platform,
        data_source_id: null,
        enabled: false,
        lead_count: leadCount,
      });
  return rows.sort(
    (a, b) => catalogueOrder(a.platform) - catalogueOrder(b.platform) || a.platform.localeCompare(b.platform),
  );
}

/** GET /api/v1/leads/{projectId}/leads-data-sources: what the list's source filter offers. */
const leadsDataSources: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/:projectId/leads-data-sources',
    {
      config: { apiKeyScope: 'leads:read' },
      schema: {
        tags: ['leads'],
        summary: "The project's data sources and the platforms its leads came from, with lead counts",
        security: [{ bearerAuth: [] }],
        params: LeadsProjectParamsSchema,
        response: { 200: Type.Array(ref(LeadDataSourceSchema)), ...errorResponses(401, 404, 422) },
      },
    },
    async (request) => {
      const { project } = await app.permissions.requireProject(
        request.currentUser,
        request.params.projectId,
        'read',
      );
      return leadDataSources(await app.repositories.leads.platformsWithLeads(project.id));
    },
  );
};

export default leadsDataSources;
