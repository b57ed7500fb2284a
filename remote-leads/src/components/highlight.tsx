// A post's text with the words that matched highlighted, in the list's rows and in the lead detail.
// Post content is untrusted: it is split into plain strings and only <mark> elements are ours, so
// nothing in it can become markup.
import type { Lead } from '@signalboard/shared/api';
import './highlight.css';

/**
 * The terms and phrases every match of the lead was explained by, and the words of the user's search,
 * longest first, without repeats.
 */
export function matchedTerms(lead: Pick<Lead, 'matches'>, searched: readonly string[] = []): string[] {
  const seen = new Map<string, string>();
  const explained = lead.matches.flatMap((match) => [
    ...match.explanation.terms,
    ...match.explanation.phrases,
  ]);
  for (const term of [...explained, ...searched]) {
    const trimmed = term.trim();
    if (trimmed) seen.set(trimmed.toLowerCase(), trimmed);
  }
  // Longest first, so "project management" wins over "project" where both match.
  return [...seen.values()].sort((a, b) => b.length - a.length);
}

/**
 * The words a search finds, as the API reads it (websearch syntax, no stemming): quoted phrases whole,
 * other words one by one; `or` and words excluded with a leading "-" are not found, so not marked.
 */
export function searchedTerms(search: string): string[] {
  const terms: string[] = [];
  const rest = search.replace(/(^|\s)-?"([^"]*)"?/g, (whole: string, lead: string, phrase: string) => {
    if (!whole.trimStart().startsWith('-') && phrase.trim()) terms.push(phrase.trim());
    return lead;
  });
  for (const raw of rest.split(/\s+/)) {
    if (raw.startsWith('-') || raw.toLowerCase() === 'or') continue;
    // The search ignores punctuation around a word ("pipedrive?" finds "pipedrive").
    const word = raw.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, '');
    if (word) terms.push(word);
  }
  return terms;
}

export interface Segment {
  text: string;
  match: boolean;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** `text` cut into plain and matched parts (case-insensitive); one plain part when nothing matches. */
export function highlightSegments(text: string, terms: readonly string[]): Segment[] {
  if (!text || terms.length === 0) return [{ text, match: false }];
  const pattern = new RegExp(`(${terms.map(escapeRegExp).join('|')})`, 'gi');
  return text
    .split(pattern)
    .filter((part) => part !== '')
    .map((part) => ({ text: part, match: isTerm(part, terms) }));
}

const isTerm = (part: string, terms: readonly string[]) =>
  terms.some((term) => term.toLowerCase() === part.toLowerCase());

export function Highlight({ text, terms }: { text: string; terms: readonly string[] }) {
  return (
    <>
      {highlightSegments(text, terms).map((segment, i) =>
        segment.match ? (
          <mark key={i} className="sb-leads__mark">
            {segment.text}
          </mark>
        ) : (
          segment.text
        ),
      )}
    </>
  );
}
