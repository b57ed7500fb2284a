// A logistic regression over named features, as the model file stores it: each feature standardized
// by its mean and scale, so a contribution reads as "how far this post is from an average one".

export interface ModelFeature {
  name: string;
  mean: number;
  scale: number;
}

export interface LinearModel {
  features: ModelFeature[];
  /** One per feature, on the standardized value. */
  weights: number[];
  bias: number;
  /** The logit of the chosen operating point: it maps to score 50. */
  threshold: number;
  /** Optional weights on the raw embedding dimensions (tried; see the model's notes). */
  vectorWeights?: number[];
}

export interface Contribution {
  name: string;
  /** Its share of the logit. */
  value: number;
}

/**
 * The logit for these feature values and each feature's contribution. A feature missing from `values`
 * (an embedding feature the project cannot compute) counts as average: it contributes nothing.
 */
export function evaluateLinear(
  model: LinearModel,
  values: ReadonlyMap<string, number>,
  vector: Float32Array | null = null,
): { logit: number; contributions: Contribution[] } {
  let logit = model.bias;
  const contributions: Contribution[] = [];
  model.features.forEach((feature, index) => {
    const raw = values.get(feature.name);
    if (raw === undefined) return;
    const value = ((raw - feature.mean) / feature.scale) * (model.weights[index] ?? 0);
    logit += value;
    contributions.push({ name: feature.name, value });
  });
  if (model.vectorWeights && vector) {
    let value = 0;
    for (let i = 0; i < model.vectorWeights.length; i++) value += (vector[i] ?? 0) * model.vectorWeights[i]!;
    logit += value;
    contributions.push({ name: 'wording', value });
  }
  return { logit, contributions };
}

/** 0-100, 50 at the model's operating point. */
export function scoreFromLogit(logit: number, threshold: number): number {
  const probability = 1 / (1 + Math.exp(-(logit - threshold)));
  return Math.max(0, Math.min(100, Math.round(probability * 100)));
}
