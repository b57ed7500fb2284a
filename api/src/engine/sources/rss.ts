import { createHash } from 'node:crypto';
import type { Connector, FetchContext, IncomingPost } from './connector.js';
import { ConnectorError } from './connector-error.js';
import { asRecord, asString, requiredList, stringList } from './config-values.js';
import { parseFeed, type FeedItem } from './feed-parse.js';
import { platformFetch } from './http/platform-fetch.js';
import { mentionsKeyword } from './keyword-match.js';

// Any RSS 2.0, RSS 1.0 (RDF) or Atom feed a user lists. Feed URLs come from users, so every request
// goes through the SSRF guard (`userUrl`). Feeds are small and re-sent whole, so new items are found by
// their ids, not by a query: an item is new when its id is not among the ids seen, and it is not much
// older than the newest item seen (a feed longer than the remembered ids must not re-deliver old items).
// A conditional GET (ETag / Last-Modified) lets an unchanged feed answer 304 with no body.
//
// Cursor: `{ feeds: { <url>: { seen_ids, newest, etag?, last_modified? } }, failing?: { <url>: message } }`.
// One failing feed does not stop the others: its error is kept in `failing` and the others advance;
// only when every feed fails does the poll fail (with the first error).

const platform = 'rss';
/** Ids remembered per feed: more than any usual feed length (10-100 items). */
const seenCap = 500;
/** An unseen item this much older than the newest seen is an old one that fell out of seen_ids. */
const lateArrivalMs = 2 * 24 * 60 * 60 * 1000;
/** A first poll takes items of this last period (and undated ones). */
const firstPollMs = 7 * 24 * 60 * 60 * 1000;

interface FeedCursor {
  seen_ids: string[];
  newest: string | null;
  etag?: string;
  last_modified?: string;
}

export const rssConnector: Connector = {
  platform,
  async fetchNew(context) {
    const urls = requiredList(context.config, 'feed_urls', 'Add at least one feed URL');
    const keywords = stringList(context.config, 'keywords');
    const previous = asRecord(context.cursor.feeds);
    const feeds: Record<string, FeedCursor> = {};
    const failing: Record<string, string> = {};
    const posts = new Map<string, IncomingPost>();
    let firstError: unknown;
    for (const url of urls) {
      try {
        const read = await readFeed(context, url, feedCursor(previous[url]));
        feeds[url] = read.cursor;
        for (const post of read.posts)
          if (mentionsKeyword([post.title, post.body], keywords)) posts.set(post.externalId, post);
      } catch (error) {
        if (!(error instanceof ConnectorError)) throw error;
        firstError ??= error;
        failing[url] = error.message;
        const kept = feedCursor(previous[url]);
        if (kept) feeds[url] = kept;
      }
    }
    if (firstError !== undefined && Object.keys(failing).length === urls.length) throw firstError;
    return {
      posts: [...posts.values()],
      cursor: { feeds, ...(Object.keys(failing).length > 0 ? { failing } : {}) },
    };
  },
};

async function readFeed(context: FetchContext, url: string, cursor: FeedCursor | undefined) {
  const now = (context.now ?? (() => new Date()))();
  const response = await platformFetch(url, {
    platform,
    expect: 'text',
    userUrl: true,
    allowOrigins: context.allowOrigins,
    headers: {
      accept:
        'application/rss+xml, application/atom+xml, application/rdf+xml;q=0.9, application/xml;q=0.8, text/xml;q=0.8, */*;q=0.1',
      // Reddit and others localise feeds otherwise (the recorded Reddit feed says "[Kommentare]").
      'accept-language': 'en',
      ...(cursor?.etag ? { 'if-none-match': cursor.etag } : {}),
      ...(cursor?.last_modified ? { 'if-modified-since': cursor.last_modified } : {}),
    },
    timeoutMs: context.timeoutMs,
    signal: context.signal,
    now: context.now,
  });
  if (response.status === 304 && cursor) return { posts: [], cursor };
  const host = new URL(url).host;
  const feed = parseFeed(response.text ?? '', `The feed at ${host}`);
  const seen = new Set(cursor?.seen_ids ?? []);
  const newest = cursor?.newest ? Date.parse(cursor.newest) : null;
  const oldestAccepted = newest === null ? now.getTime() - firstPollMs : newest - lateArrivalMs;
  const posts: IncomingPost[] = [];
  const ids: string[] = [];
  let newestSeen = newest;
  for (const item of feed.items) {
    const id = itemId(item, host);
    if (ids.includes(id)) continue;
    ids.push(id);
    const time = item.publishedAt?.getTime();
    if (time !== undefined) newestSeen = Math.max(newestSeen ?? time, time);
    if (seen.has(id)) continue;
    // Undated items are placed by their id alone; dated ones must also be recent enough.
    if (time !== undefined && time < oldestAccepted) continue;
    posts.push(toPost(item, id, feed.title ?? host));
  }
  const etag = response.headers.get('etag');
  const lastModified = response.headers.get('last-modified');
  return {
    posts,
    cursor: {
      // This answer's ids first, then older remembered ones, so a long feed keeps its newest ids.
      seen_ids: [...ids, ...(cursor?.seen_ids ?? []).filter((id) => !ids.includes(id))].slice(0, seenCap),
      newest: newestSeen === null ? null : new Date(newestSeen).toISOString(),
      ...(etag ? { etag } : {}),
      ...(lastModified ? { last_modified: lastModified } : {}),
    },
  };
}

/**
 * The external id: the guid / Atom id / link when it is a URL or URI (unique on its own), else prefixed
 * with the feed's host (a bare "123" is only unique within its feed); a hash of title and date when the
 * item has neither id nor link.
 */
function itemId(item: FeedItem, host: string): string {
  const id = item.id ?? item.link;
  if (id) return /^[a-z][a-z0-9+.-]*:/i.test(id) ? id : `${host}#${id}`;
  const hash = createHash('sha256')
    .update(`${item.title ?? ''}\n${item.publishedAt?.toISOString() ?? ''}\n${item.body.slice(0, 500)}`)
    .digest('hex')
    .slice(0, 24);
  return `${host}#${hash}`;
}

function toPost(item: FeedItem, id: string, feedTitle: string): IncomingPost {
  return {
    platform,
    externalId: id,
    url: item.link,
    author: item.author,
    community: feedTitle,
    title: item.title,
    body: item.body,
    publishedAt: item.publishedAt,
    metadata: { categories: item.categories },
  };
}

function feedCursor(value: unknown): FeedCursor | undefined {
  const record = asRecord(value);
  if (!Array.isArray(record.seen_ids)) return undefined;
  const etag = asString(record.etag);
  const lastModified = asString(record.last_modified);
  return {
    seen_ids: record.seen_ids.filter((id): id is string => typeof id === 'string'),
    newest: asString(record.newest),
    ...(etag ? { etag } : {}),
    ...(lastModified ? { last_modified: lastModified } : {}),
  };
}
