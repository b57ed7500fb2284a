import type { MatchExplanation } from '../../db/schema/leads.js';
import {
  analyzePost,
  combine,
  normalizeHandle,
  strongest,
  type AnalyzedPost,
  type DetectedCue,
  type PostToScore,
} from './analyze-post.js';
import { compileSignal, termWeights, type CompiledSignal, type SignalToScore } from './compile-signal.js';
import { excludedReason, localReason } from './explain.js';
import { cueLabels, intentCategories, type IntentCategory } from './intent-cues.js';
import { findSequence, type SequenceIndex } from './sequence-index.js';

export interface ScoreOptions {
  /** The project's excluded authors and communities: their posts score 0 whatever they say. */
  excludedAuthors?: readonly string[];
  excludedCommunities?: readonly string[];
}

export interface LocalScore {
  score: number;
  explanation: MatchExplanation;
}

/**
 * How the parts weigh (tuned on api/eval, see scripts/score.ts): topic alone reaches at most
 * `topic` x 100 and intent alone `intent` x 100, both under the default threshold of 50; a post
 * needs both, and `both` rewards them together.
 */
export const scoreWeights = {
  topic: 0.45,
  intent: 0.12,
  both: 0.55,
  /** A title match counts this much more than a body match. */
  title: 1.5,
  /** A keyword phrase found whole is better evidence than a single word. */
  phrase: 1.2,
  /** Name and description words together count for at most this many keyword hits. */
  supportCap: 0.5,
  /** Relevance = 1 - exp(-evidence / saturation): one keyword in the body gives about 0.6. */
  saturation: 1.1,
  /** Anti-intent cues take off up to this share (less when intent cues are strong too). */
  antiIntent: 0.65,
  /** How much strong intent cues soften anti-intent ("How to pick a CRM? Any recommendations?"). */
  antiIntentRelief: 0.3,
  /** A negative keyword keeps this share of the score: never a lead at the default threshold. */
  negative: 0.3,
} as const;

const maxTerms = 8;

const handleSets = new WeakMap<readonly string[], ReadonlySet<string>>();
function handleSet(values: readonly string[] | undefined): ReadonlySet<string> | null {
  if (!values || values.length === 0) return null;
  let set = handleSets.get(values);
  if (!set) {
    set = new Set(values.map(normalizeHandle).filter((value) => value !== ''));
    handleSets.set(values, set);
  }
  return set;
}

/** A zero score with its reason when the post's author or community is excluded, else null. */
export function excludedScore(post: AnalyzedPost, options: ScoreOptions): LocalScore | null {
  const authors = handleSet(options.excludedAuthors);
  if (authors && post.author !== '' && authors.has(post.author))
    return zero(excludedReason('author', post.author));
  const communities = handleSet(options.excludedCommunities);
  if (communities && post.community !== '' && communities.has(post.community))
    return zero(excludedReason('community', post.community));
  return null;
}

const zero = (reason: string): LocalScore => ({
  score: 0,
  explanation: { source: 'local', terms: [], phrases: [], cues: [], negatives: [], reason },
});

function occurrenceWeight(index: SequenceIndex, position: number): number {
  return position < index.titleEnd ? scoreWeights.title : 1;
}

/** The post's intent cues for this signal: one-word cues that are the signal's own terms do not count. */
function intentFor(post: AnalyzedPost, signal: CompiledSignal): DetectedCue<IntentCategory>[] {
  for (const match of post.intentMatches)
    if (match.word !== null && signal.termStems.has(match.word))
      return strongest(intentCategories, post.intentMatches, signal.termStems);
  return post.intents;
}

/** What the rules see in one post for one signal: the parts of the rule score and what to name. */
export interface RuleParts {
  /** 0-1: how much of the signal's topic the post mentions. */
  topic: number;
  /** Keyword evidence alone (keywords and keyword phrases, title counted more). */
  keywordEvidence: number;
  /** Whether a signal term or phrase is in the title. */
  titleMatch: boolean;
  terms: string[];
  phrases: string[];
  negatives: string[];
  /** The post's intent cues for this signal, strongest first. */
  cues: DetectedCue<IntentCategory>[];
  /** 0-1, the cues combined. */
  intent: number;
  /** The rule score, 0-100, before exclusions. */
  score: number;
}

