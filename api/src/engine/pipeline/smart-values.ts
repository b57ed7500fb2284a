import type { PostRow } from '../../db/schema/index.js';
import { answerSmartColumns, type SmartColumnAnswer } from '../smart-columns/answer.js';
import type { IngestDependencies } from './ingest-posts.js';
import type { ProjectContext } from './project-context.js';

/** The project's smart-column answers for the posts about to become its leads. */
export async function answerNewLeads(
  deps: IngestDependencies,
  context: ProjectContext,
  posts: PostRow[],
): Promise<{ postId: string; values: SmartColumnAnswer[] }[]> {
  if (context.smartColumns.length === 0) return [];
  const answers: { postId: string; values: SmartColumnAnswer[] }[] = [];
  for (const post of posts) {
    const values = await answerSmartColumns(
      { db: deps.db, llm: deps.llm, projectId: context.project.id, project: context.project },
      context.smartColumns,
      post,
    );
    answers.push({ postId: post.id, values });
  }
  return answers;
}
