// Shown until the project's notification settings are saved once: the form holds suggestions, and
// no e-mail about leads is sent before someone saves them (as they are, or changed).
import { Button } from '@signalboard/shared/ui';

export function EmailNotSavedNotice({ saving }: { saving: boolean }) {
  return (
    <div className="settings-notice sb-stack sb-stack--sm" role="note">
      <p>These are suggested settings: no e-mail about leads is sent until they are saved.</p>
      <div>
        <Button type="submit" size="sm" variant="secondary" loading={saving} loadingLabel="Saving">
          Save these settings
        </Button>
      </div>
    </div>
  );
}
