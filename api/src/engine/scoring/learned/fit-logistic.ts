// Fits a logistic regression by Newton's method with an L2 penalty: deterministic (no random start, no
// sampling), so the same examples always give the same model file.
import type { LinearModel, ModelFeature } from './linear-model.js';

export interface TrainingRow {
  /** Feature values in `featureNames` order; NaN for a value the post cannot have (counts as average). */
  values: Float64Array;
  label: boolean;
  weight: number;
}

export interface FitOptions {
  /** L2 penalty on the standardized weights (the bias is free). */
  l2: number;
  iterations?: number;
  /** Features left out of the fit (weight 0), by index. */
  inactive?: ReadonlySet<number>;
}

function standardization(names: readonly string[], rows: readonly TrainingRow[]): ModelFeature[] {
  return names.map((name, j) => {
    let sum = 0;
    let weight = 0;
    for (const row of rows) {
      const value = row.values[j]!;
      if (Number.isNaN(value)) continue;
      sum += value * row.weight;
      weight += row.weight;
    }
    const mean = weight > 0 ? sum / weight : 0;
    let variance = 0;
    for (const row of rows) {
      const value = row.values[j]!;
      if (!Number.isNaN(value)) variance += row.weight * (value - mean) ** 2;
    }
    const scale = weight > 0 ? Math.sqrt(variance / weight) : 1;
    return { name, mean: round(mean), scale: round(scale > 1e-6 ? scale : 1) };
  });
}

const round = (value: number) => Math.round(value * 1e6) / 1e6;

/** Solves A x = b for a symmetric positive definite A (Cholesky). */
function solve(a: Float64Array[], b: Float64Array): Float64Array {
  const n = b.length;
  const l = a.map(() => new Float64Array(n));
  for (let i = 0; i < n; i++)
    for (let j = 0; j <= i; j++) {
      let sum = a[i]![j]!;
      for (let k = 0; k < j; k++) sum -= l[i]![k]! * l[j]![k]!;
      l[i]![j] = i === j ? Math.sqrt(Math.max(sum, 1e-12)) : sum / l[j]![j]!;
    }
  const y = new Float64Array(n);
  for (let i = 0; i < n; i++) {
    let sum = b[i]!;
    for (let k = 0; k < i; k++) sum -= l[i]![k]! * y[k]!;
    y[i] = sum / l[i]![i]!;
  }
  const x = new Float64Array(n);
  for (let i = n - 1; i >= 0; i--) {
    let sum = y[i]!;
    for (let k = i + 1; k < n; k++) sum -= l[k]![i]! * x[k]!;
    x[i] = sum / l[i]![i]!;
  }
  return x;
}

/** A logistic regression over `featureNames` (threshold 0 until the caller picks an operating point). */
export function fitLogistic(
  featureNames: readonly string[],
  rows: readonly TrainingRow[],
  options: FitOptions,
): LinearModel {
  const features = standardization(featureNames, rows);
  const n = featureNames.length + 1; // the bias last
  const x = rows.map((row) => {
    const standardized = new Float64Array(n);
    features.forEach((feature, j) => {
      const value = row.values[j]!;
      standardized[j] =
        Number.isNaN(value) || options.inactive?.has(j) ? 0 : (value - feature.mean) / feature.scale;
    });
    standardized[n - 1] = 1;
    return standardized;
  });
  const totalWeight = rows.reduce((sum, row) => sum + row.weight, 0);
  let beta: Float64Array = new Float64Array(n);
  for (let iteration = 0; iteration < (options.iterations ?? 25); iteration++) {
    const gradient = new Float64Array(n);
    const hessian = Array.from({ length: n }, () => new Float64Array(n));
    rows.forEach((row, r) => {
      const xr = x[r]!;
      let z = 0;
      for (let j = 0; j < n; j++) z += xr[j]! * beta[j]!;
      const p = 1 / (1 + Math.exp(-z));
      const w = row.weight / totalWeight;
      const residual = (p - (row.label ? 1 : 0)) * w;
      const curvature = Math.max(p * (1 - p), 1e-9) * w;
      for (let j = 0; j < n; j++) {
        gradient[j]! += residual * xr[j]!;
        const hj = hessian[j]!;
        const cj = curvature * xr[j]!;
        for (let k = 0; k <= j; k++) hj[k]! += cj * xr[k]!;
      }
    });
    for (let j = 0; j < n; j++) {
      for (let k = 0; k < j; k++) hessian[k]![j] = hessian[j]![k]!;
      if (j < n - 1) {
        gradient[j]! += options.l2 * beta[j]!;
        hessian[j]![j]! += options.l2;
      } else hessian[j]![j]! += 1e-9;
    }
    const step = solve(hessian, gradient);
    let change = 0;
    const next = new Float64Array(n);
    for (let j = 0; j < n; j++) {
      next[j] = beta[j]! - step[j]!;
      change = Math.max(change, Math.abs(step[j]!));
    }
    beta = next;
    if (change < 1e-6) break;
  }
  return {
    features,
    weights: Array.from(beta.subarray(0, n - 1), round),
    bias: round(beta[n - 1]!),
    threshold: 0,
  };
}
