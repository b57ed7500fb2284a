import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { hashSecretToken } from '../../auth/secret-tokens.js';
import { DomainError } from '../../errors/error-catalogue.js';
import { SlackCallbackQuerySchema } from '../../schemas/slack.js';
import { requireSlack } from './slack-access.js';

type FailureReason = 'access_denied' | 'invalid_state' | 'exchange_failed' | 'not_configured';

/**
 * GET /slack/oauth-callback: where Slack sends the browser back (no bearer token: the state says who and
 * for which project). Every outcome is a redirect to the app's /slack-callback page, which shows it.
 */
const oauthCallback: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/oauth-callback',
    {
      schema: {
        tags: ['slack'],
        summary: 'Finish connecting Slack (Slack sends the browser here)',
        description:
          'Checks and uses up the `state`, exchanges the `code` with oauth.v2.access, stores the bot token ' +
          'encrypted, then redirects (302) to APP_URL/slack-callback?status=success&project_id=<id>, or ' +
          '?status=error&reason=<access_denied|invalid_state|exchange_failed|not_configured>&project_id=<id when known>.',
        querystring: SlackCallbackQuerySchema,
        response: { 302: { type: 'null', description: 'To the app’s /slack-callback page' } },
      },
      // A bad query (a state too long) is still a page to show, not a JSON error.
      attachValidation: true,
    },
    async (request, reply) => {
      const back = (outcome: { reason?: FailureReason; projectId?: string }) => {
        const url = new URL(`${app.config.appUrl}/slack-callback`);
        url.searchParams.set('status', outcome.reason ? 'error' : 'success');
        if (outcome.reason) url.searchParams.set('reason', outcome.reason);
        if (outcome.projectId) url.searchParams.set('project_id', outcome.projectId);
        return reply.redirect(url.toString(), 302);
      };
      if (!app.config.slack) return back({ reason: 'not_configured' });
      const slack = requireSlack(app);
      const query = request.validationError ? {} : request.query;
      const { code, state, error } = query as { code?: string; state?: string; error?: string };

      // The state is used up whatever happens next, so a callback cannot be replayed.
      const bound = state ? await app.repositories.slack.takeState(hashSecretToken(state)) : null;
      if (error !== undefined) return back({ reason: 'access_denied', projectId: bound?.projectId });
      if (!bound) return back({ reason: 'invalid_state' });
      const user = await app.repositories.users.findById(bound.userId);
      const stillMember =
        user !== null &&
        user.isActive &&
        (await app.permissions.requireProject(user, bound.projectId, 'member').then(
          () => true,
          (failure: unknown) => {
            if (failure instanceof DomainError) return false;
            throw failure;
          },
        ));
      if (!stillMember) return back({ reason: 'invalid_state' });
      if (!code) return back({ reason: 'exchange_failed', projectId: bound.projectId });

      let access;
      try {
        access = await slack.client.oauthAccess(code, slack.redirectUri);
      } catch (failure) {
        request.log.warn(
          { err: failure, projectId: bound.projectId },
          'Slack did not exchange the OAuth code',
        );
        return back({ reason: 'exchange_failed', projectId: bound.projectId });
      }
      await app.repositories.slack.saveInstall(bound.projectId, {
        teamId: access.team.id,
        teamName: access.team.name,
        botUserId: access.botUserId,
        botTokenSealed: slack.box.seal(access.accessToken),
        scope: access.scope,
        channelId: access.incomingWebhook?.channelId ?? null,
        channelName: access.incomingWebhook?.channelName ?? null,
        connectedBy: bound.userId,
      });
      return back({ projectId: bound.projectId });
    },
  );
};

export default oauthCallback;
