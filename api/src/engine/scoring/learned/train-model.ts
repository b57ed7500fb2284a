// Training the lead model from labelled posts of several businesses. A post is a lead when its best
// signal says so, so a lead teaches through its best-matching signal (chosen again after each fit) and
// a non-lead through every signal. The operating point is chosen on out-of-business predictions (each
// training business scored by a model fitted on the others), never on the posts a model saw.
import { fitLogistic, type TrainingRow } from './fit-logistic.js';
import { evaluateLinear, type LinearModel } from './linear-model.js';
import type { PostRows } from './training-set.js';

export interface TrainSettings {
  l2: number;
  /** Refits that choose each lead's best signal with the previous fit. */
  rounds: number;
  /** Precision counts beta^-1 times recall when picking the threshold (0.5: precision first; 1: F1). */
  beta: number;
}

export const defaultTrainSettings: TrainSettings = { l2: 0.01, rounds: 2, beta: 1 };

function rowLogit(model: LinearModel, names: readonly string[], values: Float64Array): number {
  const map = new Map<string, number>();
  names.forEach((name, j) => {
    if (!Number.isNaN(values[j]!)) map.set(name, values[j]!);
  });
  return evaluateLinear(model, map).logit;
}

/** The post's logit: its best signal's. */
export function postLogit(model: LinearModel, names: readonly string[], post: PostRows): number {
  let best = -Infinity;
  for (const values of post.signals) best = Math.max(best, rowLogit(model, names, values));
  return best;
}

function bestSignal(post: PostRows, score: (values: Float64Array) => number): number {
  let best = 0;
  let bestValue = -Infinity;
  post.signals.forEach((values, i) => {
    const value = score(values);
    if (value > bestValue) {
      best = i;
      bestValue = value;
    }
  });
  return best;
}

/** A model fitted on these posts (threshold 0). */
export function fitPosts(
  posts: readonly PostRows[],
  names: readonly string[],
  settings: TrainSettings,
): LinearModel {
  const ruleScore = names.indexOf('rule_score');
  let choose = (post: PostRows) => bestSignal(post, (values) => values[ruleScore] ?? 0);
  let model: LinearModel | null = null;
  for (let round = 0; round <= settings.rounds; round++) {
    const rows: TrainingRow[] = [];
    for (const post of posts) {
      if (post.label) rows.push({ values: post.signals[choose(post)]!, label: true, weight: 1 });
      else
        for (const values of post.signals)
          rows.push({ values, label: false, weight: 1 / post.signals.length });
    }
    model = fitLogistic(names, rows, { l2: settings.l2 });
    const current = model;
    choose = (post) => bestSignal(post, (values) => rowLogit(current, names, values));
  }
  return model!;
}

/** The threshold (a logit) that maximizes F-beta over these (logit, label) pairs. */
export function chooseThreshold(scored: readonly { logit: number; label: boolean }[], beta: number): number {
  const sorted = [...scored].sort((a, b) => b.logit - a.logit);
  const positives = sorted.filter((item) => item.label).length;
  let tp = 0;
  let best = { value: -1, threshold: sorted[0]?.logit ?? 0 };
  sorted.forEach((item, i) => {
    if (item.label) tp++;
    const next = sorted[i + 1];
    if (next && next.logit === item.logit) return;
    const precision = tp / (i + 1);
    const recall = positives === 0 ? 0 : tp / positives;
    const b2 = beta * beta;
    const f = precision + recall === 0 ? 0 : ((1 + b2) * precision * recall) / (b2 * precision + recall);
    if (f > best.value)
      best = { value: f, threshold: next ? (item.logit + next.logit) / 2 : item.logit - 0.5 };
  });
  return best.threshold;
}

/** Out-of-business logits: each business scored by a model fitted on the other businesses. */
export function outOfBusinessLogits(
  byBusiness: ReadonlyMap<string, PostRows[]>,
  names: readonly string[],
  settings: TrainSettings,
): { logit: number; label: boolean }[] {
  const scored: { logit: number; label: boolean }[] = [];
  for (const [business, posts] of byBusiness) {
    const others = [...byBusiness].filter(([name]) => name !== business).flatMap(([, rows]) => rows);
    const model = fitPosts(others, names, settings);
    for (const post of posts) scored.push({ logit: postLogit(model, names, post), label: post.label });
  }
  return scored;
}

/** A model fitted on every business given, its threshold chosen on out-of-business predictions. */
export function trainModel(
  byBusiness: ReadonlyMap<string, PostRows[]>,
  names: readonly string[],
  settings: TrainSettings,
): LinearModel {
  const model = fitPosts([...byBusiness.values()].flat(), names, settings);
  const threshold =
    byBusiness.size > 1
      ? chooseThreshold(outOfBusinessLogits(byBusiness, names, settings), settings.beta)
      : 0;
  return { ...model, threshold: Math.round(threshold * 1e6) / 1e6 };
}
