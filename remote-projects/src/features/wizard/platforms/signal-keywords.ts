// A platform's search terms follow the project's intent signals: each search list (keywords, GitHub's
// queries) holds the short terms derived from the signals' keywords, beside any the user typed.
//
// Telling derived terms from typed ones: each source stores which of its terms were derived
// (`keywords_from_signals`, kept by the API next to the settings). Comparing with "what the signals
// give now" instead would fail as soon as the signals change somewhere else first (the settings, a
// proposal made again), and it would take a typed term equal to a signal keyword for a derived one.
// The stored list says what was derived when it was written: those follow, everything else is kept.
//
// Step order: platforms (step 5) come before signals (step 6). Step 5 derives from the signals
// proposed for the business description (the same proposal step 6 starts from), or from the saved
// signals once there are some; step 6's Finish makes the derived terms follow the signals as saved.
import type { DataSource, DataSourceInput, Platform } from '@signalboard/shared/api';
import type { PlatformDraft, PlatformDrafts } from './platform-drafts';

/** The list settings that take plain search terms: the catalogue's keywords and GitHub's queries. */
const SEARCH_TERM_KEYS = new Set(['keywords', 'queries']);

/**
 * Search that needs a credential the platform otherwise does without (validate-settings.ts on the
 * API): Mastodon follows hashtags with no account, but searching words needs an access token. Derived
 * terms there would make the user find a token for something they did not ask for.
 */
const SEARCH_CREDENTIAL: Readonly<Record<string, string>> = { mastodon: 'access_token' };

/** A sensible handful: the most specific terms, not every keyword of every signal. */
const MAX_TERMS = 6;
const MAX_WORDS = 3;
const MAX_LENGTH = 32;

/** Words that a search term does not start or end with: such a term is a piece cut out of a phrase. */
const CUT_EDGES = new Set(
  'a an and as at but by for from in into of on or than the to vs with without'.split(' '),
);

/**
 * Words that say nothing about what is sought: a term made only of these ("pricing", "per seat",
 * "cost", "best price") finds posts about anything, and one with fewer of them is the sharper search.
 */
const GENERIC_WORDS = new Set(
  (
    'pricing price prices cost costs cheap cheaper cheapest affordable expensive per seat seats user users ' +
    'month monthly plan plans free trial demo best top good better great reliable review reviews rating ' +
    'ratings recommend recommended recommendation recommendations suggestion suggestions need needs needed ' +
    'looking find buy buying hire hiring use using alternative alternatives versus compare comparison ' +
    'comparing quote quotes worth experience option options help service services software app apps tool ' +
    'tools platform platforms solution solutions company companies near me new online local which what who ' +
    'how anyone someone any trends market future state choosing requirements i my our we you your it is are ' +
    'leaving leave switching switch replace replacing replacement cancel frustrated problem problems issue issues'
  ).split(' '),
);

