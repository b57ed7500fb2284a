import { describe, expect, it } from 'vitest';
import { maxEmbeddedWords, truncateForEncoder } from '../../../src/engine/embeddings/sentence-encoder.js';
import { postEmbeddingText } from '../../../src/engine/scoring/learned/post-text.js';

const words = (count: number, stem: string) =>
  Array.from({ length: count }, (_, i) => `${stem}${i}`).join(' ');

describe('what the encoder reads of a post', () => {
  it('is the title first, then the opening of the body, cut at maxEmbeddedWords words', () => {
    const title = 'Looking for a bookkeeper who knows Xero';
    const text = truncateForEncoder(postEmbeddingText({ title, body: words(200, 'body') }));
    expect(text.startsWith(`${title} body0 body1`)).toBe(true);
    expect(text.split(' ')).toHaveLength(maxEmbeddedWords);
    expect(text.endsWith(` body${maxEmbeddedWords - title.split(' ').length - 1}`)).toBe(true);
  });

  it('keeps a short post whole, with its whitespace folded', () => {
    expect(truncateForEncoder('Need a CRM\n\n  any  tips?')).toBe('Need a CRM any tips?');
    expect(truncateForEncoder(postEmbeddingText({ title: null, body: words(maxEmbeddedWords, 'w') }))).toBe(
      words(maxEmbeddedWords, 'w'),
    );
  });
});
