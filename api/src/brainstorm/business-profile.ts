import { findCompetitors } from './find-competitors.js';
import { capitalize, clip, sentences, stopWords, uniqueIgnoringCase } from './text.js';

/** What a business is, read from a sentence like "Acme is the simple CRM for small agencies." */
export interface CategoryAndAudience {
  /** "simple CRM" */
  category: string | null;
  /** "small agencies" */
  audience: string | null;
}

/** What the local proposer and refiner know about a business, read from its description. */
export interface BusinessProfile extends CategoryAndAudience {
  name: string | null;
  /** Whether it sells software (then "tool" fits as a generic noun; otherwise "service"). */
  software: boolean;
  offerings: string[];
  competitors: string[];
  /** Salient words of the description, most frequent first. */
  terms: string[];
}

const productNouns =
  'software|platform|app|apps|application|tool|tools|toolkit|CRM|ERP|service|services|agency|studio|marketplace|' +
  'API|plugin|extension|consultancy|solution|suite|system|framework|library|shop|store|company|firm|provider|' +
  'network|assistant|bot|manager|tracker|builder|editor|engine|dashboard|portal|database|SDK|CMS|hosting|' +
  'cloud|bakery|restaurant|clinic|school|course|courses|template|templates|kit|device|hardware';
const productNoun = new RegExp(`\\b(?:${productNouns})$`, 'i');
// Not inside a possessive or a name: "Rosie's Bakery" gives "Bakery", not "s Bakery".
const productPhrase = new RegExp(`(?<![\\w'’])((?:[A-Za-z][\\w-]*\\s){0,2}(?:${productNouns}))\\b`, 'i');
const leadingFiller = /^(?:(?:the|a|an|your|our|their|its|this|one|simple way to)\s+)+/i;
/** Words too vague to name what a business sells. */
const vague =
  /^(?:things?|stuff|products?|services?|solutions?|goods|items?|it|them|everything|more|you|people)$/i;
const articleWords = new Set(['the', 'a', 'an', 'your', 'our', 'their', 'its', 'this', 'that', 'these']);

/** Whether a category reads as a thing ("a simple CRM") rather than an activity ("accounting"). */
export function isProductNoun(category: string): boolean {
  return productNoun.test(category) || /\b[A-Z]{2,}\b/.test(category);
}

function wordCount(text: string): number {
  return text.split(/\s+/).filter(Boolean).length;
}

function stripLeading(text: string): string {
  return text.replace(leadingFiller, '').trim();
}

/**
 * Reads category and audience from one sentence or title: "Acme CRM is the simple CRM for small agencies
 * that want to grow" -> { category: "simple CRM", audience: "small agencies" }; "Project management
 * software for remote teams" -> { "Project management software", "remote teams" }.
 */
