import type { IncomingPost } from './connector.js';

/**
 * For listings that only sort by time and take no "since" parameter (Lobsters, Dev.to): the cursor is
 * the newest publication time read so far plus the ids published at that exact instant, because
 * timestamps have one-second precision and two posts can share one.
 *
 * Stored as `{ newest_published_at: <ISO>, seen_ids: string[] }`.
 */
export interface TimeCursor {
  newest_published_at?: string;
  seen_ids?: string[];
}

/**
 * The posts newer than the cursor, and the cursor to store. Every post read moves the cursor, kept or
 * not by a later keyword filter, so a filtered-out post is never judged twice. Without a cursor every
 * post is new.
 */
export function advanceTimeCursor(
  posts: readonly IncomingPost[],
  cursor: Record<string, unknown>,
): { fresh: IncomingPost[]; cursor: Record<string, unknown> } {
  const since =
    typeof cursor.newest_published_at === 'string' ? Date.parse(cursor.newest_published_at) : Number.NaN;
  const seen = new Set(
    Array.isArray(cursor.seen_ids) ? cursor.seen_ids.filter((id) => typeof id === 'string') : [],
  );
  const hasCursor = !Number.isNaN(since);

  const fresh = posts.filter((post) => {
    // A post without a date cannot be placed: new only on the first poll.
    const time = post.publishedAt?.getTime();
    if (!hasCursor) return true;
    if (time === undefined) return false;
    return time > since || (time === since && !seen.has(post.externalId));
  });

  let newest = hasCursor ? since : -Infinity;
  for (const post of posts) newest = Math.max(newest, post.publishedAt?.getTime() ?? -Infinity);
  if (!Number.isFinite(newest)) return { fresh, cursor };

  const atNewest = posts
    .filter((post) => post.publishedAt?.getTime() === newest)
    .map((post) => post.externalId);
  const seenIds = new Set([...(newest === since ? seen : []), ...atNewest]);
  return { fresh, cursor: { newest_published_at: new Date(newest).toISOString(), seen_ids: [...seenIds] } };
}
