// Selection: click, shift-click ranges (both ways, and unselecting), all loaded, all matching, what
// stays when leads leave the list, and a fresh selection whenever the filter changes.
import { act, renderHook } from '@testing-library/react';
import {
  emptySelection,
  keepLoaded,
  selectAllLoaded,
  selectAllMatching,
  selectRange,
  selectedCount,
  toggleLead,
  useSelection,
} from '../selection';

const order = ['a', 'b', 'c', 'd', 'e'];
const ids = (selection: { ids: ReadonlySet<string> }) => [...selection.ids].sort();

describe('selection', () => {
  it('toggles one lead and remembers it as the range anchor', () => {
    const one = toggleLead(emptySelection, 'b');
    expect(ids(one)).toEqual(['b']);
    expect(one.anchor).toBe('b');
    expect(ids(toggleLead(one, 'b'))).toEqual([]);
  });

  it('selects the range from the anchor, downwards and upwards', () => {
    expect(ids(selectRange(toggleLead(emptySelection, 'b'), order, 'd'))).toEqual(['b', 'c', 'd']);
    expect(ids(selectRange(toggleLead(emptySelection, 'e'), order, 'c'))).toEqual(['c', 'd', 'e']);
  });

  it('unselects a range when its end was selected, and toggles alone without an anchor', () => {
    const all = { ...selectAllLoaded(order), anchor: 'a' };
    expect(ids(selectRange(all, order, 'c'))).toEqual(['d', 'e']);
    expect(ids(selectRange(emptySelection, order, 'c'))).toEqual(['c']);
  });

  it('selects all loaded, or all matching counted by the total', () => {
    expect(ids(selectAllLoaded(order))).toEqual(order);
    const matching = selectAllMatching(order);
    expect(matching.allMatching).toBe(true);
    expect(selectedCount(matching, 1000)).toBe(1000);
    expect(selectedCount(selectAllLoaded(order), 1000)).toBe(5);
    // Picking by hand again leaves "all matching".
    expect(toggleLead(matching, 'a').allMatching).toBe(false);
  });

  it('drops leads no longer listed and keeps the same object when nothing left', () => {
    const selected = selectRange(toggleLead(emptySelection, 'a'), order, 'c');
    expect(ids(keepLoaded(selected, ['a', 'c']))).toEqual(['a', 'c']);
    expect(keepLoaded(selected, order)).toBe(selected);
  });

  it('starts over when the filter changes', () => {
    const { result, rerender } = renderHook(({ key }) => useSelection(key), {
      initialProps: { key: 'read=false' },
    });
    act(() => result.current[1]((s) => toggleLead(s, 'a')));
    expect(ids(result.current[0])).toEqual(['a']);
    rerender({ key: 'read=false' });
    expect(ids(result.current[0])).toEqual(['a']);
    rerender({ key: 'read=true' });
    expect(result.current[0]).toBe(emptySelection);
    act(() => result.current[1](selectAllMatching(['x'])));
    expect(result.current[0].allMatching).toBe(true);
  });
});
