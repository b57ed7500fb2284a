// Measures learning from triage the way a user would feed it: going through a business's posts in
// order, the first K the scorer flags are triaged by their true labels (each verdict counting from the
// next post on), then the remaining posts are scored with those examples.
import { count, emptyConfusion, type Confusion } from '../evaluation.js';
import type { TriageSettings } from './lead-model.js';
import { triageShift, type TriageExample } from './triage-shift.js';

export interface TriageRun {
  triaged: number;
  /** On the posts not triaged: with the examples, and the same posts without them. */
  withExamples: Confusion;
  without: Confusion;
}

export function simulateTriage(
  logits: readonly number[],
  labels: readonly boolean[],
  vectors: readonly Float32Array[],
  threshold: number,
  k: number,
  settings: TriageSettings,
): TriageRun {
  const examples: TriageExample[] = [];
  const triaged = new Set<number>();
  const shifted = (i: number) => logits[i]! + (triageShift(vectors[i]!, examples, settings)?.logit ?? 0);
  for (let i = 0; i < logits.length && triaged.size < k; i++) {
    if (shifted(i) < threshold) continue;
    examples.push({ vector: vectors[i]!, verdict: labels[i] ? 'good' : 'not_lead' });
    triaged.add(i);
  }
  const run: TriageRun = { triaged: triaged.size, withExamples: emptyConfusion(), without: emptyConfusion() };
  logits.forEach((logit, i) => {
    if (triaged.has(i)) return;
    count(run.withExamples, shifted(i) >= threshold, labels[i]!);
    count(run.without, logit >= threshold, labels[i]!);
  });
  return run;
}
