import type { FetchContext } from './connector.js';
import { ConnectorError } from './connector-error.js';
import { asNumber, asRecord, asString } from './config-values.js';
import { platformFetch } from './http/platform-fetch.js';

// Reddit app-only OAuth (client credentials): one token per app, kept in memory until shortly before it
// expires (Reddit gives 24 h), so a poll every few minutes asks for a token once a day, not every time.

interface CachedToken {
  token: string;
  expiresAt: number;
}

const tokens = new Map<string, CachedToken>();
/** Renew this long before Reddit's expiry, so a token never dies in the middle of a poll. */
const marginMs = 5 * 60 * 1000;

const cacheKey = (context: FetchContext, clientId: string) => `${context.endpoints.reddit}|${clientId}`;

export async function redditToken(
  context: FetchContext,
  clientId: string,
  clientSecret: string,
): Promise<string> {
  const now = (context.now ?? (() => new Date()))().getTime();
  const cached = tokens.get(cacheKey(context, clientId));
  if (cached && cached.expiresAt > now) return cached.token;
  const response = await platformFetch(
    new URL(`${context.endpoints.reddit.replace(/\/+$/, '')}/api/v1/access_token`),
    {
      platform: 'reddit',
      method: 'POST',
      expect: 'json',
      headers: {
        authorization: `Basic ${Buffer.from(`${clientId}:${clientSecret}`).toString('base64')}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: 'grant_type=client_credentials',
      timeoutMs: context.timeoutMs,
      signal: context.signal,
      now: context.now,
    },
  );
  const body = asRecord(response.json);
  const token = asString(body.access_token);
  // Reddit answers a wrong id or secret with 401, but some failures come as 200 {"error": "..."}.
  if (!token)
    throw new ConnectorError(
      'auth',
      `Reddit did not give an access token for this client id and secret (${asString(body.error) ?? 'no token in the answer'})`,
      { status: response.status },
    );
  const lifetime = (asNumber(body.expires_in) ?? 3600) * 1000;
  tokens.set(cacheKey(context, clientId), {
    token,
    expiresAt: now + Math.max(lifetime - marginMs, lifetime / 2),
  });
  return token;
}

export function forgetRedditToken(context: FetchContext, clientId: string): void {
  tokens.delete(cacheKey(context, clientId));
}
