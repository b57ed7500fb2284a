import type { FetchContext, RedditApp } from './connector.js';
import { ConnectorError } from './connector-error.js';
import { asNumber, asRecord, asString } from './config-values.js';
import { platformFetch } from './http/platform-fetch.js';

// Reddit OAuth tokens for the three kinds of app Reddit offers (see RedditApp): one token per app (and
// account), kept in memory until shortly before it expires (Reddit gives 24 h), so a poll every few
// minutes asks for a token once a day, not every time. A token Reddit refuses earlier (401) is dropped
// by the caller with forgetRedditToken and asked for again.

interface CachedToken {
  token: string;
  expiresAt: number;
}

const tokens = new Map<string, CachedToken>();
/** Renew this long before Reddit's expiry, so a token never dies in the middle of a poll. */
const marginMs = 5 * 60 * 1000;
const installedClientGrant = 'https://oauth.reddit.com/grants/installed_client';

const cacheKey = (context: FetchContext, app: RedditApp) =>
  [context.endpoints.reddit, app.clientId, app.account?.username ?? ''].join('|');

/** The form body of the token request: which grant follows from what the app has. */
export function redditGrant(app: RedditApp): string {
  if (app.account)
    return new URLSearchParams({
      grant_type: 'password',
      username: app.account.username,
      password: app.account.password,
    }).toString();
  if (app.clientSecret !== '') return 'grant_type=client_credentials';
  return new URLSearchParams({ grant_type: installedClientGrant, device_id: app.deviceId }).toString();
}

export async function redditToken(
  context: FetchContext,
  app: RedditApp,
  headers: Record<string, string>,
): Promise<string> {
  const now = (context.now ?? (() => new Date()))().getTime();
  const cached = tokens.get(cacheKey(context, app));
  if (cached && cached.expiresAt > now) return cached.token;
  const response = await platformFetch(
    new URL(`${context.endpoints.reddit.replace(/\/+$/, '')}/api/v1/access_token`),
    {
      platform: 'reddit',
      method: 'POST',
      expect: 'json',
      headers: {
        ...headers,
        // An installed app has no secret: Reddit wants the id with an empty password.
        authorization: `Basic ${Buffer.from(`${app.clientId}:${app.clientSecret}`).toString('base64')}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: redditGrant(app),
      timeoutMs: context.timeoutMs,
      signal: context.signal,
      now: context.now,
    },
  );
  const body = asRecord(response.json);
  const token = asString(body.access_token);
  // Reddit answers a wrong id or secret with 401, but a wrong password comes as 200 {"error": "invalid_grant"}.
  if (!token)
    throw new ConnectorError(
      'auth',
      `Reddit did not give the app an access token (${asString(body.error) ?? 'no token in the answer'})`,
      { status: response.status },
    );
  const lifetime = (asNumber(body.expires_in) ?? 3600) * 1000;
  tokens.set(cacheKey(context, app), {
    token,
    expiresAt: now + Math.max(lifetime - marginMs, lifetime / 2),
  });
  return token;
}

export function forgetRedditToken(context: FetchContext, app: RedditApp): void {
  tokens.delete(cacheKey(context, app));
}
