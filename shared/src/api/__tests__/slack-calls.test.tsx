// The Slack calls against a real node:http server: what each sends, that a server without Slack is
// a state (not an error), that a guest's 404 and a refused channel stay errors with the server's words,
// and what the hooks refresh.
import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createQueryClient } from '../../query/index';
import { errorReply } from '../../testing/api-server';
import { failure, server, signedInAgainstApiServer } from './signed-in-api-server';
import {
  SLACK_NOT_IN_CHANNEL,
  connectSlack,
  getSlackConnection,
  queryKeys,
  sendSlackTest,
  updateSlackChannel,
  useDisconnectSlack,
  useUpdateSlackChannel,
  type SlackConnection,
} from '../index';

signedInAgainstApiServer();

const connected: SlackConnection = {
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
};

function wrapperWithClient() {
  const queryClient = createQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  return { queryClient, wrapper };
}

describe('the Slack calls', () => {
  it('reads the connection with the bearer token', async () => {
    server.route('GET /slack/:projectId/connection', () => ({ status: 200, body: connected }));
    expect(await getSlackConnection('p1')).toEqual(connected);
    expect(server.requests[0]).toMatchObject({
      path: '/slack/p1/connection',
      authorization: 'Bearer tok-ada',
    });
  });

  it('turns a server without a Slack app (configured: false) into a state carrying the server’s sentence', async () => {
    const sentence =
      'This server has no Slack app, so no Slack workspace can be connected: whoever runs Signalboard sets SLACK_CLIENT_ID, SLACK_CLIENT_SECRET and SLACK_SIGNING_SECRET.';
    server.route('GET /slack/:projectId/connection', () => ({
      status: 200,
      body: {
        ...connected,
        status: 'disconnected',
        team_id: null,
        team_name: null,
        channel_id: null,
        channel_name: null,
        connected_at: null,
        configured: false,
        detail: sentence,
      },
    }));
    expect(await getSlackConnection('p1')).toEqual({ status: 'not_configured', detail: sentence });
  });

  it('turns an older API’s 503 SLACK_NOT_CONFIGURED into the same state', async () => {
    const sentence =
      'Slack is not set up on this server: set SLACK_CLIENT_ID, SLACK_CLIENT_SECRET and SLACK_SIGNING_SECRET.';
    server.route('GET /slack/:projectId/connection', () => errorReply(503, 'SLACK_NOT_CONFIGURED', sentence));
    expect(await getSlackConnection('p1')).toEqual({ status: 'not_configured', detail: sentence });
  });

  it('keeps other refusals errors: a guest’s 404, another 503', async () => {
    server.route('GET /slack/:projectId/connection', () =>
      errorReply(404, 'PROJECT_NOT_FOUND', 'Project not found'),
    );
    expect(await failure(getSlackConnection('p1'))).toMatchObject({ status: 404, code: 'PROJECT_NOT_FOUND' });
    server.route('GET /slack/:projectId/connection', () => errorReply(503, 'UNAVAILABLE', 'Down for upkeep'));
    expect(await failure(getSlackConnection('p1'))).toMatchObject({
      status: 503,
      message: 'Down for upkeep',
    });
  });

  it('starts a connection and sends a test message with POSTs without a body', async () => {
    server.route('POST /slack/:projectId/connect', () => ({
      status: 200,
      body: { authorization_url: 'https://slack.test/oauth/v2/authorize?state=s' },
    }));
    server.route('POST /slack/:projectId/test', () => ({ status: 200, body: { ok: true } }));
    expect(await connectSlack('p1')).toEqual({
      authorization_url: 'https://slack.test/oauth/v2/authorize?state=s',
    });
    await sendSlackTest('p1');
    expect(server.requests.map((r) => [r.method, r.path, r.body])).toEqual([
      ['POST', '/slack/p1/connect', null],
      ['POST', '/slack/p1/test', null],
    ]);
  });

  it('picks a channel in the query string; a refusal keeps the /invite hint', async () => {
    const hint =
      "Signalboard's Slack app is not in #deals. Type /invite @Signalboard in that channel, then pick it again.";
    server.route('POST /slack/:projectId/update-channel', ({ query }) =>
      query.channel_id === 'G1'
        ? errorReply(409, SLACK_NOT_IN_CHANNEL, hint)
        : {
            status: 200,
            body: { ...connected, channel_id: query.channel_id, channel_name: query.channel_name },
          },
    );
    expect(await updateSlackChannel('p1', { channel_id: 'C2', channel_name: 'random' })).toMatchObject({
      channel_name: 'random',
    });
    expect(server.requests[0]?.query).toEqual({ channel_id: 'C2', channel_name: 'random' });
    expect(
      await failure(updateSlackChannel('p1', { channel_id: 'G1', channel_name: 'deals' })),
    ).toMatchObject({
      status: 409,
      code: SLACK_NOT_IN_CHANNEL,
      message: hint,
    });
  });

  it('stores the picked channel’s connection, and refetches it after a disconnect', async () => {
    const { queryClient, wrapper } = wrapperWithClient();
    server.route('POST /slack/:projectId/update-channel', () => ({ status: 200, body: connected }));
    server.route('DELETE /slack/:projectId/disconnect', () => ({ status: 204 }));
    const update = renderHook(() => useUpdateSlackChannel('p1'), { wrapper });
    await act(() => update.result.current.mutateAsync({ channel_id: 'C1', channel_name: 'leads' }));
    expect(queryClient.getQueryData(queryKeys.slackConnection('p1'))).toEqual(connected);

    const disconnect = renderHook(() => useDisconnectSlack('p1'), { wrapper });
    await act(() => disconnect.result.current.mutateAsync());
    await waitFor(() =>
      expect(queryClient.getQueryState(queryKeys.slackConnection('p1'))?.isInvalidated).toBe(true),
    );
  });
});
