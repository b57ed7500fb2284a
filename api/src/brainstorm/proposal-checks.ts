import { stemmer } from 'stemmer';
import { placeNames } from './business-places.js';
import { wordAcronyms } from './text.js';
import type { ProposedIntentSignal } from './proposed-signal.js';

// Checks on a proposed intent signal that need no model: a name or keyword that is a broken fragment, a
// keyword that would match half the internet, a category word the business never used. The local
// proposer drops what fails them, and the proposal evaluation (scripts/eval-proposals.ts) counts them.

const articles = new Set(['a', 'an', 'the']);
const conjunctions = new Set(['and', 'or', 'nor', 'but', '&']);
const prepositions = new Set(
  'of for to with from by in on at as into onto than about via per over vs versus'.split(' '),
);
/** Words a phrase cannot end on either: "wish my", "leaving our". */
const possessives = new Set(['my', 'our', 'your', 'their', 'its', 'his', 'her']);
/** Words with no meaning of their own, skipped when looking for what a keyword is about. */
const functionWords = new Set([
  ...articles,
  ...conjunctions,
  ...prepositions,
  ...possessives,
  ...'i me we us you they them it is are be do does did can should would will not no so if any some this that these those'.split(
    ' ',
  ),
]);

/**
 * Words that say nothing about what a business sells: a keyword made only of these ("second quote",
 * "service rates", "cheap service", "recommend a service") matches posts about anything.
 */
const genericWords = new Set(
  (
    'service services tool tools software app apps application platform platforms solution solutions ' +
    'company companies business businesses provider providers vendor vendors agency product products ' +
    'system systems thing things stuff option options quote quotes price prices pricing rate rates cost ' +
    'costs fee fees cheap cheaper cheapest affordable expensive best good better great top reliable quality ' +
    'help recommend recommended recommendation recommendations suggestion suggestions online second first ' +
    'alternative alternatives review reviews comparison compare comparing need needs needed looking find ' +
    'buy buying hire hiring use using used new free local near worth switch switching leaving replace ' +
    'replacing which what who how anyone someone one experience problem problems issue issues support ' +
    // What a post about anything says around the thing: "choosing software", "software that actually works".
    'choosing choose trends trend market future state requirements must-haves actually works wish ' +
    // Functions of any business, not a kind of business: "best scheduling", "management pricing".
    'scheduling management tracking automation dispatch'
  ).split(' '),
);

/**
 * Words that name a kind of business; a proposal that uses one the description never does has invented
 * the category ("salon tool pricing" for a grooming salon).
 */
const categoryWords = new Set(
  (
    'software tool tools app apps platform platforms service services agency agencies saas api apis ' +
    'solution solutions company companies shop shops store stores subscription subscriptions provider ' +
    'providers vendor vendors marketplace plugin sdk'
  ).split(' '),
);
/** Spellings of one category word that stem apart. */
const sameCategory: Record<string, string> = {
  application: 'app',
  applications: 'app',
  subscribe: 'subscription',
};

const switchingWords =
  /\b(?:alternatives?|instead of|switch(?:ing|ed)?|leav(?:e|ing)|replac(?:e|ing)|cheaper than|mov(?:e|ing) (?:away )?from|migrat\w*|cancel\w*)\b/i;

/** The words of a phrase, lower-cased, punctuation around them removed. */
export function wordsOf(phrase: string): string[] {
  return phrase
    .toLowerCase()
    .split(/\s+/)
    .map((word) => word.replace(/^[^\p{L}\p{N}&]+|[^\p{L}\p{N}&+]+$/gu, ''))
    .filter(Boolean);
}

export function stemOf(word: string): string {
  const lower = word.toLowerCase();
  return stemmer(sameCategory[lower] ?? lower);
}

/** The words of a phrase that carry meaning. */
export function contentWords(phrase: string): string[] {
  return wordsOf(phrase).filter((word) => !functionWords.has(word));
}

const brokenPair = (first: string, second: string): boolean =>
  (articles.has(first) && (functionWords.has(second) || possessives.has(second))) ||
  ((conjunctions.has(first) || prepositions.has(first)) && conjunctions.has(second));

/** A template slot filled with words that do not fit it: "what do PostgreSQL use", "Most useful from PostgreSQL". */
function brokenSlot(text: string): string | null {
  const slot =
    /\b(?:what (?:do|does)|most useful from) ((?:[\w.&+-]+ ){0,3}?[\w.&+-]+?)(?: use\b|[.,;]|$)/i.exec(text);
  const filler = slot?.[1];
  if (!filler) return null;
  const last = filler.split(' ').at(-1) ?? '';
  // People are plural ("clinics", "agencies"); a product name in their place is not ("PostgreSQL").
  return (/[a-z]s$/.test(last) && !/ss$/.test(last)) ||
    /^(?:you|people|others|we|they|folks|staff)$/i.test(last)
    ? null
    : `"${slot[0].trim()}" puts "${filler}" where people belong`;
}

