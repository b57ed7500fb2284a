import type { Connector, FetchContext, IncomingPost } from './connector.js';
import { ConnectorError } from './connector-error.js';
import { asNumber, asRecord, asString, dateFrom, endpoint, requiredList } from './config-values.js';
import { htmlToLine, htmlToText, plainText } from './html-to-text.js';
import { platformFetch } from './http/platform-fetch.js';

// Hacker News through its Algolia search API: one `search_by_date` query per keyword, stories and
// comments together. Two hit formats exist: 2017 (title/url null on comments, created_at with
// milliseconds) and today's (url absent on Ask HN stories, `story_id` set on stories too, `children`).
//
// Cursor: per keyword `{ after, ids }`: the newest `created_at_i` taken and the ids posted in that same
// second. The next poll asks for `created_at_i>=after` and drops those ids, so an item posted in the
// same second as the last one taken is not lost, and nothing is handed over twice.

const platform = 'hackernews';
const hitsPerPage = 100;
/** Pages followed per keyword and poll (300 items): more only happens after a long outage. */
const pageCap = 3;
/** A first poll looks this far back. */
const firstPollSeconds = 24 * 60 * 60;

interface KeywordCursor {
  after: number;
  ids: string[];
}

export const hackernewsConnector: Connector = {
  platform,
  async fetchNew(context) {
    const keywords = requiredList(
      context.config,
      'keywords',
      'Hacker News needs at least one keyword to search for',
    );
    const now = (context.now ?? (() => new Date()))();
    const previous = asRecord(context.cursor.keywords);
    const posts = new Map<string, IncomingPost>();
    const cursor: Record<string, KeywordCursor> = {};
    for (const keyword of keywords) {
      const stored = keywordCursor(previous[keyword]);
      const since = stored ?? {
        after: Math.floor(now.getTime() / 1000) - firstPollSeconds,
        ids: [],
      };
      const hits = await searchKeyword(context, keyword, since, stored === undefined);
      cursor[keyword] = advance(since, hits);
      for (const hit of hits) {
        const post = toPost(hit);
        if (post) posts.set(post.externalId, post);
      }
    }
    return { posts: [...posts.values()], cursor: { keywords: cursor } };
  },
};

async function searchKeyword(
  context: FetchContext,
  keyword: string,
  since: KeywordCursor,
  firstPoll: boolean,
) {
  const seen = new Set(since.ids);
  const hits: Record<string, unknown>[] = [];
  // A first poll takes the first page only: the newest 100 of the last day are plenty to start with.
  for (let page = 0; page < (firstPoll ? 1 : pageCap); page += 1) {
    const url = endpoint(context.endpoints.hackernews, '/api/v1/search_by_date', {
      query: keyword,
      tags: '(story,comment)',
      numericFilters: `created_at_i>=${since.after}`,
      hitsPerPage,
      page,
    });
    const response = await platformFetch(url, {
      platform,
      expect: 'json',
      timeoutMs: context.timeoutMs,
      signal: context.signal,
      now: context.now,
    });
    const body = asRecord(response.json);
    if (!Array.isArray(body.hits))
      throw new ConnectorError('malformed', 'Hacker News answered without a list of hits', {
        status: response.status,
      });
    for (const raw of body.hits) {
      const hit = asRecord(raw);
      const id = asString(hit.objectID);
      if (id && !seen.has(id)) {
        seen.add(id);
        hits.push(hit);
      }
    }
    const pages = asNumber(body.nbPages) ?? 0;
    if (page + 1 >= pages) break;
  }
  return hits;
}

function keywordCursor(value: unknown): KeywordCursor | undefined {
  const record = asRecord(value);
  const after = asNumber(record.after);
  if (after === null) return undefined;
  return {
    after,
    ids: Array.isArray(record.ids) ? record.ids.filter((id): id is string => typeof id === 'string') : [],
  };
}

function advance(since: KeywordCursor, hits: Record<string, unknown>[]): KeywordCursor {
  let next = since;
  for (const hit of hits) {
    const at = createdAt(hit);
    const id = asString(hit.objectID);
    if (at === null || id === null) continue;
    if (at > next.after) next = { after: at, ids: [id] };
    else if (at === next.after && !next.ids.includes(id)) next = { after: at, ids: [...next.ids, id] };
  }
  return next;
}

function createdAt(hit: Record<string, unknown>): number | null {
  const seconds = asNumber(hit.created_at_i);
  if (seconds !== null) return seconds;
  const date = dateFrom(hit.created_at);
  return date ? Math.floor(date.getTime() / 1000) : null;
}

function toPost(hit: Record<string, unknown>): IncomingPost | null {
  const id = asString(hit.objectID);
  if (!id) return null;
  const tags = Array.isArray(hit._tags)
    ? hit._tags.filter((tag): tag is string => typeof tag === 'string')
    : [];
  const commentText = asString(hit.comment_text);
  const isComment = tags.includes('comment') || (commentText !== null && asString(hit.title) === null);
  const seconds = createdAt(hit);
  const base = {
    platform,
    externalId: `item:${id}`,
    url: `https://news.ycombinator.com/item?id=${id}`,
    author: asString(hit.author),
    community: 'Hacker News',
    publishedAt: seconds === null ? null : new Date(seconds * 1000),
  };
  if (isComment) {
    const storyTitle = asString(hit.story_title);
    return {
      ...base,
      title: storyTitle ? htmlToLine(storyTitle) : null,
      body: htmlToText(commentText ?? ''),
      metadata: {
        kind: 'comment',
        story_id: hit.story_id ?? null,
        parent_id: hit.parent_id ?? null,
        story_url: asString(hit.story_url),
      },
    };
  }
  const link = asString(hit.url);
  const storyText = asString(hit.story_text);
  return {
    ...base,
    title: htmlToLine(asString(hit.title) ?? ''),
    body: storyText ? htmlToText(storyText) : plainText(link ?? ''),
    metadata: {
      kind: 'story',
      link,
      points: asNumber(hit.points),
      num_comments: asNumber(hit.num_comments),
      tags: tags.filter((tag) => tag === 'ask_hn' || tag === 'show_hn' || tag === 'poll'),
    },
  };
}
