import { createHash } from 'node:crypto';
import type { Connector, FetchContext, FetchResult, IncomingPost, RateLimitState } from './connector.js';
import { ConnectorError } from './connector-error.js';
import { plainText } from './html-to-text.js';
import { platformFetch, type PlatformResponse } from './http/platform-fetch.js';
import { endpoint, optionalString, stringList } from './config-values.js';
import { advanceTimeCursor } from './time-cursor.js';

/**
 * Bluesky: `app.bsky.feed.searchPosts` (sort=latest) per keyword, signed in with the account's app
 * password (`com.atproto.server.createSession`). Sessions are cached per process and account, because
 * createSession has a tight daily limit; an expired access token (400 ExpiredToken, or 401) gets one new
 * session and one retry.
 *
 * publishedAt is the post's sort time as the search index uses it: the earlier of the record's createdAt
 * and indexedAt (a client can backdate or future-date createdAt). Cursor: the newest of those plus the
 * uris at that instant (time-cursor.ts); the next poll passes it as `since` (inclusive, hence the uris).
 */

const pageSize = 50;
const maxPages = 3;

interface Session {
  accessJwt: string;
  did: string;
}

const sessions = new Map<string, Session>();

/** Forgets cached sessions (tests; a password change makes a new key anyway). */
export function clearBlueskySessions(): void {
  sessions.clear();
}

interface PostView {
  uri: string;
  cid?: string;
  author?: { did?: string; handle?: string; displayName?: string };
  record?: { $type?: string; text?: string; createdAt?: string; langs?: string[] };
  indexedAt?: string;
  replyCount?: number;
  repostCount?: number;
  likeCount?: number;
  quoteCount?: number;
}

/** A searchPosts answer (`{ posts: postView[], cursor? }`) as posts. */
export function mapBluesky(json: unknown): IncomingPost[] {
  const posts = isRecord(json) && Array.isArray(json.posts) ? json.posts : null;
  if (!posts) throw new ConnectorError('malformed', 'Bluesky sent a search answer without posts');
  return posts.filter(isPostView).map(toPost);
}

function toPost(view: PostView): IncomingPost {
  const handle = view.author?.handle && view.author.handle !== 'handle.invalid' ? view.author.handle : null;
  const rkey = view.uri.split('/').pop() ?? '';
  const profile = handle ?? view.author?.did ?? null;
  return {
    platform: 'bluesky',
    externalId: view.uri,
    url: profile && rkey ? `https://bsky.app/profile/${profile}/post/${rkey}` : null,
    author: handle ?? view.author?.did ?? null,
    community: null,
    title: null,
    body: plainText(view.record?.text ?? ''),
    publishedAt: sortTime(view),
    metadata: {
      cid: view.cid ?? null,
      did: view.author?.did ?? null,
      display_name: view.author?.displayName || null,
      langs: view.record?.langs ?? [],
      reply_count: view.replyCount ?? 0,
      repost_count: view.repostCount ?? 0,
      like_count: view.likeCount ?? 0,
      quote_count: view.quoteCount ?? 0,
    },
  };
}

function sortTime(view: PostView): Date | null {
  const times = [view.record?.createdAt, view.indexedAt]
    .map((value) => (value ? Date.parse(value) : Number.NaN))
    .filter((time) => !Number.isNaN(time));
  return times.length > 0 ? new Date(Math.min(...times)) : null;
}

