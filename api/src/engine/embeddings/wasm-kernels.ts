// Faster versions of TensorFlow.js WebAssembly kernels the sentence encoder spends its time in, each giving
// the same bits as the kernel it replaces (test/engine/embeddings/wasm-kernels.test.ts).
//
// - BatchMatMul: the backend sends every product with a batch (the encoder's attention: 4 heads per text)
//   to a scalar loop that sums k in blocks of 48 (each block from 0, then added to the output in order);
//   only unbatched products reach XNNPACK's SIMD fully-connected operator. That loop was a quarter of
//   the encoder's CPU. Here each block of each batch entry is one XNNPACK product (which sums a block in
//   the same order) and the blocks are added to the output in the same order.
// - Slice and SplitV: the backend copies the whole input out of WebAssembly memory for every slice
//   (three times per attention layer for the query/key/value split); here slices read it in place.
// - GatherV2: the backend works out every element's position on its own (the token embeddings: 256 floats
//   a token, about 20 ns each); here each gathered row is one copy.
// - Sin and Cos: the positional encodings, a few hundred distinct rows computed again for every token of
//   every run (about 28 ns an element); here a row seen before is copied.
import * as tensorflow from '@energetic-ai/core';

interface TensorInfo {
  dataId: object;
  shape: number[];
  dtype: string;
}
interface WasmBackend {
  makeOutput(shape: number[], dtype: string): TensorInfo;
  disposeData(dataId: object): boolean;
  /** A view of the tensor in WebAssembly memory (a new one after any allocation: memory may grow). */
  typedArrayFromHeap(info: TensorInfo): Float32Array | Int32Array | Uint8Array;
}
interface KernelArgs {
  inputs: Record<string, TensorInfo>;
  backend: WasmBackend;
  attrs: Record<string, unknown>;
}
type KernelFunc = (args: KernelArgs) => TensorInfo | TensorInfo[];
interface KernelConfig {
  kernelName: string;
  backendName: string;
  kernelFunc: KernelFunc;
}
// @energetic-ai/core bundles TensorFlow.js but its type declarations point at @tensorflow/tfjs-core,
// which is not installed: what is used here, typed by hand.
const tf = tensorflow as unknown as {
  getBackend(): string;
  getKernel(kernelName: string, backendName: string): KernelConfig | undefined;
  unregisterKernel(kernelName: string, backendName: string): void;
  registerKernel(config: KernelConfig): void;
  slice_util: {
    parseSliceParams(x: TensorInfo, begin: number | number[], size?: number | number[]): [number[], number[]];
  };
  util: { parseAxisParam(axis: number | number[], shape: number[]): number[] };
  backend_util: {
    prepareSplitSize(x: TensorInfo, numOrSizeSplits: number | number[], axis: number): number[];
  };
};

/** The block of k the backend's batched loop sums at a time (kBlockSize in its batch_mat_mul_impl.cc). */
const blockSize = 48;

const elements = (shape: readonly number[]) => shape.reduce((product, n) => product * n, 1);

let replaced = false;

/** Replaces the kernels above in the WebAssembly backend, once it is the backend in use (and started). */
export function useFasterWasmKernels(): void {
  if (replaced || tf.getBackend() !== 'wasm') return;
  replaced = true;
  const original = (name: string) => {
    const kernel = tf.getKernel(name, 'wasm');
    if (!kernel) throw new Error(`the wasm backend has no ${name} kernel`);
    return kernel.kernelFunc;
  };
  const batchMatMul = original('BatchMatMul');
  const transpose = original('Transpose');
  const add = original('Add');
  const slice = original('Slice');
  const gather = original('GatherV2');
  const [sin, cos] = [original('Sin'), original('Cos')];
  const replace = (kernelName: string, kernelFunc: KernelFunc) => {
    tf.unregisterKernel(kernelName, 'wasm');
    tf.registerKernel({ kernelName, backendName: 'wasm', kernelFunc });
  };
  replace('BatchMatMul', (args) => blockedBatchMatMul(args, batchMatMul, { transpose, add }));
  replace('Slice', (args) => sliceInPlace(args, slice));
  replace('SplitV', (args) => splitInPlace(args, slice));
  replace('GatherV2', (args) => gatherRows(args, gather));
  replace('Sin', rememberingRows(sin));
  replace('Cos', rememberingRows(cos));
}

