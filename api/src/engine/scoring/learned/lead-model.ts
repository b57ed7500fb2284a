// The shipped lead model (model/lead-model.json, written by `npm run train:scorer`), read once.
import shipped from '../model/lead-model.json' with { type: 'json' };
import type { LinearModel } from './linear-model.js';
import { prototypeCategories, type PrototypeCategory } from './prototypes.js';

export interface TriageSettings {
  /** Accepted and rejected examples each the project needs before they move a score. */
  minEach: number;
  /** Nearest examples of each kind averaged. */
  neighbours: number;
  /** Logit added per unit of (nearest accepted - nearest rejected) cosine. */
  weight: number;
}

export interface LeadModel {
  version: number;
  /** The sentence encoder whose vectors the primary model reads (embeddings/encoder-model.ts). */
  encoder: string;
  trained_on: string[];
  /** With an embedding of the post. */
  primary: LinearModel;
  /** Rule features only: posts without an embedding. */
  fallback: LinearModel;
  /** Mean vector of each category's prototype sentences (learned/prototypes.ts). */
  prototypes: Record<PrototypeCategory, number[]>;
  triage: TriageSettings;
  notes?: string[];
}

export interface LoadedLeadModel extends LeadModel {
  prototypeVectors: Record<PrototypeCategory, Float32Array>;
}

/** Checks a model file's shape and turns its prototype vectors into Float32Arrays. */
export function loadLeadModel(raw: unknown): LoadedLeadModel {
  const model = raw as LeadModel;
  for (const linear of [model.primary, model.fallback])
    if (!linear || linear.features.length !== linear.weights.length)
      throw new Error('lead model: features and weights differ in length');
  const prototypeVectors = {} as Record<PrototypeCategory, Float32Array>;
  for (const category of prototypeCategories) {
    const vector = model.prototypes?.[category];
    if (!Array.isArray(vector)) throw new Error(`lead model: no prototype vector for ${category}`);
    prototypeVectors[category] = Float32Array.from(vector);
  }
  return { ...model, prototypeVectors };
}

let loaded: LoadedLeadModel | null = null;

/** The model the product ships. */
export function shippedLeadModel(): LoadedLeadModel {
  loaded ??= loadLeadModel(shipped);
  return loaded;
}