export interface FragmentContext {
  /**
   * A keyword is a short phrase: a list pasted into one ("installs and service") is broken there. A
   * sentence (a signal's description) may start and end as it likes.
   */
  field: 'name' | 'keyword' | 'sentence';
  /** The business description: "Abel & Cole" or "fish and chips" written there is a name, not a list. */
  description?: string;
}

/**
 * Why a name, keyword or description reads as a broken fragment, or null: it starts or ends on a function
 * word ("and service pricing", "alternative to"), two function words stand where one phrase broke
 * ("recommend an and tax"), a template slot holds the wrong words ("what do PostgreSQL use"), or a keyword
 * holds a list ("which installs and service to hire").
 */
export function fragmentReason(text: string, context: FragmentContext): string | null {
  const slot = brokenSlot(text);
  if (slot) return slot;
  const words = wordsOf(text);
  for (let i = 0; i + 1 < words.length; i += 1)
    if (brokenPair(words[i]!, words[i + 1]!)) return `"${words[i]} ${words[i + 1]}" is broken`;
  if (context.field === 'sentence') return null;
  const first = words[0] ?? '';
  const last = words.at(-1) ?? '';
  if (words.length === 0) return 'empty';
  if (articles.has(first) || conjunctions.has(first) || prepositions.has(first))
    return `starts with "${first}"`;
  if (functionWords.has(last) && !/^(?:it|me|us|you|them|this|that)$/.test(last))
    return `ends with "${last}"`;
  if (context.field !== 'keyword') return null;
  const description = ` ${wordsOf(context.description ?? '').join(' ')} `;
  for (let i = 1; i + 1 < words.length; i += 1)
    if (conjunctions.has(words[i]!) && !description.includes(` ${words.slice(i - 1, i + 2).join(' ')} `))
      return `"${words.slice(i - 1, i + 2).join(' ')}" joins two things in one keyword`;
  return null;
}

/** A keyword whose every meaningful word is generic: "second quote", "service rates", "cheap service". */
export function isGenericKeyword(keyword: string): boolean {
  return contentWords(keyword).every((word) => genericWords.has(word));
}

/** The stems of every word of a text, to compare a proposal's words with the description's. */
export function stemsOf(text: string): Set<string> {
  return new Set(wordsOf(text).map(stemOf));
}

/** Category words ("tool", "service", "app") in a phrase that the description never uses. */
export function inventedCategoryWords(phrase: string, descriptionStems: ReadonlySet<string>): string[] {
  return wordsOf(phrase).filter((word) => categoryWords.has(word) && !descriptionStems.has(stemOf(word)));
}

/** The places a description names, as words: a keyword made of these and generic words names no business. */
function placeWordsOf(description: string): Set<string> {
  return new Set(placeNames(description).flatMap(wordsOf));
}

/**
 * A keyword whose meaningful words are a place the description names and generic words: "Pune cost",
 * "recommend a Pune", "which Pune to use" match every post about the town.
 */
export function isPlaceKeyword(keyword: string, places: ReadonlySet<string>): boolean {
  const words = contentWords(keyword);
  return (
    words.some((word) => places.has(word)) &&
    words.every((word) => places.has(word) || genericWords.has(word))
  );
}

/** Things named by an -ing word, bought as things: "which clothing to buy" is English. */
const thingsInIng =
  /^(?:clothing|bedding|lighting|flooring|seating|shelving|decking|fencing|packaging|tubing|siding|railing|awning|housing|building|painting|ring|string|thing|ceiling|stuffing|icing|frosting|dressing|filling|fitting|wedding|pudding|booking)$/i;
/** Words that describe a thing and are not one: "a solar", "which solar to buy". */
const describingHeads =
  /^(?:solar|electric|electrical|digital|mobile|organic|local|custom|bespoke|commercial|residential|industrial|domestic|structural|architectural|technical|legal|medical|dental|financial|simple|smart|dead)$/i;
/** An activity or a describing word in a thing's place: "which dry stone walling to buy", "which solar". */
function notAThing(head: string): boolean {
  return (
    (/ing$/i.test(head) && !thingsInIng.test(head)) ||
    /^(?:diligence|compliance|maintenance|assistance|guidance|advice|research|removal)$/i.test(head) ||
    describingHeads.test(head)
  );
}
/** Nouns that have no plural: "solars", "softwares", "technical due diligences". */
const massPlurals =
  /\b(?:softwares|hardwares|equipments|furnitures|advices|informations|feedbacks|diligences|researches|solars|payrolls|compliances|maintenances|guidances|luggages|caterings)\b/i;
/** Acronyms said as words take "a": "a STEM kit", not "an STEM kit". */
const wordAcronym = new RegExp(`\\ban (?:${wordAcronyms.source.slice(4, -2)})\\b`);
/** What a thing is done with, after the thing: "which X to buy", "buying X", "compare Xs". */
const chosen =
  /\b(?:which|buying|buy|compare|choosing|affordable|best|recommend an?|buying an?|looking for an?)\s+((?:[\w'’-]+\s+){0,3}?([\w'’-]+))(?=\s+(?:to\s+(?:buy|use|try|hire|choose)|costs?|price|pricing|options|recommendations|reviews|comparison|market|trends|must-haves)\b|[.,;]?$)/i;

