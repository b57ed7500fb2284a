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
const wordChar = /[\p{L}\p{N}]/u;

/**
 * A term as a pattern that finds it as the start of a word and takes in the rest of that word: the
 * scorer matches stems, so "founder" found "founders" and "pipeline" "pipelines", and the whole word is
 * marked, never a piece of one ("plan" is not marked inside "explanation"). A term ending in a silent
 * "e" or a "y" also finds the word's other forms ("organize" finds "organizing", "company" "companies").
 */
function termPattern(term: string): string {
  const startsWord = wordChar.test(term.charAt(0));
  const endsWord = wordChar.test(term.charAt(term.length - 1));
  const before = startsWord ? '(?<![\\p{L}\\p{N}])' : '';
  if (!endsWord) return before + escapeRegExp(term);
  const lastWord = /[\p{L}\p{N}]+$/u.exec(term)![0];
  let body = escapeRegExp(term);
  if (lastWord.length >= 4 && /[ey]$/i.test(lastWord))
    body = `${escapeRegExp(term.slice(0, -1))}(?:${escapeRegExp(term.slice(-1))}|[eiy](?=[\\p{L}]))`;
  return `${before}${body}[\\p{L}\\p{N}]*`;
}

/**
 * `text` cut into plain and matched parts (case-insensitive, whole words); one plain part when nothing
 * matches. Where terms overlap, the longest (first in `terms`, see matchedTerms) wins.
 */
export function highlightSegments(text: string, terms: readonly string[]): Segment[] {
  const usable = terms.filter((term) => term.trim() !== '');
  if (!text || usable.length === 0) return [{ text, match: false }];
  const pattern = new RegExp(usable.map(termPattern).join('|'), 'giu');
  const segments: Segment[] = [];
  let at = 0;
  for (const found of text.matchAll(pattern)) {
    if (found[0] === '') continue;
    if (found.index > at) segments.push({ text: text.slice(at, found.index), match: false });
    segments.push({ text: found[0], match: true });
    at = found.index + found[0].length;
  }
  if (at < text.length) segments.push({ text: text.slice(at), match: false });
  return segments.length > 0 ? segments : [{ text, match: false }];
}

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