export function categoryAndAudience(text: string, name: string | null = null): CategoryAndAudience {
  let sentence = (sentences(text)[0] ?? '')
    .replace(/[.!?]+$/, '')
    // Asides are not part of what the business is: "small sales teams (2 to 20 people)".
    .replace(/\s*\([^)]*\)/g, '')
    // A list of adjectives is one description: "a simple, affordable CRM".
    .replace(/\b([a-z-]+),\s+(?=[a-z-]+\s+[\w-]+)/g, (match, word: string) =>
      /^(?:simple|affordable|modern|easy|fast|friendly|powerful|lightweight|reliable|secure|beautiful|flexible|local|independent|family-run|small|open-source)$/i.test(
        word,
      )
        ? `${word} `
        : match,
    );
  if (name && sentence.toLowerCase().startsWith(name.toLowerCase()))
    sentence = sentence.slice(name.length).replace(/^[\s:|–—-]+/, '');
  const is =
    /(?:^|\s)(?:is|are|offers?|provides?|sells?|makes?|builds?|delivers?|runs?|creates?|designs?|bakes?|brews?|crafts?|produces?|develops?|writes?|teaches?)\s+/i.exec(
      sentence,
    );
  const described = is !== null && wordCount(sentence.slice(0, is.index)) <= 6;
  if (is && described) sentence = sentence.slice(is.index + is[0].length);

  const forMatch = /\s(?:built |designed |made |created |tailored |crafted )?for\s+/i.exec(sentence);
  let left = forMatch ? sentence.slice(0, forMatch.index) : sentence;
  if (described) {
    // "a family bakery in Leeds, baking bread" -> "a family bakery"
    left = left.split(/,|\s(?:in|with|that|which|who|since|based|where|from)\s/i)[0] ?? left;
  } else {
    // "Close more deals with the CRM" -> "the CRM"
    const lastWith = Math.max(
      left.toLowerCase().lastIndexOf(' with '),
      left.toLowerCase().lastIndexOf(' using '),
    );
    if (lastWith >= 0) left = left.slice(left.indexOf(' ', lastWith + 1) + 1);
  }
  left = stripLeading(left.split(/[:|–—]/).at(-1) ?? left);

  let audience: string | null = null;
  if (forMatch) {
    const right = sentence
      .slice(forMatch.index + forMatch[0].length)
      .split(/,|;|:|\s[–—-]\s|\s(?:who|that|which|to|so|with|by|in order|looking)\s/i)[0]
      ?.trim();
    const cleaned = right ? stripLeading(right) : '';
    if (
      cleaned &&
      wordCount(cleaned) <= 6 &&
      /^[a-z0-9]/i.test(cleaned) &&
      !articleWords.has(cleaned.toLowerCase())
    )
      audience = cleaned;
  }
  const category =
    left !== '' &&
    wordCount(left) <= 5 &&
    (forMatch || described || isProductNoun(left)) &&
    !/^(?:and|or|to)\b/i.test(left) &&
    !vague.test(left)
      ? left
      : null;
  return { category, audience };
}

/** A product phrase anywhere in the text ("CRM software", "booking platform"), as a category fallback. */
export function productPhraseIn(text: string): string | null {
  const match = productPhrase.exec(text);
  if (!match?.[1]) return null;
  const phrase = stripLeading(match[1]);
  const words = phrase.split(' ');
  while (words.length > 1 && stopWords.has((words[0] ?? '').toLowerCase())) words.shift();
  return words.join(' ') || null;
}

/** A display name from a host: "www.acme-crm.co.uk" -> "Acme Crm". */
export function nameFromHost(website: string | null): string | null {
  if (!website) return null;
  let host: string;
  try {
    host = new URL(website).hostname;
  } catch {
    return null;
  }
  const label = host.replace(/^www\d*\./, '').split('.')[0] ?? '';
  if (label === '' || /^\d+$/.test(label)) return null;
  return label
    .split(/[-_]/)
    .filter(Boolean)
    .map((part) => capitalize(part))
    .join(' ');
}

/** The subject of "Acme CRM is/helps/offers ...", when it looks like a name. */
function subjectName(sentence: string): string | null {
  const match =
    /^([A-Z0-9][\w.&'+-]*(?:\s[A-Z0-9][\w.&'+-]*){0,3})\s+(?:is|are|helps|offers|provides|makes|builds|lets|gives|sells|turns|connects)\b/.exec(
      sentence,
    );
  const name = match?.[1];
  if (!name || articleWords.has(name.split(' ')[0]?.toLowerCase() ?? '')) return null;
  return name;
}

/** "pipeline tracking, automated follow-ups and a client portal" -> three offerings. */
export function splitOfferings(list: string): string[] {
  return list
    .replace(/[.!]+$/, '')
    .split(/\s*,\s+(?:and\s+|or\s+)?|\s+and\s+|\s+\+\s+|\s*;\s*/)
    .map((item) => stripLeading(item.trim()).replace(/^(?:and|or)\s+/i, ''))
    .filter((item) => item.length >= 3 && wordCount(item) <= 8);
}

