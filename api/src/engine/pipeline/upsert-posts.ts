import { getTableColumns, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { posts, type PostRow } from '../../db/schema/index.js';
import { storableText, storableValue } from '../../text/storable-text.js';
import type { IncomingPost } from '../sources/connector.js';

export interface UpsertedPosts {
  /** One stored post per distinct (platform, external id) of the input. */
  rows: PostRow[];
  /** How many of them were not stored before. */
  inserted: number;
}

const maxBodyLength = 20_000;

/**
 * Every post passes here, from a platform, an import or a webhook: a NUL character (which PostgreSQL
 * cannot store) is dropped and a lone surrogate becomes U+FFFD, so one odd character never loses a post.
 */
function storablePost(post: IncomingPost): IncomingPost {
  const text = (value: string | null) => (value === null ? null : storableText(value));
  return {
    ...post,
    externalId: storableText(post.externalId),
    url: text(post.url),
    author: text(post.author),
    community: text(post.community),
    title: text(post.title),
    body: storableText(post.body),
    metadata: storableValue(post.metadata) as Record<string, unknown>,
  };
}

/** The same item twice in one batch (a feed listing a post in two places) is one post: the last copy wins. */
function distinct(incoming: IncomingPost[]): IncomingPost[] {
  const byKey = new Map<string, IncomingPost>();
  for (const post of incoming) byKey.set(`${post.platform}\u0000${post.externalId}`, post);
  return [...byKey.values()];
}

/**
 * Stores the posts in one statement, deduplicated on (platform, external id) across projects and polls.
 * A post seen again only takes the fields an author may edit (title, body) and the platform's counters
 * (metadata); where it was posted, by whom and when never change, so leads made from it stay true.
 */
export async function upsertPosts(db: Database, incoming: IncomingPost[]): Promise<UpsertedPosts> {
  const unique = distinct(incoming.map(storablePost));
  if (unique.length === 0) return { rows: [], inserted: 0 };
  const rows = await db
    .insert(posts)
    .values(
      unique.map((post) => ({
        platform: post.platform,
        externalId: post.externalId,
        url: post.url,
        author: post.author,
        community: post.community,
        title: post.title,
        body: post.body.slice(0, maxBodyLength),
        metadata: post.metadata,
        publishedAt: post.publishedAt,
      })),
    )
    .onConflictDoUpdate({
      target: [posts.platform, posts.externalId],
      set: {
        title: sql`excluded.title`,
        body: sql`excluded.body`,
        metadata: sql`excluded.metadata`,
      },
    })
    // xmax is 0 only for a row this statement inserted (an updated row carries the updating transaction).
    .returning({ ...getTableColumns(posts), inserted: sql<boolean>`(xmax = 0)` });
  return {
    rows: rows.map(({ inserted: _inserted, ...row }) => row),
    inserted: rows.filter((r) => r.inserted).length,
  };
}
