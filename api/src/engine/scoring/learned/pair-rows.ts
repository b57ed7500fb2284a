// Feature rows for every (post, business) pair of the pool: one PostRows per post and business, one row
// per signal of that business, computed as the product computes them for a project with that business.
import { ruleParts } from '../score-post.js';
import { featureValues, postEmbeddingParts } from './features.js';
import { pairKind, type PairBusiness, type PairCorpus } from './pair-corpus.js';
import type { PrototypeCategory } from './prototypes.js';
import type { PostRows } from './training-set.js';

/** Business name → its rows, one per post of the pool in pool order. */
export type PairTable = Map<string, PostRows[]>;

function rowsFor(
  corpus: PairCorpus,
  business: PairBusiness,
  names: readonly string[],
  prototypes: Readonly<Record<PrototypeCategory, Float32Array>> | null,
): PostRows[] {
  return corpus.posts.map((pooled, postIndex) => {
    const embedding =
      prototypes && pooled.vector
        ? postEmbeddingParts(pooled.vector, business.businessVector, prototypes)
        : null;
    const signals = business.compiled.map((signal) => {
      const values = featureValues(
        pooled.analyzed,
        signal,
        ruleParts(pooled.analyzed, signal),
        embedding,
        embedding ? (business.signalVectors.get(signal.id) ?? null) : null,
      );
      return Float64Array.from(names, (name) => values.get(name) ?? Number.NaN);
    });
    return {
      business: business.name,
      postIndex,
      label: corpus.leadFor[postIndex]!.has(business.name),
      kind: pairKind(corpus, postIndex, business.name),
      indirect: pooled.home === business.name && (pooled.post as { indirect?: boolean }).indirect === true,
      signals,
    };
  });
}

/** Rows of every pair. `prototypes` null: rule features only. */
export function pairTable(
  corpus: PairCorpus,
  names: readonly string[],
  prototypes: Readonly<Record<PrototypeCategory, Float32Array>> | null,
): PairTable {
  return new Map(
    corpus.businesses.map((business) => [business.name, rowsFor(corpus, business, names, prototypes)]),
  );
}

/** The length-only baseline's rows: one row per pair, its one feature the log of the post's words. */
export function lengthTable(corpus: PairCorpus, table: PairTable): PairTable {
  const words = corpus.posts.map(({ post }) =>
    Math.log(1 + `${post.title ?? ''} ${post.body ?? ''}`.split(/\s+/).filter(Boolean).length),
  );
  return new Map(
    [...table].map(([name, rows]) => [
      name,
      rows.map((row) => ({ ...row, signals: [Float64Array.of(words[row.postIndex]!)] })),
    ]),
  );
}
