import * as tensorflow from '@energetic-ai/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { useFasterWasmKernels } from '../../../src/engine/embeddings/wasm-kernels.js';

interface Tensor {
  shape: number[];
  dataSync(): Float32Array | Int32Array | Uint8Array;
}
// The few TensorFlow.js calls used here, typed by hand (see sentence-encoder.ts).
const tf = tensorflow as unknown as {
  setBackend(name: string): Promise<boolean>;
  ready(): Promise<void>;
  tensor(values: Float32Array | Int32Array | Uint8Array, shape: number[], dtype: string): Tensor;
  matMul(a: Tensor, b: Tensor, transposeA: boolean, transposeB: boolean): Tensor;
  slice(x: Tensor, begin: number[], size: number[]): Tensor;
  gather(x: Tensor, indices: Tensor, axis: number): Tensor;
  sin(x: Tensor): Tensor;
  cos(x: Tensor): Tensor;
  split(x: Tensor, sizes: number[], axis: number): Tensor[];
  engine(): { backend: { numDataIds(): number } };
};

/** Floats of every kind the encoder may meet: signs, zeros, tiny and large magnitudes, exact repeats. */
function floats(shape: number[], seed: number): Tensor {
  let state = seed;
  const next = () => (state = (Math.imul(state, 1_103_515_245) + 12_345) >>> 0) / 2 ** 32;
  const values = Float32Array.from({ length: shape.reduce((a, b) => a * b, 1) }, (_, i) => {
    const pick = next();
    if (pick < 0.05) return 0;
    if (pick < 0.07) return -0;
    if (i % 97 === 0) return 1e-30 * (next() - 0.5);
    return (next() - 0.5) * 10 ** Math.floor(next() * 6 - 3);
  });
  return tf.tensor(values, shape, 'float32');
}

/** What a computation gives, as bit patterns (so -0 and +0 differ). */
const bits = (tensor: Tensor) => [...new Uint32Array(Float32Array.from(tensor.dataSync()).buffer)];

interface Product {
  a: number[];
  b: number[];
  transposeB: boolean;
}

// The encoder's attention products (queries x keys, weights x values) at lengths around the backend's
// blocks of 48, the other batched forms, and unbatched ones with b transposed.
const products: Product[] = [
  ...[1, 17, 47, 48, 49, 96, 97, 164].flatMap((length) =>
    [64, 128].flatMap((width) => [
      { a: [2, 4, length, width], b: [2, 4, length, width], transposeB: true },
      { a: [2, 4, length, length], b: [2, 4, length, width], transposeB: false },
    ]),
  ),
  { a: [3, 5, 50], b: [3, 50, 7], transposeB: false },
  { a: [3, 5, 50], b: [3, 7, 50], transposeB: true },
  { a: [1, 1, 1], b: [1, 1, 1], transposeB: true },
  { a: [9, 100], b: [11, 100], transposeB: true },
  { a: [1, 30, 20], b: [1, 20, 40], transposeB: false },
];

const slices: { shape: number[]; begin: number[]; size: number[]; dtype: string }[] = [
  { shape: [2, 24, 1, 768], begin: [0, 0, 0, 256], size: [2, 24, 1, 256], dtype: 'float32' },
  { shape: [5, 7], begin: [1, 2], size: [3, 4], dtype: 'int32' },
  { shape: [5, 7], begin: [2, 0], size: [-1, 7], dtype: 'float32' },
  { shape: [4, 3, 2], begin: [1, 1, 1], size: [2, 2, 1], dtype: 'bool' },
  { shape: [3, 4, 5, 6, 2], begin: [1, 0, 2, 1, 0], size: [2, 4, 2, 5, 2], dtype: 'float32' },
  { shape: [10], begin: [3], size: [0], dtype: 'float32' },
];

const gathers: { shape: number[]; dtype: string; indices: number[]; indexShape: number[]; axis: number }[] = [
  // The token embeddings: rows of a table by token id.
  { shape: [300, 16], dtype: 'float32', indices: [5, 0, 299, 5, 17, 42], indexShape: [6], axis: 0 },
  { shape: [4, 9, 3], dtype: 'float32', indices: [8, 0, 3, 3], indexShape: [2, 2], axis: 1 },
  { shape: [4, 9, 3], dtype: 'int32', indices: [2, 0], indexShape: [2], axis: -1 },
  { shape: [6, 2], dtype: 'bool', indices: [1, 5, 4], indexShape: [3], axis: 0 },
];

/** Positional-encoding-like rows: position x frequency, positions repeating, and a row that differs from
 * another only inside (the same first, second and last values). */
