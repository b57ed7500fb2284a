import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { hashSecretToken } from '../../auth/secret-tokens.js';
import { CrmError } from '../../crm/crm-errors.js';
import { crmProviderIds, type CrmProviderId } from '../../crm/crm-types.js';
import { kickProjectPushes } from '../../crm/push/plan-crm-pushes.js';
import { DomainError } from '../../errors/error-catalogue.js';
import { checkedInstall, crmServices } from './crm-access.js';

type FailureReason =
  'access_denied' | 'invalid_state' | 'exchange_failed' | 'missing_scope' | 'not_ready' | 'not_configured';

const CallbackQuerySchema = Type.Object({
  code: Type.Optional(Type.String({ maxLength: 2048 })),
  state: Type.Optional(Type.String({ maxLength: 256 })),
  error: Type.Optional(Type.String({ maxLength: 256 })),
  error_description: Type.Optional(Type.String({ maxLength: 2048 })),
});

/**
 * GET /crm/{provider}/oauth-callback: where the CRM sends the browser back (no bearer token: the state
 * says who, for which project and which CRM). Every outcome is a redirect to the app's /crm-callback page.
 */
const oauthCallback: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/:provider/oauth-callback',
    {
      schema: {
        tags: ['crm'],
        summary: 'Finish connecting a CRM with OAuth (the CRM sends the browser here)',
        description:
          'Uses up the `state`, exchanges the `code`, checks the account and its scopes, makes the CRM ready for ' +
          'pushes, stores the tokens sealed, then redirects (302) to APP_URL/crm-callback?status=success&provider=' +
          '<provider>&project_id=<id>, or ?status=error&reason=<access_denied|invalid_state|exchange_failed|' +
          'missing_scope|not_ready|not_configured>&provider=<provider>&project_id=<id when known>&message=<the CRM’s words>.',
        params: Type.Object({ provider: Type.Enum([...crmProviderIds]) }),
        querystring: CallbackQuerySchema,
        response: { 302: { type: 'null', description: 'To the app’s /crm-callback page' } },
      },
      attachValidation: true,
    },
    async (request, reply) => {
      const provider = (request.params as { provider?: string }).provider as CrmProviderId;
      const back = (outcome: { reason?: FailureReason; projectId?: string; message?: string }) => {
        const url = new URL(`${app.config.appUrl}/crm-callback`);
        url.searchParams.set('status', outcome.reason ? 'error' : 'success');
        if ((crmProviderIds as readonly string[]).includes(provider))
          url.searchParams.set('provider', provider);
        if (outcome.reason) url.searchParams.set('reason', outcome.reason);
        if (outcome.projectId) url.searchParams.set('project_id', outcome.projectId);
        if (outcome.message) url.searchParams.set('message', outcome.message.slice(0, 300));
        return reply.redirect(url.toString(), 302);
      };
      if (!(crmProviderIds as readonly string[]).includes(provider)) return back({ reason: 'invalid_state' });
      const services = crmServices(app, provider);
      if (!services.config.oauthApp) return back({ reason: 'not_configured' });
      const query = (request.validationError ? {} : request.query) as {
        code?: string;
        state?: string;
        error?: string;
      };

      // The state is used up whatever happens next, so a callback cannot be replayed.
      const bound = query.state
        ? await app.repositories.crm.takeState(hashSecretToken(query.state), provider)
        : null;
      if (query.error !== undefined) return back({ reason: 'access_denied', projectId: bound?.projectId });
      if (!bound) return back({ reason: 'invalid_state' });
      const user = await app.repositories.users.findById(bound.userId);
      const stillMember =
        user !== null &&
        user.isActive &&
        (await app.permissions.requireProject(user, bound.projectId, 'use').then(
          () => true,
          (failure: unknown) => {
            if (failure instanceof DomainError) return false;
            throw failure;
          },
        ));
      if (!stillMember) return back({ reason: 'invalid_state' });
      if (!query.code) return back({ reason: 'exchange_failed', projectId: bound.projectId });

      let grant;
      try {
        grant = await services.adapter.exchangeCode(services.config, query.code, services.redirectUri);
      } catch (failure) {
        request.log.warn(
          { err: failure, projectId: bound.projectId, provider },
          'The CRM did not exchange the code',
        );
        return back({
          reason: 'exchange_failed',
          projectId: bound.projectId,
          message: failure instanceof CrmError ? failure.message : undefined,
        });
      }
      try {
        const install = await checkedInstall(
          services,
          { kind: 'oauth', accessToken: grant.accessToken, apiDomain: grant.apiDomain },
          grant,
          bound.userId,
        );
        await app.repositories.crm.saveInstall(bound.projectId, provider, install);
      } catch (failure) {
        if (!(failure instanceof CrmError)) throw failure;
        return back({
          reason: failure.kind === 'scope' ? 'missing_scope' : 'not_ready',
          projectId: bound.projectId,
          message: failure.message,
        });
      }
      await kickProjectPushes(app.queue.boss, app.db, bound.projectId);
      return back({ projectId: bound.projectId });
    },
  );
};

export default oauthCallback;