/**
 * Why a name, keyword or description is worded as no buyer would write it, or null: a service bought
 * like a thing ("which dry stone walling to buy", "buying grant writing"), a describing word used as a
 * thing ("which solar to buy"), a plural of what has none ("technical due diligences"), "an STEM",
 * or a header in capitals pasted in ("CLEANING REPAIR installer").
 */
export function wordingReason(text: string, places: ReadonlySet<string> = new Set()): string | null {
  const slot = chosen.exec(text);
  const head = slot?.[2] ?? '';
  const thing = wordsOf(slot?.[1] ?? '');
  if (slot && (notAThing(head) || (thing.length > 0 && thing.every((word) => places.has(word)))))
    return `"${slot[0].trim()}" treats "${slot[1]}" as a thing to choose`;
  const plural = massPlurals.exec(text);
  if (plural) return `"${plural[0]}" has no plural`;
  const article = wordAcronym.exec(text);
  if (article) return `"${article[0]}" takes "a"`;
  const shout = /\b[A-Z]{4,}\s+[A-Z]{4,}\b/.exec(text);
  if (shout) return `"${shout[0]}" is a header in capitals`;
  return null;
}

/**
 * A keyword with no buying intent, only right for market research: "future of X", "X trends", "state
 * of X", "X must-haves", "wish my X", "X that actually works", "X market" (unless the description names
 * such a market, "farmers market").
 */
export function fillerReason(keyword: string, description = ''): string | null {
  const words = wordsOf(keyword);
  const text = words.join(' ');
  if (/^(?:future|state) of\b/.test(text)) return `"${keyword}" is about the market, not a purchase`;
  if (/\b(?:trends?|must-haves?)$/.test(text)) return `"${keyword}" is about the market, not a purchase`;
  if (/^wish(?:ing)? (?:my|for|there|i)\b|\bthat actually works$/.test(text)) return `"${keyword}" is a wish`;
  if (/ market$/.test(text) && !` ${wordsOf(description).join(' ')} `.includes(` ${text} `))
    return `"${keyword}" is about the market, not a purchase`;
  return null;
}

export type ProposalFlagKind = 'fragment' | 'generic' | 'invented' | 'place' | 'wording' | 'filler';

export interface ProposalFlag {
  kind: ProposalFlagKind;
  field: 'name' | 'description' | 'keyword';
  text: string;
  why: string;
}

/**
 * Every fragment, generic keyword, invented category word, place-only keyword, wording no buyer would
 * use and (unless `marketResearch`) filler keyword with no buying intent in one proposed signal.
 */
export function flagsOf(
  signal: ProposedIntentSignal,
  description: string,
  marketResearch = false,
): ProposalFlag[] {
  const stems = stemsOf(description);
  const places = placeWordsOf(description);
  const flags: ProposalFlag[] = [];
  const fields: { field: ProposalFlag['field']; text: string }[] = [
    { field: 'name', text: signal.name },
    { field: 'description', text: signal.description },
    ...signal.keywords.map((text) => ({ field: 'keyword' as const, text })),
  ];
  for (const { field, text } of fields) {
    const why = fragmentReason(text, { field: field === 'description' ? 'sentence' : field, description });
    if (why) flags.push({ kind: 'fragment', field, text, why });
    if (field === 'keyword' && isGenericKeyword(text))
      flags.push({ kind: 'generic', field, text, why: 'only generic words' });
    const invented = field === 'description' ? [] : inventedCategoryWords(text, stems);
    if (invented.length > 0)
      flags.push({
        kind: 'invented',
        field,
        text,
        why: `"${invented.join('", "')}" is not in the description`,
      });
    if (field === 'keyword' && !isGenericKeyword(text) && isPlaceKeyword(text, places))
      flags.push({ kind: 'place', field, text, why: 'only a place and generic words' });
    const wording = wordingReason(text, places);
    if (wording) flags.push({ kind: 'wording', field, text, why: wording });
    const filler = field === 'keyword' && !marketResearch ? fillerReason(text, description) : null;
    if (filler) flags.push({ kind: 'filler', field, text, why: filler });
  }
  return flags;
}

/** Whether a signal is about leaving, switching from or replacing `competitor` (in its name or keywords). */
export function coversCompetitor(signal: ProposedIntentSignal, competitor: string): boolean {
  // "Harry's" and "Harry" are one rival: names are read without their possessive.
  const normal = (text: string) =>
    wordsOf(text.replace(/&/g, ' and '))
      .map((word) => word.replace(/['’]s$/, ''))
      .join(' ');
  const name = normal(competitor);
  const texts = [signal.name, ...signal.keywords];
  return (
    texts.some((text) => ` ${normal(text)} `.includes(` ${name} `)) &&
    texts.some((text) => switchingWords.test(text))
  );
}

/** The competitors no signal offers a way to leave. */
export function uncoveredCompetitors(
  signals: readonly ProposedIntentSignal[],
  competitors: readonly string[],
): string[] {
  return competitors.filter((competitor) => !signals.some((signal) => coversCompetitor(signal, competitor)));
}
