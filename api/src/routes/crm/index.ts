import type { FastifyPluginAsync } from 'fastify';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { hashSecretToken, newSecretToken } from '../../auth/secret-tokens.js';
import { crmProviderIds } from '../../crm/crm-types.js';
import { kickProjectPushes, sendCrmPushKick } from '../../crm/push/plan-crm-pushes.js';
import { DomainError } from '../../errors/error-catalogue.js';
import { toCrmConnection, toCrmPush, toCrmSettings } from '../../presenters/crm.js';
import { errorResponses, ref } from '../../schemas/common.js';
import {
  CrmAuthorizationSchema,
  CrmConnectionListSchema,
  CrmConnectionSchema,
  CrmProviderParamsSchema,
  CrmPushLogQuerySchema,
  CrmPushPageSchema,
  CrmPushParamsSchema,
  CrmPushSchema,
  CrmSettingsSchema,
  CrmTokenSchema,
} from '../../schemas/crm.js';
import { IdSchema } from '../../schemas/common.js';
import { Type } from 'typebox';
import { checkedInstall, crmServices, requireCrmConnection, tokenFailure } from './crm-access.js';
import oauthCallback from './oauth-callback.js';

const security = [{ bearerAuth: [] }];
const tags = ['crm'];
const membersOnly =
  " Members of the project's organization only (a guest: 403 PROJECT_MEMBERS_ONLY; anyone else: 404).";

