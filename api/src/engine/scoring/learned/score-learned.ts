// The learned lead scorer the pipeline runs: the rule scorer's parts and the post's sentence embedding
// in a logistic regression (model/lead-model.json), moved by the project's own triage once it has
// enough examples. Without a post embedding it scores with the rule-only fallback weights.
import type { AnalyzedPost } from '../analyze-post.js';
import type { CompiledSignal, SignalToScore } from '../compile-signal.js';
import { excludedScore, ruleParts, type LocalScore, type ScoreOptions } from '../score-post.js';
import {
  leadKindName,
  learnedReason,
  silenceUnstated,
  statedKinds,
  strongestReasons,
  type LearnedExplanation,
} from './explain-learned.js';
import { featureValues, namedCompetitor, postEmbeddingParts, strongestLeadPrototype } from './features.js';
import { shippedLeadModel, type LoadedLeadModel } from './lead-model.js';
import { evaluateLinear, scoreFromLogit } from './linear-model.js';
import { triageShift, type TriageExample } from './triage-shift.js';

export type { TriageExample } from './triage-shift.js';

export interface LearnedContext {
  /** Embedding of the project's description. */
  businessVector: Float32Array | null;
  /** By signal id: the embedding of `signalEmbeddingText(signal)`. */
  signalVectors: ReadonlyMap<string, Float32Array>;
  /** The project's triaged leads (may be empty). */
  examples: readonly TriageExample[];
}

/** What to embed for a signal: its name, description and keywords, in the words a user gave them. */
export function signalEmbeddingText(signal: SignalToScore): string {
  const keywords = signal.keywords.filter((keyword) => keyword.trim() !== '').join(', ');
  return [signal.name, signal.description ?? '', keywords]
    .map((part) => part.trim())
    .filter((part) => part !== '')
    .join('. ');
}

/**
 * Scores one analyzed post against each signal, in the signals' order (0-100, 50 at the model's
 * operating point). Excluded authors and communities score 0.
 */
export function scoreLearned(
  post: AnalyzedPost,
  postVector: Float32Array | null,
  signals: readonly { id: string; compiled: CompiledSignal }[],
  context: LearnedContext,
  options: ScoreOptions,
  model: LoadedLeadModel = shippedLeadModel(),
): LocalScore[] {
  const exclusion = excludedScore(post, options);
  if (exclusion) return signals.map(() => exclusion);
  const embedding = postVector
    ? postEmbeddingParts(postVector, context.businessVector, model.prototypeVectors)
    : null;
  const triage = postVector ? triageShift(postVector, context.examples, model.triage) : null;
  const stated = statedKinds(post);
  return signals.map(({ id, compiled }) => {
    const parts = ruleParts(post, compiled);
    const signalVector = context.signalVectors.get(id) ?? null;
    const linear = embedding ? model.primary : model.fallback;
    const values = featureValues(post, compiled, parts, embedding, signalVector);
    const { logit, contributions } = evaluateLinear(linear, values, embedding?.vector ?? null);
    // "On topic x reads like a lead" is told as the kind of lead it reads like most; "on behalf of
    // someone" and "a student or hobby project" only when the post says so (names only: the logit is
    // already summed, so the score does not move).
    if (embedding) {
      const kind = strongestLeadPrototype(embedding);
      for (const contribution of contributions)
        if (contribution.name === 'cos_signal_x_lead' || contribution.name === 'topic_x_lead')
          contribution.name = leadKindName(kind, stated, contribution.name);
    }
    silenceUnstated(contributions, stated);
    let total = logit;
    if (triage) {
      total += triage.logit;
      contributions.push({ name: 'triage', value: triage.logit });
    }
    const score =
      parts.negatives.length > 0
        ? Math.min(scoreFromLogit(total, linear.threshold), 30)
        : scoreFromLogit(total, linear.threshold);
    const lead = score >= 50;
    const up = strongestReasons(contributions, 1, !lead);
    const down = strongestReasons(contributions, -1, lead);
    const topic = [...parts.phrases, ...parts.terms.filter((term) => !parts.phrases.includes(term))];
    const explanation: LearnedExplanation = {
      source: 'local',
      terms: parts.terms,
      phrases: parts.phrases,
      cues: score >= 50 ? [...up, ...down] : [...down, ...up],
      negatives: parts.negatives,
      reason: learnedReason({
        score,
        up,
        down,
        topic,
        negatives: parts.negatives,
        competitor: namedCompetitor(post, compiled),
      }),
      reasons: score >= 50 ? up : down,
    };
    return { score, explanation };
  });
}
