import type { IntentSignalRow, MatchExplanation, PostRow } from '../../db/schema/index.js';
import { analyzePost, compileSignal, scoreAnalyzed } from '../scoring/index.js';
import { judgeWithLlm } from '../scoring/llm-judge.js';
import type { IngestDependencies } from './ingest-posts.js';
import type { ProjectContext } from './project-context.js';

/** How one post scored against one of the project's signals. */
export interface PostSignalScore {
  signal: IntentSignalRow;
  score: number;
  explanation: MatchExplanation;
}

/**
 * Scores each post against every enabled signal of the project: the local scorer first (the project's
 * excluded authors and communities score 0), then, when an LLM is configured, the LLM judges the pairs
 * the prefilter lets through (cached per post and signal version, within the daily budget; the local
 * score stands on any failure).
 */
export async function scorePosts(
  deps: IngestDependencies,
  context: ProjectContext,
  posts: PostRow[],
): Promise<Map<string, PostSignalScore[]>> {
  const scores = new Map<string, PostSignalScore[]>();
  if (posts.length === 0 || context.signals.length === 0) return scores;
  const compiled = context.signals.map((signal) => ({ signal, compiled: compileSignal(signal) }));
  const options = {
    excludedAuthors: context.project.excludedAuthors,
    excludedCommunities: context.project.excludedCommunities,
  };
  for (const post of posts) {
    const analyzed = analyzePost(post);
    scores.set(
      post.id,
      compiled.map(({ signal, compiled: c }) => ({ signal, ...scoreAnalyzed(analyzed, c, options) })),
    );
  }
  return deps.llm ? judged(deps, context, posts, scores) : scores;
}

/** The local scores with the LLM's verdict where judgeWithLlm gave one (it applies the prefilter). */
async function judged(
  deps: IngestDependencies,
  context: ProjectContext,
  posts: PostRow[],
  local: Map<string, PostSignalScore[]>,
): Promise<Map<string, PostSignalScore[]>> {
  const items = posts.flatMap((post) =>
    (local.get(post.id) ?? []).map(({ signal, score, explanation }) => ({
      post,
      signal,
      local: { score, explanation },
    })),
  );
  const verdicts = await judgeWithLlm(
    {
      db: deps.db,
      llm: deps.llm,
      projectId: context.project.id,
      dailyBudget: context.project.llmDailyBudget,
      threshold: context.project.leadThreshold,
    },
    items,
  );
  const scores = new Map<string, PostSignalScore[]>();
  for (const { post, signal, score, explanation } of verdicts) {
    const list = scores.get(post.id) ?? [];
    list.push({ signal, score, explanation });
    scores.set(post.id, list);
  }
  return scores;
}

/**
 * The signals a lead is shown as matching (those at or above the threshold, else its single best match
 * when it scored anything: an imported row kept below the threshold still says what it was closest to)
 * and its score, the best of all.
 */
export function leadMatches(
  scores: PostSignalScore[],
  threshold: number,
): { matches: PostSignalScore[]; best: number } {
  const sorted = [...scores].sort((a, b) => b.score - a.score);
  const best = sorted[0]?.score ?? 0;
  const matches = sorted.filter((match) => match.score >= threshold);
  if (matches.length === 0 && sorted[0] && best > 0) matches.push(sorted[0]);
  return { matches, best };
}
