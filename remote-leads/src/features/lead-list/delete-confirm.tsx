// Deleting asks first. It says how many leads go, and whether Undo will be offered: leads chosen by
// id can be restored right after; "all matching" cannot (deleted leads no longer match the filter).
import { ConfirmDialog } from '@signalboard/shared/ui';

export interface DeleteConfirmProps {
  /** How many leads, or null while nothing is being deleted (the dialog is closed). */
  count: number | null;
  allMatching: boolean;
  capped: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

const leadsWord = (count: number) => (count === 1 ? 'lead' : 'leads');

export function DeleteConfirm({ count, allMatching, capped, onConfirm, onCancel }: DeleteConfirmProps) {
  const n = count ?? 0;
  const many = `${n.toLocaleString('en-US')}${capped ? '+' : ''}`;
  return (
    <ConfirmDialog
      open={count !== null}
      destructive
      title={n === 1 && !allMatching ? 'Delete this lead?' : `Delete ${many} ${leadsWord(n)}?`}
      description={
        allMatching
          ? 'Every lead matching the current filters leaves the list. This cannot be undone from here.'
          : 'They leave the list. You can undo right after.'
      }
      confirmLabel="Delete"
      onConfirm={onConfirm}
      onCancel={onCancel}
    />
  );
}
