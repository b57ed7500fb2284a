import { sentenceBreak } from './tokenize.js';

/**
 * A post's stems in order with where each occurs, so a signal term is one map lookup and a phrase is a
 * lookup plus a few comparisons. Title stems come first; positions below `titleEnd` are in the title.
 */
export interface SequenceIndex {
  tokens: string[];
  positions: Map<string, number[]>;
  titleEnd: number;
}

export function buildSequenceIndex(title: string[], body: string[]): SequenceIndex {
  const tokens = title.length > 0 ? [...title, sentenceBreak, ...body] : body;
  const positions = new Map<string, number[]>();
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i]!;
    if (token === sentenceBreak) continue;
    const list = positions.get(token);
    if (list) list.push(i);
    else positions.set(token, [i]);
  }
  return { tokens, positions, titleEnd: title.length };
}

/** Where a token must equal, or `*` for one to three tokens within the sentence. */
const wildcard = '*';
const wildcardMax = 3;

/** Whether `stems` occur in order from `start` (the first stem is known to be there). */
export function matchesAt(
  tokens: readonly string[],
  start: number,
  stems: readonly string[],
  from = 1,
): boolean {
  let at = start + from;
  for (let i = from; i < stems.length; i++) {
    const want = stems[i]!;
    if (want === wildcard) {
      for (let skip = 1; skip <= wildcardMax; skip++) {
        const skipped = tokens[at + skip - 1];
        if (skipped === undefined || skipped === sentenceBreak) return false;
        if (matchesAt(tokens, at + skip - (i + 1), stems, i + 1)) return true;
      }
      return false;
    }
    if (tokens[at] !== want) return false;
    at++;
  }
  return true;
}

/** The first position where `stems` occur as a sequence, or -1. Prefers a title occurrence (it comes first). */
export function findSequence(index: SequenceIndex, stems: readonly string[]): number {
  const starts = index.positions.get(stems[0]!);
  if (!starts) return -1;
  if (stems.length === 1) return starts[0]!;
  for (const start of starts) if (matchesAt(index.tokens, start, stems)) return start;
  return -1;
}