/**
 * a [...batch, m, k] x b [...batch, k, n] (b given as [...batch, n, k] when transposeB) with the
 * backend's own unbatched product per block of k. Anything else (no batch and no transpose, which the
 * backend already sends to XNNPACK; transposeA; broadcast batches; other types) goes to the original.
 */
function blockedBatchMatMul(
  args: KernelArgs,
  original: KernelFunc,
  { transpose, add }: { transpose: KernelFunc; add: KernelFunc },
): TensorInfo {
  const { a, b } = args.inputs as { a: TensorInfo; b: TensorInfo };
  const transposeA = args.attrs.transposeA === true;
  const transposeB = args.attrs.transposeB === true;
  const batches = elements(a.shape.slice(0, -2));
  if (
    transposeA ||
    a.dtype !== 'float32' ||
    b.dtype !== 'float32' ||
    a.shape.length !== b.shape.length ||
    a.shape.slice(0, -2).some((n, i) => n !== b.shape[i]) ||
    (batches === 1 && !transposeB) ||
    elements(a.shape) === 0 ||
    elements(b.shape) === 0
  )
    return original(args) as TensorInfo;
  const backend = args.backend;
  const floats = (info: TensorInfo) => backend.typedArrayFromHeap(info) as Float32Array;
  const rank = a.shape.length;
  const m = a.shape[rank - 2]!;
  const k = a.shape[rank - 1]!;
  const n = transposeB ? b.shape[rank - 2]! : b.shape[rank - 1]!;
  // b as [...batch, k, n], so that a block of k is a run of rows.
  const perm = b.shape.map((_, i) => (i < rank - 2 ? i : 2 * rank - 3 - i));
  const bRows = transposeB ? (transpose({ inputs: { x: b }, backend, attrs: { perm } }) as TensorInfo) : b;
  // Per block of k, every batch entry's product over that block.
  const blockSums: TensorInfo[] = [];
  try {
    for (let k0 = 0; k0 < k; k0 += blockSize) {
      const width = Math.min(blockSize, k - k0);
      const sums = backend.makeOutput([...a.shape.slice(0, -2), m, n], 'float32');
      blockSums.push(sums);
      // The rows of a over this block, for one batch entry at a time (XNNPACK keeps nothing of its input).
      const aBlock = backend.makeOutput([m, width], 'float32');
      try {
        for (let batch = 0; batch < batches; batch += 1) {
          const bBlock = backend.makeOutput([width, n], 'float32');
          const aValues = floats(a);
          const aBlockValues = floats(aBlock);
          const aStart = batch * m * k + k0;
          if (width === k) aBlockValues.set(aValues.subarray(aStart, aStart + m * k));
          else
            for (let row = 0, from = aStart, to = 0; row < m; row += 1, from += k)
              for (let column = 0; column < width; column += 1, to += 1)
                aBlockValues[to] = aValues[from + column]!;
          const bStart = batch * k * n + k0 * n;
          floats(bBlock).set(floats(bRows).subarray(bStart, bStart + width * n));
          // A new b tensor every time: XNNPACK's operator, packed from b, is cached by b's tensor id.
          try {
            const part = original({
              inputs: { a: aBlock, b: bBlock },
              backend,
              attrs: { transposeA: false, transposeB: false },
            }) as TensorInfo;
            floats(sums).set(floats(part), batch * m * n);
            backend.disposeData(part.dataId);
          } finally {
            backend.disposeData(bBlock.dataId);
          }
        }
      } finally {
        backend.disposeData(aBlock.dataId);
      }
    }
    // The backend's loop adds the blocks to an output of zeros in order; 0 + x is x here, as a sum that
    // starts from +0 is never -0.
    while (blockSums.length > 1) {
      const [first, second] = blockSums.splice(0, 2) as [TensorInfo, TensorInfo];
      try {
        blockSums.unshift(add({ inputs: { a: first, b: second }, backend, attrs: {} }) as TensorInfo);
      } finally {
        backend.disposeData(first.dataId);
        backend.disposeData(second.dataId);
      }
    }
    return blockSums.pop()!;
  } finally {
    for (const sums of blockSums) backend.disposeData(sums.dataId);
    if (bRows !== b) backend.disposeData(bRows.dataId);
  }
}

