// GET /slack/{projectId}/connection as the API answers it: the connection to members, 404 to a guest
// (as every Slack route), and on a server without Slack (`slackConnection` null) the 200 that says so.
import type { SlackConnection } from '@signalboard/shared/api';
import { errorReply, type ApiRoutes } from '@signalboard/shared/testing';
import type { ManageState } from './manage-routes';

export interface SlackStatusState {
  slackConnection: SlackConnection | null;
}

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

export function slackStatusRoutes(
  state: SlackStatusState & Pick<ManageState, 'project'>,
  signedIn: (authorization: string | undefined) => boolean,
): ApiRoutes {
  return {
    'GET /slack/:projectId/connection': ({ authorization, params }) => {
      if (!signedIn(authorization)) return errorReply(401, 'UNAUTHORIZED', 'Unauthorized');
      if (params.projectId !== state.project.id || state.project.viewer_role === 'guest') {
        return errorReply(404, 'PROJECT_NOT_FOUND', 'Project not found.');
      }
      if (!state.slackConnection)
        return {
          status: 200,
          body: {
            ...disconnectedSlack(),
            configured: false,
            detail: 'This server has no Slack app, so no Slack workspace can be connected.',
          },
        };
      return { status: 200, body: state.slackConnection };
    },
  };
}
