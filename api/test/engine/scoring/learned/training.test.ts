import { describe, expect, it } from 'vitest';
import { fitLogistic, type TrainingRow } from '../../../../src/engine/scoring/learned/fit-logistic.js';
import { evaluateLinear, scoreFromLogit } from '../../../../src/engine/scoring/learned/linear-model.js';
import { chooseThreshold, fitPosts } from '../../../../src/engine/scoring/learned/train-model.js';
import type { PostRows } from '../../../../src/engine/scoring/learned/training-set.js';

// A small deterministic set: the lead is the post whose best signal has a high "topic" and "asks".
function posts(): PostRows[] {
  const result: PostRows[] = [];
  for (let i = 0; i < 60; i++) {
    const label = i % 4 === 0;
    const noise = ((i * 37) % 11) / 22;
    const best = Float64Array.of(label ? 0.6 + noise / 2 : noise, label ? 0.8 : (i % 3) / 3, noise);
    const other = Float64Array.of(noise / 3, 0.1, noise);
    result.push({
      business: 'b',
      postIndex: i,
      label,
      kind: label ? 'request' : 'off_topic',
      indirect: false,
      signals: [other, best],
    });
  }
  return result;
}
const names = ['rule_score', 'topic', 'noise'];

describe('training the lead model', () => {
  it('gives the same model for the same examples', () => {
    const settings = { l2: 0.01, rounds: 2, beta: 1, signs: true };
    expect(fitPosts(posts(), names, settings)).toEqual(fitPosts(posts(), names, settings));
  });

  it('learns which features tell leads apart', () => {
    const model = fitPosts(posts(), names, { l2: 0.01, rounds: 1, beta: 1, signs: true });
    expect(model.weights[0]).toBeGreaterThan(0);
    expect(model.weights[1]).toBeGreaterThan(0);
    expect(Math.abs(model.weights[2]!)).toBeLessThan(model.weights[1]!);
  });

  it('drops a feature whose weight goes against the policy and fits again', () => {
    // "topic" anti-correlated with the label here: the policy says it may not lower a score.
    const rows: TrainingRow[] = [0, 1, 2, 3, 4, 5, 6, 7].map((i) => ({
      values: Float64Array.of(i % 2, i % 2 ? 0 : 1, 0),
      label: i % 2 === 1,
      weight: 1,
    }));
    const free = fitLogistic(names, rows, { l2: 0.01 });
    expect(free.weights[1]).toBeLessThan(0);
    const post = (values: Float64Array, label: boolean): PostRows => ({
      business: 'b',
      postIndex: 0,
      label,
      kind: '',
      indirect: false,
      signals: [values],
    });
    const signed = fitPosts(
      rows.map((row) => post(row.values, row.label)),
      names,
      { l2: 0.01, rounds: 0, beta: 1, signs: true },
    );
    expect(signed.weights[1]).toBe(0);
    expect(signed.weights[0]).toBeGreaterThan(0);
  });

  it('puts the threshold where F1 is best, and the operating point at score 50', () => {
    const scored = [3, 2, 1, 0, -1, -2].map((logit, i) => ({ logit, label: i < 2 }));
    expect(chooseThreshold(scored, 1)).toBe(1.5);
    expect(scoreFromLogit(1.5, 1.5)).toBe(50);
    expect(scoreFromLogit(10, 1.5)).toBe(100);
    const model = {
      features: [{ name: 'topic', mean: 0.5, scale: 0.25 }],
      weights: [2],
      bias: -1,
      threshold: 0,
    };
    expect(evaluateLinear(model, new Map([['topic', 1]])).logit).toBe(3);
    // A missing feature counts as average: it contributes nothing.
    expect(evaluateLinear(model, new Map()).logit).toBe(-1);
  });
});