/** The original Slice, reading the input where it lies instead of from a copy of all of it. */
function sliceInPlace(args: KernelArgs, original: KernelFunc): TensorInfo {
  const { x } = args.inputs as { x: TensorInfo };
  if (!readableInPlace(x)) return original(args) as TensorInfo;
  const [begin, size] = tf.slice_util.parseSliceParams(
    x,
    args.attrs.begin as number | number[],
    args.attrs.size as number | number[] | undefined,
  );
  return sliceOf(args.backend, x, begin, size);
}

/** Types the backend keeps as plain numbers in its memory (strings live in JavaScript), rank 1 and up. */
const readableInPlace = (x: TensorInfo) =>
  (x.dtype === 'float32' || x.dtype === 'int32' || x.dtype === 'bool') && x.shape.length > 0;

function sliceOf(backend: WasmBackend, x: TensorInfo, begin: number[], size: number[]): TensorInfo {
  const out = backend.makeOutput(size, x.dtype);
  const from = backend.typedArrayFromHeap(x);
  const to = backend.typedArrayFromHeap(out);
  // Row-major strides of x, and the length of the innermost run that is contiguous in both.
  const strides = x.shape.map((_, axis) => elements(x.shape.slice(axis + 1)));
  let runAxis = x.shape.length - 1;
  while (runAxis > 0 && size[runAxis] === x.shape[runAxis]) runAxis -= 1;
  const run = elements(size.slice(runAxis));
  const count = elements(size.slice(0, runAxis));
  // The position of the current run in the outer axes, counted like an odometer.
  const index = new Array<number>(runAxis).fill(0);
  for (let r = 0; r < count; r += 1) {
    let offset = begin[runAxis]! * strides[runAxis]!;
    for (let axis = 0; axis < runAxis; axis += 1) offset += (begin[axis]! + index[axis]!) * strides[axis]!;
    to.set(from.subarray(offset, offset + run), r * run);
    for (let axis = runAxis - 1; axis >= 0; axis -= 1) {
      index[axis] = index[axis]! + 1;
      if (index[axis]! < size[axis]!) break;
      index[axis] = 0;
    }
  }
  return out;
}

/** The original SplitV (consecutive slices along one axis), with the slices read in place. */
function splitInPlace(args: KernelArgs, slice: KernelFunc): TensorInfo[] {
  const { x } = args.inputs as { x: TensorInfo };
  const [axis] = tf.util.parseAxisParam(args.attrs.axis as number, x.shape);
  const sizes = tf.backend_util.prepareSplitSize(x, args.attrs.numOrSizeSplits as number | number[], axis!);
  const begin = x.shape.map(() => 0);
  return sizes.map((part) => {
    const size = [...x.shape];
    size[axis!] = part;
    const piece = readableInPlace(x)
      ? sliceOf(args.backend, x, begin, size)
      : (slice({ inputs: { x }, backend: args.backend, attrs: { begin: [...begin], size } }) as TensorInfo);
    begin[axis!]! += part;
    return piece;
  });
}

/**
 * The original GatherV2 without batch dimensions: out = x.shape[:axis] + indices.shape + x.shape[axis+1:],
 * each index picking a run of x. Indices out of range go to the original, which says so.
 */
