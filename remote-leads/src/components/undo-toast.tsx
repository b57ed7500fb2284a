// A success toast with an Undo button, kept open long enough to reach it (deleting leads, hiding them as
// "not a lead"): one place, so every undoable lead change reads and behaves the same.
import { notify } from '@signalboard/shared/feedback';
import { Button } from '@signalboard/shared/ui';

/** "1 lead" / "1,234 leads". */
export const leadsWord = (count: number) =>
  `${count.toLocaleString('en-US')} ${count === 1 ? 'lead' : 'leads'}`;

export function notifyWithUndo(title: string, undo: () => void): void {
  const id = notify.success(title, {
    duration: 8000,
    description: (
      <Button
        variant="ghost"
        size="sm"
        onClick={() => {
          notify.dismiss(id);
          undo();
        }}
      >
        Undo
      </Button>
    ),
  });
}
