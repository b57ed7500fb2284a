import type { Connector, FetchContext, FetchResult, IncomingPost, RateLimitState } from './connector.js';
import { ConnectorError } from './connector-error.js';
import { plainText } from './html-to-text.js';
import { platformFetch, type PlatformResponse } from './http/platform-fetch.js';
import { secondsUntilReset } from './http/rate-limit-headers.js';
import { endpoint, optionalString, stringList } from './config-values.js';
import { compareIds } from './snowflake-ids.js';

/**
 * X: API v2 recent search with the app's bearer token. The keywords go into as few queries as fit X's
 * 512-character limit (`(a OR "b c") -is:retweet`): every request counts against a small monthly quota.
 * Tweet ids grow with time, so the cursor is `{ since_id: <newest id read> }`; a poll follows next_token
 * for at most a few pages. A 200 answer may carry `errors[]` next to `data` (suspended authors of
 * expanded objects): the data still counts.
 */

const maxResults = 100;
const maxPages = 3;
const maxQueryLength = 512;
const suffix = ' -is:retweet';

interface Tweet {
  id: string;
  text?: string;
  author_id?: string;
  created_at?: string;
  lang?: string;
  conversation_id?: string;
  public_metrics?: Record<string, number>;
}

interface XUser {
  id: string;
  username?: string;
  name?: string;
}

/** A search/recent answer as posts, authors resolved through `includes.users`. */
export function mapX(json: unknown): IncomingPost[] {
  if (!isRecord(json)) throw new ConnectorError('malformed', 'X sent a search answer that is not an object');
  if (json.data === undefined) return [];
  if (!Array.isArray(json.data))
    throw new ConnectorError('malformed', 'X sent a search answer whose data is not a list');
  const includes = isRecord(json.includes) ? json.includes : {};
  const users = new Map<string, XUser>();
  for (const user of Array.isArray(includes.users) ? includes.users : [])
    if (isRecord(user) && typeof user.id === 'string') users.set(user.id, user as unknown as XUser);
  return json.data
    .filter(isTweet)
    .map((tweet) => toPost(tweet, tweet.author_id ? users.get(tweet.author_id) : undefined));
}

function toPost(tweet: Tweet, user: XUser | undefined): IncomingPost {
  const publishedAt = tweet.created_at ? new Date(tweet.created_at) : null;
  return {
    platform: 'x',
    externalId: tweet.id,
    url: user?.username
      ? `https://x.com/${user.username}/status/${tweet.id}`
      : `https://x.com/i/web/status/${tweet.id}`,
    author: user?.username ?? tweet.author_id ?? null,
    community: null,
    title: null,
    body: plainText(decodeEntities(tweet.text ?? '')),
    publishedAt: publishedAt && !Number.isNaN(publishedAt.getTime()) ? publishedAt : null,
    metadata: {
      author_id: tweet.author_id ?? null,
      author_name: user?.name ?? null,
      lang: tweet.lang ?? null,
      conversation_id: tweet.conversation_id ?? null,
      public_metrics: tweet.public_metrics ?? {},
    },
  };
}

/** Tweet text escapes exactly these three (&amp; &lt; &gt;); nothing else is HTML. */
function decodeEntities(text: string): string {
  return text.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');
}

