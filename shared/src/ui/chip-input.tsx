// A list of short entries (keywords, subreddits, feed URLs) typed one at a time: Enter or a comma adds
// the entry, Backspace in the empty field removes the last one, each chip has its own remove button,
// and a pasted "a, b, c" (or one per line) becomes three chips. What changed is announced politely.
// The one way the suite edits a list of words: the wizard and the project settings both use it.
import {
  useId,
  useImperativeHandle,
  useRef,
  useState,
  type ClipboardEvent,
  type KeyboardEvent,
  type Ref,
} from 'react';
import { cx } from './class-names';
import { IconClose } from './icons';

export interface ChipInputProps {
  label: string;
  values: readonly string[];
  onChange: (values: string[]) => void;
  /** What one entry is called in messages and button names, e.g. "keyword". */
  itemName: string;
  hint?: string;
  /** An error about the list as a whole (e.g. "Keywords is required."). */
  error?: string;
  required?: boolean;
  maxItems?: number;
  maxLength?: number;
  /** Checks one entry before it is added: the message to show, or null when it is fine. */
  validateItem?: (item: string) => string | null;
  onBlur?: () => void;
  /**
   * Told what is typed but not yet added (e.g. so a form counts it as an unsaved change); leaving
   * the field adds it.
   */
  onPendingChange?: (text: string) => void;
  /** The text input, e.g. to move focus to the field when a form finds a problem. */
  inputRef?: Ref<HTMLInputElement>;
}

const sameText = (a: string, b: string) => a.toLocaleLowerCase() === b.toLocaleLowerCase();

export function ChipInput({
  label,
  values,
  onChange,
  itemName,
  hint,
  error,
  required = false,
  maxItems,
  maxLength,
  validateItem,
  onBlur,
  onPendingChange,
  inputRef,
}: ChipInputProps) {
  const id = useId();
  const ownInput = useRef<HTMLInputElement>(null);
  // The caller's ref gets the same input this component focuses after a removal.
  useImperativeHandle(inputRef, () => ownInput.current as HTMLInputElement, []);
  const [draft, setDraftState] = useState('');
  const setDraft = (text: string) => {
    setDraftState(text);
    onPendingChange?.(text);
  };
  const [problem, setProblem] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');

  /** Adds the entries it can; returns the message for the first one it refused. */
  const add = (entries: string[]): string | null => {
    const next = [...values];
    let refusal: string | null = null;
    for (const raw of entries) {
      const entry = raw.trim();
      if (!entry) continue;
      const reason =
        maxLength !== undefined && entry.length > maxLength
          ? `A ${itemName} can be at most ${maxLength} characters.`
          : next.some((value) => sameText(value, entry))
            ? `“${entry}” is already in the list.`
            : maxItems !== undefined && next.length >= maxItems
              ? `At most ${maxItems} entries.`
              : (validateItem?.(entry) ?? null);
      if (reason) refusal ??= reason;
      else next.push(entry);
    }
    if (next.length !== values.length) {
      onChange(next);
      setAnnouncement(`Added ${next.slice(values.length).join(', ')}.`);
    }
    return refusal;
  };

  const commitDraft = () => {
    if (!draft.trim()) return;
    const refusal = add([draft]);
    setProblem(refusal);
    if (!refusal) setDraft('');
  };

  const remove = (index: number) => {
    const removed = values[index];
    onChange(values.filter((_, i) => i !== index));
    setAnnouncement(`Removed ${removed ?? ''}.`);
    setProblem(null);
    ownInput.current?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter' || event.key === ',') {
      // Enter adds the entry; it must not submit the form around the field.
      event.preventDefault();
      commitDraft();
    } else if (event.key === 'Backspace' && draft === '' && values.length > 0) {
      event.preventDefault();
      remove(values.length - 1);
    }
  };

  const onPaste = (event: ClipboardEvent<HTMLInputElement>) => {
    const text = event.clipboardData.getData('text');
    if (!/[,\n]/.test(text)) return;
    event.preventDefault();
    const parts = `${draft}${text}`.split(/[,\n]/);
    setProblem(add(parts));
    setDraft('');
  };

  const message = problem ?? error;
  const errorId = message ? `${id}-error` : undefined;
  const hintId = `${id}-hint`;
  const listId = `${id}-list`;

  return (
    <div className={cx('sb-field', message ? 'sb-field--invalid' : undefined)}>
      <label className="sb-field__label" htmlFor={id}>
        {label}
        {required ? (
          <span className="sb-field__required" aria-hidden="true">
            {' '}
            *
          </span>
        ) : null}
      </label>
      {values.length > 0 ? (
        <ul id={listId} className="sb-chip-list" aria-label={label}>
          {values.map((value, index) => (
            <li key={`${value}-${index}`} className="sb-chip">
              <span className="sb-chip__text">{value}</span>
              <button
                type="button"
                className="sb-chip__remove"
                aria-label={`Remove ${itemName} “${value}”`}
                onClick={() => remove(index)}
              >
                <IconClose size={12} aria-hidden="true" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <input
        id={id}
        ref={ownInput}
        className="sb-input"
        value={draft}
        autoComplete="off"
        aria-invalid={message ? true : undefined}
        aria-describedby={[errorId, hintId].filter(Boolean).join(' ')}
        onChange={(event) => {
          setDraft(event.target.value);
          if (problem) setProblem(null);
        }}
        onKeyDown={onKeyDown}
        onPaste={onPaste}
        onBlur={() => {
          // Whatever was typed counts even without Enter: leaving the field adds it.
          commitDraft();
          onBlur?.();
        }}
      />
      {message ? (
        <p id={errorId} className="sb-field__error">
          {message}
        </p>
      ) : null}
      <p id={hintId} className="sb-field__hint">
        {hint ? `${hint} ` : ''}
        Press Enter or type a comma to add; Backspace in the empty field removes the last one.
      </p>
      <span className="sb-visually-hidden" role="status" aria-live="polite">
        {announcement}
      </span>
    </div>
  );
}
