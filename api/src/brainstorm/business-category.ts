import { languageOf, phraseIn } from './buyer-language.js';
import { isPlural, lowerFirst, oneLine, sentences } from './text.js';

// What a business says it is, read from its own words: "a family law firm", "electric kilns", "a dog
// grooming salon", "heat pump installs", "a feature flag service". Never assumed to be software or a
// service: the local proposer only says what the description says.

/** Words that praise, size or schedule a business rather than say what it sells. */
const qualifier =
  /^(?:simple|modern|easy|smart|better|fast|affordable|powerful|new|all-in-one|lightweight|open-source|self-host\w*|friendly|intuitive|leading|best|complete|free|family-run|independent|trusted|professional|reliable|award-winning|boutique|premium|small|experienced|certified|licensed|full-service|one-stop|weekly|fortnightly|monthly|daily|seasonal|handmade|hand-made|bespoke|solid|one-to-one|two-person|one-person|small-batch|small-group|local|[\w]+-(?:certified|registered|accredited|based|run|owned|made|approved|stitched|sewn|woven|crafted|built|poured|painted|dyed|forged|carved|knitted|tied|thrown|finished|roasted|baked)|hand-\w+|\w+ly-\w+|dead|super|ultra|full|online|humane|[\w-]+able|or|and|very|truly|real|proper|british|uk),?\s+/i;
/** Where a noun phrase ends: punctuation, a preposition, a relative pronoun, a participle. */
const boundary =
  /[,.;:()!?+|]|\s[–—-]\s|\s(?:for|in|of|to|with|from|by|that|which|who|covering|across|accross|serving|based|made|handmade|built|designed|delivered|grown|sourced|picked|tied|hand-tied|printed|packed|helping|where|since|near|around|throughout|plus|so|because|at|on|like|than|making|while|without|using|via|per|every|when|if|let|lets|is|are|was|ships?|comes?|works?|help|helps|online|aus|mit|für|von|avec|pour|voor|met)\s/i;
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
  walling: 'waller',
  writing: 'writer',
  editing: 'editor',
  proofreading: 'proofreader',
  tiling: 'tiler',
  plastering: 'plasterer',
  glazing: 'glazier',
  joinery: 'joiner',
  carpentry: 'carpenter',
  upholstery: 'upholsterer',
  welding: 'welder',
  bricklaying: 'bricklayer',
  surveying: 'surveyor',
  coaching: 'coach',
  sitting: 'sitter',
  childminding: 'childminder',
  law: 'lawyer',
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

/**
 * Heads that name an activity, shared by both parts of "solar and inverter installation" (a solar
 * installation) unless the first part is an activity itself ("piano tuning and repair").
 */
const activityHeads =
  /^(?:installation|installations|installs|repair|repairs|cleaning|removal|maintenance|monitoring|testing|detection|inspection|servicing|lessons|classes|design)$/i;
/** Whether a word names an activity or a thing sold on its own ("waterproofing", "automation", "app"). */
const isActivity = (word: string) =>
  /(?:ing|tion|sion|ment|ance|ence)$/i.test(word) || activityHeads.test(word) || heads.test(word);
/** In a list of dishes, parts and services, the service is what is sold: "small chops, jollof & event catering". */
const serviceItem =
  /^(?:\w+ing|installation|installations|installs|repair|repairs|removal|maintenance|design|lessons|classes|hire|rental|rentals)$/i;
/**
 * Heads too generic to say what is sold, and what they are for says it: "software for gyms" is gym
 * software, "scheduling for snow removal contractors" snow removal scheduling.
 */
const genericHeads =
  /^(?:software|app|apps|platform|tool|tools|system|solution|solutions|scheduling|booking|dispatch|invoicing|management|tracking|automation)$/i;
/** People a business serves, left out when their trade names a generic head: "snow removal (contractors)". */
const peopleNouns =
  /^(?:contractors?|companies|company|businesses|business|owners?|operators?|teams?|firms?|professionals?|providers?|people|users?|members?|clients?|customers?|shops?|stores?)$/i;

