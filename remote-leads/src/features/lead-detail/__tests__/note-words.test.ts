// The pure parts of notes: which "@..." is being typed, who it offers, the text once someone is picked,
// which mentions are still in the text; and a note's text cut into plain runs and safe links.
import type { ProjectPerson } from '@signalboard/shared/api';
import { insertMention, mentionAt, mentionedIds, suggestPeople } from '../mentions';
import { noteParts } from '../note-text';

const people: ProjectPerson[] = [
  { id: 'a', name: 'Ana Lima', kind: 'member' },
  { id: 'b', name: 'Bob Stone', kind: 'member' },
  { id: 'c', name: 'Élodie Roux', kind: 'guest' },
  { id: 'd', name: 'dan@example.com', kind: 'guest' },
];

describe('mentions', () => {
  it('finds the "@..." right before the caret, at the start or after a space only', () => {
    expect(mentionAt('@an', 3)).toEqual({ start: 0, query: 'an' });
    expect(mentionAt('Ask @', 5)).toEqual({ start: 4, query: '' });
    expect(mentionAt('Ask @bo about', 7)).toEqual({ start: 4, query: 'bo' });
    expect(mentionAt('mail ana@example.com', 20)).toBeNull();
    expect(mentionAt('Ask @bo about', 13)).toBeNull();
  });

  it('offers people by any word of their name, accents and case aside', () => {
    expect(suggestPeople(people, 'li').map((p) => p.id)).toEqual(['a']);
    expect(suggestPeople(people, 'elo').map((p) => p.id)).toEqual(['c']);
    expect(suggestPeople(people, 'EXAMPLE').map((p) => p.id)).toEqual(['d']);
    expect(suggestPeople(people, '')).toHaveLength(4);
  });

  it('puts "@Name " in place of what was typed, and sends only the names still in the text', () => {
    const picked = insertMention('Ask @bo about it', { start: 4, query: 'bo' }, people[1]!);
    expect(picked).toEqual({ text: 'Ask @Bob Stone about it', caret: 15 });
    expect(mentionedIds(picked.text, [people[1]!, people[0]!, people[1]!])).toEqual(['b']);
  });
});

describe('noteParts', () => {
  it('makes http and https addresses links, leaving the sentence’s punctuation out', () => {
    expect(noteParts('See https://example.com/a?b=1. Or (http://x.org/wiki/Foo_(bar)), then.')).toEqual([
      { text: 'See ' },
      { text: 'https://example.com/a?b=1', href: 'https://example.com/a?b=1' },
      { text: '. Or (' },
      { text: 'http://x.org/wiki/Foo_(bar)', href: 'http://x.org/wiki/Foo_(bar)' },
      { text: '), then.' },
    ]);
  });

  it('never makes a link of another scheme, and keeps markup as text', () => {
    const body = 'javascript:alert(1) data:text/html,<b>x</b> ftp://files.example.com <i>';
    expect(noteParts(body).filter((part) => 'href' in part)).toEqual([]);
    expect(
      noteParts(body)
        .map((part) => part.text)
        .join(''),
    ).toBe(body);
  });
});
