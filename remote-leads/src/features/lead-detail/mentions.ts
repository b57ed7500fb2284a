// @mentions in a note's text: what is being typed after an "@" (to offer the project's people), the
// text once someone is picked, and which of the picked people the text still names when it is sent.
import type { ProjectPerson } from '@signalboard/shared/api';

/** How many people the suggestions show at once. */
export const MENTION_SUGGESTIONS = 6;

export interface MentionQuery {
  /** Where the "@" is in the text. */
  start: number;
  /** What follows it, up to the caret. */
  query: string;
}

/** The "@..." being typed right before `caret`: an "@" at the start or after a space, no space since. */
export function mentionAt(text: string, caret: number): MentionQuery | null {
  const match = /(^|\s)@([^\s@]{0,40})$/u.exec(text.slice(0, caret));
  if (!match) return null;
  const query = match[2] ?? '';
  return { start: caret - query.length - 1, query };
}

/** People whose name (or a word of it) starts with `query`, case and accents aside. */
export function suggestPeople(people: readonly ProjectPerson[], query: string): ProjectPerson[] {
  const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase();
  const wanted = fold(query);
  return people
    .filter((person) => {
      const name = fold(person.name);
      return name.startsWith(wanted) || name.split(/[\s.@_-]+/u).some((word) => word.startsWith(wanted));
    })
    .slice(0, MENTION_SUGGESTIONS);
}

/** The text with the "@query" at `at` replaced by "@Name ", and where the caret goes after it. */
export function insertMention(
  text: string,
  at: MentionQuery,
  person: ProjectPerson,
): { text: string; caret: number } {
  const before = text.slice(0, at.start);
  const after = text.slice(at.start + 1 + at.query.length).replace(/^ /u, '');
  const inserted = `@${person.name} `;
  return { text: before + inserted + after, caret: before.length + inserted.length };
}

/** The ids of `candidates` whose "@Name" is still in the text (a picked name the writer deleted is not sent). */
export function mentionedIds(text: string, candidates: readonly ProjectPerson[]): string[] {
  const ids = new Set<string>();
  for (const person of candidates) if (text.includes(`@${person.name}`)) ids.add(person.id);
  return [...ids];
}
