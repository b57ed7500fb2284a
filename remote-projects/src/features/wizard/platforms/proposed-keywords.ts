// Step 5 asks for keywords before any intent signal is saved. Rather than an empty field per
// platform, it starts from the keywords of the signals proposed for the business description
// (the same proposal step 6 starts from): short search terms, not phrases of the description.
import type { Platform, ProposedIntentSignal } from '@signalboard/shared/api';
import type { PlatformDrafts } from './platform-drafts';

/** The list settings that take plain search terms: the catalogue's keywords and GitHub's queries. */
const SEARCH_TERM_KEYS = new Set(['keywords', 'queries']);

const MAX_TERMS = 8;
const MAX_WORDS = 3;
const MAX_LENGTH = 32;

/** A term someone would type in a search box: a few words, letters and digits, no sentence. */
function isSearchTerm(term: string): boolean {
  const words = term.split(/\s+/);
  return (
    term.length > 1 &&
    term.length <= MAX_LENGTH &&
    words.length <= MAX_WORDS &&
    /^[\p{L}\p{N}][\p{L}\p{N} .'+#&-]*$/u.test(term)
  );
}

/**
 * Up to 8 short terms from the proposed signals, taking each signal's first term before any second
 * one, so every kind of post is represented; duplicates (ignoring case) are left out.
 */
export function keywordsFromSignals(signals: readonly ProposedIntentSignal[]): string[] {
  const terms: string[] = [];
  const seen = new Set<string>();
  const depth = Math.max(0, ...signals.map((signal) => signal.keywords.length));
  for (let round = 0; round < depth && terms.length < MAX_TERMS; round += 1) {
    for (const signal of signals) {
      const term = signal.keywords[round]?.trim().replace(/\s+/g, ' ');
      if (!term || !isSearchTerm(term) || seen.has(term.toLocaleLowerCase())) continue;
      seen.add(term.toLocaleLowerCase());
      terms.push(term);
      if (terms.length >= MAX_TERMS) break;
    }
  }
  return terms;
}

/** Whether any platform's search terms are still to be written (nothing saved or typed yet). */
export function needsSearchTerms(catalogue: readonly Platform[], drafts: PlatformDrafts): boolean {
  return catalogue.some((platform) =>
    platform.settings.some((setting) => {
      const value = drafts[platform.id]?.values[setting.key];
      return SEARCH_TERM_KEYS.has(setting.key) && Array.isArray(value) && value.length === 0;
    }),
  );
}

/** The drafts with every empty search-term list filled in; lists with entries are left alone. */
export function withSearchTerms(
  catalogue: readonly Platform[],
  drafts: PlatformDrafts,
  terms: readonly string[],
): PlatformDrafts {
  if (terms.length === 0) return drafts;
  const next: PlatformDrafts = { ...drafts };
  for (const platform of catalogue) {
    const draft = drafts[platform.id];
    if (!draft) continue;
    const values = { ...draft.values };
    for (const setting of platform.settings) {
      const value = values[setting.key];
      if (SEARCH_TERM_KEYS.has(setting.key) && Array.isArray(value) && value.length === 0) {
        values[setting.key] = [...terms];
      }
    }
    next[platform.id] = { ...draft, values };
  }
  return next;
}