function encodings(): Tensor[] {
  const width = 16;
  const row = (position: number) => Array.from({ length: width }, (_, i) => position / 10_000 ** (i / width));
  const repeated = [3, 0, 7, 3, 3, 9, 0].flatMap(row);
  const inside = row(3);
  inside[5] = inside[5]! + 1;
  return [
    tf.tensor(Float32Array.from(repeated), [7, width], 'float32'),
    tf.tensor(Float32Array.from([...row(7), ...row(0), ...row(3)]), [3, width], 'float32'),
    tf.tensor(Float32Array.from([...row(9), ...inside]), [2, width], 'float32'),
    floats([2, 3, width], 300),
  ];
}

function tensorOf(dtype: string, shape: number[], seed: number): Tensor {
  if (dtype === 'float32') return floats(shape, seed);
  const size = shape.reduce((a, b) => a * b, 1);
  const values = Int32Array.from({ length: size }, (_, i) => (i * 7919 + seed) % 1000);
  return dtype === 'bool'
    ? tf.tensor(
        Uint8Array.from(values, (v) => v % 2),
        shape,
        'bool',
      )
    : tf.tensor(values, shape, 'int32');
}

function gatherOf(x: Tensor, g: (typeof gathers)[number]): { shape: number[]; values: number[] } {
  const out = tf.gather(x, tf.tensor(Int32Array.from(g.indices), g.indexShape, 'int32'), g.axis);
  return { shape: out.shape, values: [...out.dataSync()] };
}

describe("the encoder's faster wasm kernels", () => {
  let inputs: (readonly [Tensor, Tensor])[];
  let sliced: Tensor[];
  // What the backend's own kernels give, computed before they are replaced.
  let gathered: Tensor[];
  let waves: Tensor[];
  let before: {
    products: number[][];
    slices: number[][];
    splits: number[][][];
    gathers: { shape: number[]; values: number[] }[];
    waves: number[][];
  };

  beforeAll(async () => {
    await tf.setBackend('wasm');
    await tf.ready();
    inputs = products.map(({ a, b }, i) => [floats(a, 2 * i + 1), floats(b, 2 * i + 2)] as const);
    sliced = slices.map((s, i) => tensorOf(s.dtype, s.shape, 100 + i));
    gathered = gathers.map((g, i) => tensorOf(g.dtype, g.shape, 200 + i));
    waves = encodings();
    before = {
      products: products.map((p, i) => bits(tf.matMul(inputs[i]![0], inputs[i]![1], false, p.transposeB))),
      slices: slices.map((s, i) => [...tf.slice(sliced[i]!, s.begin, s.size).dataSync()]),
      splits: sliced.map((x) => tf.split(x, [1, x.shape[0]! - 1], 0).map((part) => [...part.dataSync()])),
      gathers: gathers.map((g, i) => gatherOf(gathered[i]!, g)),
      waves: waves.flatMap((x) => [bits(tf.sin(x)), bits(tf.cos(x))]),
    };
    useFasterWasmKernels();
  });

  it('multiply matrices to the same bits as the backend', () => {
    products.forEach((p, i) => {
      const product = tf.matMul(inputs[i]![0], inputs[i]![1], false, p.transposeB);
      expect(bits(product), JSON.stringify(p)).toEqual(before.products[i]);
    });
  });

  it('slice and split to the same values as the backend', () => {
    slices.forEach((s, i) => {
      expect([...tf.slice(sliced[i]!, s.begin, s.size).dataSync()], JSON.stringify(s)).toEqual(
        before.slices[i],
      );
      const parts = tf
        .split(sliced[i]!, [1, sliced[i]!.shape[0]! - 1], 0)
        .map((part) => [...part.dataSync()]);
      expect(parts).toEqual(before.splits[i]);
    });
  });

  it('gather to the same values as the backend, and refuse an index out of range as it does', () => {
    gathers.forEach((g, i) =>
      expect(gatherOf(gathered[i]!, g), JSON.stringify(g)).toEqual(before.gathers[i]),
    );
    const outOfRange = tf.tensor(Int32Array.from([1, 300]), [2], 'int32');
    expect(() => tf.gather(gathered[0]!, outOfRange, 0)).toThrow(/index value 300 is not in \[0, 299\]/);
  });

  it('give the sines and cosines of rows seen before, and of new rows, to the same bits as the backend', () => {
    for (let pass = 0; pass < 2; pass += 1)
      expect(waves.flatMap((x) => [bits(tf.sin(x)), bits(tf.cos(x))])).toEqual(before.waves);
  });

  it('leave nothing behind in the backend but their output', () => {
    const backend = tf.engine().backend;
    for (const [i, p] of products.entries()) {
      const count = backend.numDataIds();
      tf.matMul(inputs[i]![0], inputs[i]![1], false, p.transposeB);
      expect(backend.numDataIds()).toBe(count + 1);
    }
  });
});
