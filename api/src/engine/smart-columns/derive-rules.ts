import { classifyQuestion } from './question-types.js';
import type { SmartColumnKind, SmartColumnRuleSet } from './rules.js';

/** Words that say how a question is asked, not what it is about. */
const stopWords = new Set(
  (
    'a an and any anyone are as at about be been being but by can could did do does done for from get gets ' +
    'had has have he her his how i if in into is it its just kind like lead leads look looking may me might ' +
    'mention mentions mentioned mentioning more most much must my need needs no not of on or our post posts ' +
    'say says said she should so some someone talk talks talking than that the their them then there these ' +
    'they this those to type use uses user was we were what when where whether which who whom whose why ' +
    'will with would yes you your author person people thing things does anything something poster'
  ).split(' '),
);

/** Phrases the question quotes ("Mentions "cold email"?") are taken as they are. */
const quoted = /["“”']([^"“”']{2,80})["“”']/g;
/** "Does the post mention Slack?": a question about words, which keywords answer well. */
const aboutWords =
  /\b(?:mention(?:s|ed|ing)?|say(?:s|ing)?\s+the\s+words?|talk(?:s|ing)?\s+about|contain(?:s|ing)?|include(?:s|ing)?|refer(?:s|ring)?\s+to|bring(?:s)?\s+up|use(?:s)?\s+the\s+(?:word|phrase|term))\b/i;

export interface DerivedRules {
  rules: SmartColumnRuleSet;
  /**
   * Whether the local rules answer the question itself (a recognised entity, or words the question
   * asks to find), rather than guessing from its content words.
   */
  answerable: boolean;
}

/**
 * Local rules for a question, so that a column works without an LLM and without hand-written rules
 * (README.md): a recognised kind of question becomes its entity ("How big is their team?" → team_size,
 * with a comparison for yes/no: "fewer than 10 people?" → `lt 10`); otherwise the question's quoted
 * phrases, or else its content words, become keywords.
 */
export function deriveRulesFor(question: string, kind: SmartColumnKind): DerivedRules {
  const type = classifyQuestion(question, kind);
  if (type) {
    return {
      answerable: true,
      rules: {
        match: 'any',
        keywords: [],
        patterns: [],
        entities: [type.entity],
        competitors: [],
        extract: kind === 'text' ? type.entity : null,
        compare: type.compare,
      },
    };
  }
  const phrases = quotedPhrases(question);
  const keywords = phrases.length > 0 ? phrases : contentWords(question);
  return {
    answerable: keywords.length > 0 && (phrases.length > 0 || aboutWords.test(question)),
    rules: {
      // Two or three content words usually name one thing together ("team size"): ask for all of them.
      // Quoted phrases are alternatives the person listed.
      match: phrases.length === 0 && keywords.length > 1 && keywords.length <= 3 ? 'all' : 'any',
      keywords,
      patterns: [],
      entities: [],
      competitors: [],
      extract: kind === 'text' && keywords.length > 0 ? 'keyword' : null,
      compare: null,
    },
  };
}

export function deriveRules(question: string, kind: SmartColumnKind): SmartColumnRuleSet {
  return deriveRulesFor(question, kind).rules;
}

function quotedPhrases(question: string): string[] {
  const phrases = [...question.matchAll(quoted)].map((match) => match[1]!.trim()).filter(Boolean);
  return [...new Set(phrases)].slice(0, 10);
}

function contentWords(question: string): string[] {
  const words = question
    .split(/[^\p{L}\p{N}.+#-]+/u)
    .map((word) => word.replace(/^[.-]+|[.-]+$/g, ''))
    .filter((word) => word.length >= 3 && !stopWords.has(word.toLowerCase()));
  const seen = new Set<string>();
  return words.filter((word) => !seen.has(word.toLowerCase()) && seen.add(word.toLowerCase())).slice(0, 10);
}