/** Keywords as X search queries of at most 512 characters each; multi-word keywords become phrases. */
export function xQueries(keywords: readonly string[]): string[] {
  const terms = keywords.map((keyword) =>
    /\s/.test(keyword) && !/["():]/.test(keyword) ? `"${keyword}"` : keyword,
  );
  const queries: string[] = [];
  let group: string[] = [];
  const build = (items: string[]) =>
    items.length === 1 ? `${items[0]}${suffix}` : `(${items.join(' OR ')})${suffix}`;
  for (const term of terms) {
    if (group.length > 0 && build([...group, term]).length > maxQueryLength) {
      queries.push(build(group));
      group = [];
    }
    group.push(term);
  }
  if (group.length > 0) queries.push(build(group));
  return queries;
}

export const xConnector: Connector = {
  platform: 'x',
  async fetchNew(context: FetchContext): Promise<FetchResult> {
    const token = optionalString(context.config, 'bearer_token') ?? null;
    const keywords = stringList(context.config, 'keywords');
    if (!token) throw new ConnectorError('config', 'X: a bearer token from your X developer app is needed');
    if (keywords.length === 0)
      throw new ConnectorError('config', 'X: add at least one keyword to search for');

    const sinceId = typeof context.cursor.since_id === 'string' ? context.cursor.since_id : null;
    const posts = new Map<string, IncomingPost>();
    let newest = sinceId;
    let rateLimit: RateLimitState | undefined;

    for (const query of xQueries(keywords)) {
      let nextToken: string | null = null;
      let since = sinceId;
      // Without a cursor, one page is the starting point: the first poll does not spend quota on history.
      for (let page = 0; page < (since ? maxPages : 1); page += 1) {
        let response: PlatformResponse;
        try {
          response = await search(query, since, nextToken, token, context);
        } catch (error) {
          // Recent search reaches back 7 days; an older since_id (a source paused for a week) is refused.
          if (since && page === 0 && isSinceIdRefused(error)) {
            since = null;
            response = await search(query, null, null, token, context);
          } else throw error;
        }
        rateLimit = response.rateLimit ?? rateLimit;
        const json = response.json;
        if (
          isRecord(json) &&
          json.data === undefined &&
          json.meta === undefined &&
          Array.isArray(json.errors)
        )
          throw new ConnectorError('http', `X answered with errors only: ${firstError(json.errors)}`, {
            status: response.status,
            body: json,
          });
        for (const post of mapX(json)) {
          posts.set(post.externalId, post);
          if (!newest || compareIds(post.externalId, newest) > 0) newest = post.externalId;
        }
        const meta = isRecord(json) && isRecord(json.meta) ? json.meta : {};
        nextToken = typeof meta.next_token === 'string' ? meta.next_token : null;
        if (!nextToken) break;
      }
    }

    const now = (context.now ?? (() => new Date()))();
    const wait = rateLimit?.remaining === 0 ? secondsUntilReset(rateLimit, now) : undefined;
    return {
      posts: [...posts.values()],
      cursor: newest ? { since_id: newest } : {},
      ...(rateLimit ? { rateLimit } : {}),
      ...(wait === undefined ? {} : { retryAfterSeconds: wait }),
    };
  },
};

function search(
  query: string,
  sinceId: string | null,
  nextToken: string | null,
  token: string,
  context: FetchContext,
): Promise<PlatformResponse> {
  const url = endpoint(context.endpoints.x, '/2/tweets/search/recent', {
    query,
    max_results: maxResults,
    since_id: sinceId ?? undefined,
    next_token: nextToken ?? undefined,
    'tweet.fields': 'created_at,author_id,lang,public_metrics,conversation_id',
    expansions: 'author_id',
    'user.fields': 'username,name',
  });
  return platformFetch(url, {
    platform: 'x',
    expect: 'json',
    headers: { authorization: `Bearer ${token}` },
    timeoutMs: context.timeoutMs,
    signal: context.signal,
    now: context.now,
  });
}

function isSinceIdRefused(error: unknown): boolean {
  return (
    error instanceof ConnectorError &&
    error.status === 400 &&
    JSON.stringify(error.body ?? '').includes('since_id')
  );
}

function firstError(errors: unknown[]): string {
  const first = errors.find(isRecord);
  const text = first && (first.detail ?? first.message ?? first.title);
  return typeof text === 'string' ? text.slice(0, 200) : 'no detail';
}

function isTweet(value: unknown): value is Tweet {
  return isRecord(value) && typeof value.id === 'string';
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
