import type { Connector, FetchContext, FetchResult, IncomingPost, RateLimitState } from './connector.js';
import { ConnectorError } from './connector-error.js';
import { plainText } from './html-to-text.js';
import { platformFetch } from './http/platform-fetch.js';
import { mentionsKeyword } from './keyword-match.js';
import { endpoint, stringList } from './config-values.js';
import { advanceTimeCursor } from './time-cursor.js';

/**
 * Lobsters has no search API: a poll reads `/newest.json` (or `/t/<tag>.json` per tag when the source
 * names tags) and keeps the stories that mention a keyword in their title, text or tags.
 *
 * Cursor: the newest created_at read plus the short ids at that instant (time-cursor.ts).
 */

interface LobstersStory {
  short_id: string;
  short_id_url?: string;
  created_at?: string;
  title?: string;
  url?: string;
  description?: string;
  description_plain?: string;
  comments_url?: string;
  score?: number;
  comment_count?: number;
  tags?: string[];
  /** A user name in the current format, an object (`username`, `karma`...) before 2024. */
  submitter_user?: string | { username?: string };
  user_is_author?: boolean;
}

export function mapLobsters(json: unknown): IncomingPost[] {
  if (!Array.isArray(json))
    throw new ConnectorError('malformed', 'Lobsters sent something other than a list of stories');
  return json.filter(isStory).map(toPost);
}

function toPost(story: LobstersStory): IncomingPost {
  const tags = (story.tags ?? []).filter((tag): tag is string => typeof tag === 'string');
  const submitter =
    typeof story.submitter_user === 'string'
      ? story.submitter_user
      : (story.submitter_user?.username ?? null);
  const publishedAt = story.created_at ? new Date(story.created_at) : null;
  const discussion = story.comments_url || story.short_id_url || `https://lobste.rs/s/${story.short_id}`;
  return {
    platform: 'lobsters',
    externalId: story.short_id,
    // A text post has an empty url: its discussion page is the post.
    url: story.url || discussion,
    author: submitter,
    community: tags[0] ?? null,
    title: story.title ?? null,
    body: plainText(story.description_plain ?? ''),
    publishedAt: publishedAt && !Number.isNaN(publishedAt.getTime()) ? publishedAt : null,
    metadata: {
      comments_url: discussion,
      tags,
      score: story.score ?? 0,
      comment_count: story.comment_count ?? 0,
      ...(story.user_is_author === undefined ? {} : { user_is_author: story.user_is_author }),
    },
  };
}

export const lobstersConnector: Connector = {
  platform: 'lobsters',
  async fetchNew(context: FetchContext): Promise<FetchResult> {
    const keywords = stringList(context.config, 'keywords');
    const tags = stringList(context.config, 'tags').map((tag) => tag.toLowerCase());
    const paths =
      tags.length > 0 ? tags.map((tag) => `/t/${encodeURIComponent(tag)}.json`) : ['/newest.json'];

    const stories = new Map<string, IncomingPost>();
    let rateLimit: RateLimitState | undefined;
    for (const path of paths) {
      const response = await platformFetch(endpoint(context.endpoints.lobsters, path), {
        platform: 'lobsters',
        expect: 'json',
        timeoutMs: context.timeoutMs,
        signal: context.signal,
        now: context.now,
      });
      rateLimit = response.rateLimit ?? rateLimit;
      for (const post of mapLobsters(response.json)) stories.set(post.externalId, post);
    }

    const { fresh, cursor } = advanceTimeCursor([...stories.values()], context.cursor);
    return {
      posts: fresh.filter((post) =>
        mentionsKeyword(
          [post.title, post.body, ...((post.metadata.tags as string[] | undefined) ?? [])],
          keywords,
        ),
      ),
      cursor,
      ...(rateLimit ? { rateLimit } : {}),
    };
  },
};

function isStory(value: unknown): value is LobstersStory {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { short_id?: unknown }).short_id === 'string'
  );
}
