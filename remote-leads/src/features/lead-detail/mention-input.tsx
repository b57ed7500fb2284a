// The note's textarea with @mentions: typing "@" (at the start or after a space) offers the project's
// people under the field, as a combobox: arrows move, Enter or Tab picks, Escape closes, and the
// textarea keeps focus throughout. Ctrl+Enter or Cmd+Enter sends the note.
import {
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type TextareaHTMLAttributes,
} from 'react';
import type { ProjectPerson } from '@signalboard/shared/api';
import { insertMention, mentionAt, suggestPeople, type MentionQuery } from './mentions';

export interface MentionInputProps extends Omit<
  TextareaHTMLAttributes<HTMLTextAreaElement>,
  'value' | 'onChange' | 'onSubmit'
> {
  value: string;
  onChange: (value: string) => void;
  /** The people who may be mentioned; undefined while they load (no suggestions then). */
  people: readonly ProjectPerson[] | undefined;
  onMention: (person: ProjectPerson) => void;
  onSubmit: () => void;
  /** Escape with no suggestions open (an edit is cancelled). */
  onEscape?: () => void;
}

export function MentionInput({
  value,
  onChange,
  people,
  onMention,
  onSubmit,
  onEscape,
  ...textarea
}: MentionInputProps) {
  const listId = useId();
  const ref = useRef<HTMLTextAreaElement>(null);
  const [query, setQuery] = useState<MentionQuery | null>(null);
  const [active, setActive] = useState(0);
  // Where the caret goes once React has written a picked name into the text.
  const caretAfter = useRef<number | null>(null);
  useLayoutEffect(() => {
    if (caretAfter.current === null) return;
    ref.current?.setSelectionRange(caretAfter.current, caretAfter.current);
    caretAfter.current = null;
  }, [value]);
  const options = query && people ? suggestPeople(people, query.query) : [];
  const open = options.length > 0;
  const activeIndex = Math.min(active, options.length - 1);

  const follow = (text: string, caret: number) => {
    const next = mentionAt(text, caret);
    if (next?.start !== query?.start || next?.query !== query?.query) setActive(0);
    setQuery(next);
  };

  const pick = (person: ProjectPerson) => {
    if (!query) return;
    const next = insertMention(value, query, person);
    onChange(next.text);
    onMention(person);
    setQuery(null);
    caretAfter.current = next.caret;
    ref.current?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      onSubmit();
      return;
    }
    if (event.key === 'Escape' && (open || onEscape)) {
      // Not the drawer's Escape: this one closes the suggestions, or cancels the edit.
      event.preventDefault();
      event.stopPropagation();
      if (open) setQuery(null);
      else onEscape?.();
      return;
    }
    if (!open) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((activeIndex + step + options.length) % options.length);
    } else if ((event.key === 'Enter' && !event.shiftKey) || event.key === 'Tab') {
      const person = options[activeIndex];
      if (!person) return;
      event.preventDefault();
      pick(person);
    }
  };

  return (
    <div className="lead-notes__input">
      <textarea
        {...textarea}
        ref={ref}
        value={value}
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={open}
        aria-controls={open ? listId : undefined}
        aria-activedescendant={open ? `${listId}-${activeIndex}` : undefined}
        onChange={(event) => {
          onChange(event.target.value);
          follow(event.target.value, event.target.selectionStart);
        }}
        onSelect={(event) => follow(event.currentTarget.value, event.currentTarget.selectionStart)}
        onKeyDown={onKeyDown}
        onBlur={() => setQuery(null)}
      />
      {open ? (
        <ul id={listId} role="listbox" aria-label="People to mention" className="lead-notes__mentions">
          {options.map((person, i) => (
            <li
              key={person.id}
              id={`${listId}-${i}`}
              role="option"
              aria-selected={i === activeIndex}
              className="lead-notes__mention"
              // Before the textarea's blur closes the list.
              onMouseDown={(event) => {
                event.preventDefault();
                pick(person);
              }}
            >
              {person.name}
              {person.kind === 'guest' ? <span className="lead-notes__muted"> (guest)</span> : null}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
