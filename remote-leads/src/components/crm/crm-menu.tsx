// "Send to HubSpot" (one item per connected CRM) as a small menu: the row's menu in the list, and the
// chooser the key c opens when several CRMs are connected. The first item is focused, so Enter right away
// sends; arrows, Home and End move; Escape, Tab or a click outside close it. A broken CRM's item says the
// lead waits until the connection is mended. Beside its trigger (inline), or fixed at an element's place
// when the trigger sits in a clipped, scrolling row.
import type { CrmConnection, CrmProvider } from '@signalboard/shared/api';
import { useId, useState, type CSSProperties } from 'react';
import { useMenu } from '../use-menu';
import { brokenNote, sendLabel } from './crm-words';
import '../lead-menu.css';
import './crm.css';

export interface CrmMenuProps {
  /** The menu's name: "Actions for “Best CRM?”", "Send “Best CRM?” to". */
  label: string;
  targets: readonly CrmConnection[];
  onChoose: (provider: CrmProvider) => void;
  onClose: () => void;
  /** Show it fixed under (or above) this element instead of inline. */
  anchor?: HTMLElement | null;
}

const MENU_WIDTH = 240;
const ITEM_HEIGHT = 60;

function fixedPlace(anchor: HTMLElement, items: number): CSSProperties {
  const rect = anchor.getBoundingClientRect();
  const height = items * ITEM_HEIGHT + 16;
  const below = rect.bottom + 4 + height <= window.innerHeight;
  const left = Math.max(8, Math.min(rect.right - MENU_WIDTH, window.innerWidth - MENU_WIDTH - 8));
  return below
    ? { position: 'fixed', top: rect.bottom + 4, left }
    : { position: 'fixed', top: Math.max(8, rect.top - 4 - height), left };
}

export function CrmMenu({ label, targets, onChoose, onClose, anchor }: CrmMenuProps) {
  const { menu, onMenuKeys } = useMenu(onClose);
  const noteId = useId();
  // Where the anchor is when the menu opens; the menu closes before anything can move it.
  const [place] = useState<CSSProperties | undefined>(() =>
    anchor ? fixedPlace(anchor, targets.length) : undefined,
  );

  return (
    <div
      ref={menu}
      role="menu"
      aria-label={label}
      className="sb-lead-menu sb-crm-menu"
      style={place}
      onKeyDown={onMenuKeys}
    >
      {targets.map((target) => {
        const broken = target.status === 'broken';
        return (
          <button
            key={target.provider}
            type="button"
            role="menuitem"
            tabIndex={-1}
            className="sb-lead-menu__item sb-crm-menu__item"
            // The name is the action; a broken CRM's note is its description, not part of its name.
            aria-label={sendLabel(target.provider)}
            aria-describedby={broken ? `${noteId}-${target.provider}` : undefined}
            onClick={() => onChoose(target.provider)}
          >
            <span>{sendLabel(target.provider)}</span>
            {broken ? (
              <span id={`${noteId}-${target.provider}`} className="sb-crm-menu__note">
                {brokenNote(target.provider)}
              </span>
            ) : null}
          </button>
        );
      })}
    </div>
  );
}
