// Which leads are selected: chosen ids (click, shift-click ranges, all loaded) or every lead matching
// the filter ("select all N matching", which the bulk calls send as the filter). Pure functions, plus
// a hook that starts over whenever the filter changes, as the selection belongs to the list it was made in.
import { useCallback, useEffect, useState } from 'react';

export interface Selection {
  ids: ReadonlySet<string>;
  /** Where the next shift-click range starts: the last row toggled. */
  anchor: string | null;
  /** Every lead matching the filter, loaded or not. */
  allMatching: boolean;
}

export const emptySelection: Selection = Object.freeze({
  ids: new Set<string>(),
  anchor: null,
  allMatching: false,
}) as Selection;

/** Adds or removes one lead; leaves "all matching" (the user is picking by hand again). */
export function toggleLead(selection: Selection, id: string): Selection {
  const ids = new Set(selection.ids);
  if (ids.has(id)) ids.delete(id);
  else ids.add(id);
  return { ids, anchor: id, allMatching: false };
}

/**
 * Shift-click: the rows from the anchor to `id` take the state `id` is getting (selected unless it
 * already was), as in a mail client. Without an anchor it toggles `id` alone.
 */
export function selectRange(selection: Selection, order: readonly string[], id: string): Selection {
  const from = selection.anchor === null ? -1 : order.indexOf(selection.anchor);
  const to = order.indexOf(id);
  if (from < 0 || to < 0) return toggleLead(selection, id);
  const select = !selection.ids.has(id);
  const ids = new Set(selection.ids);
  for (let i = Math.min(from, to); i <= Math.max(from, to); i += 1) {
    const rowId = order[i]!;
    if (select) ids.add(rowId);
    else ids.delete(rowId);
  }
  return { ids, anchor: id, allMatching: false };
}

/** Every loaded lead. */
export function selectAllLoaded(order: readonly string[]): Selection {
  return { ids: new Set(order), anchor: null, allMatching: false };
}

/** Every lead matching the filter; the loaded ones are shown checked. */
export function selectAllMatching(order: readonly string[]): Selection {
  return { ids: new Set(order), anchor: null, allMatching: true };
}

/** Drops ids no longer in the list (deleted, or gone after a refresh); "all matching" stays. */
export function keepLoaded(selection: Selection, order: readonly string[]): Selection {
  const loaded = new Set(order);
  const ids = [...selection.ids].filter((id) => loaded.has(id));
  if (ids.length === selection.ids.size) return selection;
  return {
    ...selection,
    ids: new Set(ids),
    anchor: selection.anchor && loaded.has(selection.anchor) ? selection.anchor : null,
  };
}

/** How many leads the selection stands for (`total` of the filter for "all matching"). */
export function selectedCount(selection: Selection, total: number): number {
  return selection.allMatching ? Math.max(total, selection.ids.size) : selection.ids.size;
}

export const isEmptySelection = (selection: Selection) => !selection.allMatching && selection.ids.size === 0;

/**
 * The list's selection, cleared whenever `filterKey` (the filter as a string) changes: a selection
 * made in one view must never act on leads of another.
 */
export function useSelection(filterKey: string) {
  const [state, setState] = useState({ key: filterKey, selection: emptySelection });
  // Reset during render rather than in an effect, so no frame shows the old selection on the new list.
  const current = state.key === filterKey ? state.selection : emptySelection;
  if (state.key !== filterKey) setState({ key: filterKey, selection: emptySelection });
  const setSelection = useCallback(
    (update: Selection | ((selection: Selection) => Selection)) =>
      setState((previous) => {
        const selection = typeof update === 'function' ? update(previous.selection) : update;
        return selection === previous.selection ? previous : { key: previous.key, selection };
      }),
    [],
  );
  return [current, setSelection] as const;
}

/** Keeps the selection to the leads still listed after the list changes. */
export function usePruneSelection(
  order: readonly string[],
  setSelection: (update: (selection: Selection) => Selection) => void,
) {
  useEffect(() => {
    setSelection((selection) => keepLoaded(selection, order));
  }, [order, setSelection]);
}
