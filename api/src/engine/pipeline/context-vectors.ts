import type { IntentSignalRow } from '../../db/schema/index.js';
import type { Embedder } from '../embeddings/embedding-pool.js';
import { signalEmbeddingText } from '../scoring/index.js';

/** Entries each cache keeps (a process serves many projects; old versions of edited signals age out). */
const cacheLimit = 5000;

/** A small map that forgets its oldest entry past the limit. */
class BoundedCache<V> {
  private readonly entries = new Map<string, V>();
  get(key: string): V | undefined {
    return this.entries.get(key);
  }
  set(key: string, value: V): void {
    this.entries.delete(key);
    this.entries.set(key, value);
    if (this.entries.size > cacheLimit) this.entries.delete(this.entries.keys().next().value!);
  }
}

// In memory per process: a signal's vector per (model, signal id, version), and a business vector per
// description text, so a poll embeds only its posts.
const signalVectors = new BoundedCache<Float32Array>();
const businessVectors = new BoundedCache<Float32Array>();

export interface ContextVectors {
  businessVector: Float32Array | null;
  signalVectors: Map<string, Float32Array>;
}

/**
 * The vectors of a project's description and of its signals, from the cache or embedded now (in one
 * request). Without an encoder there are none: the scorer then uses its rule-only weights.
 */
export async function contextVectors(
  embedder: Embedder,
  businessDescription: string,
  signals: readonly IntentSignalRow[],
): Promise<ContextVectors> {
  const description = businessDescription.trim();
  const businessKey = `${embedder.model}\u0000${description}`;
  const signalKey = (signal: IntentSignalRow) => `${embedder.model}\u0000${signal.id}\u0000${signal.version}`;

  const wanted: { key: string; text: string; cache: BoundedCache<Float32Array> }[] = [];
  if (description !== '' && !businessVectors.get(businessKey))
    wanted.push({ key: businessKey, text: description, cache: businessVectors });
  for (const signal of signals)
    if (!signalVectors.get(signalKey(signal)))
      wanted.push({ key: signalKey(signal), text: signalEmbeddingText(signal), cache: signalVectors });
  if (wanted.length > 0) {
    const vectors = await embedder.embed(wanted.map((item) => item.text));
    if (!vectors) return { businessVector: null, signalVectors: new Map() };
    wanted.forEach((item, i) => item.cache.set(item.key, vectors[i]!));
  }

  const bySignal = new Map<string, Float32Array>();
  for (const signal of signals) {
    const vector = signalVectors.get(signalKey(signal));
    if (vector) bySignal.set(signal.id, vector);
  }
  return {
    businessVector: description === '' ? null : (businessVectors.get(businessKey) ?? null),
    signalVectors: bySignal,
  };
}
