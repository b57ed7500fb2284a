// The undo toast's state: one offer at a time (a newer one replaces it), closed after its time unless
// the pointer or focus is on it. Kept here rather than in the suite's toaster: that toaster lives in the
// host's tree, which a modal (the lead drawer, a confirmation) makes inert, so its Undo could not be
// pressed while one is open (see undo-layer.tsx).
import { create } from 'zustand';

/** Long enough to reach the button (spec: toasts close after 4 s; an undo offer waits twice that). */
export const UNDO_DURATION = 8000;

export interface UndoOffer {
  id: number;
  title: string;
  undo: () => void;
}

interface UndoState {
  offer: UndoOffer | null;
  offerUndo: (title: string, undo: () => void) => void;
  dismiss: (id?: number) => void;
}

let nextId = 0;

export const useUndoStore = create<UndoState>()((set, get) => ({
  offer: null,
  offerUndo: (title, undo) => set({ offer: { id: ++nextId, title, undo } }),
  dismiss: (id) => {
    if (id === undefined || get().offer?.id === id) set({ offer: null });
  },
}));
