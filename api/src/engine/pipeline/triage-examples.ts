import { and, desc, eq, isNotNull } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { leads, posts } from '../../db/schema/index.js';
import type { Embedder } from '../embeddings/embedding-pool.js';
import { postVectors } from './post-vectors.js';

export interface ProjectTriageExample {
  postId: string;
  vector: Float32Array;
  verdict: 'good' | 'not_lead';
}

/** The newest verdicts that count: enough to find near neighbours, few enough to score fast. */
export const triageExampleLimit = 500;

/**
 * The project's triaged leads ("Good lead" / "Not a lead") with their post's embedding, newest verdict
 * first: the scorer compares new posts with them. Read once per scoring pass, so a verdict given in the
 * UI moves the posts scored after it, never the leads already stored. A triaged lead whose post has no
 * embedding yet (a lead from before embeddings, or one the gate let through unembedded) is embedded now,
 * once; without an encoder there are no examples.
 */
export async function loadTriageExamples(
  db: Database,
  embedder: Embedder,
  projectId: string,
): Promise<ProjectTriageExample[]> {
  const rows = await db
    .select({ verdict: leads.verdict, post: posts })
    .from(leads)
    .innerJoin(posts, eq(posts.id, leads.postId))
    .where(and(eq(leads.projectId, projectId), isNotNull(leads.verdict)))
    .orderBy(desc(leads.verdictAt))
    .limit(triageExampleLimit);
  if (rows.length === 0) return [];
  const vectors = await postVectors(
    db,
    embedder,
    rows.map((row) => row.post),
  );
  return rows.flatMap(({ verdict, post }) => {
    const vector = vectors.get(post.id);
    return vector && (verdict === 'good' || verdict === 'not_lead')
      ? [{ postId: post.id, verdict, vector }]
      : [];
  });
}
