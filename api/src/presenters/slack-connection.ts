import type { Static } from 'typebox';
import type { SlackConnectionRow } from '../repositories/slack-repository.js';
import type { SlackConnectionSchema } from '../schemas/slack.js';

/** The stored connection; whether this server has a Slack app is the route's to add. */
type SlackConnection = Omit<Static<typeof SlackConnectionSchema>, 'configured' | 'detail'>;

/** What the UI sees of a connection: never the token, sealed or not. */
export function toSlackConnection(row: SlackConnectionRow | null): SlackConnection {
  if (!row)
    return {
      status: 'disconnected',
      team_id: null,
      team_name: null,
      channel_id: null,
      channel_name: null,
      connected_at: null,
      broken_code: null,
      broken_reason: null,
    };
  return {
    status: row.status === 'broken' ? 'broken' : 'connected',
    team_id: row.teamId,
    team_name: row.teamName,
    channel_id: row.channelId,
    channel_name: row.channelName,
    connected_at: row.createdAt.toISOString(),
    broken_code: row.status === 'broken' ? row.brokenCode : null,
    broken_reason: row.status === 'broken' ? row.brokenReason : null,
  };
}
