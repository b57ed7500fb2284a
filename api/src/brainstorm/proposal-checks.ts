import { stemmer } from 'stemmer';
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
    'replacing which what who how anyone someone one experience problem problems issue issues support'
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

export type ProposalFlagKind = 'fragment' | 'generic' | 'invented';

export interface ProposalFlag {
  kind: ProposalFlagKind;
  field: 'name' | 'description' | 'keyword';
  text: string;
  why: string;
}

/** Every fragment, generic keyword and invented category word in one proposed signal. */
export function flagsOf(signal: ProposedIntentSignal, description: string): ProposalFlag[] {
  const stems = stemsOf(description);
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
