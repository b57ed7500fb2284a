import type { SlackConfig } from '../../config.js';

/** Slack answered `ok: false`; `code` is Slack's error string (token_revoked, channel_not_found, ...). */
export class SlackApiError extends Error {
  constructor(
    readonly method: string,
    readonly code: string,
  ) {
    super(`Slack ${method} answered ${code}`);
    this.name = 'SlackApiError';
  }
}

/** HTTP 429: wait `retryAfterSeconds` before calling this method again. */
export class SlackRateLimited extends Error {
  constructor(
    readonly method: string,
    readonly retryAfterSeconds: number,
  ) {
    super(`Slack ${method} is rate limited for ${retryAfterSeconds} s`);
    this.name = 'SlackRateLimited';
  }
}

/** Slack could not be reached, timed out, or answered something that is not its API (5xx, HTML). */
export class SlackUnavailable extends Error {
  constructor(
    readonly method: string,
    detail: string,
  ) {
    super(`Slack ${method} failed: ${detail}`);
    this.name = 'SlackUnavailable';
  }
}

export interface SlackOAuthAccess {
  accessToken: string;
  scope: string;
  botUserId: string | null;
  team: { id: string; name: string };
  /** Present when the app asked for incoming-webhook: the channel the installer picked. */
  incomingWebhook: { channelId: string; channelName: string } | null;
}

export interface SlackChannel {
  id: string;
  name: string;
  isPrivate: boolean;
  isMember: boolean;
}

export interface SlackPostResult {
  channel: string;
  ts: string;
}

/** The Slack channels listed at most (pages of 200); past it the list says it was cut. */
export const channelListCap = 2_000;
const pageSize = 200;
const timeoutMs = 10_000;

type SlackBody = { ok?: unknown; error?: unknown } & Record<string, unknown>;

/**
 * The few Slack Web API methods Signalboard uses, over plain fetch. Reads go form-encoded (as Slack's
 * docs and SDKs send them), messages as JSON; every method answers `{ ok, error? }` with HTTP 200, a 429
 * carries Retry-After.
 */
