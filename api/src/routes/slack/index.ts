import type { FastifyPluginAsync } from 'fastify';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { brokenReason, isBreakingSlackError } from '../../alerts/slack/broken-connection.js';
import { escapeMrkdwn } from '../../alerts/slack/lead-message.js';
import { SlackApiError } from '../../alerts/slack/slack-client.js';
import { hashSecretToken, newSecretToken } from '../../auth/secret-tokens.js';
import { DomainError } from '../../errors/error-catalogue.js';
import { toSlackConnection } from '../../presenters/slack-connection.js';
import { markConnectionBroken } from '../../repositories/slack-repository.js';
import { errorResponses, ref } from '../../schemas/common.js';
import {
  SlackAuthorizationSchema,
  SlackChannelListSchema,
  SlackChannelQuerySchema,
  SlackConnectionSchema,
  SlackProjectParamsSchema,
  SlackTestResultSchema,
} from '../../schemas/slack.js';
import interactions from './interactions.js';
import oauthCallback from './oauth-callback.js';
import {
  requireConnection,
  requireSlack,
  slackAvailability,
  slackCall,
  slackScopes,
} from './slack-access.js';

const security = [{ bearerAuth: [] }];
const tags = ['slack'];
const membersOnly = 'Members of the project only (guests and other organizations: 404). ';
const notConfigured =
  'A server without SLACK_CLIENT_ID, SLACK_CLIENT_SECRET and SLACK_SIGNING_SECRET: 503 SLACK_NOT_CONFIGURED.';