function gatherRows(args: KernelArgs, original: KernelFunc): TensorInfo {
  const { x, indices } = args.inputs as { x: TensorInfo; indices: TensorInfo };
  const batchDims = (args.attrs.batchDims as number | undefined) ?? 0;
  if (
    batchDims !== 0 ||
    !readableInPlace(x) ||
    indices.dtype !== 'int32' ||
    elements(x.shape) === 0 ||
    elements(indices.shape) === 0
  )
    return original(args) as TensorInfo;
  const [axis] = tf.util.parseAxisParam(args.attrs.axis as number, x.shape);
  const outer = elements(x.shape.slice(0, axis));
  const dim = x.shape[axis!]!;
  const inner = elements(x.shape.slice(axis! + 1));
  const picks = args.backend.typedArrayFromHeap(indices) as Int32Array;
  for (const pick of picks) if (pick < 0 || pick >= dim) return original(args) as TensorInfo;
  const count = picks.length;
  const out = args.backend.makeOutput(
    [...x.shape.slice(0, axis), ...indices.shape, ...x.shape.slice(axis! + 1)],
    x.dtype,
  );
  const from = args.backend.typedArrayFromHeap(x);
  const to = args.backend.typedArrayFromHeap(out);
  const chosen = args.backend.typedArrayFromHeap(indices) as Int32Array;
  for (let o = 0; o < outer; o += 1)
    for (let j = 0; j < count; j += 1) {
      const start = (o * dim + chosen[j]!) * inner;
      to.set(from.subarray(start, start + inner), (o * count + j) * inner);
    }
  return out;
}

/** Rows kept per kernel: the encoder's positional encodings have one row per position (under 200). */
const rememberedRows = 4096;

/**
 * An element-wise float kernel whose input rows repeat (the encoder's positional encodings: for every
 * token a row of position x frequency, so the same few hundred rows again and again) answering from the
 * rows it has seen, compared bit for bit. An input with any new row goes to the kernel whole.
 */
function rememberingRows(kernel: KernelFunc): KernelFunc {
  const seen = new Map<string, { input: Uint32Array; output: Float32Array }>();
  const bitsOf = (backend: WasmBackend, info: TensorInfo) => {
    const values = backend.typedArrayFromHeap(info) as Float32Array;
    return new Uint32Array(values.buffer, values.byteOffset, values.length);
  };
  const keyOf = (bits: Uint32Array, start: number, width: number) =>
    `${bits[start]} ${bits[start + 1]} ${bits[start + width - 1]}`;
  return (args) => {
    const { x } = args.inputs as { x: TensorInfo };
    const width = x.shape[x.shape.length - 1] ?? 0;
    if (x.dtype !== 'float32' || x.shape.length < 2 || width < 2) return kernel(args);
    const backend = args.backend;
    const rows = elements(x.shape) / width;
    const out = backend.makeOutput(x.shape, 'float32');
    const bits = bitsOf(backend, x);
    const outValues = backend.typedArrayFromHeap(out) as Float32Array;
    let known = true;
    for (let row = 0, start = 0; row < rows && known; row += 1, start += width) {
      const remembered = seen.get(keyOf(bits, start, width));
      for (let i = 0; known && i < width; i += 1) known = remembered?.input[i] === bits[start + i];
      if (known) outValues.set(remembered!.output, start);
    }
    if (known) return out;
    backend.disposeData(out.dataId);
    const computed = kernel(args) as TensorInfo;
    const inputBits = bitsOf(backend, x);
    const computedValues = backend.typedArrayFromHeap(computed) as Float32Array;
    for (let row = 0, start = 0; row < rows && seen.size < rememberedRows; row += 1, start += width)
      seen.set(keyOf(inputBits, start, width), {
        input: inputBits.slice(start, start + width),
        output: computedValues.slice(start, start + width),
      });
    return computed;
  };
}
