import type {
  Connector,
  FetchContext,
  FetchResult,
  IncomingPost,
  RateLimitState,
  RedditApp,
} from './connector.js';
import { ConnectorError } from './connector-error.js';
import {
  asNumber,
  asRecord,
  asString,
  endpoint,
  optionalString,
  requiredList,
  stringList,
} from './config-values.js';
import { plainText } from './html-to-text.js';
import { platformFetch, type PlatformResponse } from './http/platform-fetch.js';
import { advance, listingCursor, reached, type ListingCursor } from './reddit-cursor.js';
import { readRedditFeed } from './reddit-feed.js';
import { redditToken, forgetRedditToken } from './reddit-token.js';

// Reddit: the newest posts of the chosen subreddits (one listing over all of them, `a+b/new`) and one
// search per keyword restricted to them (`a+b/search?restrict_sr=1&sort=new`), which reaches matching
// posts that already left the 100 newest of a busy subreddit. With an API app (the source's own client
// id and secret, else the deployment's REDDIT_* variables, see RedditApp) through oauth.reddit.com;
// without one, the public JSON at www.reddit.com. `raw_json=1` makes Reddit send text unescaped (no &amp;).
//
// Since 2026 Reddit answers 403 to unauthenticated JSON (and new apps wait for its approval): when the
// JSON is refused, the subreddits' public Atom feed is read instead (reddit-feed.ts), and the source's
// health says so and what to do; when the feed is refused too, the error says it.
//
// Cursor: per listing ('new', 'search:<keyword>', 'feed') a ListingCursor (reddit-cursor.ts).

const platform = 'reddit';
const pageSize = 100;
const pageCap = 3;
/** A first poll takes the first page of each listing, no older than this. */
const firstPollSeconds = 7 * 24 * 60 * 60;
const subredditName = /^[A-Za-z0-9][A-Za-z0-9_]{1,20}$/;
/** Without REDDIT_USER_AGENT (config.ts builds the usual one): Reddit's format, no account to name. */
export const defaultRedditUserAgent = 'web:signalboard:0.1.0';

const feedNote = 'Reading the public feed: fewer posts, no comments, no keyword search.';
const appAdvice =
  'Since 2026 Reddit needs an approved API app: set REDDIT_CLIENT_ID and REDDIT_CLIENT_SECRET on the server (see the README)';

interface Session {
  base: string;
  headers: Record<string, string>;
  /** The app whose token is in `headers`, and where it was configured. */
  oauth: { app: RedditApp; from: 'source' | 'server' } | null;
}

