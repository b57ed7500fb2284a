// Saved views: a name -> the filter's search string, per project, in this browser's localStorage
// (nothing on the server: a view is a bookmark, and a shared link works as well).

export interface SavedView {
  name: string;
  /** The filter's search params (filterToSearchParams), without `?`. */
  search: string;
}

export const SAVED_VIEW_NAME_MAX = 60;
export const SAVED_VIEWS_MAX = 30;

export const savedViewsKey = (projectId: string) => `signalboard.lead-views.${projectId}`;

/** The project's views; anything unreadable in storage (hand-edited, another version) reads as none. */
export function readSavedViews(projectId: string): SavedView[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(savedViewsKey(projectId)) ?? '[]');
    if (!Array.isArray(parsed)) return [];
    return parsed.filter(
      (item): item is SavedView =>
        typeof item === 'object' &&
        item !== null &&
        typeof (item as SavedView).name === 'string' &&
        typeof (item as SavedView).search === 'string',
    );
  } catch {
    return [];
  }
}

export function writeSavedViews(projectId: string, views: SavedView[]): void {
  try {
    localStorage.setItem(savedViewsKey(projectId), JSON.stringify(views));
  } catch {
    // Storage full or blocked (private mode): the views live until the page closes.
  }
}

/** Adds a view, or replaces the one of the same name (whatever its case); newest first. */
export function withView(views: SavedView[], view: SavedView): SavedView[] {
  const others = views.filter((item) => item.name.toLowerCase() !== view.name.toLowerCase());
  return [view, ...others].slice(0, SAVED_VIEWS_MAX);
}
