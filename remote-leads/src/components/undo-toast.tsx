// An Undo offer for an undoable lead change (deleting leads, hiding them as "not a lead"): one place,
// so every undoable change reads and behaves the same. Shown by the undo layer (undo/undo-layer.tsx),
// which stays usable while the drawer or a dialog is open.
import { useUndoStore } from './undo/undo-store';

/** "1 lead" / "1,234 leads". */
export const leadsWord = (count: number) =>
  `${count.toLocaleString('en-US')} ${count === 1 ? 'lead' : 'leads'}`;

export function notifyWithUndo(title: string, undo: () => void): void {
  useUndoStore.getState().offerUndo(title, undo);
}
