// "Who owns it?": Assign to me, then the project's people (members, then guests, marked), then
// Unassigned, the current owner checked. With many people a field above the choices filters them
// (Enter takes the first one shown); with few, a letter moves to the next choice starting with it.
// Arrows, Home and End move; Enter or a click chooses; Escape, Tab or a click outside closes without a
// choice (whoever opened it puts focus back). Inline under its trigger, or fixed at an element's place
// when the trigger sits in a clipped, scrolling row.
import type { ProjectPerson } from '@signalboard/shared/api';
import {
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type CSSProperties,
  type KeyboardEvent,
  type RefObject,
} from 'react';
import { UNASSIGNED } from './owner-name';
import './lead-menu.css';
import './owner-picker.css';

/** From this many people on, the menu has a field to find one. */
export const OWNER_FILTER_FROM = 8;

export interface OwnerMenuProps {
  /** Whose owner it sets ("“Best CRM?”", "3 leads"), for the menu's name. */
  about: string;
  people: ProjectPerson[] | undefined;
  peopleFailed?: boolean;
  /** The signed-in user's id, for "Assign to me". */
  meId: string | undefined;
  /** The current owner (null: unassigned; undefined: several leads, no one checked). */
  current?: string | null;
  onChoose: (assigneeId: string | null) => void;
  onClose: () => void;
  /** Show it fixed under (or above) this element instead of inline. */
  anchor?: HTMLElement | null;
  /** The button that opened it: pressing it again toggles the menu, which is not a click outside. */
  trigger?: RefObject<HTMLElement | null>;
}

interface Choice {
  key: string;
  assigneeId: string | null;
  label: string;
  /** Said after the name: "guest", "you". */
  note?: string;
}

const MENU_WIDTH = 240;
const MENU_MAX_HEIGHT = 360;

function fixedPlace(anchor: HTMLElement): CSSProperties {
  const rect = anchor.getBoundingClientRect();
  const below = rect.bottom + 4 + MENU_MAX_HEIGHT <= window.innerHeight;
  const left = Math.max(8, Math.min(rect.left, window.innerWidth - MENU_WIDTH - 8));
  return below
    ? { position: 'fixed', top: rect.bottom + 4, left }
    : { position: 'fixed', top: Math.max(8, rect.top - 4 - MENU_MAX_HEIGHT), left };
}

function choicesFor(people: ProjectPerson[] | undefined, meId: string | undefined): Choice[] {
  // The API sends members then guests; sorting again keeps that promise whatever the order.
  const ordered = [...(people ?? [])].sort((a, b) => (a.kind === b.kind ? 0 : a.kind === 'member' ? -1 : 1));
  return [
    ...(meId ? [{ key: 'me', assigneeId: meId, label: 'Assign to me' }] : []),
    ...ordered.map((person) => ({
      key: person.id,
      assigneeId: person.id,
      label: person.name,
      note: person.id === meId ? 'you' : person.kind === 'guest' ? 'guest' : undefined,
    })),
    { key: 'none', assigneeId: null, label: UNASSIGNED },
  ];
}

