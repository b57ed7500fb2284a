import { and, desc, eq, isNotNull } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { leads, postEmbeddings } from '../../db/schema/index.js';

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
 * UI moves the posts scored after it, never the leads already stored.
 */
export async function loadTriageExamples(
  db: Database,
  projectId: string,
  model: string,
): Promise<ProjectTriageExample[]> {
  const rows = await db
    .select({ postId: leads.postId, verdict: leads.verdict, vector: postEmbeddings.vector })
    .from(leads)
    .innerJoin(postEmbeddings, eq(postEmbeddings.postId, leads.postId))
    .where(and(eq(leads.projectId, projectId), isNotNull(leads.verdict), eq(postEmbeddings.model, model)))
    .orderBy(desc(leads.verdictAt))
    .limit(triageExampleLimit);
  return rows.flatMap((row) =>
    row.verdict === 'good' || row.verdict === 'not_lead'
      ? [{ postId: row.postId, verdict: row.verdict, vector: Float32Array.from(row.vector) }]
      : [],
  );
}
