// Previous / next lead buttons with the lead's place in the list, and the keys that do the same
// (j / ] next, k / [ previous) for whatever element the caller listens on.
import { useEffect, useRef, type KeyboardEvent as ReactKeyboardEvent } from 'react';
import { Button } from '@signalboard/shared/ui';
import type { LeadNeighbours } from './use-lead-neighbours';

const formatCount = (total: number, capped: boolean) => `${total.toLocaleString('en')}${capped ? '+' : ''}`;

export function LeadNav({
  neighbours,
  onGo,
}: {
  neighbours: LeadNeighbours;
  onGo: (leadId: string) => void;
}) {
  const { prevId, nextId, position, total, totalCapped, loadingNext } = neighbours;
  const prevRef = useRef<HTMLButtonElement>(null);
  const nextRef = useRef<HTMLButtonElement>(null);
  // At either end the button just pressed turns disabled and would drop focus to the page (out of
  // the drawer's focus trap): hand it to the other button instead.
  useEffect(() => {
    const focused = document.activeElement;
    if (!prevId && focused === prevRef.current) nextRef.current?.focus();
    if (!nextId && focused === nextRef.current) prevRef.current?.focus();
  }, [prevId, nextId]);
  return (
    <nav className="lead-detail__nav" aria-label="Lead navigation">
      <Button
        ref={prevRef}
        variant="secondary"
        size="sm"
        disabled={!prevId}
        onClick={() => prevId && onGo(prevId)}
        aria-keyshortcuts="k ["
      >
        Previous lead
      </Button>
      <Button
        ref={nextRef}
        variant="secondary"
        size="sm"
        disabled={!nextId}
        loading={!nextId && loadingNext}
        onClick={() => nextId && onGo(nextId)}
        aria-keyshortcuts="j ]"
      >
        Next lead
      </Button>
      {position !== null && total !== null ? (
        <span className="lead-detail__place" aria-live="polite">
          {position.toLocaleString('en')} of {formatCount(Math.max(total, position), totalCapped)}
        </span>
      ) : null}
    </nav>
  );
}

const typing = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.isContentEditable || ['INPUT', 'SELECT', 'TEXTAREA'].includes(target.tagName));

/** Handles j / k / ] / [ unless the user is typing or holds a modifier; true when it acted. */
export function handleLeadNavKey(
  event: KeyboardEvent | ReactKeyboardEvent,
  neighbours: LeadNeighbours,
  onGo: (leadId: string) => void,
): boolean {
  if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey || typing(event.target))
    return false;
  const target =
    event.key === 'j' || event.key === ']'
      ? neighbours.nextId
      : event.key === 'k' || event.key === '['
        ? neighbours.prevId
        : undefined;
  if (target === undefined) return false;
  event.preventDefault();
  if (target) onGo(target);
  return true;
}

/** j / k / ] / [ anywhere on the page while the lead is shown (focus may be anywhere in it). */
export function useLeadNavKeys(neighbours: LeadNeighbours, onGo: (leadId: string) => void) {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => handleLeadNavKey(event, neighbours, onGo);
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [neighbours, onGo]);
}
