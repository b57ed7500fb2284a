// A row's matched intent signals as chips on one line: as many whole chips as fit, then "+N" for the
// rest, whose accessible name and title list them. A chip is never cut: the chips that do not fit stay
// in the page (to be measured again when the list is resized) but out of sight and out of the
// accessibility tree. Measured once per row as it enters the virtual window, and on resize.
import { useLayoutEffect, useRef, useState } from 'react';

/** How many chips of `widths` fit in `available` px, keeping room for "+N" (`moreWidth`) if any is left out. */
export function chipsThatFit(
  widths: readonly number[],
  available: number,
  moreWidth: number,
  gap: number,
): number {
  // Not laid out (a list not shown yet, or jsdom): every chip, as before anything was measured.
  if (available <= 0) return widths.length;
  const all = widths.reduce((sum, width) => sum + width, 0) + gap * Math.max(0, widths.length - 1);
  if (all <= available) return widths.length;
  let used = moreWidth;
  let shown = 0;
  for (const width of widths) {
    if (used + gap + width > available) break;
    used += gap + width;
    shown += 1;
  }
  return shown;
}

const moreLabel = (rest: readonly string[]) =>
  `${rest.length} more ${rest.length === 1 ? 'signal' : 'signals'}: ${rest.join(', ')}`;

export function SignalChips({ names }: { names: readonly string[] }) {
  const listRef = useRef<HTMLUListElement>(null);
  const [shown, setShown] = useState(names.length);
  const key = names.join('\n');

  useLayoutEffect(() => {
    const list = listRef.current;
    if (!list) return;
    const fit = () => {
      const chips = [...list.querySelectorAll<HTMLElement>('[data-signal-chip]')];
      const more = list.querySelector<HTMLElement>('[data-signal-more]');
      const gap = parseFloat(getComputedStyle(list).columnGap) || 0;
      setShown(
        chipsThatFit(
          chips.map((chip) => chip.offsetWidth),
          list.clientWidth,
          more?.offsetWidth ?? 0,
          gap,
        ),
      );
    };
    fit();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(fit);
    observer.observe(list);
    return () => observer.disconnect();
  }, [key]);

  const count = Math.min(shown, names.length);
  const rest = names.slice(count);
  return (
    <ul ref={listRef} className="sb-leads__signals" aria-label="Matched signals">
      {names.map((name, index) => {
        const out = index >= count;
        return (
          <li
            key={name}
            data-signal-chip=""
            className={out ? 'sb-leads__signal sb-leads__signal--out' : 'sb-leads__signal'}
            aria-hidden={out || undefined}
          >
            {name}
          </li>
        );
      })}
      {rest.length > 0 ? (
        <li
          className="sb-leads__signal sb-leads__signal--more"
          aria-label={moreLabel(rest)}
          title={`Also matched: ${rest.join(', ')}`}
        >
          {`+${rest.length}`}
        </li>
      ) : null}
      {/* Out of sight, as wide as "+N" can get: the room kept for it whatever N turns out to be. */}
      <li data-signal-more="" className="sb-leads__signal sb-leads__signal--out" aria-hidden="true">
        {`+${names.length}`}
      </li>
    </ul>
  );
}
