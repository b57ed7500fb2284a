import type { SmartColumnEntity } from './rules.js';

/**
 * Finders for the things a smart column can look for. Each returns the first occurrence as the text a
 * person would want in the column ("$49/mo", "HubSpot", "https://..."), or null. All of these regexes
 * are linear: no nested or overlapping repetition.
 */

const per = String.raw`(?:\s?(?:\/|per\s|a\s)\s?(?:mo|month|yr|year|user|seat|head|license|licence)\b)?`;
const amount = String.raw`\d{1,3}(?:[,\s]\d{3})+(?:\.\d{1,2})?|\d+(?:[.,]\d{1,2})?`;
const magnitude = String.raw`(?:\s?[kKmM]\b)?`;
const pricePatterns = [
  // $49, $1,200/mo, €30 per month, USD 50, £5k
  new RegExp(String.raw`(?:[$€£¥]|\b(?:USD|EUR|GBP|CAD|AUD|CHF)\s?)(?:${amount})${magnitude}${per}`, 'i'),
  // 30€, 50 dollars, 100 euros a month, 20 USD/seat, 5k bucks
  new RegExp(
    String.raw`\b(?:${amount})${magnitude}\s?(?:[€£$]|(?:usd|eur|gbp|dollars?|bucks|euros?|pounds?|quid)\b)${per}`,
    'i',
  ),
];

const urlPattern = /\bhttps?:\/\/[^\s<>"'`]+/i;
const emailPattern = /\b[a-z0-9._%+-]{1,64}@[a-z0-9-]{1,63}(?:\.[a-z0-9-]{1,63})*\.[a-z]{2,24}\b/i;

const interrogativeOpeners =
  /^(?:how|what|which|who|whom|whose|where|why|when|is|are|was|were|can|could|should|would|will|does|do|did|has|have|any|anyone|anybody|recommendations?|suggestions?)\b/i;

export function findPrice(text: string): string | null {
  let best: RegExpExecArray | null = null;
  for (const pattern of pricePatterns) {
    const match = pattern.exec(text);
    if (match && (!best || match.index < best.index)) best = match;
  }
  return best ? best[0].trim() : null;
}

export function findUrl(text: string): string | null {
  // Sentence punctuation right after a link is not part of it.
  return urlPattern.exec(text)?.[0].replace(/[.,;:!?)\]]+$/, '') ?? null;
}

export function findEmail(text: string): string | null {
  return emailPattern.exec(text)?.[0] ?? null;
}

/** The first sentence that asks something: it ends with "?" or opens like a question ("Anyone using..."). */
export function findQuestion(text: string): string | null {
  for (const line of text.split(/\n+/)) {
    for (const sentence of line.split(/(?<=[.!?])\s+/)) {
      const clean = sentence.trim();
      if (clean === '') continue;
      if (clean.endsWith('?') || interrogativeOpeners.test(clean)) return clean.slice(0, 200);
    }
  }
  return null;
}

function escapeRegex(value: string): string {
  return value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

const termCache = new Map<string, RegExp>();

/** A regex finding `term` as a whole word or phrase, case-insensitively ("crm" not in "crmify"). */
export function termPattern(term: string): RegExp {
  let regex = termCache.get(term);
  if (!regex) {
    const body = escapeRegex(term).replace(/\s+/g, String.raw`\s+`);
    regex = new RegExp(String.raw`(?<![\p{L}\p{N}])${body}(?![\p{L}\p{N}])`, 'iu');
    if (termCache.size > 5000) termCache.clear();
    termCache.set(term, regex);
  }
  return regex;
}

/** The first of `terms` in the text (by position), as written in the list. */
export function findTerm(text: string, terms: readonly string[]): string | null {
  let best: { term: string; index: number } | null = null;
  for (const term of terms) {
    const index = termPattern(term).exec(text)?.index;
    if (index !== undefined && (!best || index < best.index)) best = { term, index };
  }
  return best?.term ?? null;
}

export interface EntityContext {
  /** Names "competitor" looks for. */
  competitors: readonly string[];
}

export function findEntity(entity: SmartColumnEntity, text: string, context: EntityContext): string | null {
  switch (entity) {
    case 'competitor':
      return findTerm(text, context.competitors);
    case 'price':
      return findPrice(text);
    case 'url':
      return findUrl(text);
    case 'email':
      return findEmail(text);
    case 'question':
      return findQuestion(text);
  }
}
