import type { SmartColumnEntity, SmartColumnExtract, SmartColumnKind, SmartColumnRuleSet } from './rules.js';

/** What a question is about, recognised from its wording, and the entity that answers it. */
const topics: { entity: SmartColumnEntity; pattern: RegExp }[] = [
  {
    entity: 'competitor',
    pattern:
      /\b(?:competitors?|competition|rivals?|alternatives?|(?:which|what)\s+(?:\w+\s+)?(?:tools?|software|apps?|products?|platforms?|services?|crms?|solutions?|vendors?|providers?)|currently\s+us(?:e|es|ing)|switch(?:ing)?\s+from|tool\s+do\s+they\s+use)\b/i,
  },
  {
    entity: 'price',
    pattern:
      /\b(?:budget|prices?|pricing|costs?|spend(?:ing)?|pay(?:ing)?|how\s+much|afford|expensive|cheap|money)\b|\$/i,
  },
  { entity: 'url', pattern: /\b(?:urls?|links?|website|web\s+site)\b/i },
  {
    entity: 'email',
    pattern:
      /\b(?:e-?mail|contact)\s+(?:address(?:es)?|info|details)\b|\be-?mail\s+(?:given|shared|included)\b/i,
  },
];

const asksAQuestion = /\bquestions?\b/i;
const asks = /\bask(?:s|ed|ing)?\b/i;

/** Words that say how a question is asked, not what it is about. */
const stopWords = new Set(
  (
    'a an and any anyone are as at about be been being but by can could did do does done for from get gets ' +
    'had has have he her his how i if in into is it its just kind like lead leads look looking may me might ' +
    'mention mentions mentioned mentioning more most much must my need needs no not of on or our post posts ' +
    'say says said she should so some someone talk talks talking than that the their them then there these ' +
    'they this those to type use uses user was we were what when where whether which who whom whose why ' +
    'will with would yes you your author person people thing things does anything something'
  ).split(' '),
);

/** Phrases the question quotes ("Mentions "cold email"?") are taken as they are. */
const quoted = /["“”']([^"“”']{2,80})["“”']/g;

/**
 * Local rules for a question, so that a column works without an LLM and without hand-written rules:
 * a recognised topic becomes an entity ("Mentions a competitor?" → competitor, "Budget mentioned?" →
 * price); otherwise the question's content words become keywords. Text columns extract what matched.
 */
export function deriveRules(question: string, kind: SmartColumnKind): SmartColumnRuleSet {
  const entities: SmartColumnEntity[] = topics
    .filter((topic) => topic.pattern.test(question))
    .map((topic) => topic.entity);
  if (asksAQuestion.test(question) || (entities.length === 0 && asks.test(question)))
    entities.push('question');
  if (entities.length > 0) {
    const extract: SmartColumnExtract | null = kind === 'text' ? entities[0]! : null;
    return { match: 'any', keywords: [], patterns: [], entities, competitors: [], extract };
  }
  const phrases = quotedPhrases(question);
  const keywords = phrases.length > 0 ? phrases : contentWords(question);
  return {
    // Two or three content words usually name one thing together ("team size"): ask for all of them.
    // Quoted phrases are alternatives the person listed.
    match: phrases.length === 0 && keywords.length > 1 && keywords.length <= 3 ? 'all' : 'any',
    keywords,
    patterns: [],
    entities: [],
    competitors: [],
    extract: kind === 'text' && keywords.length > 0 ? 'keyword' : null,
  };
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