/** "gyms, box studios and martial arts academies" → "gym": the first of whom a generic thing is for. */
function purposeOf(text: string): string | null {
  const after = /\bfor\s+(?:(?:small|local|independent|busy|modern|all)\s+)?(.+)$/i.exec(text)?.[1];
  if (!after) return null;
  const first =
    after.split(/[,.;:()!?]|\s(?:and|or|&|\+|in|who|that|with|across|from|to)\s|\s[–—-]\s/i)[0] ?? '';
  const words = first
    .trim()
    .split(/\s+/)
    .filter((word) => /^[\p{L}][\p{L}-]*$/u.test(word));
  while (words.length > 1 && peopleNouns.test(words.at(-1) ?? '')) words.pop();
  if (words.length === 0 || words.length > 3 || peopleNouns.test(words[0] ?? '')) return null;
  if (pronouns.test(words[0] ?? '') || /^(?:the|a|an|your|every|each)$/i.test(words[0] ?? '')) return null;
  words[words.length - 1] = singular(words.at(-1) ?? '');
  return words.join(' ').toLowerCase();
}

/** A comma after a lone describing word is not the end of the phrase: "realistic, consistent test data". */
const describingList =
  /^(?:[\w-]+(?:ic|al|ive|ent|ant|ous|ful|less|able|ible|ary|ed|ly|y),\s+)+(?=[\w-]+\s+[\w-])/i;

