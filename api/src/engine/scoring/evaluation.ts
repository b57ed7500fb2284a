import type { CompiledSignal, SignalToScore } from './compile-signal.js';
import { compileSignal } from './compile-signal.js';
import { analyzePost, type PostToScore } from './analyze-post.js';
import { scoreAnalyzed, type LocalScore } from './score-post.js';

/** One line of an evaluation posts file (api/eval/<business>.posts.jsonl). */
export interface EvalPost extends PostToScore {
  id: string;
  title?: string | null;
  body?: string | null;
  /** Whether a person would want this post as a lead; absent in unlabelled files. */
  label?: boolean;
  /** Why it is (not) a lead: intent, keyword_no_intent, job_post, self_promotion, ... */
  kind?: string;
}

/** An evaluation signals file (api/eval/<business>.signals.json). */
export interface EvalSignals {
  business: string;
  description: string;
  threshold?: number;
  signals: SignalToScore[];
}

interface RawSignal {
  id?: unknown;
  name?: unknown;
  description?: unknown;
  keywords?: unknown;
  negative_keywords?: unknown;
  negativeKeywords?: unknown;
}

const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];

/** Reads a signals file: `{ business, description, threshold?, signals: [...] }` or a bare signal array. */
export function parseSignalsFile(text: string, fallbackName = 'signals'): EvalSignals {
  const parsed = JSON.parse(text) as unknown;
  const file = (Array.isArray(parsed) ? { signals: parsed } : parsed) as Record<string, unknown>;
  if (!Array.isArray(file.signals)) throw new Error('the signals file has no "signals" array');
  const signals = (file.signals as RawSignal[]).map((raw, index) => ({
    id: typeof raw.id === 'string' ? raw.id : `signal-${index + 1}`,
    name: typeof raw.name === 'string' ? raw.name : '',
    description: typeof raw.description === 'string' ? raw.description : '',
    keywords: strings(raw.keywords),
    negativeKeywords: strings(raw.negative_keywords ?? raw.negativeKeywords),
  }));
  return {
    business: typeof file.business === 'string' ? file.business : fallbackName,
    description: typeof file.description === 'string' ? file.description : '',
    threshold: typeof file.threshold === 'number' ? file.threshold : undefined,
    signals,
  };
}

/** Reads a JSONL posts file; blank lines are skipped, a bad line names its number. */
export function parsePostsJsonl(text: string): EvalPost[] {
  const posts: EvalPost[] = [];
  text.split('\n').forEach((line, index) => {
    if (line.trim() === '') return;
    try {
      posts.push(JSON.parse(line) as EvalPost);
    } catch {
      throw new Error(`line ${index + 1} is not JSON`);
    }
  });
  return posts;
}

/** The plain baseline: a lead when any signal keyword appears in title + body, ignoring case. */
export function keywordBaseline(post: EvalPost, signals: readonly SignalToScore[]): boolean {
  const text = `${post.title ?? ''}\n${post.body ?? ''}`.toLowerCase();
  return signals.some((signal) =>
    signal.keywords.some((keyword) => keyword.trim() !== '' && text.includes(keyword.toLowerCase())),
  );
}

export interface BestScore extends LocalScore {
  signalId: string | null;
}

/** The post's best match over the signals (the lead's score). */
export function bestScore(post: EvalPost, signals: readonly CompiledSignal[]): BestScore {
  const analyzed = analyzePost(post);
  let best: BestScore = {
    signalId: null,
    score: 0,
    explanation: { source: 'local', terms: [], phrases: [], cues: [], negatives: [], reason: 'No signals.' },
  };
  for (const signal of signals) {
    const result = scoreAnalyzed(analyzed, signal);
    if (best.signalId === null || result.score > best.score) best = { signalId: signal.id, ...result };
  }
  return best;
}

export interface Confusion {
  tp: number;
  fp: number;
  fn: number;
  tn: number;
}

export const emptyConfusion = (): Confusion => ({ tp: 0, fp: 0, fn: 0, tn: 0 });

export function count(confusion: Confusion, predicted: boolean, actual: boolean): void {
  if (predicted && actual) confusion.tp++;
  else if (predicted) confusion.fp++;
  else if (actual) confusion.fn++;
  else confusion.tn++;
}

export function addConfusion(into: Confusion, from: Confusion): void {
  into.tp += from.tp;
  into.fp += from.fp;
  into.fn += from.fn;
  into.tn += from.tn;
}

export interface Metrics {
  precision: number;
  recall: number;
  f1: number;
}

export function metrics({ tp, fp, fn }: Confusion): Metrics {
  const precision = tp + fp === 0 ? 0 : tp / (tp + fp);
  const recall = tp + fn === 0 ? 0 : tp / (tp + fn);
  const f1 = precision + recall === 0 ? 0 : (2 * precision * recall) / (precision + recall);
  return { precision, recall, f1 };
}

export interface ScoredEvalPost {
  post: EvalPost;
  best: BestScore;
  local: boolean;
  baseline: boolean;
}

export interface BusinessEvaluation {
  business: string;
  threshold: number;
  posts: ScoredEvalPost[];
  local: Confusion;
  baseline: Confusion;
  /** Labelled posts only count. */
  labelled: number;
}

/** Scores every post of one business and counts both scorers' verdicts against the labels. */
export function evaluateBusiness(
  file: EvalSignals,
  posts: EvalPost[],
  thresholdOverride?: number,
): BusinessEvaluation {
  const threshold = thresholdOverride ?? file.threshold ?? 50;
  const compiled = file.signals.map(compileSignal);
  const result: BusinessEvaluation = {
    business: file.business,
    threshold,
    posts: [],
    local: emptyConfusion(),
    baseline: emptyConfusion(),
    labelled: 0,
  };
  for (const post of posts) {
    const best = bestScore(post, compiled);
    const scored = {
      post,
      best,
      local: best.score >= threshold,
      baseline: keywordBaseline(post, file.signals),
    };
    result.posts.push(scored);
    if (typeof post.label !== 'boolean') continue;
    result.labelled++;
    count(result.local, scored.local, post.label);
    count(result.baseline, scored.baseline, post.label);
  }
  return result;
}
