// Which of a source's search terms were derived from the project's intent signals rather than typed.
//
// Why a list stored with the source (and not a comparison with "what the signals would give now"):
// the signals change in more than one place (the wizard, the settings) and at other times than the
// sources, so by the time a client compares, the set it would compare with may already be the new one,
// and a typed term equal to an old signal keyword would look derived. The list says what was derived
// when it was written; a client makes those entries follow the signals and keeps every other one.
import type { StoredSettings } from './validate-settings.js';

/** Where the list is kept in a source's config: next to the settings, never shown or taken as one. */
export const keywordsFromSignalsKey = 'keywords_from_signals';

/** The settings that hold plain search terms: keywords, and GitHub's search queries. */
const searchTermKeys = ['keywords', 'queries'] as const;

function entries(config: StoredSettings): Set<string> {
  return new Set(
    searchTermKeys.flatMap((key) => {
      const value = config[key];
      return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
    }),
  );
}

/** The stored list, as the API shows it (empty when nothing was derived). */
export function storedKeywordsFromSignals(config: StoredSettings): string[] {
  const value = config[keywordsFromSignalsKey];
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
}

/**
 * The list to store with `config` (the settings just checked). Sent, it is taken; left out (a client
 * that does not know the field), the stored list stays. Either way only entries of the source's search
 * terms count: a term the user removed is no longer derived, and a term never listed is dropped.
 */
export function keywordsFromSignalsToStore(
  sent: readonly string[] | undefined,
  config: StoredSettings,
  stored: StoredSettings,
): string[] {
  const present = entries(config);
  const wanted = sent ? sent.map((item) => item.trim()) : storedKeywordsFromSignals(stored);
  return [...new Set(wanted)].filter((item) => present.has(item));
}
