import { isPlural, oneLine, sentences } from './text.js';

// What a business says it is, read from its own words: "a family law firm", "electric kilns", "a dog
// grooming salon", "heat pump installs", "a feature flag service". Never assumed to be software or a
// service: the local proposer only says what the description says.

/** Words that praise, size or schedule a business rather than say what it sells. */
const qualifier =
  /^(?:simple|modern|easy|smart|better|fast|affordable|powerful|new|all-in-one|lightweight|open-source|self-host\w*|friendly|intuitive|leading|best|complete|free|family-run|independent|trusted|professional|reliable|award-winning|boutique|premium|small|experienced|certified|licensed|full-service|one-stop|weekly|fortnightly|monthly|daily|seasonal|handmade|hand-made|bespoke|solid|one-to-one|two-person|one-person|small-batch|small-group|local|[\w]+-(?:certified|registered|accredited|based|run|owned|made|approved)|[\w-]+able|or|and|very|truly|real|proper|british|uk),?\s+/i;
/** Where a noun phrase ends: punctuation, a preposition, a relative pronoun, a participle. */
const boundary =
  /[,.;:()!?+|]|\s[–—-]\s|\s(?:for|in|of|to|with|from|by|that|which|who|covering|across|accross|serving|based|made|handmade|built|designed|delivered|grown|sourced|picked|tied|hand-tied|printed|packed|helping|where|since|near|around|throughout|plus|so|because|at|on|like|than|making|while|without|using|via|per|every|when|if|let|lets|is|are|was|ships?|comes?|works?|help|helps|aus|mit|für|von|avec|pour|voor|met)\s/i;
/** Heads that end a category even when no punctuation follows ("heat pump installs christchurch"). */
const heads =
  /^(?:software|app|apps|platform|tool|toolkit|service|services|subscription|box|library|shop|store|salon|firm|consultancy|agency|studio|installer|installs|installation|installations|mechanic|tuning|lessons|classes|courses?|system|api|sdk|crm|bakery)$/i;
/** Heads two activities share: "brewery inventory and production software" is brewery inventory software. */
const sharedHeads =
  /^(?:software|app|platform|tool|service|services|subscription|shop|store|company|system|box|boxes)$/i;
/** A sentence that starts with an instruction is not saying what the business is ("inspect, replay ..."). */
const imperative =
  /^(?:inspect|track|manage|send|build|get|find|book|create|automate|monitor|test|run|make|turn|sync|replay|forward|print|compare|save|stop|start|grow|close|meet|learn|discover|shop|order|try|join|sign|meet|hire)$/i;
/** An activity is asked for by the person who does it: "piano tuning" → "piano tuner". */
const agents: Record<string, string> = {
  bookkeeping: 'bookkeeper',
  accounting: 'accountant',
  accountancy: 'accountant',
  plumbing: 'plumber',
  electrical: 'electrician',
  photography: 'photographer',
  tutoring: 'tutor',
  landscaping: 'landscaper',
  gardening: 'gardener',
  catering: 'caterer',
  consulting: 'consultant',
  consultancy: 'consultant',
  translation: 'translator',
  roofing: 'roofer',
  painting: 'painter',
  decorating: 'decorator',
  grooming: 'groomer',
  tuning: 'tuner',
  engineering: 'engineer',
  installs: 'installer',
  installation: 'installer',
  installations: 'installer',
  cleaning: 'cleaner',
  recruitment: 'recruiter',
  recruiting: 'recruiter',
};
/** A place of business named after its activity: "dog grooming salon" is looked for as "dog groomer". */
const premises = /^(?:salon|service|services|company|business|studio|firm|shop|specialists?|experts?|team)$/i;
/** Plurals that are how a thing is asked for: "Spanish lessons", not "a Spanish lesson". */
const pluralHeads = /^(?:lessons|classes|courses|repairs|services|tours|installs)$/i;
const makers = /^(?:foundry|workshop|team|maker|makers|manufacturer|brand|family|couple|business|company)$/i;
const pronouns = /^(?:we|i|it|they|you|our|this|that|he|she)$/i;

export interface Category {
  /** What the business says it is, cleaned: "dog grooming salon", "electric kiln", "Spanish lessons". */
  phrase: string;
  /** How a buyer names whoever does it, when that differs: "dog groomer", "family lawyer", "piano tuner". */
  agent: string | null;
}

function singular(word: string): string {
  if (!isPlural(word) || pluralHeads.test(word)) return word;
  if (/ies$/.test(word)) return word.replace(/ies$/, 'y');
  if (/(?:ches|shes|sses|xes)$/.test(word)) return word.replace(/es$/, '');
  return word.replace(/s$/, '');
}

