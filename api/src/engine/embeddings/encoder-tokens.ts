// The encoder's tokenizer (@energetic-ai/embeddings 0.2.0, `Tokenizer.encode`) without its quadratic
// cost: the package copies the rest of the text at every character to look it up in its vocabulary trie
// (0.3 s of the encoder thread, plus the garbage, for 434 posts of up to 80 words; this walk takes a
// sixth of that). Same walk of the same trie, same choices in the same order, so the same token ids
// (test/engine/embeddings/encoder-tokens.test.ts compares them with the package's on every evaluation post).
import type { EmbeddingsModel } from '@energetic-ai/embeddings';

interface TrieNode {
  children: Record<string, TrieNode | undefined>;
  end: boolean;
  /** [the piece's symbols, its score, its vocabulary index] */
  word: [string[], number, number];
}

/** The tokenizer's fields that its type declarations keep private. */
interface TokenizerInternals {
  vocabulary: [string, number][];
  trie: { root: TrieNode };
}

/** Word boundaries as the vocabulary spells them (SentencePiece's "▁"). */
const separator = '\u2581';

/** The token ids `model.tokenizer.encode(input)` gives. */
export function encoderTokens(model: EmbeddingsModel, input: string): number[] {
  const { vocabulary, trie } = model.tokenizer as unknown as TokenizerInternals;
  const normalized = input.normalize('NFKC');
  const text = normalized.length > 0 ? separator + normalized.replace(/ /g, separator) : normalized;
  // By code point, as the package splits it.
  const symbols = [...text];
  const length = symbols.length;
  // Best score and last piece of a segmentation of the first `end` symbols (0: none yet).
  const best = new Array<number>(length + 1).fill(0);
  const words = new Array<number>(length + 1).fill(0);
  const consider = (end: number, score: number, index: number) => {
    if (best[end] === 0 || score >= best[end]!) {
      best[end] = score;
      words[end] = index;
    }
  };
  // The package first collects every vocabulary piece at every start, then for each end visits the
  // pieces ending there by ascending start. Pieces ending at `start` all start before it, so taking the
  // starts in order and extending forward makes the same comparisons in the same order.
  for (let start = 0; start < length; start += 1) {
    let found = false;
    let node = trie.root.children[symbols[start]!];
    for (let at = start; at < length && node; at += 1) {
      if (node.end) {
        found = true;
        consider(start + node.word[0].length, node.word[1] + best[start]!, node.word[2]);
      }
      node = at + 1 < length ? node.children[symbols[at + 1]!] : undefined;
    }
    // No piece starts here: the unknown piece (index 0, score 0) covers the one symbol.
    if (!found) consider(start + 1, best[start]!, 0);
  }
  const reversed: number[] = [];
  // The package steps back by the length of the piece's text in UTF-16 units (not symbols); kept as is.
  for (let end = length; end > 0; end -= vocabulary[words[end]!]![0].length) reversed.push(words[end]!);
  const ids: number[] = [];
  for (let i = reversed.length - 1; i >= 0; i -= 1) {
    // A run of unknown pieces counts once.
    if (reversed[i] === 0 && i > 0 && reversed[i - 1] === 0) continue;
    ids.push(reversed[i]!);
  }
  return ids;
}
