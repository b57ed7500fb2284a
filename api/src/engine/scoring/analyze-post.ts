import {
  antiIntentCategories,
  cuePatternsByFirstStem,
  intentCategories,
  questionCueWeight,
  type AntiIntentCategory,
  type CueCategory,
  type IntentCategory,
} from './intent-cues.js';
import { buildSequenceIndex, matchesAt, type SequenceIndex } from './sequence-index.js';
import { stemmedStopWords } from './stop-words.js';
import { sentenceBreak, stem, tokenize } from './tokenize.js';

export interface PostToScore {
  title?: string | null;
  body?: string | null;
  author?: string | null;
  community?: string | null;
  platform?: string | null;
}

export interface DetectedCue<C extends CueCategory = CueCategory> {
  category: C;
  /** 0-1: how sure the strongest phrase of this category makes us. */
  strength: number;
}

/** Everything the scorer needs from a post, computed once however many signals it is scored against. */
export interface AnalyzedPost {
  /** Every stem, stop words included: intent cues and negative keywords ("I built") need them. */
  full: SequenceIndex;
  /** Stop words left out: signal terms and phrases ("alternative to HubSpot" ~ "HubSpot alternative"). */
  content: SequenceIndex;
  author: string;
  community: string;
  /** Intent cues found, strongest first. */
  intents: DetectedCue<IntentCategory>[];
  /** Anti-intent cues found (job post, self-promotion, tutorial or news), strongest first. */
  antiIntents: DetectedCue<AntiIntentCategory>[];
  /** 0-1, all intent cues combined. */
  intent: number;
  /** 0-1, all anti-intent cues combined. */
  antiIntent: number;
  /**
   * Every intent phrase found with its weight. A one-word cue that is also a signal's term ("cost" for a
   * cloud-cost tool) is the topic, not intent, for that signal: the scorer recomputes without it.
   */
  intentMatches: CueMatch[];
}

export interface CueMatch {
  category: IntentCategory;
  weight: number;
  /** The stem, when the cue is one word. */
  word: string | null;
}

/** Analysis reads at most this much of a body: intent shows early, and a pasted log should not cost more. */
const maxBodyChars = 20_000;
/** A cue in the title is the post's point, not an aside. */
const titleCueBonus = 1.15;

/** Lower-cased, without the "r/" or "@" a platform puts in front, for comparing with a project's exclusions. */
export function normalizeHandle(value: string | null | undefined): string {
  return (value ?? '')
    .trim()
    .toLowerCase()
    .replace(/^\/?(?:r|u|user)\/|^@/, '');
}

export function analyzePost(post: PostToScore): AnalyzedPost {
  const title = stemAll(tokenize(post.title ?? ''));
  const body = stemAll(tokenize((post.body ?? '').slice(0, maxBodyChars)));
  const full = buildSequenceIndex(title, body);
  const content = buildSequenceIndex(withoutStopWords(title), withoutStopWords(body));
  const matches = detectCues(full);
  const text = `${post.title ?? ''} ${post.body ?? ''}`;
  if (text.includes('?')) matches.push({ category: 'question', weight: questionCueWeight, word: null });
  const intentMatches = matches.filter((match): match is CueMatch => isIntent(match.category));
  const intents = strongest(intentCategories, intentMatches);
  const antiIntents = strongest(antiIntentCategories, matches);
  return {
    full,
    content,
    author: normalizeHandle(post.author),
    community: normalizeHandle(post.community),
    intents,
    antiIntents,
    intent: combine(intents),
    antiIntent: combine(antiIntents),
    intentMatches,
  };
}

function stemAll(tokens: string[]): string[] {
  for (let i = 0; i < tokens.length; i++) if (tokens[i] !== sentenceBreak) tokens[i] = stem(tokens[i]!);
  return tokens;
}

function withoutStopWords(stems: string[]): string[] {
  return stems.filter((token) => !stemmedStopWords.has(token));
}

const intentSet: ReadonlySet<CueCategory> = new Set(intentCategories);
const isIntent = (category: CueCategory): category is IntentCategory => intentSet.has(category);

/** Each cue phrase found (its first occurrence), weighted up when it is in the title. */
function detectCues(full: SequenceIndex): { category: CueCategory; weight: number; word: string | null }[] {
  const found: { category: CueCategory; weight: number; word: string | null }[] = [];
  for (const [first, starts] of full.positions) {
    const patterns = cuePatternsByFirstStem.get(first);
    if (!patterns) continue;
    for (const pattern of patterns) {
      for (const start of starts) {
        if (!matchesAt(full.tokens, start, pattern.stems)) continue;
        const weight = start < full.titleEnd ? Math.min(1, pattern.weight * titleCueBonus) : pattern.weight;
        found.push({ category: pattern.category, weight, word: pattern.stems.length === 1 ? first : null });
        break;
      }
    }
  }
  return found;
}

/** The strongest cue of each category found, strongest first, leaving out the one-word cues `skip` holds. */
export function strongest<C extends CueCategory>(
  categories: readonly C[],
  matches: readonly { category: CueCategory; weight: number; word: string | null }[],
  skip?: { has(word: string): boolean },
): DetectedCue<C>[] {
  const best = new Map<CueCategory, number>();
  for (const match of matches) {
    if (skip && match.word !== null && skip.has(match.word)) continue;
    if (match.weight > (best.get(match.category) ?? 0)) best.set(match.category, match.weight);
  }
  const found: DetectedCue<C>[] = [];
  for (const category of categories) {
    const strength = best.get(category);
    if (strength !== undefined) found.push({ category, strength });
  }
  return found.sort((a, b) => b.strength - a.strength);
}

/** Independent evidence adds up without passing 1: two 0.6 cues make 0.84. */
export function combine(cues: readonly DetectedCue[]): number {
  let missing = 1;
  for (const cue of cues) missing *= 1 - cue.strength;
  return 1 - missing;
}
