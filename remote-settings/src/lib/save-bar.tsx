// The foot of a settings form: one status line (announced politely), Reset and Save. Save is off while
// there is nothing to save; Reset brings back what is saved. A form showing suggestions that were never
// saved says so in that same line, and Save is on for them as they are.
import { Button, FormActions } from '@signalboard/shared/ui';

export interface SaveBarProps {
  dirty: boolean;
  saving: boolean;
  onReset: () => void;
  saveLabel?: string;
  /**
   * Set while the form shows suggestions nothing has saved yet: the status while unchanged (instead
   * of "All changes saved."), and Save stays on so they can be saved as they are.
   */
  unsavedSuggestions?: string;
  /** For a second form on one tab: its own words, so each status and button says which form it is. */
  resetLabel?: string;
  dirtyStatus?: string;
  savedStatus?: string;
}

export function SaveBar({
  dirty,
  saving,
  onReset,
  saveLabel = 'Save changes',
  unsavedSuggestions,
  resetLabel = 'Reset',
  dirtyStatus = 'You have unsaved changes.',
  savedStatus = 'All changes saved.',
}: SaveBarProps) {
  const status = dirty ? dirtyStatus : (unsavedSuggestions ?? savedStatus);
  return (
    <FormActions className="settings-save-bar">
      <p className="settings-save-bar__status sb-text-sm" role="status">
        {status}
      </p>
      <Button variant="secondary" onClick={onReset} disabled={!dirty || saving}>
        {resetLabel}
      </Button>
      <Button
        type="submit"
        disabled={!dirty && unsavedSuggestions === undefined}
        loading={saving}
        loadingLabel="Saving"
      >
        {saveLabel}
      </Button>
    </FormActions>
  );
}
