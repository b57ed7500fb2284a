// The /slack/{projectId}/* routes as the API contract states them (api/README.md, the Slack routes):
// the connection, the channels, connect (an authorize URL), disconnect, update-channel (a private
// channel the bot is not in is refused with SLACK_NOT_IN_CHANNEL and the /invite hint) and a test
// message. `state.slack` sets the scene: null is a server without Slack credentials (the connection
// reads `configured: false`, the actions answer 503).
import type { SlackChannel, SlackConnection } from '@signalboard/shared/api';
import { errorReply, type ApiRoutes } from '@signalboard/shared/testing';

export interface SlackState {
  connection: SlackConnection;
  channels: SlackChannel[];
  /** Test messages sent, by channel name. */
  tests: string[];
}

export const SLACK_NOT_CONFIGURED_SENTENCE =
  'Slack is not set up on this server: set SLACK_CLIENT_ID, SLACK_CLIENT_SECRET and SLACK_SIGNING_SECRET.';
export const SLACK_NO_APP_DETAIL =
  'This server has no Slack app, so no Slack workspace can be connected: whoever runs Signalboard sets SLACK_CLIENT_ID, SLACK_CLIENT_SECRET and SLACK_SIGNING_SECRET.';
export const AUTHORIZE_URL = 'https://slack.test/oauth/v2/authorize?client_id=1&state=s';

export const disconnectedSlack = (): SlackConnection => ({
  status: 'disconnected',
  team_id: null,
  team_name: null,
  channel_id: null,
  channel_name: null,
  connected_at: null,
  broken_code: null,
  broken_reason: null,
  configured: true,
  detail: null,
});

export const connectedSlack = (overrides: Partial<SlackConnection> = {}): SlackConnection => ({
  status: 'connected',
  team_id: 'T1',
  team_name: 'Acme Sales',
  channel_id: 'C1',
  channel_name: 'leads',
  connected_at: '2025-02-01T09:30:00.000Z',
  broken_code: null,
  broken_reason: null,
  configured: true,
  detail: null,
  ...overrides,
});

export const testChannels = (): SlackChannel[] => [
  { id: 'C1', name: 'leads', is_private: false, is_member: true },
  { id: 'C2', name: 'general', is_private: false, is_member: false },
  { id: 'C3', name: 'sales-private', is_private: true, is_member: false },
  { id: 'C4', name: 'sales-team', is_private: true, is_member: true },
];

export function slackRoutes(
  state: { slack: SlackState | null },
  signedIn: (authorization: string | undefined) => boolean,
): ApiRoutes {
  const unauthorized = errorReply(401, 'UNAUTHORIZED', 'Unauthorized');
  const guard = (authorization: string | undefined) => {
    if (!signedIn(authorization)) return { reply: unauthorized, slack: null };
    if (!state.slack) {
      return { reply: errorReply(503, 'SLACK_NOT_CONFIGURED', SLACK_NOT_CONFIGURED_SENTENCE), slack: null };
    }
    return { reply: null, slack: state.slack };
  };
  const notConnected = errorReply(409, 'SLACK_NOT_CONNECTED', 'Slack is not connected to this project.');

  return {
    'GET /slack/:projectId/connection': ({ authorization }) => {
      if (!signedIn(authorization)) return unauthorized;
      // A read of a state: a server without Slack answers it too, and says so.
      if (!state.slack) {
        return {
          status: 200,
          body: { ...disconnectedSlack(), configured: false, detail: SLACK_NO_APP_DETAIL },
        };
      }
      return { status: 200, body: state.slack.connection };
    },
    'GET /slack/:projectId/channels': ({ authorization }) => {
      const { reply, slack } = guard(authorization);
      if (reply) return reply;
      if (slack!.connection.status === 'disconnected') return notConnected;
      return { status: 200, body: { channels: slack!.channels, truncated: false } };
    },
    'POST /slack/:projectId/connect': ({ authorization }) => {
      const { reply } = guard(authorization);
      return reply ?? { status: 200, body: { authorization_url: AUTHORIZE_URL } };
    },
    'DELETE /slack/:projectId/disconnect': ({ authorization }) => {
      const { reply, slack } = guard(authorization);
      if (reply) return reply;
      slack!.connection = disconnectedSlack();
      return { status: 204 };
    },
    'POST /slack/:projectId/update-channel': ({ authorization, query }) => {
      const { reply, slack } = guard(authorization);
      if (reply) return reply;
      if (slack!.connection.status === 'disconnected') return notConnected;
      const channel = slack!.channels.find((c) => c.id === query.channel_id);
      if (!channel) return errorReply(422, 'VALIDATION_ERROR', 'channel_id: no such channel');
      if (channel.is_private && !channel.is_member) {
        return errorReply(
          409,
          'SLACK_NOT_IN_CHANNEL',
          `Signalboard's Slack app is not in #${channel.name}. Type /invite @Signalboard in that channel, then pick it again.`,
        );
      }
      channel.is_member = true;
      slack!.connection = {
        ...slack!.connection,
        status: 'connected',
        channel_id: channel.id,
        channel_name: query.channel_name ?? channel.name,
        broken_code: null,
        broken_reason: null,
      };
      return { status: 200, body: slack!.connection };
    },
    'POST /slack/:projectId/test': ({ authorization }) => {
      const { reply, slack } = guard(authorization);
      if (reply) return reply;
      if (!slack!.connection.channel_name) return notConnected;
      slack!.tests.push(slack!.connection.channel_name);
      return { status: 200, body: { ok: true } };
    },
  };
}
