import type { Connector, FetchContext, IncomingPost, RateLimitState } from './connector.js';
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
import { redditToken, forgetRedditToken } from './reddit-token.js';

// Reddit: the newest posts of the chosen subreddits (one listing over all of them, `a+b/new`) and one
// search per keyword restricted to them (`a+b/search?restrict_sr=1&sort=new`), which reaches matching
// posts that already left the 100 newest of a busy subreddit. Public JSON at www.reddit.com by default;
// with an app's client id and secret, an app-only OAuth token and oauth.reddit.com (a higher limit).
// `raw_json=1` makes Reddit send titles and text unescaped (no &amp;).
//
// Cursor: per listing ('new', 'search:<keyword>') `{ newest_utc, newest_name, ids }`: the newest
// creation time taken, its fullname (for reading), and the fullnames created in that second. Reddit's own
// `before=<fullname>` is not used: it answers nothing once that post is deleted.

const platform = 'reddit';
const pageSize = 100;
const pageCap = 3;
/** A first poll takes the first page of each listing, no older than this. */
const firstPollSeconds = 7 * 24 * 60 * 60;
const subredditName = /^[A-Za-z0-9][A-Za-z0-9_]{1,20}$/;

interface ListingCursor {
  newest_utc: number;
  newest_name: string | null;
  ids: string[];
}

interface Session {
  base: string;
  headers: Record<string, string>;
  oauth: { clientId: string; clientSecret: string } | null;
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
    const keywords = stringList(context.config, 'keywords');
    const now = (context.now ?? (() => new Date()))();
    const session = await openSession(context);
    const joined = subreddits.join('+');
    const listings: { key: string; path: string; params: Record<string, string> }[] = [
      { key: 'new', path: `/r/${joined}/new.json`, params: {} },
      ...keywords.map((keyword) => ({
        key: `search:${keyword}`,
        path: `/r/${joined}/search.json`,
        params: { q: keyword, restrict_sr: '1', sort: 'new', t: 'week' },
      })),
    ];
    const previous = asRecord(context.cursor.listings);
    const cursor: Record<string, ListingCursor> = {};
    const posts = new Map<string, IncomingPost>();
    let rateLimit: RateLimitState | undefined;
    for (const listing of listings) {
      const since = listingCursor(previous[listing.key]);
      const floor = since ?? {
        newest_utc: now.getTime() / 1000 - firstPollSeconds,
        newest_name: null,
        ids: [],
      };
      const read = await readListing(
        context,
        session,
        listing.path,
        listing.params,
        floor,
        since === undefined,
      );
      rateLimit = read.rateLimit ?? rateLimit;
      cursor[listing.key] = advance(floor, read.items);
      for (const item of read.items) {
        const post = toPost(item);
        if (post) posts.set(post.externalId, post);
      }
    }
    return { posts: [...posts.values()], cursor: { listings: cursor }, ...(rateLimit ? { rateLimit } : {}) };
  },
};

async function openSession(context: FetchContext): Promise<Session> {
  const clientId = optionalString(context.config, 'client_id');
  const clientSecret = optionalString(context.config, 'client_secret');
  if (!clientId || !clientSecret) return { base: context.endpoints.reddit, headers: {}, oauth: null };
  const token = await redditToken(context, clientId, clientSecret);
  return {
    base: context.endpoints.redditOauth,
    headers: { authorization: `bearer ${token}` },
    oauth: { clientId, clientSecret },
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
      if (created < floor.newest_utc || (created === floor.newest_utc && floor.ids.includes(name))) {
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
    forgetRedditToken(context, session.oauth.clientId);
    const token = await redditToken(context, session.oauth.clientId, session.oauth.clientSecret);
    session.headers = { authorization: `bearer ${token}` };
    return request();
  }
}

function listingCursor(value: unknown): ListingCursor | undefined {
  const record = asRecord(value);
  const newest = asNumber(record.newest_utc);
  if (newest === null) return undefined;
  return {
    newest_utc: newest,
    newest_name: asString(record.newest_name),
    ids: Array.isArray(record.ids) ? record.ids.filter((id): id is string => typeof id === 'string') : [],
  };
}

function advance(floor: ListingCursor, items: Record<string, unknown>[]): ListingCursor {
  let next = floor;
  for (const item of items) {
    const created = asNumber(item.created_utc);
    const name = asString(item.name);
    if (created === null || name === null) continue;
    if (created > next.newest_utc) next = { newest_utc: created, newest_name: name, ids: [name] };
    else if (created === next.newest_utc && !next.ids.includes(name))
      next = { ...next, ids: [...next.ids, name] };
  }
  return next;
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