export const blueskyConnector: Connector = {
  platform: 'bluesky',
  async fetchNew(context: FetchContext): Promise<FetchResult> {
    const handle = optionalString(context.config, 'handle')?.replace(/^@/, '') ?? null;
    const password = optionalString(context.config, 'app_password') ?? null;
    const keywords = stringList(context.config, 'keywords');
    if (!handle || !password)
      throw new ConnectorError('config', 'Bluesky: the handle and an app password are needed to search');
    if (keywords.length === 0)
      throw new ConnectorError('config', 'Bluesky: add at least one keyword to search for');

    const account = { handle, password, base: context.endpoints.bluesky };
    const since =
      typeof context.cursor.newest_published_at === 'string' ? context.cursor.newest_published_at : null;
    const found = new Map<string, IncomingPost>();
    let rateLimit: RateLimitState | undefined;

    for (const keyword of keywords) {
      let pageCursor: string | null = null;
      // Without a cursor, one page is the starting point: the first poll does not backfill history.
      for (let page = 0; page < (since ? maxPages : 1); page += 1) {
        const url = endpoint(account.base, '/xrpc/app.bsky.feed.searchPosts', {
          q: keyword,
          sort: 'latest',
          limit: pageSize,
          since: since ?? undefined,
          cursor: pageCursor ?? undefined,
        });
        const response = await signedIn(account, context, (session) => get(url, session, context));
        rateLimit = response.rateLimit ?? rateLimit;
        const posts = mapBluesky(response.json);
        for (const post of posts) found.set(post.externalId, post);
        const next =
          isRecord(response.json) && typeof response.json.cursor === 'string' ? response.json.cursor : null;
        if (!next || posts.length < pageSize) break;
        pageCursor = next;
      }
    }

    const { fresh, cursor } = advanceTimeCursor([...found.values()], context.cursor);
    return { posts: fresh, cursor, ...(rateLimit ? { rateLimit } : {}) };
  },
};

interface Account {
  handle: string;
  password: string;
  base: string;
}

function sessionKey(account: Account): string {
  // The password is part of the key (hashed: the map should not hold it twice) so a new one signs in anew.
  const secret = createHash('sha256').update(account.password).digest('hex').slice(0, 16);
  return `${account.base}|${account.handle.toLowerCase()}|${secret}`;
}

/** Runs `request` with a session, signing in again once when the access token has expired. */
async function signedIn(
  account: Account,
  context: FetchContext,
  request: (session: Session) => Promise<PlatformResponse>,
): Promise<PlatformResponse> {
  const key = sessionKey(account);
  const cached = sessions.get(key);
  const session = cached ?? (await createSession(account, context));
  sessions.set(key, session);
  try {
    return await request(session);
  } catch (error) {
    if (!isExpiredSession(error)) throw error;
    sessions.delete(key);
    const fresh = await createSession(account, context);
    sessions.set(key, fresh);
    return request(fresh);
  }
}

function isExpiredSession(error: unknown): boolean {
  if (!(error instanceof ConnectorError)) return false;
  if (error.status === 401) return true;
  const code = isRecord(error.body) ? error.body.error : undefined;
  return error.status === 400 && (code === 'ExpiredToken' || code === 'InvalidToken');
}

async function createSession(account: Account, context: FetchContext): Promise<Session> {
  let response: PlatformResponse;
  try {
    response = await platformFetch(endpoint(account.base, '/xrpc/com.atproto.server.createSession'), {
      platform: 'bluesky',
      method: 'POST',
      expect: 'json',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ identifier: account.handle, password: account.password }),
      timeoutMs: context.timeoutMs,
      signal: context.signal,
      now: context.now,
    });
  } catch (error) {
    // A wrong password answers 401 AuthenticationRequired: name the account (failure-words.ts says what to fix).
    if (error instanceof ConnectorError && error.kind === 'auth')
      throw new ConnectorError(
        'auth',
        `Bluesky refused to sign in as ${account.handle} (HTTP ${error.status})`,
        {
          status: error.status,
          body: error.body,
          cause: error,
        },
      );
    throw error;
  }
  const body = response.json;
  if (!isRecord(body) || typeof body.accessJwt !== 'string' || body.accessJwt === '')
    throw new ConnectorError('malformed', 'Bluesky signed in but sent no access token');
  return { accessJwt: body.accessJwt, did: typeof body.did === 'string' ? body.did : '' };
}

function get(url: URL, session: Session, context: FetchContext): Promise<PlatformResponse> {
  return platformFetch(url, {
    platform: 'bluesky',
    expect: 'json',
    headers: { authorization: `Bearer ${session.accessJwt}` },
    timeoutMs: context.timeoutMs,
    signal: context.signal,
    now: context.now,
  });
}

function isPostView(value: unknown): value is PostView {
  return isRecord(value) && typeof value.uri === 'string' && value.uri.startsWith('at://');
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
