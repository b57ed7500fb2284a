// "Why is it not a lead?": the six reasons of LEAD-POLICY.md as a menu, the first ("No buying intent")
// focused, so Enter right away gives the usual reason. Arrows, Home and End move; Enter or a click
// chooses; Escape, Tab or a click outside closes without a choice. Beside its trigger (inline), or
// fixed over the page at an element's place when the trigger sits in a clipped, scrolling row.
import { notLeadReasons, VERDICT_NOTE_MAX, type NotLeadReason } from '@signalboard/shared/api';
import {
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type CSSProperties,
  type FormEvent,
  type KeyboardEvent,
} from 'react';
import { useMenu } from './use-menu';
import './lead-menu.css';
import './verdict.css';

export interface ReasonMenuProps {
  /** Whose reason it asks ("“Best CRM?”", "3 leads"), for the menu's name. */
  about: string;
  /** `note`: the person's own words, with "Other" only (may be empty). */
  onChoose: (reason: NotLeadReason, note?: string) => void;
  onClose: () => void;
  /** Show it fixed under (or above) this element instead of inline. */
  anchor?: HTMLElement | null;
}

const MENU_WIDTH = 220;
const MENU_HEIGHT = 6 * 44 + 40;

function fixedPlace(anchor: HTMLElement): CSSProperties {
  const rect = anchor.getBoundingClientRect();
  const below = rect.bottom + 4 + MENU_HEIGHT <= window.innerHeight;
  const left = Math.max(8, Math.min(rect.right - MENU_WIDTH, window.innerWidth - MENU_WIDTH - 8));
  return below
    ? { position: 'fixed', top: rect.bottom + 4, left }
    : { position: 'fixed', top: Math.max(8, rect.top - 4 - MENU_HEIGHT), left };
}

export function ReasonMenu({ about, onChoose, onClose, anchor }: ReasonMenuProps) {
  const { menu, onMenuKeys } = useMenu(onClose);
  // Where the anchor is when the menu opens; the menu closes before anything can move it.
  const [place] = useState<CSSProperties | undefined>(() => (anchor ? fixedPlace(anchor) : undefined));
  // "Other" asks for a few words before it is given (optional, one line, VERDICT_NOTE_MAX at most).
  const [noting, setNoting] = useState(false);
  const [note, setNote] = useState('');
  const noteId = useId();
  const noteInput = useRef<HTMLInputElement>(null);
  // The field takes focus as it appears: the person chose "Other" to say why.
  useLayoutEffect(() => {
    if (noting) noteInput.current?.focus();
  }, [noting]);
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (noting) {
      // Tab moves between the field and its button; Escape closes, as in the menu.
      if (event.key !== 'Escape') return;
      event.stopPropagation();
      event.preventDefault();
      onClose();
      return;
    }
    onMenuKeys(event);
  };

  const submitNote = (event: FormEvent) => {
    event.preventDefault();
    onChoose('other', note.trim());
  };

  // The menu and the note's form it turns into share one frame: its place, name and keys.
  const frame = { ref: menu, 'aria-label': `Why is ${about} not a lead?`, style: place, onKeyDown };

  if (noting)
    return (
      <div role="dialog" className="sb-lead-menu sb-verdict-menu sb-verdict-menu--note" {...frame}>
        <form className="sb-verdict-menu__note" onSubmit={submitNote}>
          <label htmlFor={noteId} className="sb-verdict-menu__title">
            Other: say why (optional)
          </label>
          <input
            id={noteId}
            ref={noteInput}
            type="text"
            className="sb-input sb-verdict-menu__input"
            maxLength={VERDICT_NOTE_MAX}
            value={note}
            aria-describedby={`${noteId}-count`}
            onChange={(event) => setNote(event.target.value)}
          />
          <span id={`${noteId}-count`} className="sb-verdict-menu__count">
            {note.length}/{VERDICT_NOTE_MAX}
          </span>
          <button type="submit" className="sb-lead-menu__item sb-verdict-menu__save">
            Not a lead
          </button>
        </form>
      </div>
    );

  return (
    <div role="menu" className="sb-lead-menu sb-verdict-menu" {...frame}>
      <p className="sb-verdict-menu__title" aria-hidden="true">
        Why is it not a lead?
      </p>
      {notLeadReasons.map((reason) => (
        <button
          key={reason.value}
          type="button"
          role="menuitem"
          tabIndex={-1}
          className="sb-lead-menu__item"
          onClick={() => (reason.value === 'other' ? setNoting(true) : onChoose(reason.value))}
        >
          {reason.label}
        </button>
      ))}
    </div>
  );
}
