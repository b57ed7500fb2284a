// The features the learned scorer reads for one (post, signal) pair: the rule scorer's parts (they
// also name the reasons a user sees) and, when the post has an embedding, its cosines to the signal,
// to the business and to the policy's prototype sentences.
import { cosine } from '../../embeddings/cosine.js';
import type { AnalyzedPost } from '../analyze-post.js';
import type { CompiledSignal } from '../compile-signal.js';
import type { AntiIntentCategory, IntentCategory } from '../intent-cues.js';
import { findSequence } from '../sequence-index.js';
import { sentenceBreak, stem } from '../tokenize.js';
import type { RuleParts } from '../score-post.js';
import { leadPrototypeCategories, prototypeCategories, type PrototypeCategory } from './prototypes.js';

const intentFeature: Record<IntentCategory, string> = {
  recommendation: 'intent_recommendation',
  alternative: 'intent_alternative',
  pain: 'intent_pain',
  price: 'intent_price',
  question: 'intent_question',
};
const antiFeature: Record<AntiIntentCategory, string> = {
  job_post: 'anti_job',
  self_promotion: 'anti_promotion',
  tutorial_or_news: 'anti_tutorial',
};

/** Rule features: all a post without an embedding has (the fallback model reads only these). */
export const ruleFeatureNames = [
  'rule_score',
  'topic',
  'keywords',
  'title_match',
  'phrase_match',
  ...Object.values(intentFeature),
  ...Object.values(antiFeature),
  'negative',
  'competitor_named',
  'competitor_switching',
  'topic_x_intent',
  // "For this business?" (issue 23): measured on every post against every business, where a lead for
  // someone else is the commonest false positive. The category word named, intent spent off the topic,
  // a how-to about a named competitor.
  'anchor',
  'intent_off_topic',
  'howto_competitor',
] as const;

export const prototypeFeatureName = (category: PrototypeCategory) => `proto_${category}`;

/** Embedding features, after the rule features in the primary model. */
export const embeddingFeatureNames = [
  'cos_signal',
  'cos_business',
  ...prototypeCategories.map(prototypeFeatureName),
  // A lead is on topic AND reads like a lead: the products let a linear model say "both" (measured:
  // leave-one-business-out F1 0.603 -> 0.636, top-10 precision 7.3 -> 7.7 of 10).
  'cos_signal_x_lead',
  'topic_x_lead',
  // Reads like a lead, but for another topic; reads like a buyer of what this business offers.
  'lead_off_topic',
  'business_x_lead',
] as const;

/** What the embedding says about a post, computed once however many signals it is scored against. */
export interface PostEmbeddingParts {
  vector: Float32Array;
  /** Cosine to the business description, or null when the project has none embedded. */
  business: number | null;
  prototypes: Record<PrototypeCategory, number>;
}

export function postEmbeddingParts(
  vector: Float32Array,
  businessVector: Float32Array | null,
  prototypes: Readonly<Record<PrototypeCategory, Float32Array>>,
): PostEmbeddingParts {
  const byCategory = {} as Record<PrototypeCategory, number>;
  for (const category of prototypeCategories) byCategory[category] = cosine(vector, prototypes[category]);
  return { vector, business: businessVector ? cosine(vector, businessVector) : null, prototypes: byCategory };
}

/** The lead category the post reads most like (its cosine is what the "x_lead" features use). */
export function strongestLeadPrototype(embedding: PostEmbeddingParts): PrototypeCategory {
  let best: PrototypeCategory = 'recommendation';
  for (const category of leadPrototypeCategories)
    if (embedding.prototypes[category] > embedding.prototypes[best]) best = category;
  return best;
}

/** Whether the post names one of the products the signal's keywords say the buyer would leave. */
export function namedCompetitor(post: AnalyzedPost, signal: CompiledSignal): string | null {
  for (const competitor of signal.competitors)
    if (findSequence(post.content, competitor.stems) >= 0) return competitor.display;
  return null;
}

