import { describe, expect, it } from 'vitest';
import { encoderModel } from '../../../../src/engine/embeddings/encoder-model.js';
import { loadLeadModel, shippedLeadModel } from '../../../../src/engine/scoring/learned/lead-model.js';
import { prototypeCategories } from '../../../../src/engine/scoring/learned/prototypes.js';
import {
  fallbackFeatureNames,
  primaryFeatureNames,
} from '../../../../src/engine/scoring/learned/train-lead-model.js';
import { expectedSigns } from '../../../../src/engine/scoring/learned/train-model.js';

describe('the shipped lead model file', () => {
  const model = shippedLeadModel();

  it('reads the features the code computes, in the same order, for the encoder the product runs', () => {
    expect(model.primary.features.map((feature) => feature.name)).toEqual(primaryFeatureNames);
    expect(model.fallback.features.map((feature) => feature.name)).toEqual(fallbackFeatureNames);
    expect(model.encoder).toBe(encoderModel);
    expect(model.trained_on.length).toBeGreaterThanOrEqual(9);
    expect(
      model.trained_on.some((name) => ['fernleaf-tutoring', 'shiftnest', 'pagerline'].includes(name)),
    ).toBe(false);
  });

  it('ships a unit vector for every prototype category', () => {
    for (const category of prototypeCategories) {
      const vector = model.prototypeVectors[category];
      expect(vector).toHaveLength(512);
      expect(Math.hypot(...vector)).toBeCloseTo(1, 3);
    }
  });

  it('keeps every weight in the direction the lead policy gives it', () => {
    for (const linear of [model.primary, model.fallback])
      linear.features.forEach((feature, j) => {
        const sign = expectedSigns[feature.name];
        if (sign !== undefined) expect(linear.weights[j]! * sign, feature.name).toBeGreaterThanOrEqual(0);
      });
  });

  it('refuses a file whose weights do not match its features', () => {
    const broken = structuredClone(model) as unknown as { primary: { weights: number[] } };
    broken.primary.weights.pop();
    expect(() => loadLeadModel(broken)).toThrow('features and weights');
  });
});
