// Learning from the project's triage: a post close to leads the user accepted moves up, one close to
// posts they marked "Not a lead" moves down, once there are enough of each (fewer is noise).
import { cosine } from '../../embeddings/cosine.js';
import type { TriageSettings } from './lead-model.js';

export interface TriageExample {
  vector: Float32Array;
  verdict: 'good' | 'not_lead';
}

export interface TriageShift {
  /** Added to the logit. */
  logit: number;
  /** Mean cosine of the nearest accepted and rejected examples. */
  good: number;
  notLead: number;
}

/** Mean of the `count` largest values. */
function meanOfTop(values: number[], count: number): number {
  values.sort((a, b) => b - a);
  const top = values.slice(0, Math.max(1, count));
  return top.reduce((sum, value) => sum + value, 0) / top.length;
}

/** The shift the nearest examples give this post, or null while the project has too few of either kind. */
export function triageShift(
  vector: Float32Array,
  examples: readonly TriageExample[],
  settings: TriageSettings,
): TriageShift | null {
  if (settings.weight === 0 || examples.length === 0) return null;
  const good: number[] = [];
  const notLead: number[] = [];
  for (const example of examples)
    (example.verdict === 'good' ? good : notLead).push(cosine(vector, example.vector));
  if (good.length < settings.minEach || notLead.length < settings.minEach) return null;
  const nearestGood = meanOfTop(good, settings.neighbours);
  const nearestNotLead = meanOfTop(notLead, settings.neighbours);
  return {
    logit: settings.weight * (nearestGood - nearestNotLead),
    good: nearestGood,
    notLead: nearestNotLead,
  };
}
