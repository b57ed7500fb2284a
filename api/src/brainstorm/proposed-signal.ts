import type { Static } from 'typebox';
import type { ProposedIntentSignalSchema } from '../schemas/brainstorm.js';
import { intentSignalLimits } from '../schemas/intent-signal.js';
import { clip, oneLine, uniqueIgnoringCase } from './text.js';

export type ProposedIntentSignal = Static<typeof ProposedIntentSignalSchema>;

/** Negative keywords by what they keep out; the proposer and the refiner pick from these. */
export const negativeKeywordSets = {
  jobs: ['hiring', 'job opening', "we're hiring", 'salary', 'internship', 'resume'],
  tutorials: ['tutorial', 'course', 'step by step guide'],
  selfPromotion: ['I built', 'I made', 'my startup', 'launching today', 'Show HN', 'check out my'],
} as const;

export function terms(values: readonly string[]): string[] {
  return uniqueIgnoringCase(values.map((value) => clip(oneLine(value), intentSignalLimits.term))).slice(
    0,
    intentSignalLimits.terms,
  );
}

/** A signal within the stored limits: trimmed, clipped, terms deduplicated. */
export function signal(
  name: string,
  description: string,
  keywords: readonly string[],
  negativeKeywords: readonly string[],
): ProposedIntentSignal {
  const cleanKeywords = terms(keywords);
  const keywordKeys = new Set(cleanKeywords.map((k) => k.toLowerCase()));
  return {
    name: clip(oneLine(name), intentSignalLimits.name),
    description: clip(oneLine(description), intentSignalLimits.description),
    keywords: cleanKeywords,
    negative_keywords: terms(negativeKeywords).filter((n) => !keywordKeys.has(n.toLowerCase())),
  };
}