/**
 * Openings of a question about using a product ("How do I bulk change deal owner in HubSpot?"), not
 * about choosing one; "how do you handle..." is left out: it is how owners describe a problem.
 */
const howtoOpenings = [
  'how do i',
  'how can i',
  'how to',
  'how do we',
  'is there a way to',
  'can i',
  'why does',
  'why is',
  'does anyone know how',
].map((opening) => opening.split(' ').map((word) => stem(word)));

/** 1 when the title or the body's first sentence opens as a how-to question. */
export function howtoQuestion(post: AnalyzedPost): number {
  const { tokens, titleEnd } = post.full;
  let sentences = 0;
  for (let i = 0; i < tokens.length && sentences < (titleEnd > 0 ? 3 : 2); i++) {
    if (i !== 0 && tokens[i - 1] !== sentenceBreak) continue;
    if (tokens[i] === sentenceBreak) continue;
    sentences++;
    for (const opening of howtoOpenings) if (opening.every((word, k) => tokens[i + k] === word)) return 1;
  }
  return 0;
}

/** 1 when the post's title names one of the signal's category words, 0.7 in the body, else 0. */
export function anchorMatch(post: AnalyzedPost, signal: CompiledSignal): number {
  let best = 0;
  for (const anchor of signal.anchors) {
    const positions = post.content.positions.get(anchor);
    if (!positions) continue;
    if (positions[0]! < post.content.titleEnd) return 1;
    best = 0.7;
  }
  return best;
}

/** Feature values by name; a missing embedding feature is left out (the model reads it as average). */
export function featureValues(
  post: AnalyzedPost,
  signal: CompiledSignal,
  parts: RuleParts,
  embedding: PostEmbeddingParts | null,
  signalVector: Float32Array | null,
): Map<string, number> {
  const values = new Map<string, number>();
  values.set('rule_score', parts.score / 100);
  values.set('topic', parts.topic);
  values.set('keywords', Math.min(parts.keywordEvidence, 3) / 3);
  values.set('title_match', parts.titleMatch ? 1 : 0);
  values.set('phrase_match', parts.phrases.length > 0 ? 1 : 0);
  for (const name of Object.values(intentFeature)) values.set(name, 0);
  for (const cue of parts.cues) values.set(intentFeature[cue.category], cue.strength);
  for (const name of Object.values(antiFeature)) values.set(name, 0);
  for (const cue of post.antiIntents) values.set(antiFeature[cue.category], cue.strength);
  values.set('negative', parts.negatives.length > 0 ? 1 : 0);
  const competitor = namedCompetitor(post, signal) !== null ? 1 : 0;
  values.set('competitor_named', competitor);
  const switching = Math.max(values.get('intent_alternative') ?? 0, values.get('intent_pain') ?? 0);
  values.set('competitor_switching', competitor * switching);
  values.set('topic_x_intent', parts.topic * parts.intent);
  values.set('anchor', anchorMatch(post, signal));
  values.set('intent_off_topic', parts.intent * (1 - parts.topic));
  values.set(
    'howto_competitor',
    competitor * howtoQuestion(post) * (1 - (values.get('intent_alternative') ?? 0)),
  );
  if (embedding) {
    if (signalVector) values.set('cos_signal', cosine(embedding.vector, signalVector));
    if (embedding.business !== null) values.set('cos_business', embedding.business);
    let lead = -1;
    for (const category of prototypeCategories) {
      values.set(prototypeFeatureName(category), embedding.prototypes[category]);
      if (leadPrototypeCategories.has(category)) lead = Math.max(lead, embedding.prototypes[category]);
    }
    if (signalVector) values.set('cos_signal_x_lead', (values.get('cos_signal') ?? 0) * lead);
    values.set('topic_x_lead', parts.topic * lead);
    values.set('lead_off_topic', lead * (1 - parts.topic));
    if (embedding.business !== null) values.set('business_x_lead', embedding.business * lead);
  }
  return values;
}