/** The noun phrase at the start of `text`, cleaned of qualifiers and lists. */
function nounPhrase(
  text: string,
  sentenceStart: boolean,
  problem: string | null = null,
  object = false,
): string | null {
  let phrase = oneLine(text)
    .replace(/\s(?:\+|&)\s|(?<=\p{L})\s*\/\s*(?=\p{L})/gu, ' and ')
    .replace(/\s*\([^)]*\)/g, '')
    .replace(/^(?:a|an|the|our|your|my)\s+/i, '')
    // "a Pune based studio": where it is, not what.
    .replace(/^(?:[A-Z][\p{L}'’-]+\s){1,3}based\s+/u, '');
  while (qualifier.test(phrase) && phrase.includes(' ')) phrase = phrase.replace(qualifier, '');
  phrase = phrase.replace(describingList, '');
  while (qualifier.test(phrase) && phrase.includes(' ')) phrase = phrase.replace(qualifier, '');
  const activity = activityPhrase(phrase, problem);
  if (activity) return activity;
  // "small chops, jollof, peppered snail and full event catering": the service, not the dishes.
  const items = (phrase.split(/[.;:!?]|\s[–—-]\s|\s(?:for|in|with|across|covering)\s/i)[0] ?? '')
    .split(/\s*,\s*|\s+(?:and|or)\s+/)
    .map((item) => item.trim())
    .filter(Boolean);
  if (items.length >= 3) {
    const service = items.find((item) => serviceItem.test(item.split(' ').at(-1) ?? ''));
    if (service && service !== items[0]) phrase = service.replace(qualifier, '');
  }
  const whole = phrase;
  phrase = ` ${phrase} `.split(boundary)[0]?.trim() ?? '';
  let words = phrase.split(/\s+/).filter((word) => /^[\p{L}\d][\p{L}\d'’&-]*$/u.test(word));
  // "piano tuning and repair", "brewery inventory and production software": the first is what people
  // ask for, with the shared head ("software") kept.
  const and = words.findIndex((word) => /^(?:and|or|&)$/i.test(word));
  if (and > 0) {
    const last = words.at(-1) ?? '';
    const shares =
      and < words.length - 2 &&
      (sharedHeads.test(last) || (activityHeads.test(last) && !isActivity(words[and - 1] ?? '')));
    // "privacy and GDPR compliance consultancy": a one-word first part of a longer second one is its qualifier.
    words =
      shares && !(and === 1 && words.length - and > 3 && !activityHeads.test(last))
        ? [...words.slice(0, and), last]
        : and === 1 && words.length - and > 3
          ? words.slice(and + 1)
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
    // "Test data" after "generate" is a thing; at the start of a sentence "test" is an instruction.
    (!object && imperative.test(words[0] ?? ''))
  )
    return null;
  words[words.length - 1] = singular(words.at(-1) ?? '');
  // A capital that only starts the sentence is not part of the name of the thing.
  const first = words[0] ?? '';
  if (sentenceStart && /^[A-Z][a-z-]+$/.test(first)) words[0] = first.toLowerCase();
  if (words.length === 1 && genericHeads.test(words[0] ?? '')) {
    const purpose = purposeOf(whole);
    if (purpose) return `${purpose} ${words[0]!.toLowerCase()}`;
  }
  return words.join(' ');
}

/**
 * What a business that does something to a thing is asked for: "we catch and relocate possums" is
 * possum removal, "scrub and disinfect water tanks" water tank cleaning, "generate test data" a test
 * data generator, "Learn Brazilian Portuguese" Brazilian Portuguese lessons. The first verb with a
 * name for its activity decides.
 */
const activityOf: Record<string, string> = {
  clean: 'cleaning',
  scrub: 'cleaning',
  wash: 'cleaning',
  disinfect: 'cleaning',
  sanitise: 'cleaning',
  sanitize: 'cleaning',
  repair: 'repair',
  fix: 'repair',
  mend: 'repair',
  install: 'installation',
  remove: 'removal',
  catch: 'removal',
  trap: 'removal',
  relocate: 'removal',
  inspect: 'inspection',
  translate: 'translation',
  proofread: 'proofreading',
  tune: 'tuning',
  groom: 'grooming',
  tutor: 'tutoring',
  teach: 'lessons',
  learn: 'lessons',
  monitor: 'monitoring',
  generate: 'generator',
  detect: 'detection',
  find: 'detection',
  spot: 'detection',
};
/** Verbs a list of what a business does is made of: "drain, scrub, disinfect and seal". */
const doingVerbs = new Set([
  ...Object.keys(activityOf),
  ...'drain seal replace maintain service restore protect prevent flag retry mask subset synthesize synthesise diff screenshot quarantine forward replay rebuild fit'.split(
    ' ',
  ),
]);
function verbOf(token: string): string | null {
  const word = token.toLowerCase().replace(/[,;]$/, '');
  for (const base of [word, word.replace(/s$/, ''), word.replace(/es$/, ''), word.replace(/ies$/, 'y')])
    if (doingVerbs.has(base)) return base;
  return null;
}

/** "We humanely catch & relocate possums", "Flakeguard finds and quarantines flaky tests", "fix it". */
function activityPhrase(text: string, problem: string | null): string | null {
  const tokens = text.split(/\s+/).filter(Boolean);
  let at = 0;
  if (/^(?:we|i)$/i.test(tokens[0] ?? '')) at = 1;
  else {
    // "Flakeguard finds ...": a name, then what it does.
    const named = tokens.slice(0, 3).findIndex((token) => !/^[A-Z][\w.&'’-]*$/.test(token));
    if (named > 0 && verbOf(tokens[named] ?? '') && /s$/.test(tokens[named] ?? '')) at = named;
  }
  while (/^(?:\w+ly|also|can|will|then|just)$/i.test(tokens[at] ?? '')) at += 1;
  const commanded = at === 0;
  const verbs: string[] = [];
  let listed = false;
  while (at < tokens.length) {
    const verb = verbOf(tokens[at] ?? '');
    if (!verb) break;
    verbs.push(verb);
    listed = /,$/.test(tokens[at] ?? '');
    at += 1;
    if (/^(?:and|or|&|\+)$/i.test(tokens[at] ?? '') && verbOf(tokens[at + 1] ?? '')) at += 1;
    if (/^up$/i.test(tokens[at] ?? '')) at += 1;
  }
  // "Clean, fast CRM": a describing word before a comma, not the first of a list of things done.
  if (listed) return null;
  // Said to the reader ("Find your next hire", "Catch bugs early"), only a few verbs say what is sold.
  const said = commanded ? verbs.filter((verb) => !/^(?:find|spot|catch|trap|relocate)$/.test(verb)) : verbs;
  const noun = said.map((verb) => activityOf[verb]).find(Boolean);
  if (!noun) return null;
  const rest = tokens.slice(at).join(' ');
  if (commanded && /^(?:your|my|our)\b/i.test(rest)) return null;
  const object = /^(?:it|them|this|that|these|those)\b/i.test(rest)
    ? problem
    : nounPhrase(rest, false, null, true);
  if (!object || genericHeads.test(object)) return null;
  const words = object.split(' ').slice(-2);
  if (pronouns.test(words[0] ?? '') || /\d/.test(object)) return null;
  return [...words, noun].join(' ');
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
  new RegExp(String.raw`^(?:${titleName}|[a-z][\w.-]*)\s*(?::|\s[–—-])\s+(.+)$`),
  // "Hearthstone Kilns builds electric kilns", "We make ...", "a foundry in Ohio making skillets".
  /^(?:\S+\s+){0,7}?(?:makes?|making|builds?|building|delivers?|delivering|sells?|selling|offers?|provides?|designs?|bakes?|brews?|crafts?|produces?|develops?|teaches?|runs?)\s+(.+)$/i,
];

/** "AIRCON CLEANING / REPAIR": a header in capitals says words, not acronyms ("UK" and "AC" stay). */
function unshouted(line: string): string {
  const words = line.match(/\p{L}+/gu) ?? [];
  if (words.length < 2 || words.some((word) => word !== word.toUpperCase())) return line;
  return line.replace(/\p{L}{4,}/gu, (word) => word.toLowerCase());
}

/** A trade a business name ends on, said when nothing else is: "Hernandez & Cole Family Law" → "family law". */
const namedTrades = new RegExp(
  String.raw`^(?:law|kitchen|school|academy|clinic|bakery|salon|studio|${Object.keys(agents).join('|')})$`,
  'i',
);
function tradeInName(line: string): string | null {
  const words = (line.split(/,|\s[–—-]\s/)[0] ?? '').split(/\s+/).filter(Boolean);
  const last = words.at(-1) ?? '';
  if (words.length < 2 || !namedTrades.test(last)) return null;
  const before = words.at(-2) ?? '';
  const joined = /^(?:&|and)$/i.test(words.at(-3) ?? '') || /['’]s?$/.test(before) || words.length < 3;
  return (joined ? [last] : [before, last]).join(' ').toLowerCase();
}

/** What the business says it is, from the first sentences of its description; null when it never says. */
export function readCategory(description: string): Category | null {
  const all = description
    .split(/\n+/)
    .map(unshouted)
    .flatMap((line) => sentences(line.replace(/^\s*[-*•]\s*/, '')));
  // "Possum noises in your roof?" asks about the buyer's problem; what the business is comes after.
  const questions = all.filter((sentence) => /\?["”)]?$/.test(sentence));
  const problem = questions[0] ? nounPhrase(questions[0].replace(/\?.*$/, ''), true) : null;
  const first = all.filter((sentence) => !questions.includes(sentence)).slice(0, 3);
  const candidates: { text: string; start: boolean }[] = [];
  const names: string[] = [];
  // A description mostly in another language says what it is in that language's order ("limpieza de tinacos").
  const language = languageOf(description);
  let start = 0;
  for (const [index, sentence] of first.entries()) {
    // "Little Splashers Swim School, Cork." names the business; what it is comes after.
    if (index === start && onlyName.test(sentence)) {
      names.push(sentence);
      start += 1;
      continue;
    }
    const said = language ? phraseIn(sentence.replace(/^[^:–—]{1,40}(?::|\s[–—-])\s+/, ''), language) : null;
    if (said && !/\d/.test(said)) return { phrase: said, agent: null };
    const matches = openings.map((opening) => opening.exec(sentence)?.[1]);
    // "Basement waterproofing - Ottawa, Kanata": the part after the dash is where, not what.
    if (matches[1] && placesOnly.test(matches[1])) matches[1] = undefined;
    for (const match of matches) if (match) candidates.push({ text: match, start: false });
    // "Steelcut: a razor" starts with a name, not with what it is; "We scrub and disinfect tanks" says
    // what is done.
    if ((!matches[1] && index === start) || /^(?:we|i)\s/i.test(sentence))
      candidates.push({ text: sentence, start: index === start });
  }
  // "Our learning towers let toddlers ...".
  const ours =
    /\b(?:our|my)\s+((?:[\w-]+\s){0,2}[\w-]+)\s+(?:let|lets|are|help|helps|come|ship|fold|work|keep|fit|hold|give|last|stand)\b/i.exec(
      description,
    );
  if (ours?.[1]) candidates.push({ text: ours[1], start: false });
  const phrases = candidates
    .filter((candidate) => !foreignIn(candidate.text, description))
    .map((candidate) => nounPhrase(candidate.text, candidate.start, problem))
    .filter(
      (phrase): phrase is string =>
        phrase !== null &&
        !/^(?:hi|hello|hey|welcome|thing|stuff|product|service)s?$/i.test(phrase) &&
        !/\d/.test(phrase),
    );
  // "a two-person foundry in Ohio making cast iron skillets": buyers ask for the skillets.
  const phrase =
    phrases.find((p) => !makers.test(p.split(' ').at(-1) ?? '')) ??
    phrases[0] ??
    names.map(tradeInName).find(Boolean);
  return phrase ? { phrase: unitCut(phrase), agent: agentOf(unitCut(phrase)) } : null;
}

/** "cat sitting home visits" are booked as "a cat sitter": the activity before the units it is sold in. */
function unitCut(phrase: string): string {
  const words = phrase.split(' ');
  if (!/^(?:visits?|sessions?|appointments?|packages?|call-outs?)$/i.test(words.at(-1) ?? '')) return phrase;
  const activity = words.findLastIndex(
    (word, index) => index < words.length - 1 && agents[word.toLowerCase()],
  );
  return activity >= 1 ? words.slice(0, activity + 1).join(' ') : phrase;
}

/** The problem a description opens with as a question to its reader: "Possum noises in your roof?". */
export function readProblems(description: string): string[] {
  const asked = sentences(oneLine(description))
    .filter((sentence) => /\?["”)]?$/.test(sentence) && sentence.split(/\s+/).length <= 8)
    .map((sentence) => sentence.replace(/[?"”)]+$/, ''));
  // "Say goodbye to generator noise and fuel wahala", "Tired of ...?", "no more matching receipts".
  const named = [
    ...description.matchAll(
      /\b(?:say goodbye to|tired of|sick of|fed up with|no more|stop)\s+([^.!?;:()—–]+)/gi,
    ),
  ].flatMap((match) => (match[1] ?? '').split(/\s+(?:and|or|&)\s+|,\s*/));
  return [...asked, ...named]
    .map((text) =>
      oneLine(text)
        .replace(/^(?:tired of|sick of|fed up with|got|have|has|is|are)\s+/i, '')
        .replace(/\b(?:your|my|our|the)\s+/gi, '')
        .replace(/\s+(?:again|anymore|forever|for good)$/i, '')
        .trim(),
    )
    .filter(
      (text) =>
        text.split(' ').length >= 2 &&
        text.split(' ').length <= 4 &&
        !/\d|[£$€₹]/.test(text) &&
        /^[\p{L}]/u.test(text) &&
        !/^(?:what|why|how|who|which|where|when|do|does|did|can|could|would|should|want|need|looking|ready)\b/i.test(
          text,
        ),
    )
    .map((text) => (/^[A-Z][a-z]/.test(text) ? lowerFirst(text) : text))
    .slice(0, 3);
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
