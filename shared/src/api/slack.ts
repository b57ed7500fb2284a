// /slack/{projectId}/*: the project's Slack connection (spec section 7). Connecting starts OAuth:
// the API answers the Slack authorize URL, the browser goes there and Slack sends it back through
// /slack/oauth-callback to the app's /slack-callback page. A server without Slack credentials answers
// the connection with `configured: false` (the actions with 503 SLACK_NOT_CONFIGURED), which the
// connection query turns into a state the screens show.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@signalboard/shared/query';
import { useSession } from '@signalboard/shared/session';
import { isApiError } from './api-error';
import { apiClient, unwrap } from './client';
import { queryKeys } from './query-keys';
import type { SlackAuthorization, SlackChannelList, SlackConnection } from './types';

export const SLACK_NOT_CONFIGURED = 'SLACK_NOT_CONFIGURED';
export const SLACK_NOT_IN_CHANNEL = 'SLACK_NOT_IN_CHANNEL';

/** The server has no Slack credentials (`configured: false`); `detail` names what to set. */
export interface SlackNotConfigured {
  status: 'not_configured';
  detail: string;
}

/** What the connection query holds: the connection, or that the server has no Slack credentials. */
export type SlackConnectionState = SlackConnection | SlackNotConfigured;

export async function getSlackConnection(projectId: string): Promise<SlackConnectionState> {
  try {
    const connection = await unwrap(
      apiClient().GET('/slack/{projectId}/connection', { params: { path: { projectId } } }),
      'Failed to load the Slack connection',
    );
    if (!connection.configured) {
      return { status: 'not_configured', detail: connection.detail ?? 'Slack is not set up on this server.' };
    }
    return connection;
  } catch (error) {
    // An API from before the connection read answered 200 on a server without Slack (a rolling deploy).
    if (isApiError(error) && error.status === 503 && error.code === SLACK_NOT_CONFIGURED) {
      return { status: 'not_configured', detail: error.message };
    }
    throw error;
  }
}

export function listSlackChannels(projectId: string): Promise<SlackChannelList> {
  return unwrap(
    apiClient().GET('/slack/{projectId}/channels', { params: { path: { projectId } } }),
    'Could not load the Slack channels',
  );
}

/** Starts a connection: answers the Slack page to send the browser to. */
export function connectSlack(projectId: string): Promise<SlackAuthorization> {
  return unwrap(
    apiClient().POST('/slack/{projectId}/connect', { params: { path: { projectId } } }),
    'Could not start connecting Slack',
  );
}

export async function disconnectSlack(projectId: string): Promise<void> {
  await unwrap(
    apiClient().DELETE('/slack/{projectId}/disconnect', { params: { path: { projectId } } }),
    'Could not disconnect Slack',
  );
}

export interface SlackChannelChoice {
  channel_id: string;
  channel_name: string;
}

/** Posts alerts to this channel from now on; 409 SLACK_NOT_IN_CHANNEL says how to invite the bot. */
export function updateSlackChannel(projectId: string, choice: SlackChannelChoice): Promise<SlackConnection> {
  return unwrap(
    apiClient().POST('/slack/{projectId}/update-channel', {
      params: { path: { projectId }, query: choice },
    }),
    'Could not change the Slack channel',
  );
}

export async function sendSlackTest(projectId: string): Promise<void> {
  await unwrap(
    apiClient().POST('/slack/{projectId}/test', { params: { path: { projectId } } }),
    'Could not send the test message',
  );
}

export const slackConnectionQueryOptions = (projectId: string) =>
  queryOptions({
    queryKey: queryKeys.slackConnection(projectId),
    queryFn: () => getSlackConnection(projectId),
  });

/** The connection; guests and other organizations get a 404 error (not theirs to see). */
export function useSlackConnection(projectId: string | undefined, options: { enabled?: boolean } = {}) {
  const signedIn = useSession((s) => s.accessToken !== null);
  return useQuery({
    ...slackConnectionQueryOptions(projectId ?? ''),
    enabled: signedIn && Boolean(projectId) && (options.enabled ?? true),
  });
}

/** The workspace's channels, asked only while `enabled` (the picker is open). */
export function useSlackChannels(projectId: string, enabled: boolean) {
  const signedIn = useSession((s) => s.accessToken !== null);
  return useQuery({
    queryKey: queryKeys.slackChannels(projectId),
    queryFn: () => listSlackChannels(projectId),
    enabled: signedIn && enabled,
    // A channel made or an invite typed in Slack shows up when the picker opens again.
    staleTime: 0,
  });
}

/** Answers the authorize URL; the caller sends the browser there (window.location.assign). */
export function useConnectSlack(projectId: string) {
  return useMutation({ mutationFn: () => connectSlack(projectId) });
}

export function useDisconnectSlack(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => disconnectSlack(projectId),
    onSuccess: async () => {
      queryClient.removeQueries({ queryKey: queryKeys.slackChannels(projectId) });
      await queryClient.invalidateQueries({ queryKey: queryKeys.slackConnection(projectId) });
    },
  });
}

export function useUpdateSlackChannel(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (choice: SlackChannelChoice) => updateSlackChannel(projectId, choice),
    onSuccess: (connection) => {
      queryClient.setQueryData(queryKeys.slackConnection(projectId), connection);
      // The bot may have joined the channel: its "not in channel" hint is stale.
      void queryClient.invalidateQueries({ queryKey: queryKeys.slackChannels(projectId) });
    },
  });
}

export function useSendSlackTest(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => sendSlackTest(projectId),
    // A failed test may have found the connection broken.
    onError: () => void queryClient.invalidateQueries({ queryKey: queryKeys.slackConnection(projectId) }),
  });
}
