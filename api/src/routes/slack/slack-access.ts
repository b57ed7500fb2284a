import type { FastifyInstance } from 'fastify';
import { brokenReason, isBreakingSlackError, tokenErrors } from '../../alerts/slack/broken-connection.js';
import {
  SlackApiError,
  SlackRateLimited,
  slackClient,
  type SlackClient,
} from '../../alerts/slack/slack-client.js';
import type { SlackConfig } from '../../config.js';
import { configuredSecretBox, type SecretBox } from '../../crypto/secret-box.js';
import { DomainError } from '../../errors/error-catalogue.js';
import { markConnectionBroken, type SlackConnectionRow } from '../../repositories/slack-repository.js';

/** The scopes Signalboard asks for: post (also where it was not invited), list and join channels. */
export const slackScopes =
  'chat:write,chat:write.public,channels:read,groups:read,channels:join,users:read.email';

export interface SlackServices {
  config: SlackConfig;
  client: SlackClient;
  box: SecretBox;
  redirectUri: string;
}

const notConfiguredDetail =
  'This server has no Slack app, so no Slack workspace can be connected: whoever runs Signalboard sets ' +
  'SLACK_CLIENT_ID, SLACK_CLIENT_SECRET and SLACK_SIGNING_SECRET.';

/**
 * Whether Slack can be used here, for the connection read: a server without a Slack app is a state to
 * show (200), not an error; only the actions refuse (503 SLACK_NOT_CONFIGURED).
 */
export function slackAvailability(app: FastifyInstance): { configured: boolean; detail: string | null } {
  return app.config.slack
    ? { configured: true, detail: null }
    : { configured: false, detail: notConfiguredDetail };
}

/** The Slack app of this server, or 503 SLACK_NOT_CONFIGURED. */
export function requireSlack(app: FastifyInstance): SlackServices {
  const config = app.config.slack;
  if (!config) throw new DomainError('SLACK_NOT_CONFIGURED');
  return {
    config,
    client: slackClient(config),
    // Built per use: embedded mode learns its secret (and its address) only after start-up.
    box: configuredSecretBox(app.config),
    redirectUri: `${app.config.apiPublicUrl}/slack/oauth-callback`,
  };
}

/** The connection and its bot token in clear, or 409 when there is none or Slack no longer takes it. */
export async function requireConnection(
  app: FastifyInstance,
  slack: SlackServices,
  projectId: string,
): Promise<{ connection: SlackConnectionRow; token: string }> {
  const connection = await app.repositories.slack.findConnection(projectId);
  if (!connection) throw new DomainError('SLACK_NOT_CONNECTED');
  if (
    connection.status === 'broken' &&
    connection.brokenCode !== null &&
    tokenErrors.has(connection.brokenCode)
  )
    throw new DomainError('SLACK_CONNECTION_BROKEN', { detail: connection.brokenReason ?? undefined });
  const token = slack.box.open(connection.botTokenSealed);
  if (token === null) {
    await markConnectionBroken(app.db, projectId, 'invalid_auth', brokenReason('invalid_auth'));
    throw new DomainError('SLACK_CONNECTION_BROKEN', { detail: brokenReason('invalid_auth') });
  }
  return { connection, token };
}

/**
 * Runs a Slack call for a route and words what goes wrong: a dead token breaks the connection (409 with
 * the sentence the UI shows), a 429 or Slack being down is 502, any other refusal is 409 naming Slack's
 * error.
 */
export async function slackCall<T>(
  app: FastifyInstance,
  projectId: string,
  call: () => Promise<T>,
): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof DomainError) throw error;
    if (error instanceof SlackApiError) {
      if (tokenErrors.has(error.code)) {
        await markConnectionBroken(app.db, projectId, error.code, brokenReason(error.code));
        throw new DomainError('SLACK_CONNECTION_BROKEN', { detail: brokenReason(error.code) });
      }
      if (isBreakingSlackError(error.code))
        throw new DomainError('SLACK_REFUSED', { detail: brokenReason(error.code) });
      throw new DomainError('SLACK_REFUSED', { detail: `Slack refused the request (${error.code}).` });
    }
    if (error instanceof SlackRateLimited)
      throw new DomainError('SLACK_UNAVAILABLE', {
        detail: `Slack asks to wait ${error.retryAfterSeconds} seconds. Please try again then.`,
      });
    throw new DomainError('SLACK_UNAVAILABLE');
  }
}
