import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/database.js';
import { leads, posts } from '../db/schema/index.js';
import { DomainError } from '../errors/error-catalogue.js';
import type { ReplyPost } from '../llm/reply-prompt.js';

/**
 * The post of a lead of the project that is not deleted, as a drafted reply reads it; 404
 * LEAD_NOT_FOUND otherwise (hidden "not a lead" leads count, as on the lead's other routes).
 */
export async function replyPostOf(db: Database, projectId: string, leadId: string): Promise<ReplyPost> {
  const [post] = await db
    .select({
      platform: posts.platform,
      community: posts.community,
      author: posts.author,
      title: posts.title,
      body: posts.body,
    })
    .from(leads)
    .innerJoin(posts, eq(posts.id, leads.postId))
    .where(and(eq(leads.id, leadId), eq(leads.projectId, projectId), eq(leads.deleted, false)));
  if (!post) throw new DomainError('LEAD_NOT_FOUND');
  return post;
}
