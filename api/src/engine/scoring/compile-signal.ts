import { askingStems, stemmedStopWords } from './stop-words.js';
import { sentenceBreak, stem, tokenizeKeepingCase } from './tokenize.js';

export interface SignalToScore {
  id: string;
  name: string;
  description?: string | null;
  keywords: readonly string[];
  negativeKeywords: readonly string[];
  version?: number;
}

export interface CompiledTerm {
  stem: string;
  /** As the user wrote it, for the explanation. */
  display: string;
  /** 1 for a keyword; lower for words of a keyword phrase, the name and the description. */
  weight: number;
}

export interface CompiledPhrase {
  stems: string[];
  display: string;
  /** Matched on every word (stop words kept) when its other words are all stop words ("The Who"). */
  withStopWords: boolean;
}

/** A signal turned into stems once, so scoring a post against it is only lookups. */
export interface CompiledSignal {
  readonly compiled: true;
  id: string;
  name: string;
  version: number;
  terms: CompiledTerm[];
  /** Every word of the keywords, to tell a one-word intent cue that is really this signal's topic ("cost"). */
  termStems: ReadonlySet<string>;
  phrases: CompiledPhrase[];
  negatives: CompiledPhrase[];
  /**
   * Products the signal's keywords say the buyer would leave ("HubSpot" of "HubSpot alternative",
   * "leaving HubSpot"): naming one with a wish to switch is strong evidence.
   */
  competitors: CompiledPhrase[];
  /**
   * The signal's category words: content stems the user wrote in two or more keywords, or in the name
   * and a keyword ("crm" of "simple crm", "crm for startups"). A post that names none of them is at
   * best about the category's neighbourhood.
   */
  anchors: ReadonlySet<string>;
}

export const termWeights = {
  keyword: 1,
  /** Each keyword phrase a word appears in ("HubSpot" in "HubSpot alternative", "leaving HubSpot"). */
  keywordPhraseWord: 0.4,
  name: 0.3,
  description: 0.15,
} as const;

/** The description is prose; its first words say what it is about, the rest mostly repeats them. */
const maxDescriptionWords = 40;

interface Word {
  stem: string;
  surface: string;
}

function words(text: string): Word[] {
  return tokenizeKeepingCase(text)
    .filter((token) => token !== sentenceBreak)
    .map((token) => ({ stem: stem(token.toLowerCase()), surface: token }));
}

const isStopWord = (word: Word) => stemmedStopWords.has(word.stem);

/** Words around a product's name in a keyword that make it a competitor ("alternative to X", "leaving X"). */
const switchingStems: ReadonlySet<string> = new Set(
  'alternative alternatives replace replacement replacing switch switching leave leaving migrate migrating vs versus renewal ditch ditching outgrown outgrew'
    .split(' ')
    .map((word) => stem(word)),
);
/**
 * Words that go with a switching word and are not part of the name ("moving away from X"); the money
 * words keep "renewal quote" or "renewal price increase" from naming a competitor called "quote".
 */
const switchingFiller: ReadonlySet<string> = new Set(
  'from off away move moving cheaper pricing price prices quote quotes increase hike cost costs bill invoice contract shock'
    .split(' ')
    .map((word) => stem(word)),
);

/** The product named by a switching keyword, or null ("cheaper" and "from" alone name nothing). */
function competitorIn(all: Word[]): CompiledPhrase | null {
  if (!all.some((word) => switchingStems.has(word.stem))) return null;
  const name = all.filter(
    (word) => !switchingStems.has(word.stem) && !switchingFiller.has(word.stem) && !isStopWord(word),
  );
  if (name.length === 0 || name.length > 3) return null;
  return {
    stems: name.map((word) => word.stem),
    display: name.map((word) => word.surface).join(' '),
    withStopWords: false,
  };
}

export function compileSignal(signal: SignalToScore): CompiledSignal {
  const terms = new Map<string, CompiledTerm>();
  const addTerm = (word: Word, weight: number, display = word.surface) => {
    const existing = terms.get(word.stem);
    if (existing) {
      existing.weight = Math.min(termWeights.keyword, existing.weight + weight);
      if (weight >= termWeights.keyword) existing.display = display;
    } else terms.set(word.stem, { stem: word.stem, display, weight: Math.min(termWeights.keyword, weight) });
  };

  const phrases: CompiledPhrase[] = [];
  const keywordStems = new Set<string>();
  const competitors = new Map<string, CompiledPhrase>();
  const keywordsWith = new Map<string, number>();
  for (const keyword of signal.keywords) {
    const all = words(keyword);
    const competitor = competitorIn(all);
    if (competitor && !competitors.has(competitor.stems.join(' ')))
      competitors.set(competitor.stems.join(' '), competitor);
    const content = all.filter((word) => !isStopWord(word));
    for (const word of content) keywordStems.add(word.stem);
    for (const stemmed of new Set(content.map((word) => word.stem)))
      if (!askingStems.has(stemmed) && !switchingStems.has(stemmed) && !switchingFiller.has(stemmed))
        keywordsWith.set(stemmed, (keywordsWith.get(stemmed) ?? 0) + 1);
    const display = keyword.trim();
    if (content.length === 1) addTerm(content[0]!, termWeights.keyword, display);
    else if (content.length > 1) {
      phrases.push({ stems: content.map((word) => word.stem), display, withStopWords: false });
      for (const word of content)
        if (!askingStems.has(word.stem)) addTerm(word, termWeights.keywordPhraseWord);
    } else if (all.length > 0)
      phrases.push({ stems: all.map((word) => word.stem), display, withStopWords: true });
  }

  const topicWords = (text: string) =>
    words(text).filter((word) => !isStopWord(word) && !askingStems.has(word.stem) && word.stem.length > 1);
  for (const word of topicWords(signal.name)) addTerm(word, termWeights.name);
  for (const word of topicWords(signal.description ?? '').slice(0, maxDescriptionWords))
    addTerm(word, termWeights.description);

  const negatives: CompiledPhrase[] = [];
  for (const keyword of signal.negativeKeywords) {
    const stems = words(keyword).map((word) => word.stem);
    if (stems.length > 0) negatives.push({ stems, display: keyword.trim(), withStopWords: true });
  }

  const named = new Set(topicWords(signal.name).map((word) => word.stem));
  const anchors = new Set(
    [...keywordsWith]
      .filter(([stemmed, count]) => count >= 2 || (count >= 1 && named.has(stemmed)))
      .map(([stemmed]) => stemmed),
  );
  const sortedTerms = [...terms.values()].sort((a, b) => b.weight - a.weight);
  return {
    compiled: true,
    id: signal.id,
    name: signal.name,
    version: signal.version ?? 1,
    terms: sortedTerms,
    termStems: keywordStems,
    phrases,
    negatives,
    competitors: [...competitors.values()],
    anchors,
  };
}
