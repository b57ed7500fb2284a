import type { Connector, FetchContext, FetchResult, IncomingPost } from '../connector.js';
import samplePosts from './sample-posts.json' with { type: 'json' };

/** One bundled example post (sample-posts.json): written to read like its platform, dated relative to now. */
interface SamplePost {
  id: string;
  platform: string;
  community: string | null;
  author: string | null;
  title: string | null;
  body: string;
  url: string | null;
  minutes_ago: number;
  /** Present only where the imitated platform counts them (a Hacker News comment has neither). */
  points?: number;
  comments?: number;
  /** 'comment' for a Hacker News comment, as the real connector marks it. */
  kind?: string;
}

/** Newest posts kept back at the first poll and released a few per poll, so the demo keeps moving. */
const heldBack = 20;
const releasedPerPoll = 2;

/** Oldest first: the first poll tells the story of the last days, later polls add "new" posts. */
const posts: readonly SamplePost[] = [...(samplePosts as SamplePost[])].sort(
  (a, b) => b.minutes_ago - a.minutes_ago,
);
const backlog = posts.slice(0, Math.max(0, posts.length - heldBack));
const fresh = posts.slice(backlog.length);

function toIncoming(post: SamplePost, publishedAt: Date): IncomingPost {
  return {
    platform: post.platform,
    // Prefixed so a sample post never collides with a real one of the same platform.
    externalId: `sample:${post.id}`,
    url: post.url,
    author: post.author,
    community: post.community,
    title: post.title,
    body: post.body,
    publishedAt,
    // Only the counters the imitated platform has: no "Points 0" on a platform without points.
    metadata: {
      sample: true,
      ...(post.kind === undefined ? {} : { kind: post.kind }),
      ...(post.points === undefined ? {} : { points: post.points }),
      ...(post.comments === undefined ? {} : { comments: post.comments }),
    },
  };
}

/**
 * The embedded demo's feed ('sample' platform, hidden from the catalogue): no network. The first poll
 * emits the bundled posts dated `minutes_ago` before now, except the newest few; each later poll
 * releases two of those as just published, until none are left. The cursor counts what was released,
 * so a retried poll emits the same posts again (same external ids: nothing doubles).
 */
export const sampleConnector: Connector = {
  platform: 'sample',
  async fetchNew(context: FetchContext): Promise<FetchResult> {
    const now = context.now?.() ?? new Date();
    const released = typeof context.cursor.released === 'number' ? context.cursor.released : null;
    if (released === null) {
      const incoming = backlog.map((post) =>
        toIncoming(post, new Date(now.getTime() - post.minutes_ago * 60_000)),
      );
      return { posts: incoming, cursor: { released: 0 } };
    }
    const next = fresh.slice(released, released + releasedPerPoll);
    return {
      posts: next.map((post) => toIncoming(post, now)),
      cursor: { released: released + next.length },
    };
  },
};
