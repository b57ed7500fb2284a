import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type, type Static } from 'typebox';
import { findPlatform, type Platform } from '../../data-sources/catalogue.js';
import {
  keywordsFromSignalsKey,
  keywordsFromSignalsToStore,
} from '../../data-sources/keywords-from-signals.js';
import { validateSettings } from '../../data-sources/validate-settings.js';
import { generateWebhookSecret } from '../../engine/sources/webhook-signature.js';
import type { DataSourceRow } from '../../db/schema/index.js';
import {
  effectiveInterval,
  followsDefaultInterval,
  pollIntervalBounds,
  rescheduledPoll,
} from '../../engine/polling/next-poll.js';
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

interface SaveContext {
  stored: Map<string, DataSourceRow>;
  defaultIntervalSeconds: number;
  now: Date;
}

/**
 * The interval to store and, when it changes how often the source polls, its new next poll. Left out of
 * the body, the stored interval stays (a client that does not know the field never resets it).
 */
function intervalOf(
  sent: number | null | undefined,
  platform: Platform,
  path: string,
  context: SaveContext,
): Pick<DataSourceInput, 'pollIntervalSeconds' | 'nextPollAt'> {
  if (sent === undefined) return {};
  if (sent !== null && !platform.polled)
    throw invalid(path, `${platform.name} is pushed to Signalboard, not polled: it takes no interval`);
  const { min, max } = pollIntervalBounds(context.defaultIntervalSeconds);
  if (sent !== null && (sent < min || sent > max))
    throw invalid(path, `must be between ${min} and ${max} seconds (or null for the default)`);
  const before = context.stored.get(platform.id);
  // A source following the default reads as the default's seconds: written back, it keeps following the
  // default rather than pinning today's value (what a GET answers, a write takes back as no change).
  if (
    before?.pollIntervalSeconds === followsDefaultInterval &&
    sent === effectiveInterval(followsDefaultInterval, context.defaultIntervalSeconds)
  )
    return {};
  const own = sent ?? followsDefaultInterval;
  if (!before) return { pollIntervalSeconds: own };
  const interval = effectiveInterval(own, context.defaultIntervalSeconds);
  if (interval === effectiveInterval(before.pollIntervalSeconds, context.defaultIntervalSeconds))
    return { pollIntervalSeconds: own };
  return { pollIntervalSeconds: own, nextPollAt: rescheduledPoll(before, interval, context.now) };
}

/** Checks every subscription against the catalogue; stored secrets stay when their mask is sent back. */
function toInputs(body: Static<typeof DataSourcesUpdateSchema>, context: SaveContext): DataSourceInput[] {
  const seen = new Set<string>();
  return body.data_sources.map((source, index) => {
    const path = `data_sources.${index}`;
    const platform = findPlatform(source.platform);
    if (!platform) throw invalid(`${path}.platform`, `"${source.platform}" is not a known platform`);
    if (seen.has(platform.id)) throw invalid(`${path}.platform`, `"${platform.id}" is listed twice`);
    seen.add(platform.id);
    const stored = context.stored.get(platform.id)?.config ?? {};
    const config = validateSettings(platform, source.settings, {
      enabled: source.enabled,
      stored,
      path: `${path}.settings`,
    });
    const derived = keywordsFromSignalsToStore(source.keywords_from_signals, config, stored);
    if (derived.length > 0) config[keywordsFromSignalsKey] = derived;
    // The inbound webhook gets its signing secret when switched on, and keeps it (rotate to change it).
    if (platform.id === 'webhook' && source.enabled) config.signing_secret ??= generateWebhookSecret();
    return {
      platform: platform.id,
      enabled: source.enabled,
      config,
      ...intervalOf(source.poll_interval_seconds, platform, `${path}.poll_interval_seconds`, context),
    };
  });
}

/** /api/v1/project/{id}/data-sources: the platforms a project watches and their settings. */
const dataSources: FastifyPluginAsyncTypebox = async (app) => {
  const present = (source: DataSourceRow) => toDataSource(source, app.config.defaultPollIntervalSeconds);

  app.get(
    '/:id/data-sources',
    {
      config: { apiKeyScope: 'settings:read' },
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
      return (await app.repositories.dataSources.listForProject(project.id)).map(present);
    },
  );

  app.patch(
    '/:id/data-sources',
    {
      config: { apiKeyScope: 'settings:write' },
      schema: {
        tags,
        summary: "Replace a project's data sources (members only)",
        description:
          'The list becomes the whole set: platforms left out are removed. Settings are checked against ' +
          '/api/v1/data_source_subscriptions; a secret sent back masked keeps the stored one. ' +
          'poll_interval_seconds left out keeps the stored interval; a changed interval moves the next ' +
          'poll no later than one new interval after the last poll. keywords_from_signals names the search ' +
          'terms derived from the intent signals; left out, what is stored stays for the terms still listed.',
        security,
        params: ProjectParamsSchema,
        body: ref(DataSourcesUpdateSchema),
        response: { 200: Type.Array(ref(DataSourceSchema)), ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => {
      const { project } = await app.permissions.requireProject(request.currentUser, request.params.id, 'use');
      const current = await app.repositories.dataSources.listForProject(project.id);
      const inputs = toInputs(request.body, {
        stored: new Map(current.map((source) => [source.platform, source])),
        defaultIntervalSeconds: app.config.defaultPollIntervalSeconds,
        now: new Date(),
      });
      // A poll finishing between the read above and this write plans its next poll with the old
      // interval: the new one then applies from the poll after.
      await app.repositories.dataSources.replaceForProject(project.id, inputs);
      return (await app.repositories.dataSources.listForProject(project.id)).map(present);
    },
  );
};

export default dataSources;
