import { stemmer } from 'stemmer';

/** Marks a sentence boundary in a token sequence: phrases and intent cues never match across it. */
export const sentenceBreak = '\u0000';

/**
 * Words, numbers and the technical names people type ("c++", "c#", "node.js", "don't"), or a run of
 * sentence-ending punctuation followed by a space (so "node.js" is one token but "...the project. Next"
 * is a break). Hyphens, slashes and commas are plain separators: "project-management" is two words.
 */
const tokenPattern =
  /([\p{L}\p{N}]+(?:[.'_][\p{L}\p{N}]+)*(?:\+\+|#)?)|([.!?;:]+(?=\s|$)|\n\s*\n|[()[\]{}|•])/gu;

/** Lower-cased tokens and sentence breaks of `text`, in order. */
export function tokenize(text: string): string[] {
  return tokenizeKeepingCase(text.toLowerCase());
}

/** Tokens as written (for showing a signal's words back to the user), sentence breaks included. */
export function tokenizeKeepingCase(text: string): string[] {
  const tokens: string[] = [];
  for (const match of text.replace(/[’‘`´]/g, "'").matchAll(tokenPattern)) {
    if (match[1] !== undefined) {
      // "HubSpot's" is about HubSpot.
      const word = /'s$/i.test(match[1]) ? match[1].slice(0, -2) : match[1];
      tokens.push(word);
    } else if (tokens.length > 0 && tokens[tokens.length - 1] !== sentenceBreak) {
      tokens.push(sentenceBreak);
    }
  }
  return tokens;
}

const plainWord = /^[a-z]+$/;
const stemCache = new Map<string, string>();
/** Posts use a few thousand distinct words; the cap only guards a worker that runs for months. */
const stemCacheLimit = 100_000;

/**
 * The Porter stem of an English word ("recommendations" -> "recommend"). Names with digits or symbols
 * ("node.js", "c++", "s3") and very short words are kept as they are: stemming would only blur them.
 */
export function stem(token: string): string {
  const cached = stemCache.get(token);
  if (cached !== undefined) return cached;
  const result = token.length > 3 && plainWord.test(token) ? stemmer(token) : token;
  if (stemCache.size >= stemCacheLimit) stemCache.clear();
  stemCache.set(token, result);
  return result;
}

/** The stems of `text` in order, sentence breaks kept. */
export function stemSequence(text: string): string[] {
  return tokenize(text).map((token) => (token === sentenceBreak ? token : stem(token)));
}
