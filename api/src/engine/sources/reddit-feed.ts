import type { FetchContext, IncomingPost, RateLimitState } from './connector.js';
import { parseFeed, type FeedItem } from './feed-parse.js';
import { platformFetch } from './http/platform-fetch.js';
import { advance, reached, type ListingCursor } from './reddit-cursor.js';

// Reddit's Atom feed of a subreddit's newest posts (`/r/a+b/new/.rss`), read when its API refuses us
// (since 2026 it answers 403 to unauthenticated JSON, and new API apps wait for Reddit's approval). The
// feed still answers in many places, but gives about 25 posts a poll, no comments and no search: the
// source's health says so (see reddit.ts).

export async function readRedditFeed(
  context: FetchContext,
  joined: string,
  floor: ListingCursor,
  headers: Record<string, string>,
): Promise<{ posts: IncomingPost[]; cursor: ListingCursor; rateLimit?: RateLimitState }> {
  const base = context.endpoints.reddit.replace(/\/+$/, '');
  const response = await platformFetch(new URL(`${base}/r/${joined}/new/.rss`), {
    platform: 'reddit',
    expect: 'text',
    headers: {
      ...headers,
      accept: 'application/atom+xml, application/xml;q=0.9, */*;q=0.1',
      // Reddit localises the feed's link texts otherwise ("[Kommentare]").
      'accept-language': 'en',
    },
    timeoutMs: context.timeoutMs,
    signal: context.signal,
    now: context.now,
  });
  const feed = parseFeed(response.text ?? '', 'Reddit');
  const fresh = feed.items
    .map((item) => ({ item, name: item.id, created_utc: seconds(item.publishedAt) }))
    .filter((entry) => entry.name !== null && !reached(floor, entry));
  return {
    posts: fresh.map(({ item }) => toPost(item)),
    cursor: advance(floor, fresh),
    ...(response.rateLimit ? { rateLimit: response.rateLimit } : {}),
  };
}

const seconds = (date: Date | null) => (date ? Math.floor(date.getTime() / 1000) : null);

/** The feed's HTML ends every post with "submitted by /u/x [link] [comments]": not the post's words. */
const footer = /\s*submitted by\s+\/u\/\S+\s*\[link\]\s*\[[^\]]*\]\s*$/;

function toPost(item: FeedItem): IncomingPost {
  const community = item.categories.find((category) => category.startsWith('r/')) ?? null;
  return {
    platform: 'reddit',
    // The Atom id is the post's fullname (t3_...), the same id the JSON listing gives.
    externalId: item.id ?? '',
    url: item.link,
    author: item.author?.replace(/^\/u\//, '') ?? null,
    community,
    title: item.title,
    body: item.body.replace(footer, ''),
    publishedAt: item.publishedAt,
    metadata: { kind: 'post', read_from: 'feed' },
  };
}
