// Turns labelled evaluation posts into rows for the logistic regression: one row per (post, signal),
// in the order of a feature list, the signal-dependent features computed as the product computes them.
import { ruleParts } from '../score-post.js';
import type { EvalBusiness } from './eval-corpus.js';
import { featureValues, postEmbeddingParts } from './features.js';
import type { PrototypeCategory } from './prototypes.js';

export interface PostRows {
  business: string;
  postIndex: number;
  label: boolean;
  /** Post kind from the evaluation file (request, howto_competitor, ...). */
  kind: string;
  indirect: boolean;
  /** How many pairs this one stands for in training (a sample of easy negatives); 1 when absent. */
  weight?: number;
  /** One row of feature values per signal, in `featureNames` order (NaN: not available). */
  signals: Float64Array[];
}

/** Rows of every labelled post of one business. `prototypes` null: rule features only. */
export function businessRows(
  business: EvalBusiness,
  featureNames: readonly string[],
  prototypes: Readonly<Record<PrototypeCategory, Float32Array>> | null,
): PostRows[] {
  const rows: PostRows[] = [];
  business.posts.forEach((post, postIndex) => {
    if (typeof post.label !== 'boolean') return;
    const analyzed = business.analyzed[postIndex]!;
    const vector = business.postVectors?.[postIndex] ?? null;
    const embedding =
      prototypes && vector ? postEmbeddingParts(vector, business.businessVector, prototypes) : null;
    const signals = business.compiled.map((signal) => {
      const values = featureValues(
        analyzed,
        signal,
        ruleParts(analyzed, signal),
        embedding,
        embedding ? (business.signalVectors.get(signal.id) ?? null) : null,
      );
      return Float64Array.from(featureNames, (name) => values.get(name) ?? Number.NaN);
    });
    rows.push({
      business: business.name,
      postIndex,
      label: post.label,
      kind: post.kind ?? '',
      indirect: (post as { indirect?: boolean }).indirect === true,
      signals,
    });
  });
  return rows;
}
