// How an owner is named wherever a lead shows one: "Unassigned", the person's name, or "Former member"
// for an id no longer among the project's people (a removed member or guest keeps their leads).
import type { ProjectPerson } from '@signalboard/shared/api';

export const UNASSIGNED = 'Unassigned';
export const FORMER_MEMBER = 'Former member';

/** The owner's name; undefined while the people are loading (a name must not flash "Former member"). */
export function ownerName(
  assigneeId: string | null | undefined,
  people: readonly ProjectPerson[] | undefined,
): string | undefined {
  if (!assigneeId) return UNASSIGNED;
  if (!people) return undefined;
  return people.find((person) => person.id === assigneeId)?.name ?? FORMER_MEMBER;
}

/** One or two letters for a small avatar: the first letters of the first two words (of an e-mail's name part). */
export function initials(name: string): string {
  const base = name.includes('@') ? name.slice(0, name.indexOf('@')) : name;
  const words = base.split(/[\s._-]+/u).filter(Boolean);
  const letters = words.length > 1 ? words.slice(0, 2) : [words[0] ?? '?'];
  return letters.map((word) => [...word][0]?.toUpperCase() ?? '').join('');
}
