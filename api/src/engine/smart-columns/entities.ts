import { findDeadline } from './deadline.js';
import { findLocation } from './location.js';
import { readNumber } from './numbers.js';
import { findRole } from './role.js';
import type { SmartColumnEntity } from './rules.js';
import { findTeamSize } from './team-size.js';

/**
 * Finders for the things a smart column can look for. Each returns the first occurrence as the text a
 * person would want in the column ("$49/mo", "HubSpot", "https://..."), or null. All of these regexes
 * are linear: no nested or overlapping repetition.
 */

const per = String.raw`(?:\s?(?:\/|per\s|a\s|an\s)\s?(?:mo|month|yr|year|user|seat|head|license|licence|hour|hr|day|week|project)\b)?`;
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
  // No currency, but a budget said as one: "budget is around 2k per year", "spend 5,000 a year".
  new RegExp(
    String.raw`(?<=\b(?:budget|spend|pay|paying|afford|up\s+to)\s+(?:is\s+|of\s+)?(?:about\s+|around\s+|roughly\s+|~\s?|up\s+to\s+)?)(?:\d+(?:\.\d)?\s?[kKmM]\b${per}|\d{1,3}(?:,\d{3})+${per}|\d+\s?(?:\/|per\s|a\s)\s?(?:mo|month|yr|year)\b)`,
    'i',
  ),
];

/** The amount of a price as a number ("$1.2k/mo" → 1200), for "Is their budget over $1,000?". */
export function priceAmount(price: string): number | null {
  const match = /(\d{1,3}(?:,\d{3})+|\d+(?:\.\d+)?)(\s?[kKmM]\b)?/.exec(price);
  return match ? readNumber(`${match[1]}${match[2]?.trim() ?? ''}`) : null;
}

const urlPattern = /\bhttps?:\/\/[^\s<>"'`]+/i;
const emailPattern = /\b[a-z0-9._%+-]{1,64}@[a-z0-9-]{1,63}(?:\.[a-z0-9-]{1,63})*\.[a-z]{2,24}\b/i;

const interrogativeOpeners =
  /^(?:how|what|which|who|whom|whose|where|why|when|is|are|was|were|can|could|should|would|will|does|do|did|has|have|any|anyone|anybody|recommendations?|suggestions?|tips|advice|ideas|thoughts|i\s+wonder|i'm\s+wondering|wondering|curious\s+(?:if|whether)|help\s+me|(?:please\s+)?recommend|looking\s+for\s+(?:advice|recommendations?|suggestions?|tips|ideas))\b/i;

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
  /** Names "competitor" looks for, whatever their case. */
  competitors: readonly string[];
  /** Names that are everyday words: found only when capitalised inside a sentence. */
  everydayCompetitors?: readonly string[];
  /** Also take a capitalised name after "switching from", "something like", "anyone tried"... */
  competitorCues?: boolean;
}

/** A capitalised product name after a cue that says it is a product someone uses or leaves. */
const competitorCue =
  /\b(?:switch(?:ed|ing)?\s+(?:from|off)|moving\s+(?:off|away\s+from)|leaving|left|alternatives?\s+to|something\s+like|anything\s+like|instead\s+of|replac(?:e|ed|ing)|ditch(?:ed|ing)?|cancel(?:led|ling|ed|ing)?|migrat(?:e|ed|ing)\s+(?:from|off)|(?:anyone|has\s+anyone|have\s+you)\s+tried|currently\s+(?:on|using)|we\s+use|we're\s+on)\s+([A-Z][\w.]*[a-z][\w.]*(?:\s+[A-Z][\w.]+)?)/i;
/** Capitalised words after a cue that are not products. */
const notProducts =
  /^(?:I|We|The|A|An|It|This|That|Our|My|Excel|Google|Sheets|Spreadsheets?|Email|Gmail|Outlook)$/;

function findCompetitor(text: string, context: EntityContext): string | null {
  const hits: { name: string; index: number }[] = [];
  for (const name of context.competitors) {
    const index = termPattern(name).exec(text)?.index;
    if (index !== undefined) hits.push({ name, index });
  }
  for (const name of context.everydayCompetitors ?? []) {
    // Capitalised, and not the first word of a sentence ("Close the deal").
    const match = new RegExp(
      String.raw`(?<=[\p{L}\p{N},;:]\s+)${escapeRegex(name)}(?![\p{L}\p{N}])`,
      'u',
    ).exec(text);
    if (match) hits.push({ name, index: match.index });
  }
  if (context.competitorCues) {
    const match = competitorCue.exec(text);
    // The flag makes [A-Z] match lowercase too: keep only the capitalised words ("HubSpot for" -> "HubSpot").
    const words = (match?.[1]?.replace(/[.]+$/, '') ?? '').split(' ');
    const capitalised = words.findIndex((word) => !/^[A-Z]/.test(word));
    const name = (capitalised === -1 ? words : words.slice(0, capitalised)).join(' ');
    if (match && name && /^[A-Z]/.test(name) && !notProducts.test(name.split(' ')[0] ?? ''))
      hits.push({ name, index: match.index + match[0].length - match[1]!.length });
  }
  hits.sort((a, b) => a.index - b.index || b.name.length - a.name.length);
  return hits[0]?.name ?? null;
}

export function findEntity(entity: SmartColumnEntity, text: string, context: EntityContext): string | null {
  switch (entity) {
    case 'competitor':
      return findCompetitor(text, context);
    case 'price':
      return findPrice(text);
    case 'url':
      return findUrl(text);
    case 'email':
      return findEmail(text);
    case 'question':
      return findQuestion(text);
    case 'team_size': {
      const size = findTeamSize(text);
      return size ? String(size.count) : null;
    }
    case 'deadline':
      return findDeadline(text)?.phrase ?? null;
    case 'location':
      return findLocation(text)?.phrase ?? null;
    case 'role':
      return findRole(text);
  }
}