const offeringLists = [
  /\b(?:key offerings|offerings|features|products|services)\s+(?:include|are|such as|like)\s*:?\s+(.+)$/i,
  // "We help parents and couples with divorce, child arrangements and financial settlements".
  /\bhelps?\s+(?:[\w-]+\s+){1,4}?with\s+(.+)$/i,
  /\b(?:it |we |which )?(?:offers|provides|includes|including|sells|features)\s*:?\s+(.+)$/i,
  // "Services: 3D renders, walkthrough videos, virtual tours".
  /^(?:services|products|what we do|we offer)\s*:\s*(.+)$/i,
  // "We build new walls, rebuild collapsed field walls, lime pointing on old cottages".
  /\b(?:we|i)\s+(?:also\s+)?(?:build|rebuild|repair|install|fit|restore|lay|renovate|paint|service|maintain)\s+(.+)$/i,
  // "We do rewiring, fuse box upgrades and EV charger installation", "we offer test rides and repairs".
  /\b(?:we|and|also)\s+(?:do|offer|provide|specialise\s+in|specialize\s+in)\s+(.+)$/i,
];

/** "Key offerings include a, b and c." first, then any "offers/provides a, b and c". */
function offeringsIn(all: string[]): string[] {
  for (const pattern of offeringLists)
    for (const sentence of all) {
      const match = pattern.exec(sentence);
      if (!match?.[1]) continue;
      const items = splitOfferings(match[1].split(/\s(?:so that|so|to help|that|which|for)\s/i)[0] ?? '');
      if (items.length >= 1 && items.length <= 10) return uniqueIgnoringCase(items).slice(0, 8);
    }
  return [];
}

function salientTerms(text: string, exclude: readonly string[]): string[] {
  const excluded = new Set(exclude.flatMap((value) => value.toLowerCase().split(/\s+/)));
  const counts = new Map<string, { count: number; first: number }>();
  const words = text.toLowerCase().match(/[a-z][a-z0-9-]{3,}/g) ?? [];
  words.forEach((w, index) => {
    if (stopWords.has(w) || excluded.has(w)) return;
    const entry = counts.get(w);
    if (entry) entry.count += 1;
    else counts.set(w, { count: 1, first: index });
  });
  return [...counts.entries()]
    .sort((a, b) => b[1].count - a[1].count || a[1].first - b[1].first)
    .slice(0, 12)
    .map(([w]) => w);
}

/** Reads a business description (as the user wrote or edited it) into what the local proposer needs. */
export function readDescription(description: string, website: string | null): BusinessProfile {
  const all = sentences(description);
  const first = all[0] ?? '';
  const name = subjectName(first) ?? nameFromHost(website);
  let found: CategoryAndAudience = { category: null, audience: null };
  for (const sentence of all.slice(0, 4)) {
    const read = categoryAndAudience(sentence, name);
    found = { category: found.category ?? read.category, audience: found.audience ?? read.audience };
    if (found.category && found.audience) break;
  }
  const category = found.category ?? productPhraseIn(description);
  // "We help dentists fill their calendars": a plural noun after "help" is who it is for.
  const helped = /\bhelps?\s+((?:[a-z-]+\s){0,2}?[a-z-]+s)\b/.exec(description)?.[1];
  if (!found.audience && helped && !stopWords.has(helped)) found.audience = helped;
  return {
    name,
    software:
      /\b(?:software|apps?|platform|saas|tools?|api|sdk|cloud|dashboards?|integrations?|integrates|plugins?|open[- ]source|self-hosted|crm|erp|cms|logs?|alerts?|analytics|automat\w*|sync|devops|developers?|engineering|data|slack|github|online)\b/i.test(
        description,
      ),
    category: category ? clip(category, 60) : null,
    audience: found.audience ? clip(found.audience, 60) : null,
    offerings: offeringsIn(all),
    competitors: findCompetitors(all, name ? [name] : []).slice(0, 8),
    terms: salientTerms(description, name ? [name] : []),
  };
}