/** /slack/{projectId}/*: a project's Slack connection (bearer token, members only). */
const projectRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('onRequest', app.authenticate);

  app.get(
    '/:projectId/connection',
    {
      schema: {
        tags,
        summary: "The project's Slack connection: workspace, channel, and whether it works",
        description:
          membersOnly +
          'A server without a Slack app answers 200 too, `configured: false` with `detail` naming the variables to set (the actions answer 503 SLACK_NOT_CONFIGURED).',
        security,
        params: SlackProjectParamsSchema,
        response: { 200: ref(SlackConnectionSchema), ...errorResponses(401, 404, 422) },
      },
    },
    async (request) => {
      const { project } = await app.permissions.requireProject(
        request.currentUser,
        request.params.projectId,
        'member',
      );
      // A stored connection is shown as it is even when the server lost its Slack app since.
      const connection = toSlackConnection(await app.repositories.slack.findConnection(project.id));
      return { ...connection, ...slackAvailability(app) };
    },
  );

  app.get(
    '/:projectId/channels',
    {
      schema: {
        tags,
        summary: 'The Slack channels alerts can go to: public ones and the private ones the app is in',
        description: `${membersOnly}Sorted by name, at most 2,000 (\`truncated\` says more exist). Not connected: 409 SLACK_NOT_CONNECTED. ${notConfigured}`,
        security,
        params: SlackProjectParamsSchema,
        response: { 200: ref(SlackChannelListSchema), ...errorResponses(401, 404, 409, 422, 503) },
      },
    },
    async (request) => {
      const { project } = await app.permissions.requireProject(
        request.currentUser,
        request.params.projectId,
        'member',
      );
      const slack = requireSlack(app);
      const { token } = await requireConnection(app, slack, project.id);
      const { channels, truncated } = await slackCall(app, project.id, () =>
        slack.client.listChannels(token),
      );
      return {
        channels: channels
          .map((channel) => ({
            id: channel.id,
            name: channel.name,
            is_private: channel.isPrivate,
            is_member: channel.isMember,
          }))
          .sort((a, b) => a.name.localeCompare(b.name)),
        truncated,
      };
    },
  );

  app.post(
    '/:projectId/connect',
    {
      schema: {
        tags,
        summary: 'Start connecting Slack: the Slack page to send the browser to',
        description:
          `${membersOnly}OAuth v2; the \`state\` is bound to the caller and the project, used once, valid 10 minutes. ` +
          `Slack sends the browser back to /slack/oauth-callback. ${notConfigured}`,
        security,
        params: SlackProjectParamsSchema,
        response: { 200: ref(SlackAuthorizationSchema), ...errorResponses(401, 404, 422, 503) },
      },
    },
    async (request) => {
      const { project } = await app.permissions.requireProject(
        request.currentUser,
        request.params.projectId,
        'member',
      );
      const slack = requireSlack(app);
      const state = newSecretToken();
      await app.repositories.slack.saveState(hashSecretToken(state), request.currentUser.id, project.id);
      const url = new URL(slack.config.authorizeUrl);
      url.searchParams.set('client_id', slack.config.clientId);
      url.searchParams.set('scope', slackScopes);
      url.searchParams.set('redirect_uri', slack.redirectUri);
      url.searchParams.set('state', state);
      return { authorization_url: url.toString() };
    },
  );

  app.delete(
    '/:projectId/disconnect',
    {
      schema: {
        tags,
        summary: 'Disconnect Slack: revokes the token and forgets it',
        description: `${membersOnly}Alerts not yet posted are given up. Revoking is best effort (a token Slack already dropped is simply forgotten). ${notConfigured}`,
        security,
        params: SlackProjectParamsSchema,
        response: {
          204: { type: 'null', description: 'Disconnected' },
          ...errorResponses(401, 404, 422, 503),
        },
      },
    },
    async (request, reply) => {
      const { project } = await app.permissions.requireProject(
        request.currentUser,
        request.params.projectId,
        'member',
      );
      const slack = requireSlack(app);
      const connection = await app.repositories.slack.findConnection(project.id);
      if (connection) {
        const token = slack.box.open(connection.botTokenSealed);
        if (token !== null)
          await slack.client
            .revoke(token)
            .catch((error: unknown) =>
              request.log.info(
                { err: error, projectId: project.id },
                'Slack did not revoke the token; forgetting it',
              ),
            );
        await app.repositories.slack.deleteConnection(project.id);
      }
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/:projectId/update-channel',
    {
      schema: {
        tags,
        summary: 'Choose the Slack channel alerts go to',
        description:
          `${membersOnly}The app joins a public channel by itself; a private channel it was not invited to is ` +
          '409 SLACK_NOT_IN_CHANNEL (the detail says how to /invite it). Picking a channel mends a connection ' +
          `broken by its channel. ${notConfigured}`,
        security,
        params: SlackProjectParamsSchema,
        querystring: SlackChannelQuerySchema,
        response: { 200: ref(SlackConnectionSchema), ...errorResponses(401, 404, 409, 422, 502, 503) },
      },
    },
    async (request) => {
      const { project } = await app.permissions.requireProject(
        request.currentUser,
        request.params.projectId,
        'member',
      );
      const slack = requireSlack(app);
      const { token } = await requireConnection(app, slack, project.id);
      const { channel_id: channelId } = request.query;
      const name = request.query.channel_name.replace(/^#/, '');
      const notInChannel = () =>
        new DomainError('SLACK_NOT_IN_CHANNEL', {
          field: 'channel_id',
          detail: `Signalboard's Slack app is not in #${name}. Type /invite @Signalboard in that channel, then pick it again.`,
        });
      const channel = await slackCall(app, project.id, () =>
        slack.client.channelInfo(token, channelId).catch((error: unknown) => {
          // A private channel the app was not invited to is invisible to it.
          if (error instanceof SlackApiError && error.code === 'channel_not_found') throw notInChannel();
          throw error;
        }),
      );
      if (!channel.isMember) {
        if (channel.isPrivate) throw notInChannel();
        await slackCall(app, project.id, () =>
          slack.client.join(token, channelId).catch((error: unknown) => {
            if (
              error instanceof SlackApiError &&
              ['not_in_channel', 'method_not_supported_for_channel_type', 'channel_not_found'].includes(
                error.code,
              )
            )
              throw notInChannel();
            throw error;
          }),
        );
      }
      const saved = await app.repositories.slack.setChannel(project.id, channelId, channel.name || name);
      return { ...toSlackConnection(saved), ...slackAvailability(app) };
    },
  );

  app.post(
    '/:projectId/test',
    {
      schema: {
        tags,
        summary: 'Post a short test message to the chosen channel',
        description: `${membersOnly}No channel yet: 409 SLACK_CHANNEL_REQUIRED. Slack's refusals are 409, Slack down or rate limiting 502, both with a sentence in \`detail\`. ${notConfigured}`,
        security,
        params: SlackProjectParamsSchema,
        response: { 200: ref(SlackTestResultSchema), ...errorResponses(401, 404, 409, 422, 502, 503) },
      },
    },
    async (request) => {
      const { project } = await app.permissions.requireProject(
        request.currentUser,
        request.params.projectId,
        'member',
      );
      const slack = requireSlack(app);
      const { connection, token } = await requireConnection(app, slack, project.id);
      if (!connection.channelId) throw new DomainError('SLACK_CHANNEL_REQUIRED');
      const channelId = connection.channelId;
      await slackCall(app, project.id, () =>
        slack.client
          .postMessage(token, {
            channel: channelId,
            text: `Signalboard is connected: new leads of ${escapeMrkdwn(project.name)} will be posted here.`,
          })
          .catch(async (error: unknown) => {
            if (error instanceof SlackApiError && isBreakingSlackError(error.code))
              await markConnectionBroken(app.db, project.id, error.code, brokenReason(error.code));
            throw error;
          }),
      );
      return { ok: true as const };
    },
  );
};

/** /slack: the spec's chat workspace routes, the OAuth callback and Slack's interactivity requests. */
const slack: FastifyPluginAsync = async (app) => {
  await app.register(projectRoutes);
  await app.register(oauthCallback);
  await app.register(interactions);
};

export default slack;
