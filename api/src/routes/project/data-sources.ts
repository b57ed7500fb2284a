import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type, type Static } from 'typebox';
import { findPlatform } from '../../data-sources/catalogue.js';
import { validateSettings } from '../../data-sources/validate-settings.js';
import { generateWebhookSecret } from '../../engine/sources/webhook-signature.js';
import { DomainError } from '../../errors/error-catalogue.js';
import { toDataSource } from '../../presenters/data-source.js';
import type { DataSourceInput } from '../../repositories/data-sources-repository.js';
import { errorResponses, ref } from '../../schemas/common.js';
import { DataSourceSchema, DataSourcesUpdateSchema } from '../../schemas/data-source.js';
import { ProjectParamsSchema } from '../../schemas/project.js';

const security = [{ bearerAuth: [] }];
const tags = ['project'];

function invalid(field: string, message: string): DomainError {
  return new DomainError('VALIDATION_ERROR', { field, detail: `${field}: ${message}` });
}

/** Checks every subscription against the catalogue; stored secrets stay when their mask is sent back. */
function toInputs(
  body: Static<typeof DataSourcesUpdateSchema>,
  stored: Map<string, Record<string, unknown>>,
): DataSourceInput[] {
  const seen = new Set<string>();
  return body.data_sources.map((source, index) => {
    const path = `data_sources.${index}`;
    const platform = findPlatform(source.platform);
    if (!platform) throw invalid(`${path}.platform`, `"${source.platform}" is not a known platform`);
    if (seen.has(platform.id)) throw invalid(`${path}.platform`, `"${platform.id}" is listed twice`);
    seen.add(platform.id);
    const config = validateSettings(platform, source.settings, {
      enabled: source.enabled,
      stored: stored.get(platform.id) ?? {},
      path: `${path}.settings`,
    });
    // The inbound webhook gets its signing secret when switched on, and keeps it (rotate to change it).
    if (platform.id === 'webhook' && source.enabled)
      config.signing_secret ??= stored.get('webhook')?.signing_secret ?? generateWebhookSecret();
    return { platform: platform.id, enabled: source.enabled, config };
  });
}

/** /api/v1/project/{id}/data-sources: the platforms a project watches and their settings. */
const dataSources: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/:id/data-sources',
    {
      schema: {
        tags,
        summary: "A project's data sources, with their polling health (secrets masked)",
        security,
        params: ProjectParamsSchema,
        response: { 200: Type.Array(ref(DataSourceSchema)), ...errorResponses(401, 404, 422) },
      },
    },
    async (request) => {
      const { project } = await app.permissions.requireProject(
        request.currentUser,
        request.params.id,
        'read',
      );
      return (await app.repositories.dataSources.listForProject(project.id)).map(toDataSource);
    },
  );

  app.patch(
    '/:id/data-sources',
    {
      schema: {
        tags,
        summary: "Replace a project's data sources (members only)",
        description:
          'The list becomes the whole set: platforms left out are removed. Settings are checked against ' +
          '/api/v1/data_source_subscriptions; a secret sent back masked keeps the stored one.',
        security,
        params: ProjectParamsSchema,
        body: ref(DataSourcesUpdateSchema),
        response: { 200: Type.Array(ref(DataSourceSchema)), ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => {
      const { project } = await app.permissions.requireProject(request.currentUser, request.params.id, 'use');
      const current = await app.repositories.dataSources.listForProject(project.id);
      const stored = new Map(current.map((source) => [source.platform, source.config]));
      await app.repositories.dataSources.replaceForProject(project.id, toInputs(request.body, stored));
      return (await app.repositories.dataSources.listForProject(project.id)).map(toDataSource);
    },
  );
};

export default dataSources;