/** /api/v1/project/{projectId}/crm*: a project's CRM connections, settings and delivery log (issue 27). */
const projectRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('onRequest', app.authenticate);
  const repository = app.repositories.crm;

  const member = (userId: Parameters<typeof app.permissions.requireProject>[0], projectId: string) =>
    app.permissions.requireProject(userId, projectId, 'use');

  async function connectionAnswer(projectId: string, provider: (typeof crmProviderIds)[number]) {
    const row = await repository.connection(projectId, provider);
    const counts = row ? (await repository.pushCounts(projectId)).get(row.id) : undefined;
    return toCrmConnection(
      provider,
      row,
      app.config.crm[provider].oauthApp !== null,
      counts ?? { pending: 0, pushed: 0, failed: 0 },
    );
  }

  app.get(
    '/:projectId/crm',
    {
      config: { apiKeyScope: 'settings:read' },
      schema: {
        tags,
        summary: "The project's CRMs: each one's connection, account, health and pushes",
        description: `Every CRM is listed, connected or not; \`oauth_available\` says whether this server can connect it with OAuth.${membersOnly}`,
        security,
        params: Type.Object({ projectId: IdSchema }),
        response: { 200: ref(CrmConnectionListSchema), ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => {
      const { project } = await member(request.currentUser, request.params.projectId);
      const [rows, counts] = await Promise.all([
        repository.connections(project.id),
        repository.pushCounts(project.id),
      ]);
      return {
        connections: crmProviderIds.map((provider) => {
          const row = rows.find((candidate) => candidate.provider === provider) ?? null;
          return toCrmConnection(
            provider,
            row,
            app.config.crm[provider].oauthApp !== null,
            (row && counts.get(row.id)) || { pending: 0, pushed: 0, failed: 0 },
          );
        }),
      };
    },
  );

  app.post(
    '/:projectId/crm/:provider/connect',
    {
      schema: {
        tags,
        summary: 'Start connecting a CRM with OAuth: the consent page to send the browser to',
        description:
          'The `state` is bound to the caller, the project and the CRM, used once, valid 10 minutes; the CRM sends ' +
          "the browser back to /crm/{provider}/oauth-callback. A server without the CRM's OAuth app: 503 " +
          `CRM_OAUTH_NOT_CONFIGURED (an owner can paste a token instead).${membersOnly}`,
        security,
        params: CrmProviderParamsSchema,
        response: { 200: ref(CrmAuthorizationSchema), ...errorResponses(401, 403, 404, 422, 503) },
      },
    },
    async (request) => {
      const { project } = await member(request.currentUser, request.params.projectId);
      const services = crmServices(app, request.params.provider);
      if (!services.config.oauthApp) {
        const prefix = request.params.provider.toUpperCase();
        throw new DomainError('CRM_OAUTH_NOT_CONFIGURED', {
          detail: `Connecting ${services.adapter.label} with OAuth is not set up on this server (${prefix}_CLIENT_ID and ${prefix}_CLIENT_SECRET). An owner can paste a ${services.adapter.label} token instead.`,
        });
      }
      const state = newSecretToken();
      await repository.saveState(
        hashSecretToken(state),
        request.currentUser.id,
        project.id,
        services.provider,
      );
      return {
        authorization_url: services.adapter.authorizationUrl(services.config, services.redirectUri, state),
      };
    },
  );

  app.put(
    '/:projectId/crm/:provider/token',
    {
      schema: {
        tags,
        summary:
          'Connect a CRM with a pasted token (a HubSpot private app, a Pipedrive API token, an Attio API key)',
        description:
          'Owners of the organization only (403 CRM_TOKEN_OWNERS_ONLY). The token is checked with the CRM (its ' +
          'account and scopes) and the CRM made ready (the unique author property) before anything is saved; a ' +
          "token the CRM refuses, or one lacking scopes, is 422 naming `token` with the CRM's words. A reconnect " +
          `keeps the mapping, the rule and the log, and pushes that waited go out.${membersOnly}`,
        security,
        params: CrmProviderParamsSchema,
        body: ref(CrmTokenSchema),
        response: { 200: ref(CrmConnectionSchema), ...errorResponses(401, 403, 404, 422, 502) },
      },
    },
    async (request) => {
      const { project, membership } = await member(request.currentUser, request.params.projectId);
      if (membership?.role !== 'owner') throw new DomainError('CRM_TOKEN_OWNERS_ONLY');
      const services = crmServices(app, request.params.provider);
      const install = await checkedInstall(
        services,
        { kind: 'token', accessToken: request.body.token, apiDomain: null },
        { refreshToken: null, expiresAt: null, scopes: null },
        request.currentUser.id,
      ).catch((error: unknown) => {
        throw tokenFailure(services.adapter.label, error);
      });
      await repository.saveInstall(project.id, services.provider, install);
      await kickProjectPushes(app.queue.boss, app.db, project.id);
      return connectionAnswer(project.id, services.provider);
    },
  );

  app.delete(
    '/:projectId/crm/:provider',
    {
      schema: {
        tags,
        summary: 'Disconnect a CRM: revokes the access where the CRM allows it and forgets the tokens',
        description:
          'Pushes not yet made are given up and the log is removed with the connection; what reached the CRM stays ' +
          `there, and the leads' history keeps that they were pushed.${membersOnly}`,
        security,
        params: CrmProviderParamsSchema,
        response: {
          204: { type: 'null', description: 'Disconnected' },
          ...errorResponses(401, 403, 404, 422),
        },
      },
    },
    async (request, reply) => {
      const { project } = await member(request.currentUser, request.params.projectId);
      const services = crmServices(app, request.params.provider);
      const connection = await repository.connection(project.id, services.provider);
      if (connection) {
        const accessToken = services.box.open(connection.accessTokenSealed);
        const refreshToken = connection.refreshTokenSealed
          ? services.box.open(connection.refreshTokenSealed)
          : null;
        if (accessToken !== null)
          await services.adapter
            .revoke(
              services.config,
              { kind: connection.authKind, accessToken, apiDomain: connection.apiDomain },
              refreshToken,
            )
            .catch((error: unknown) =>
              request.log.info(
                { err: error, projectId: project.id },
                'The CRM did not revoke the token; forgetting it',
              ),
            );
        await repository.remove(connection.id);
      }
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/:projectId/crm/:provider/settings',
    {
      config: { apiKeyScope: 'settings:read' },
      schema: {
        tags,
        summary: "A CRM connection's field mapping and push rule",
        description: `What GET answers, PUT accepts unchanged. Not connected: 409 CRM_NOT_CONNECTED.${membersOnly}`,
        security,
        params: CrmProviderParamsSchema,
        response: { 200: ref(CrmSettingsSchema), ...errorResponses(401, 403, 404, 409, 422) },
      },
    },
    async (request) => {
      const { project } = await member(request.currentUser, request.params.projectId);
      return toCrmSettings(await requireCrmConnection(app, project.id, request.params.provider));
    },
  );

  app.put(
    '/:projectId/crm/:provider/settings',
    {
      config: { apiKeyScope: 'settings:write' },
      schema: {
        tags,
        summary: "Save a CRM connection's field mapping and push rule (all fields); confirms the mapping",
        description:
          'The rule pushes a lead when it is marked Good lead (`on_good`), reaches one of `status_ids`, or is found ' +
          'scoring at least `min_score` (on one of `signal_ids`, when any); it applies from now on, never to leads ' +
          'before. A status or signal of another project is 422 naming `rule.status_ids` or `rule.signal_ids`. ' +
          `\`author_key_property\` is read only (sent back unchanged or left out).${membersOnly}`,
        security,
        params: CrmProviderParamsSchema,
        body: ref(CrmSettingsSchema),
        response: { 200: ref(CrmSettingsSchema), ...errorResponses(401, 403, 404, 409, 422) },
      },
    },
    async (request) => {
      const { project } = await member(request.currentUser, request.params.projectId);
      const connection = await requireCrmConnection(app, project.id, request.params.provider);
      const { mapping, rule } = request.body;
      const statuses = new Set(
        (await app.repositories.leadStatusConfigs.listForProject(project.id)).map((status) => status.id),
      );
      if (rule.status_ids.some((id) => !statuses.has(id)))
        throw new DomainError('VALIDATION_ERROR', {
          field: 'rule.status_ids',
          detail: 'rule.status_ids: a status is not one of this project’s.',
        });
      const signals = new Set(
        (await app.repositories.intentSignals.listForProject(project.id)).map((signal) => signal.id),
      );
      if (rule.signal_ids.some((id) => !signals.has(id)))
        throw new DomainError('VALIDATION_ERROR', {
          field: 'rule.signal_ids',
          detail: 'rule.signal_ids: an intent signal is not one of this project’s.',
        });
      const saved = await repository.saveSettings(connection.id, {
        mapping: { profileUrl: mapping.profile_url, platform: mapping.platform, score: mapping.score },
        ruleEnabled: rule.enabled,
        ruleOnGood: rule.on_good,
        ruleStatusIds: rule.status_ids,
        ruleMinScore: rule.min_score,
        ruleSignalIds: rule.signal_ids,
      });
      return toCrmSettings(saved);
    },
  );

  app.post(
    '/:projectId/crm/:provider/resume',
    {
      config: { apiKeyScope: 'settings:write' },
      schema: {
        tags,
        summary: 'Resume pushes after fixing what broke them in the CRM',
        description:
          'Clears the broken state and sends the pushes that waited; if the CRM still refuses, the connection breaks ' +
          `again with its words. A revoked token needs a reconnect instead. Not connected: 409 CRM_NOT_CONNECTED.${membersOnly}`,
        security,
        params: CrmProviderParamsSchema,
        response: { 200: ref(CrmConnectionSchema), ...errorResponses(401, 403, 404, 409, 422) },
      },
    },
    async (request) => {
      const { project } = await member(request.currentUser, request.params.projectId);
      const connection = await requireCrmConnection(app, project.id, request.params.provider);
      await repository.mend(connection.id);
      await sendCrmPushKick(app.queue.boss, connection.id);
      return connectionAnswer(project.id, request.params.provider);
    },
  );

  app.get(
    '/:projectId/crm/:provider/pushes',
    {
      config: { apiKeyScope: 'settings:read' },
      schema: {
        tags,
        summary: "A CRM connection's delivery log: each push, its answer and what went wrong",
        description: `Newest first; \`before\` (a push id) for the page after. Not connected: 409 CRM_NOT_CONNECTED.${membersOnly}`,
        security,
        params: CrmProviderParamsSchema,
        querystring: CrmPushLogQuerySchema,
        response: { 200: ref(CrmPushPageSchema), ...errorResponses(401, 403, 404, 409, 422) },
      },
    },
    async (request) => {
      const { project } = await member(request.currentUser, request.params.projectId);
      const connection = await requireCrmConnection(app, project.id, request.params.provider);
      const limit = request.query.limit ?? 50;
      const rows = await repository.pushLog(connection.id, limit + 1, request.query.before ?? null);
      const page = rows.slice(0, limit);
      return {
        items: page.map((row) => toCrmPush(connection.provider, row)),
        next_before: rows.length > limit ? (page.at(-1)?.id ?? null) : null,
      };
    },
  );

  app.post(
    '/:projectId/crm/:provider/pushes/:pushId/retry',
    {
      config: { apiKeyScope: 'settings:write' },
      schema: {
        tags,
        summary: 'Try a failed push again now',
        description:
          'A push that gave up (or is waiting on a retry) goes now, from the step it reached; a push already made ' +
          `is answered as it is (never pushed twice).${membersOnly}`,
        security,
        params: CrmPushParamsSchema,
        response: { 200: ref(CrmPushSchema), ...errorResponses(401, 403, 404, 409, 422) },
      },
    },
    async (request) => {
      const { project } = await member(request.currentUser, request.params.projectId);
      const connection = await requireCrmConnection(app, project.id, request.params.provider);
      const push = await repository.push(connection.id, request.params.pushId);
      if (!push) throw new DomainError('CRM_PUSH_NOT_FOUND');
      if (push.state !== 'pushed') {
        await repository.retry(push.id);
        await sendCrmPushKick(app.queue.boss, connection.id);
      }
      const [entry] = await repository.pushLog(connection.id, 1, null, push.id);
      return toCrmPush(connection.provider, entry!);
    },
  );
};

/** The CRM routes: the project's under /api/v1/project, the OAuth callback under /crm. */
export const crmProjectRoutes: FastifyPluginAsync = async (app) => {
  await app.register(projectRoutes);
};

export const crmCallbackRoutes: FastifyPluginAsync = async (app) => {
  await app.register(oauthCallback);
};
