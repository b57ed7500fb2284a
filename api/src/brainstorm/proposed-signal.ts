import type { Static } from 'typebox';
import type { ProposedIntentSignalSchema } from '../schemas/brainstorm.js';
import { intentSignalLimits } from '../schemas/intent-signal.js';
import { clip, oneLine, uniqueIgnoringCase } from './text.js';

export type ProposedIntentSignal = Static<typeof ProposedIntentSignalSchema>;

/**
 * Negative keywords by what they keep out; the proposer and the refiner pick from these. Each must not
 * rule out a buyer: "my startup" and "I made" are said by founders who need things, "course" is in "of
 * course", "resume" in "resume syncing".
 */
export const negativeKeywordSets = {
  jobs: ['hiring', 'job opening', "we're hiring", 'salary', 'internship', 'my resume'],
  tutorials: ['tutorial', 'step by step guide', 'online course'],
  selfPromotion: ['I built', 'launching today', 'Show HN', 'check out my'],
} as const;

/** Job posts, tutorials and self-promotion: ruled out for every signal of a project. */
export const projectNegatives: readonly string[] = [
  ...negativeKeywordSets.jobs,
  ...negativeKeywordSets.tutorials,
  ...negativeKeywordSets.selfPromotion,
];

/** Keywords are what a post contains: a few words, not a sentence. */
export const maxKeywordWords = 4;

/**
 * The words of a keyword that count towards its length: "&" and the words that join one phrase ("end of
 * tenancy", "punaises de lit", "HTML to PDF") are part of a name, not words of their own.
 */
export function keywordLength(keyword: string): number {
  return oneLine(keyword)
    .split(' ')
    .filter((w) => !/^(?:&|of|de|du|des|di|da|do|das|dos|del|della|to)$/i.test(w)).length;
}

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
  negativeKeywords: readonly string[] = [],
): ProposedIntentSignal {
  const cleanKeywords = terms(keywords.filter((k) => keywordLength(k) <= maxKeywordWords));
  const keywordKeys = new Set(cleanKeywords.map((k) => k.toLowerCase()));
  return {
    name: clip(oneLine(name), intentSignalLimits.name),
    description: clip(oneLine(description), intentSignalLimits.description),
    keywords: cleanKeywords,
    negative_keywords: terms(negativeKeywords).filter((n) => !keywordKeys.has(n.toLowerCase())),
  };
}