/** The noun phrase at the start of `text`, cleaned of qualifiers and lists. */
function nounPhrase(text: string, sentenceStart: boolean): string | null {
  let phrase = oneLine(text)
    .replace(/\s(?:\+|&)\s/g, ' and ')
    .replace(/\s*\([^)]*\)/g, '')
    .replace(/^(?:a|an|the|our|your|my)\s+/i, '');
  while (qualifier.test(phrase) && phrase.includes(' ')) phrase = phrase.replace(qualifier, '');
  phrase = ` ${phrase} `.split(boundary)[0]?.trim() ?? '';
  let words = phrase.split(/\s+/).filter((word) => /^[\p{L}\d][\p{L}\d'’&-]*$/u.test(word));
  // "piano tuning and repair", "brewery inventory and production software": the first is what people
  // ask for, with the shared head ("software") kept.
  const and = words.findIndex((word) => /^(?:and|or|&)$/i.test(word));
  if (and > 0) {
    const last = words.at(-1) ?? '';
    // "privacy and GDPR compliance consultancy": a one-word first part of a longer second one is its qualifier.
    words =
      and === 1 && words.length - and > 3
        ? words.slice(and + 1)
        : sharedHeads.test(last) && and < words.length - 2
          ? [...words.slice(0, and), last]
          : words.slice(0, and);
  }
  const head = words.slice(0, 4).findLastIndex((word) => heads.test(word));
  if (head >= 0) words = words.slice(0, head + 1);
  // "air source heat pump installers", "solar powered milk cooling unit": the head noun with the words
  // closest to it is what buyers say.
  if (words.length > 4 && !/^(?:and|or)$/i.test(words.at(-4) ?? '')) words = words.slice(-3);
  if (
    words.length === 0 ||
    /^(?:how|what|why|when|where|who|which)$/i.test(words[0] ?? '') ||
    pronouns.test(words[0] ?? '') ||
    imperative.test(words[0] ?? '')
  )
    return null;
  words[words.length - 1] = singular(words.at(-1) ?? '');
  // A capital that only starts the sentence is not part of the name of the thing.
  const first = words[0] ?? '';
  if (sentenceStart && /^[A-Z][a-z-]+$/.test(first)) words[0] = first.toLowerCase();
  return words.join(' ');
}

const name = String.raw`(?:(?:[A-Z0-9][\w.&'’+-]*|&)\s+){0,4}?`;
/** A name written in Title Case, with its small words: "Ember & Cone Kilns", "Whiskers at Home". */
const titleName = String.raw`[A-Z][\w.&'’+-]*(?:\s(?:(?:&|and|at|of|the|on|de|la)\s)?[A-Z][\w.&'’+-]*){0,4}`;
/** A line that is only a name, perhaps with a place: "Little Splashers Swim School, Cork." */
const onlyName = new RegExp(String.raw`^${titleName}(?:(?:,\s*|\s[–—-]\s)${titleName})*[.!]?$`);
/** What a place-list after a dash looks like: "- Ottawa, Kanata, Orleans". */
const placesOnly = new RegExp(String.raw`^${titleName}(?:(?:,\s*|\s(?:and|&)\s)${titleName})*[.!]?$`);

// Function words of the languages descriptions come in: a phrase whose own clause has other languages'
// words and none of English ("Lernturm aus massiver Buche") names the thing as English buyers do not,
// unless the description is mostly in that language.
const englishWords =
  /^(?:the|a|an|and|or|of|for|with|to|in|on|we|our|your|you|is|are|it|from|by|at|that|this)$/i;
const otherWords =
  /^(?:der|die|das|und|aus|mit|für|von|ein|eine|le|la|les|des|et|avec|pour|un|une|de|het|een|en|voor|met|el|los|las|y|con|para|una|o|com|do|da|os|e|il|per|di)$/i;
function englishShare(text: string): number {
  const words = text.toLowerCase().split(/[^\p{L}]+/u);
  const english = words.filter((w) => englishWords.test(w)).length;
  const other = words.filter((w) => otherWords.test(w)).length;
  return english + other === 0 ? 1 : english / (english + other);
}
function foreignIn(candidate: string, description: string): boolean {
  const clause = candidate.split(/[,;:.!?]|\s[–—-]\s/)[0] ?? candidate;
  return englishShare(clause) < 0.5 && englishShare(description) >= 0.5;
}
/** Openings that say what a business is, most explicit first. */
const openings: RegExp[] = [
  // "Acme is a simple CRM", "We are a boutique IP law firm", "I'm Captain Confetti, kids party entertainer".
  new RegExp(
    String.raw`^(?:${name})?(?:is|are|[Ww]e['’]re|[Ww]e are|I['’]m|I am)\s+(?:(?:[A-Z][\w'’-]*\s+){1,3}(?:[^\w\s]+\s+)?(?=[a-z]))?(.+)$`,
  ),
  // "Steelcut: a metal safety razor", "Oakwright – solid oak garden benches", "Ember & Cone – kilns".
  new RegExp(String.raw`^${titleName}\s*(?::|\s[–—-])\s+(.+)$`),
  // "Hearthstone Kilns builds electric kilns", "We make ...", "a foundry in Ohio making skillets".
  /^(?:\S+\s+){0,7}?(?:makes?|making|builds?|building|delivers?|delivering|sells?|selling|offers?|provides?|designs?|bakes?|brews?|crafts?|produces?|develops?|teaches?|runs?)\s+(.+)$/i,
];

/** What the business says it is, from the first sentences of its description; null when it never says. */
export function readCategory(description: string): Category | null {
  const first = description
    .split(/\n+/)
    .flatMap((line) => sentences(line.replace(/^\s*[-*•]\s*/, '')))
    .slice(0, 3);
  const candidates: { text: string; start: boolean }[] = [];
  let start = 0;
  for (const [index, sentence] of first.entries()) {
    // "Little Splashers Swim School, Cork." names the business; what it is comes after.
    if (index === start && onlyName.test(sentence)) {
      start += 1;
      continue;
    }
    const matches = openings.map((opening) => opening.exec(sentence)?.[1]);
    // "Basement waterproofing - Ottawa, Kanata": the part after the dash is where, not what.
    if (matches[1] && placesOnly.test(matches[1])) matches[1] = undefined;
    for (const match of matches) if (match) candidates.push({ text: match, start: false });
    // "Steelcut: a razor" starts with a name, not with what it is.
    if (!matches[1] && index === start) candidates.push({ text: sentence, start: true });
  }
  // "Our learning towers let toddlers ...".
  const ours =
    /\b(?:our|my)\s+((?:[\w-]+\s){0,2}[\w-]+)\s+(?:let|lets|are|help|helps|come|ship|fold|work|keep|fit|hold|give|last|stand)\b/i.exec(
      description,
    );
  if (ours?.[1]) candidates.push({ text: ours[1], start: false });
  const phrases = candidates
    .filter((candidate) => !foreignIn(candidate.text, description))
    .map((candidate) => nounPhrase(candidate.text, candidate.start))
    .filter(
      (phrase): phrase is string =>
        phrase !== null &&
        !/^(?:hi|hello|hey|welcome|thing|stuff|product|service)s?$/i.test(phrase) &&
        !/\d/.test(phrase),
    );
  // "a two-person foundry in Ohio making cast iron skillets": buyers ask for the skillets.
  const phrase = phrases.find((p) => !makers.test(p.split(' ').at(-1) ?? '')) ?? phrases[0];
  return phrase ? { phrase, agent: agentOf(phrase) } : null;
}

/** "dog grooming salon" → "dog groomer", "family law firm" → "family lawyer", "piano tuning" → "piano tuner". */
function agentOf(phrase: string): string | null {
  const words = phrase.split(' ');
  if (/\blaw (?:firm|practice)$/i.test(phrase)) return phrase.replace(/law (?:firm|practice)$/i, 'lawyer');
  const last = words.at(-1) ?? '';
  const activity = premises.test(last) && words.length >= 2 ? words.length - 2 : words.length - 1;
  const agent = agents[(words[activity] ?? '').toLowerCase()];
  return agent ? [...words.slice(0, activity), agent].join(' ') : null;
}

const placeWord = String.raw`[A-Z][\p{L}'’-]+|[A-Z]{3,}`;
const placeName = String.raw`(?:${placeWord})(?:\s(?:${placeWord})){0,2}`;
/** "in Chorlton, Manchester", "covering Leeds and York", "across Greater Manchester & Cheshire". */
const placeList = new RegExp(
  String.raw`\b(in|across|accross|covering|serving|around|throughout|to homes in|based in)\s+(?:the\s+|inner\s+|greater\s+(?=[a-z]))?(${placeName}(?:(?:,\s*|\s+(?:and|&)\s+)${placeName})*)`,
  'gu',
);

/**
 * Where a local business works, at most two places: "dog grooming salon in Chorlton, Manchester" →
 * Chorlton, Manchester. Where a product is made ("made in Stoke") is not where its buyers are, so a
 * product only gets the places it delivers to or covers.
 */
export function readPlaces(description: string, product: boolean): string[] {
  const places: string[] = [];
  for (const match of description.matchAll(placeList)) {
    const before = description.slice(Math.max(0, (match.index ?? 0) - 24), match.index).toLowerCase();
    if (/(?:made|handmade|built|farm|workshop|foundry|team|from our \w+)\s*$/.test(before)) continue;
    if (product && match[1] === 'in') continue;
    places.push(...(match[2] ?? '').split(/,\s*|\s+(?:and|&)\s+/));
  }
  return [
    ...new Set(places.filter((place) => place.length > 2 && !/^(?:UK|USA|US|EU|The|Our)$/.test(place))),
  ].slice(0, 2);
}
