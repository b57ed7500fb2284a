// Loads a connected CRM's settings (the mapping GET suggests until one is saved) for its form.
import { CRM_LABELS, useCrmSettings, type CrmConnection } from '@signalboard/shared/api';
import { LoadError, Spinner } from '@signalboard/shared/ui';
import { CrmSettingsForm } from './crm-settings-form';

export interface CrmSettingsSectionProps {
  projectId: string;
  connection: CrmConnection;
  onDirtyChange: (dirty: boolean) => void;
}

export function CrmSettingsSection({ projectId, connection, onDirtyChange }: CrmSettingsSectionProps) {
  const settings = useCrmSettings(projectId, connection.provider);
  const name = CRM_LABELS[connection.provider];
  if (settings.isError) {
    return (
      <LoadError
        size="sm"
        what={`We could not load the ${name} settings.`}
        error={settings.error}
        retrying={settings.isFetching}
        onRetry={() => void settings.refetch()}
      />
    );
  }
  if (!settings.data) return <Spinner label={`Loading the ${name} settings`} />;
  return (
    <CrmSettingsForm
      projectId={projectId}
      connection={connection}
      settings={settings.data}
      onDirtyChange={onDirtyChange}
    />
  );
}
