// The current project: the route's projectId, also kept in localStorage under selectedProjectId so
// the app can return to it.
import { create } from 'zustand';

export const SELECTED_PROJECT_KEY = 'selectedProjectId';

function read(): string | null {
  try {
    return globalThis.localStorage?.getItem(SELECTED_PROJECT_KEY) ?? null;
  } catch {
    return null;
  }
}

interface SelectedProjectState {
  projectId: string | null;
  select: (projectId: string) => void;
}

export const useSelectedProject = create<SelectedProjectState>()((set) => ({
  projectId: read(),
  select: (projectId) => {
    try {
      globalThis.localStorage?.setItem(SELECTED_PROJECT_KEY, projectId);
    } catch {
      /* storage blocked: keep it in memory */
    }
    set({ projectId });
  },
}));