export function slackClient(config: Pick<SlackConfig, 'apiBaseUrl' | 'clientId' | 'clientSecret'>) {
  async function call(
    method: string,
    options: { token?: string; form?: Record<string, string>; json?: object; basicAuth?: boolean },
  ): Promise<SlackBody> {
    const headers: Record<string, string> = {};
    let body: string;
    if (options.json) {
      headers['content-type'] = 'application/json; charset=utf-8';
      body = JSON.stringify(options.json);
    } else {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      body = new URLSearchParams(options.form ?? {}).toString();
    }
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    if (options.basicAuth)
      headers.authorization = `Basic ${Buffer.from(`${config.clientId}:${config.clientSecret}`).toString('base64')}`;
    let response: Response;
    try {
      response = await fetch(`${config.apiBaseUrl}/${method}`, {
        method: 'POST',
        headers,
        body,
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      const timedOut = error instanceof Error && error.name === 'TimeoutError';
      throw new SlackUnavailable(method, timedOut ? `no answer within ${timeoutMs / 1000} s` : 'unreachable');
    }
    if (response.status === 429) {
      const retryAfter = Number(response.headers.get('retry-after'));
      await response.body?.cancel();
      throw new SlackRateLimited(method, Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : 30);
    }
    let parsed: unknown;
    try {
      parsed = await response.json();
    } catch {
      throw new SlackUnavailable(method, `HTTP ${response.status} without a JSON body`);
    }
    if (typeof parsed !== 'object' || parsed === null || typeof (parsed as SlackBody).ok !== 'boolean')
      throw new SlackUnavailable(method, `HTTP ${response.status} without Slack's { ok } answer`);
    const answer = parsed as SlackBody;
    if (answer.ok !== true)
      throw new SlackApiError(method, typeof answer.error === 'string' ? answer.error : 'unknown_error');
    return answer;
  }

  return {
    /** Exchanges the code Slack sent back to the redirect URI for a bot token. */
    async oauthAccess(code: string, redirectUri: string): Promise<SlackOAuthAccess> {
      const answer = await call('oauth.v2.access', {
        basicAuth: true,
        form: { code, redirect_uri: redirectUri },
      });
      const team = answer.team as { id?: unknown; name?: unknown } | undefined;
      if (typeof answer.access_token !== 'string' || typeof team?.id !== 'string')
        throw new SlackApiError('oauth.v2.access', 'invalid_response');
      const webhook = answer.incoming_webhook as { channel_id?: unknown; channel?: unknown } | undefined;
      return {
        accessToken: answer.access_token,
        scope: typeof answer.scope === 'string' ? answer.scope : '',
        botUserId: typeof answer.bot_user_id === 'string' ? answer.bot_user_id : null,
        team: { id: team.id, name: typeof team.name === 'string' ? team.name : team.id },
        incomingWebhook:
          typeof webhook?.channel_id === 'string'
            ? {
                channelId: webhook.channel_id,
                channelName: typeof webhook.channel === 'string' ? webhook.channel.replace(/^#/, '') : '',
              }
            : null,
      };
    },

    async revoke(token: string): Promise<void> {
      await call('auth.revoke', { token });
    },

    /** Public channels and the private ones the bot is in, every page up to `channelListCap`. */
    async listChannels(token: string): Promise<{ channels: SlackChannel[]; truncated: boolean }> {
      const channels: SlackChannel[] = [];
      let cursor = '';
      for (;;) {
        const form: Record<string, string> = {
          types: 'public_channel,private_channel',
          exclude_archived: 'true',
          limit: String(pageSize),
        };
        if (cursor) form.cursor = cursor;
        const answer = await call('conversations.list', { token, form });
        for (const raw of (answer.channels as Record<string, unknown>[] | undefined) ?? []) {
          if (typeof raw.id !== 'string' || typeof raw.name !== 'string') continue;
          channels.push({
            id: raw.id,
            name: raw.name,
            isPrivate: raw.is_private === true,
            isMember: raw.is_member === true,
          });
        }
        const meta = answer.response_metadata as { next_cursor?: unknown } | undefined;
        cursor = typeof meta?.next_cursor === 'string' ? meta.next_cursor : '';
        if (channels.length >= channelListCap)
          return {
            channels: channels.slice(0, channelListCap),
            truncated: channels.length > channelListCap || cursor !== '',
          };
        if (!cursor) return { channels, truncated: false };
      }
    },

    /** The channel as the bot sees it (a private channel it is not in answers channel_not_found). */
    async channelInfo(token: string, channelId: string): Promise<SlackChannel> {
      const answer = await call('conversations.info', { token, form: { channel: channelId } });
      const raw = (answer.channel ?? {}) as Record<string, unknown>;
      return {
        id: typeof raw.id === 'string' ? raw.id : channelId,
        name: typeof raw.name === 'string' ? raw.name : '',
        isPrivate: raw.is_private === true,
        isMember: raw.is_member === true,
      };
    },

    async join(token: string, channelId: string): Promise<void> {
      await call('conversations.join', { token, form: { channel: channelId } });
    },

    async postMessage(token: string, message: SlackMessage): Promise<SlackPostResult> {
      const answer = await call('chat.postMessage', { token, json: message });
      return {
        channel: typeof answer.channel === 'string' ? answer.channel : message.channel,
        ts: typeof answer.ts === 'string' ? answer.ts : '',
      };
    },

    /** The workspace member with this e-mail (needs `users:read.email`; else `users_not_found`, `missing_scope`). */
    async lookupUserByEmail(token: string, email: string): Promise<string> {
      const answer = await call('users.lookupByEmail', { token, form: { email } });
      const user = answer.user as { id?: unknown } | undefined;
      if (typeof user?.id !== 'string') throw new SlackApiError('users.lookupByEmail', 'invalid_response');
      return user.id;
    },

    async update(token: string, message: SlackMessage & { ts: string }): Promise<void> {
      await call('chat.update', { token, json: message });
    },
  };
}

export type SlackClient = ReturnType<typeof slackClient>;

/** A chat.postMessage body: Block Kit blocks and the plain `text` notifications and screen readers use. */
export interface SlackMessage {
  channel: string;
  text: string;
  blocks?: object[];
  unfurl_links?: boolean;
  unfurl_media?: boolean;
}
