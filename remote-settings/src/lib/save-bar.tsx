// The foot of a settings form: whether there are unsaved changes (announced politely), Reset and
// Save. Save is off while there is nothing to save; Reset brings back what is saved.
import { Button, FormActions } from '@signalboard/shared/ui';

export interface SaveBarProps {
  dirty: boolean;
  saving: boolean;
  onReset: () => void;
  saveLabel?: string;
}

export function SaveBar({ dirty, saving, onReset, saveLabel = 'Save changes' }: SaveBarProps) {
  return (
    <FormActions className="settings-save-bar">
      <p className="settings-save-bar__status sb-text-sm" role="status">
        {dirty ? 'You have unsaved changes.' : 'All changes saved.'}
      </p>
      <Button variant="secondary" onClick={onReset} disabled={!dirty || saving}>
        Reset
      </Button>
      <Button type="submit" disabled={!dirty} loading={saving} loadingLabel="Saving">
        {saveLabel}
      </Button>
    </FormActions>
  );
}