/** A term someone would type in a search box: a few words, letters and digits, no sentence nor fragment. */
function isSearchTerm(term: string): boolean {
  const words = term.split(/\s+/);
  return (
    term.length > 1 &&
    term.length <= MAX_LENGTH &&
    words.length <= MAX_WORDS &&
    !CUT_EDGES.has(words[0]!.toLocaleLowerCase()) &&
    !CUT_EDGES.has(words[words.length - 1]!.toLocaleLowerCase()) &&
    /^[\p{L}\p{N}][\p{L}\p{N} .'+#&-]*$/u.test(term) &&
    specificWords(term).length > 0
  );
}

const termKey = (term: string) => term.trim().toLocaleLowerCase();
const wordsOf = (text: string) =>
  text
    .toLocaleLowerCase()
    .split(/[^\p{L}\p{N}+#]+/u)
    .filter(Boolean);
/** The words of a term that say what is sought: the category, a competitor, a problem. */
const specificWords = (term: string) =>
  wordsOf(term).filter((word) => !GENERIC_WORDS.has(word) && !CUT_EDGES.has(word));

interface SignalTerms {
  name?: string;
  keywords: readonly string[];
  enabled?: boolean;
}

/**
 * How specific a term is: its specific words, one more for a word several signals share (the category)
 * or the signal's own name holds (the competitor it is about), less for each generic word around them.
 */
function specificity(term: string, signal: SignalTerms, shared: ReadonlySet<string>): number {
  const specific = specificWords(term);
  const named = new Set(wordsOf(signal.name ?? ''));
  const generic = wordsOf(term).length - specific.length;
  return (
    Math.min(specific.length, 3) +
    (specific.some((word) => shared.has(word)) ? 1 : 0) +
    (specific.some((word) => named.has(word)) ? 1 : 0) -
    generic / 2
  );
}

/**
 * Up to 6 short terms from the signals' keywords (switched-off signals left out): each signal's most
 * specific term before any second one, so every kind of post is represented, and a term that says the
 * same thing as one already taken ("crm recommendation", "which crm") only after every other. Terms made
 * only of generic words ("pricing", "per seat"), duplicates (ignoring case) and fragments ("and tax
 * alternative") are left out.
 */
export function keywordsFromSignals(signals: readonly SignalTerms[]): string[] {
  const used = signals.filter((signal) => signal.enabled !== false);
  const signalWords = used.map((signal) => new Set(signal.keywords.flatMap(specificWords)));
  const shared = new Set(
    [...new Set(signalWords.flatMap((words) => [...words]))].filter(
      (word) => signalWords.filter((words) => words.has(word)).length >= 2,
    ),
  );
  const ranked = used.map((signal) =>
    signal.keywords
      .map((keyword) => keyword.trim().replace(/\s+/g, ' '))
      .filter(isSearchTerm)
      .map((term, index) => ({ term, index, score: specificity(term, signal, shared) }))
      .sort((a, b) => b.score - a.score || a.index - b.index)
      .map(({ term }) => term),
  );
  const terms: string[] = [];
  const later: string[] = [];
  const seen = new Set<string>();
  const said = new Set<string>();
  const depth = Math.max(0, ...ranked.map((list) => list.length));
  for (let round = 0; round < depth; round += 1) {
    for (const list of ranked) {
      const term = list[round];
      if (!term || seen.has(termKey(term))) continue;
      seen.add(termKey(term));
      const core = [...new Set(specificWords(term))].sort().join(' ');
      if (said.has(core)) later.push(term);
      else {
        said.add(core);
        terms.push(term);
      }
    }
  }
  return [...terms, ...later].slice(0, MAX_TERMS);
}

/** The key of a platform's search-term list, or null when it has none. */
export function searchTermKey(platform: Platform): string | null {
  return (
    platform.settings.find((setting) => setting.kind === 'list' && SEARCH_TERM_KEYS.has(setting.key))?.key ??
    null
  );
}

/**
 * Whether a platform's search terms can come from the signals: it has a search list, this server is
 * set up for it (Reddit without an app has no search), and its search needs no credential the user
 * has not given (`hasSecret` says whether one is saved or typed).
 */
export function canFollowSignals(platform: Platform, hasSecret: (key: string) => boolean): boolean {
  const credential = SEARCH_CREDENTIAL[platform.id];
  return searchTermKey(platform) !== null && !platform.server_setup && (!credential || hasSecret(credential));
}

/** A list whose derived entries are replaced by `terms`; typed entries stay, first, in their order. */
export function followed(
  entries: readonly string[],
  derived: readonly string[],
  terms: readonly string[],
): { entries: string[]; derived: string[] } {
  const wasDerived = new Set(derived.map(termKey));
  const typed = entries.filter((entry) => !wasDerived.has(termKey(entry)));
  const typedKeys = new Set(typed.map(termKey));
  const added = terms.filter((term) => !typedKeys.has(termKey(term)));
  return { entries: [...typed, ...added], derived: added };
}

const sameList = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((item, index) => item === b[index]);

/**
 * The drafts with their search terms following `terms`: lists that hold derived terms get the new ones
 * in their place, and empty lists of platforms nothing was saved for (`fillEmpty`) start from them.
 * Lists with typed terms only are the user's and stay as they are.
 */
export function withSearchTerms(
  catalogue: readonly Platform[],
  drafts: PlatformDrafts,
  terms: readonly string[],
  fillEmpty: (platformId: string) => boolean = () => true,
): PlatformDrafts {
  if (terms.length === 0) return drafts;
  const next: PlatformDrafts = { ...drafts };
  for (const platform of catalogue) {
    const draft = drafts[platform.id];
    const key = searchTermKey(platform);
    if (!draft || !key || !canFollowSignals(platform, (secret) => hasSecret(draft, secret))) continue;
    const entries = draft.values[key];
    if (!Array.isArray(entries)) continue;
    const follows = draft.derived.length > 0 || (entries.length === 0 && fillEmpty(platform.id));
    if (!follows) continue;
    const result = followed(entries, draft.derived, terms);
    next[platform.id] = {
      ...draft,
      values: { ...draft.values, [key]: result.entries },
      derived: result.derived,
    };
  }
  return next;
}

function hasSecret(draft: PlatformDraft, key: string): boolean {
  const typed = draft.values[key];
  return draft.savedSecrets[key] !== undefined || (typeof typed === 'string' && typed.trim() !== '');
}

/** Whether any platform's search terms are still to be written (nothing saved or typed yet). */
export function needsSearchTerms(catalogue: readonly Platform[], drafts: PlatformDrafts): boolean {
  return catalogue.some((platform) => {
    const key = searchTermKey(platform);
    const value = key ? drafts[platform.id]?.values[key] : undefined;
    return Array.isArray(value) && value.length === 0;
  });
}

/**
 * The sources to save so their derived terms follow `terms` (the signals just saved), or null when
 * none changes. Everything else is sent back as the API showed it: masked secrets keep the stored
 * ones, and the poll interval, left out, stays.
 */
export function sourcesFollowingSignals(
  catalogue: readonly Platform[],
  sources: readonly DataSource[],
  terms: readonly string[],
): DataSourceInput[] | null {
  if (terms.length === 0) return null;
  let changed = false;
  const list = sources.map((source): DataSourceInput => {
    const sent: DataSourceInput = {
      platform: source.platform,
      enabled: source.enabled,
      settings: source.settings,
    };
    const platform = catalogue.find((item) => item.id === source.platform);
    const key = platform ? searchTermKey(platform) : null;
    const derived = source.keywords_from_signals ?? [];
    const entries = key ? source.settings[key] : undefined;
    const secretSaved = (secret: string) => typeof source.settings[secret] === 'string';
    if (!platform || !key || derived.length === 0 || !Array.isArray(entries)) return sent;
    if (!canFollowSignals(platform, secretSaved)) return sent;
    const current = entries.filter((entry): entry is string => typeof entry === 'string');
    const result = followed(current, derived, terms);
    if (sameList(result.entries, current) && sameList(result.derived, derived)) return sent;
    changed = true;
    return {
      ...sent,
      settings: { ...source.settings, [key]: result.entries },
      keywords_from_signals: result.derived,
    };
  });
  return changed ? list : null;
}
