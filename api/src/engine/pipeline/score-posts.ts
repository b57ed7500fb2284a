import type { IntentSignalRow, MatchExplanation, PostRow } from '../../db/schema/index.js';
import { sharedEmbeddingPool } from '../embeddings/shared-pool.js';
import { analyzePost, compileSignal, scoreLearned } from '../scoring/index.js';
import { judgeWithLlm } from '../scoring/llm-judge.js';
import { contextVectors } from './context-vectors.js';
import type { IngestDependencies } from './ingest-posts.js';
import { postVectors } from './post-vectors.js';
import type { ProjectContext } from './project-context.js';
import { loadTriageExamples } from './triage-examples.js';

/**
 * A post whose rule-only score (the learned model's fallback weights) stays under this for every signal
 * is scored without its embedding. Measured on the evaluation's 9 development businesses (1,170 posts,
 * shipped model): it skips a third of the posts and loses 1 of the 130 leads the full model finds; the
 * gate "no topic word and no intent cue" lost the same lead and skipped only 9 % (details in the README).
 */
export const embeddingGateScore = 10;

/** How one post scored against one of the project's signals. */
export interface PostSignalScore {
  signal: IntentSignalRow;
  score: number;
  explanation: MatchExplanation;
}

export interface ScorePostsOptions {
  /**
   * Rescoring stored leads (reanalysis): a lead's own verdict is not evidence about itself, so the
   * examples of the posts being scored are left out.
   */
  withoutOwnExamples?: boolean;
  /**
   * Embeds every post, past the gate too: posts that become leads whatever they score (imports) and
   * stored leads (reanalysis) may be triaged, and a verdict counts only with the post's embedding.
   */
  embedAll?: boolean;
}

/**
 * Scores each post against every enabled signal of the project: the learned local scorer first (rule
 * features plus the post's sentence embedding, compared with the signals, the business description and
 * the project's triaged leads; the project's excluded authors and communities score 0), then, when an
 * LLM is configured, the LLM judges the pairs the prefilter lets through (cached per post and signal
 * version, within the daily budget; the local score stands on any failure). Without an encoder (it could
 * not load, or EMBEDDING_THREADS=0) posts score on rule features alone.
 */
export async function scorePosts(
  deps: IngestDependencies,
  context: ProjectContext,
  posts: PostRow[],
  options: ScorePostsOptions = {},
): Promise<Map<string, PostSignalScore[]>> {
  const scores = new Map<string, PostSignalScore[]>();
  if (posts.length === 0 || context.signals.length === 0) return scores;
  const embedder = deps.embedder ?? sharedEmbeddingPool();
  const signals = context.signals.map((signal) => ({ id: signal.id, compiled: compileSignal(signal) }));
  const scoreOptions = {
    excludedAuthors: context.project.excludedAuthors,
    excludedCommunities: context.project.excludedCommunities,
  };
  const analyzed = new Map(posts.map((post) => [post.id, analyzePost(post)]));
  // Rule features first (microseconds a post): a post that scores almost nothing on them for every
  // signal is not worth the encoder's ~30 ms (see embeddingGateScore).
  const noVectors = { businessVector: null, signalVectors: new Map<string, Float32Array>(), examples: [] };
  const ruleOnly = new Map(
    posts.map((post) => [
      post.id,
      scoreLearned(analyzed.get(post.id)!, null, signals, noVectors, scoreOptions),
    ]),
  );
  const worthEmbedding = (post: PostRow) =>
    options.embedAll === true || ruleOnly.get(post.id)!.some((score) => score.score >= embeddingGateScore);
  const [vectors, known, examples] = await Promise.all([
    postVectors(deps.db, embedder, posts, worthEmbedding),
    contextVectors(embedder, context.project.businessDescription ?? '', context.signals),
    loadTriageExamples(deps.db, embedder, context.project.id),
  ]);
  const scoring = options.withoutOwnExamples ? new Set(posts.map((post) => post.id)) : null;
  const learned = {
    businessVector: known.businessVector,
    signalVectors: known.signalVectors,
    examples: scoring ? examples.filter((example) => !scoring.has(example.postId)) : examples,
  };
  for (const post of posts) {
    const vector = vectors.get(post.id);
    const local = vector
      ? scoreLearned(analyzed.get(post.id)!, vector, signals, learned, scoreOptions)
      : ruleOnly.get(post.id)!;
    scores.set(
      post.id,
      context.signals.map((signal, i) => ({ signal, ...local[i]! })),
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
