import { cueLabels, type AntiIntentCategory, type IntentCategory } from './intent-cues.js';

export interface ReasonFacts {
  score: number;
  terms: string[];
  phrases: string[];
  intents: IntentCategory[];
  antiIntents: AntiIntentCategory[];
  negatives: string[];
}

const quote = (value: string) => `“${value}”`;

function list(values: string[], max = 3): string {
  const shown = values.slice(0, max).map(quote);
  if (shown.length <= 1) return shown.join('');
  return `${shown.slice(0, -1).join(', ')} and ${shown[shown.length - 1]}`;
}

const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** One plain sentence saying why a post got its score, built from what the scorer saw. */
export function localReason(facts: ReasonFacts): string {
  const topic = [...facts.phrases, ...facts.terms.filter((term) => !facts.phrases.includes(term))];
  const mentions = topic.length > 0 ? `mentions ${list(topic)}` : '';
  if (facts.negatives.length > 0) {
    const negatives = `the negative keyword${facts.negatives.length > 1 ? 's' : ''} ${list(facts.negatives)}`;
    return mentions ? `${capitalized(mentions)} but contains ${negatives}.` : `Contains ${negatives}.`;
  }
  const intent = facts.intents[0] ? cueLabels[facts.intents[0]] : '';
  const anti = facts.antiIntents[0] ? cueLabels[facts.antiIntents[0]] : '';
  if (!mentions) {
    if (intent) return `${capitalized(intent)}, but not about this signal’s topic.`;
    return 'Does not mention this signal’s topic.';
  }
  if (anti && (!intent || facts.score < 50)) return `${capitalized(mentions)} but ${anti}.`;
  if (intent) return `${capitalized(intent)} and ${mentions}.`;
  return `${capitalized(mentions)} but shows no sign of wanting to choose, switch or buy.`;
}

export function excludedReason(kind: 'author' | 'community', value: string): string {
  return kind === 'author'
    ? `The author ${quote(value)} is excluded in this project’s settings.`
    : `The community ${quote(value)} is excluded in this project’s settings.`;
}
