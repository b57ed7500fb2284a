// Builds the whole model file from evaluation businesses: prototype vectors, the primary model (rule
// and embedding features), the rule-only fallback and the triage settings.
import { encoderModel } from '../../embeddings/encoder-model.js';
import type { EmbedFunction, EvalBusiness } from './eval-corpus.js';
import { embeddingFeatureNames, ruleFeatureNames } from './features.js';
import type { LeadModel, TriageSettings } from './lead-model.js';
import { prototypeCategories, prototypeSentences, type PrototypeCategory } from './prototypes.js';
import { businessRows, type PostRows } from './training-set.js';
import type { PairCorpus } from './pair-corpus.js';
import { shippedTraining } from './pair-evaluation.js';
import { pairTable } from './pair-rows.js';
import { defaultTrainSettings, pairTrainSettings, trainModel, type TrainSettings } from './train-model.js';

export const leadModelVersion = 1;

export const primaryFeatureNames: readonly string[] = [...ruleFeatureNames, ...embeddingFeatureNames];
export const fallbackFeatureNames: readonly string[] = [...ruleFeatureNames];

/** Chosen by the triage measurement (`npm run score -- --eval eval --triage`). */
export const defaultTriageSettings: TriageSettings = { minEach: 3, neighbours: 1, weight: 8 };

/** The mean vector of each category's sentences, unit length. */
export async function prototypeVectors(
  embed: EmbedFunction,
): Promise<Record<PrototypeCategory, Float32Array>> {
  const result = {} as Record<PrototypeCategory, Float32Array>;
  for (const category of prototypeCategories) {
    const vectors = await embed(prototypeSentences[category]);
    const mean = new Float32Array(vectors[0]!.length);
    for (const vector of vectors) for (let i = 0; i < mean.length; i++) mean[i]! += vector[i]!;
    let norm = 0;
    for (const value of mean) norm += value * value;
    norm = Math.sqrt(norm);
    result[category] = mean.map((value) => value / norm);
  }
  return result;
}

export function rowsByBusiness(
  businesses: readonly EvalBusiness[],
  names: readonly string[],
  prototypes: Readonly<Record<PrototypeCategory, Float32Array>> | null,
): Map<string, PostRows[]> {
  return new Map(businesses.map((business) => [business.name, businessRows(business, names, prototypes)]));
}

const rounded = (vector: Float32Array) => Array.from(vector, (value) => Math.round(value * 1e5) / 1e5);

/**
 * A model fitted on every (post, business) pair of the development businesses: a post
 * written for one business teaches the others what is not theirs (pair-corpus.ts).
 */
export async function trainLeadModel(
  corpus: PairCorpus,
  embed: EmbedFunction,
  settings: TrainSettings = pairTrainSettings,
  triage: TriageSettings = defaultTriageSettings,
): Promise<LeadModel> {
  const { shipped, shippedVectors } = await shippedPrototypes(embed);
  const primary = trainModel(
    shippedTraining(corpus, pairTable(corpus, primaryFeatureNames, shippedVectors)),
    primaryFeatureNames,
    settings,
  );
  const fallback = trainModel(
    shippedTraining(corpus, pairTable(corpus, fallbackFeatureNames, null)),
    fallbackFeatureNames,
    settings,
  );
  return {
    version: leadModelVersion,
    encoder: encoderModel,
    trained_on: corpus.businesses
      .filter((business) => business.group === 'development')
      .map((business) => business.name),
    primary,
    fallback,
    triage,
    prototypes: shipped,
  };
}

/** The prototype vectors as the model file ships them (rounded), and as vectors to train with. */
async function shippedPrototypes(embed: EmbedFunction) {
  const prototypes = await prototypeVectors(embed);
  // The model reads the rounded vectors it ships, so train on those too.
  const shipped = Object.fromEntries(
    prototypeCategories.map((category) => [category, rounded(prototypes[category])]),
  ) as Record<PrototypeCategory, number[]>;
  const shippedVectors = Object.fromEntries(
    prototypeCategories.map((category) => [category, Float32Array.from(shipped[category])]),
  ) as Record<PrototypeCategory, Float32Array>;
  return { shipped, shippedVectors };
}

/** The shipped model: fitted on each business's own posts (`npm run train:scorer`). */
export async function trainOwnPostsModel(
  businesses: readonly EvalBusiness[],
  embed: EmbedFunction,
  settings: TrainSettings = defaultTrainSettings,
  triage: TriageSettings = defaultTriageSettings,
): Promise<LeadModel> {
  const { shipped, shippedVectors } = await shippedPrototypes(embed);
  const primary = trainModel(
    rowsByBusiness(businesses, primaryFeatureNames, shippedVectors),
    primaryFeatureNames,
    settings,
  );
  const fallback = trainModel(
    rowsByBusiness(businesses, fallbackFeatureNames, null),
    fallbackFeatureNames,
    settings,
  );
  return {
    version: leadModelVersion,
    encoder: encoderModel,
    trained_on: businesses.map((business) => business.name),
    primary,
    fallback,
    triage,
    prototypes: shipped,
  };
}