export const redditConnector: Connector = {
  platform,
  async fetchNew(context) {
    const subreddits = requiredList(context.config, 'subreddits', 'Reddit needs at least one subreddit').map(
      (name) => name.replace(/^\/?r\//i, ''),
    );
    const bad = subreddits.find((name) => !subredditName.test(name));
    if (bad)
      throw new ConnectorError(
        'config',
        `"${bad}" is not a subreddit name (letters, digits and _ only, e.g. startups)`,
      );
    const now = (context.now ?? (() => new Date()))();
    const joined = subreddits.join('+');
    const previous = asRecord(context.cursor.listings);
    const firstFloor = (): ListingCursor => ({
      newest_utc: now.getTime() / 1000 - firstPollSeconds,
      newest_name: null,
      ids: [],
    });
    const headers = { 'user-agent': context.reddit?.userAgent ?? defaultRedditUserAgent };
    const app = appOf(context);
    try {
      const session = await openSession(context, app, headers);
      return await readListings(context, session, joined, previous, firstFloor);
    } catch (error) {
      // 401/403: the app is refused, or there is none and Reddit refuses anonymous JSON. Anything
      // else (429, 404, an outage) is not helped by the feed.
      if (!(error instanceof ConnectorError) || error.kind !== 'auth') throw error;
      const floor = listingCursor(previous.feed) ?? firstFloor();
      const read = await readRedditFeed(context, joined, floor, headers).catch((feedError: unknown) => {
        throw feedError instanceof ConnectorError && feedError.kind === 'auth'
          ? feedRefused(app, feedError)
          : feedError;
      });
      return {
        posts: read.posts,
        cursor: { listings: { ...previous, feed: read.cursor } },
        ...(read.rateLimit ? { rateLimit: read.rateLimit } : {}),
        healthNote: `${feedNote} ${whyFeed(app, error)}`,
      };
    }
  },
};

/** The source's own app (its settings) wins over the deployment's (REDDIT_* variables). */
function appOf(context: FetchContext): Session['oauth'] {
  const clientId = optionalString(context.config, 'client_id');
  const clientSecret = optionalString(context.config, 'client_secret');
  if (clientId && clientSecret)
    return {
      app: { clientId, clientSecret, account: null, deviceId: context.reddit?.app?.deviceId ?? '' },
      from: 'source',
    };
  const app = context.reddit?.app;
  return app ? { app, from: 'server' } : null;
}

const appVariables = (from: 'source' | 'server') =>
  from === 'source'
    ? "the client id and secret in this source's settings"
    : 'REDDIT_CLIENT_ID and REDDIT_CLIENT_SECRET (and REDDIT_USERNAME and REDDIT_PASSWORD for a script app)';

function whyFeed(oauth: Session['oauth'], refusal: ConnectorError): string {
  const status = refusal.status ? ` (HTTP ${refusal.status})` : '';
  if (!oauth) return `Reddit refused its JSON listing${status}. ${appAdvice} for the full listing.`;
  return `Reddit refused the API app${status}: check ${appVariables(oauth.from)}, and that Reddit approved the app.`;
}

function feedRefused(oauth: Session['oauth'], error: ConnectorError): ConnectorError {
  const status = error.status ? ` (HTTP ${error.status})` : '';
  return new ConnectorError(
    'auth',
    oauth
      ? `Reddit refused the API app and the public feed${status}`
      : `Reddit refused the request, the public feed included${status}`,
    {
      status: error.status,
      hint: oauth
        ? `Check ${appVariables(oauth.from)}, and that Reddit approved the app`
        : `${appAdvice}; until then nothing can be read from Reddit on this server`,
      cause: error,
    },
  );
}

async function openSession(
  context: FetchContext,
  oauth: Session['oauth'],
  headers: Record<string, string>,
): Promise<Session> {
  if (!oauth) return { base: context.endpoints.reddit, headers, oauth: null };
  const token = await redditToken(context, oauth.app, headers);
  return {
    base: context.endpoints.redditOauth,
    headers: { ...headers, authorization: `bearer ${token}` },
    oauth,
  };
}

async function readListings(
  context: FetchContext,
  session: Session,
  joined: string,
  previous: Record<string, unknown>,
  firstFloor: () => ListingCursor,
): Promise<FetchResult> {
  const keywords = stringList(context.config, 'keywords');
  const listings: { key: string; path: string; params: Record<string, string> }[] = [
    { key: 'new', path: `/r/${joined}/new.json`, params: {} },
    ...keywords.map((keyword) => ({
      key: `search:${keyword}`,
      path: `/r/${joined}/search.json`,
      params: { q: keyword, restrict_sr: '1', sort: 'new', t: 'week' },
    })),
  ];
  const cursor: Record<string, ListingCursor> = {};
  const posts = new Map<string, IncomingPost>();
  let rateLimit: RateLimitState | undefined;
  for (const listing of listings) {
    const since = listingCursor(previous[listing.key]);
    const floor = since ?? firstFloor();
    const read = await readListing(
      context,
      session,
      listing.path,
      listing.params,
      floor,
      since === undefined,
    );
    rateLimit = read.rateLimit ?? rateLimit;
    cursor[listing.key] = advance(
      floor,
      read.items.map((item) => ({ name: asString(item.name), created_utc: asNumber(item.created_utc) })),
    );
    for (const item of read.items) {
      const post = toPost(item);
      if (post) posts.set(post.externalId, post);
    }
  }
  // The feed's place is kept, for the next time the API refuses.
  const feed = previous.feed === undefined ? {} : { feed: previous.feed };
  return {
    posts: [...posts.values()],
    cursor: { listings: { ...feed, ...cursor } },
    ...(rateLimit ? { rateLimit } : {}),
  };
}

/** Pages of one listing, newest first, until an item is not newer than `floor` (or the page cap). */
async function readListing(
  context: FetchContext,
  session: Session,
  path: string,
  params: Record<string, string>,
  floor: ListingCursor,
  firstPoll: boolean,
) {
  const seen = new Set(floor.ids);
  const items: Record<string, unknown>[] = [];
  let after: string | undefined;
  let rateLimit: RateLimitState | undefined;
  for (let page = 0; page < (firstPoll ? 1 : pageCap); page += 1) {
    const url = endpoint(session.base, path, { ...params, limit: pageSize, raw_json: 1, after });
    const response = await get(context, session, url);
    rateLimit = response.rateLimit ?? rateLimit;
    const data = asRecord(asRecord(response.json).data);
    if (!Array.isArray(data.children))
      throw new ConnectorError('malformed', 'Reddit answered without a listing of posts', {
        status: response.status,
      });
    let reachedFloor = false;
    for (const child of data.children) {
      const item = asRecord(asRecord(child).data);
      const name = asString(item.name);
      const created = asNumber(item.created_utc);
      if (!name || created === null || seen.has(name)) continue;
      if (reached(floor, { name, created_utc: created })) {
        reachedFloor = true;
        continue;
      }
      seen.add(name);
      items.push({ ...item, kind: asRecord(child).kind });
    }
    after = asString(data.after) ?? undefined;
    // Not the page length: Reddit sends fewer than `limit` when it hides removed posts.
    if (reachedFloor || !after) break;
  }
  return { items, rateLimit };
}

/** A GET with the session's token; an OAuth token Reddit no longer accepts is dropped and renewed once. */
async function get(context: FetchContext, session: Session, url: URL): Promise<PlatformResponse> {
  const request = () =>
    platformFetch(url, {
      platform,
      expect: 'json',
      headers: session.headers,
      timeoutMs: context.timeoutMs,
      signal: context.signal,
      now: context.now,
    });
  try {
    return await request();
  } catch (error) {
    if (!(error instanceof ConnectorError) || error.status !== 401 || !session.oauth) throw error;
    forgetRedditToken(context, session.oauth.app);
    const { authorization: _expired, ...headers } = session.headers;
    const token = await redditToken(context, session.oauth.app, headers);
    session.headers = { ...headers, authorization: `bearer ${token}` };
    return request();
  }
}

function toPost(item: Record<string, unknown>): IncomingPost | null {
  const name = asString(item.name);
  const created = asNumber(item.created_utc);
  if (!name) return null;
  const author = asString(item.author);
  const permalink = asString(item.permalink);
  const subreddit = asString(item.subreddit);
  const base = {
    platform,
    externalId: name,
    url: permalink ? `https://www.reddit.com${permalink}` : asString(item.url),
    author: author === '[deleted]' ? null : author,
    community: subreddit ? `r/${subreddit}` : null,
    publishedAt: created === null ? null : new Date(created * 1000),
  };
  if (name.startsWith('t1_')) {
    return {
      ...base,
      title: asString(item.link_title),
      body: plainText(asString(item.body) ?? ''),
      metadata: { kind: 'comment', score: asNumber(item.score), link_id: asString(item.link_id) },
    };
  }
  const isSelf = item.is_self === true;
  const link = isSelf ? null : asString(item.url);
  const selftext = asString(item.selftext);
  return {
    ...base,
    title: asString(item.title),
    body: plainText(selftext ?? link ?? ''),
    metadata: {
      kind: 'post',
      score: asNumber(item.score),
      num_comments: asNumber(item.num_comments),
      link,
      flair: asString(item.link_flair_text),
      over_18: item.over_18 === true,
    },
  };
}