/** The rule parts of one analyzed post against one compiled signal: map lookups only, no text work. */
export function ruleParts(post: AnalyzedPost, signal: CompiledSignal): RuleParts {
  let keywordEvidence = 0;
  let supportEvidence = 0;
  let titleMatch = false;
  const terms: string[] = [];
  for (const term of signal.terms) {
    const positions = post.content.positions.get(term.stem);
    if (!positions) continue;
    if (positions[0]! < post.content.titleEnd) titleMatch = true;
    const weight = term.weight * occurrenceWeight(post.content, positions[0]!);
    if (term.weight >= termWeights.keyword) keywordEvidence += weight;
    else supportEvidence += weight;
    if (terms.length < maxTerms) terms.push(term.display);
  }
  const phrases: string[] = [];
  for (const phrase of signal.phrases) {
    const index = phrase.withStopWords ? post.full : post.content;
    const at = findSequence(index, phrase.stems);
    if (at < 0) continue;
    if (at < index.titleEnd) titleMatch = true;
    keywordEvidence += scoreWeights.phrase * occurrenceWeight(index, at);
    phrases.push(phrase.display);
  }
  const negatives: string[] = [];
  for (const negative of signal.negatives)
    if (findSequence(post.full, negative.stems) >= 0) negatives.push(negative.display);

  const evidence = keywordEvidence + Math.min(supportEvidence, scoreWeights.supportCap);
  const topic = 1 - Math.exp(-evidence / scoreWeights.saturation);
  const cues = intentFor(post, signal);
  const intent = cues === post.intents ? post.intent : combine(cues);
  let value = scoreWeights.topic * topic + scoreWeights.intent * intent + scoreWeights.both * topic * intent;
  value *= 1 - scoreWeights.antiIntent * post.antiIntent * (1 - scoreWeights.antiIntentRelief * intent);
  if (negatives.length > 0) value *= scoreWeights.negative;
  const score = Math.max(0, Math.min(100, Math.round(value * 100)));
  return { topic, keywordEvidence, titleMatch, terms, phrases, negatives, cues, intent, score };
}

/** Scores one analyzed post against one compiled signal with the rules alone. */
export function scoreAnalyzed(
  post: AnalyzedPost,
  signal: CompiledSignal,
  options: ScoreOptions = {},
): LocalScore {
  const exclusion = excludedScore(post, options);
  if (exclusion) return exclusion;
  const { score, terms, phrases, negatives, cues } = ruleParts(post, signal);
  const intents = cues.map((cue) => cue.category);
  const antiIntents = post.antiIntents.map((cue) => cue.category);
  return {
    score,
    explanation: {
      source: 'local',
      terms,
      phrases,
      cues: [...intents, ...antiIntents].map((category) => cueLabels[category]),
      negatives,
      reason: localReason({ score, terms, phrases, intents, antiIntents, negatives }),
    },
  };
}

export interface SignalMatchScore extends LocalScore {
  signalId: string;
}

const compiledSignals = new WeakMap<SignalToScore, CompiledSignal>();
function compiled(signal: SignalToScore | CompiledSignal): CompiledSignal {
  if ('compiled' in signal) return signal;
  let result = compiledSignals.get(signal);
  if (!result) {
    result = compileSignal(signal);
    compiledSignals.set(signal, result);
  }
  return result;
}

/** Scores a post against each signal (raw or compiled), in the signals' order. */
export function scorePostAgainstSignals(
  post: PostToScore,
  signals: readonly (SignalToScore | CompiledSignal)[],
  options: ScoreOptions = {},
): SignalMatchScore[] {
  const analyzed = analyzePost(post);
  return signals.map((signal) => {
    const compiledSignal = compiled(signal);
    return { signalId: compiledSignal.id, ...scoreAnalyzed(analyzed, compiledSignal, options) };
  });
}