export function OwnerMenu(props: OwnerMenuProps) {
  const { about, people, peopleFailed, meId, current, onChoose, onClose, anchor, trigger } = props;
  const frame = useRef<HTMLDivElement>(null);
  const field = useRef<HTMLInputElement>(null);
  const [place] = useState<CSSProperties | undefined>(() => (anchor ? fixedPlace(anchor) : undefined));
  const [query, setQuery] = useState('');
  const filtering = (people?.length ?? 0) >= OWNER_FILTER_FROM;
  const all = useMemo(() => choicesFor(people, meId), [people, meId]);
  const needle = query.trim().toLocaleLowerCase();
  const shown = needle ? all.filter((choice) => choice.label.toLocaleLowerCase().includes(needle)) : all;
  const latestClose = useRef(onClose);
  const opener = useRef({ trigger, anchor });
  useEffect(() => {
    latestClose.current = onClose;
    opener.current = { trigger, anchor };
  });

  // The field when there is one (to type a name at once), else the first choice.
  useLayoutEffect(() => {
    if (field.current) field.current.focus();
    else frame.current?.querySelector<HTMLElement>('[role="menuitemradio"]')?.focus();
  }, []);

  useEffect(() => {
    const onPointer = (event: PointerEvent) => {
      const target = event.target as Node;
      const from = opener.current.trigger?.current ?? opener.current.anchor;
      if (frame.current?.contains(target) || from?.contains(target)) return;
      latestClose.current();
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const items = [...(frame.current?.querySelectorAll<HTMLElement>('[role="menuitemradio"]') ?? [])];
    const at = items.indexOf(document.activeElement as HTMLElement);
    const inField = document.activeElement === field.current;
    const focus = (index: number) => {
      if (index < 0 && field.current) field.current.focus();
      else items[(index + items.length) % items.length]?.focus();
    };
    const keys: Record<string, () => void> = {
      ArrowDown: () => focus(inField ? 0 : at + 1),
      ArrowUp: () => focus(inField ? items.length - 1 : at - 1),
      Escape: () => onClose(),
      Tab: () => onClose(),
    };
    if (!inField) {
      keys.Home = () => focus(0);
      keys.End = () => focus(items.length - 1);
    } else if (shown[0]) {
      const first = shown[0];
      keys.Enter = () => onChoose(first.assigneeId);
    }
    const run = keys[event.key];
    // Type-ahead without the field: the next choice whose name starts with the letter.
    if (!run && !inField && event.key.length === 1 && !event.ctrlKey && !event.metaKey && !event.altKey) {
      event.stopPropagation();
      const letter = event.key.toLocaleLowerCase();
      const labels = shown.map((choice) => choice.label.toLocaleLowerCase());
      for (let step = 1; step <= items.length; step += 1) {
        const index = (at + step) % items.length;
        if (labels[index]?.startsWith(letter)) return focus(index);
      }
      return;
    }
    if (!run) return;
    // Nothing behind the menu (the list's shortcuts, a drawer's Escape) may take these keys.
    event.stopPropagation();
    if (event.key !== 'Tab') event.preventDefault();
    run();
  };

  return (
    <div
      ref={frame}
      className="sb-lead-menu sb-owner-menu"
      style={place}
      role="group"
      aria-label={`Choose the owner of ${about}`}
      onKeyDown={onKeyDown}
    >
      {filtering && (
        <input
          ref={field}
          type="search"
          className="sb-input sb-owner-menu__find"
          placeholder="Find a person"
          aria-label="Find a person"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
        />
      )}
      <div role="menu" aria-label={`Owner of ${about}`} className="sb-owner-menu__choices">
        {shown.map((choice) => (
          <button
            key={choice.key}
            type="button"
            role="menuitemradio"
            tabIndex={-1}
            aria-checked={
              current !== undefined && choice.key !== 'me' && choice.assigneeId === (current ?? null)
            }
            className="sb-lead-menu__item sb-owner-menu__item"
            onClick={() => onChoose(choice.assigneeId)}
          >
            <span className="sb-owner-menu__name">{choice.label}</span>
            {/* The space outside the note's span, or the name would read "Gus Guest(guest)". */}
            {choice.note ? (
              <>
                {' '}
                <span className="sb-owner-menu__note">({choice.note})</span>
              </>
            ) : null}
          </button>
        ))}
      </div>
      {!people && (
        <p className="sb-owner-menu__state" role="status">
          {peopleFailed ? 'Could not load the project’s people.' : 'Loading people…'}
        </p>
      )}
      {needle && shown.length === 0 && (
        <p className="sb-owner-menu__state" role="status">
          No one matches “{query.trim()}”.
        </p>
      )}
    </div>
  );
}
