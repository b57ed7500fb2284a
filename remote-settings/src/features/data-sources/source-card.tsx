// One platform: its switch, its settings and how often it is checked while it is on, and the health
// of its polling once saved.
import type { DataSource, Platform } from '@signalboard/shared/api';
import { cx } from '@signalboard/shared/ui';
import { ToggleSwitch } from '../../lib/toggle-switch';
import { useProjectId } from '../../lib/project-loader';
import { ImportPostsButton } from './import-dialog';
import { LastImport } from './last-import';
import { PollIntervalField } from './poll-interval-field';
import { SettingInput } from './setting-input';
import { SourceHealth } from './source-health';
import { fieldKey, intervalKey, type DraftErrors, type SourceDraft } from './source-draft';
import { WebhookPanel } from './webhook-panel';

export interface SourceCardProps {
  platform: Platform;
  draft: SourceDraft;
  /** The saved source, for its health; null when it was never saved. */
  health: DataSource | null;
  /** The deployment's poll interval, when a saved source has shown it. */
  defaultInterval: number | null;
  errors: DraftErrors;
  register: (key: string) => (element: HTMLElement | null) => void;
  onChange: (update: (draft: SourceDraft) => SourceDraft) => void;
  /** What is typed in one of its list fields but not yet added, by setting key. */
  onPending: (key: string, text: string) => void;
}

export function SourceCard(props: SourceCardProps) {
  const { platform, draft, health, defaultInterval, errors, register, onChange, onPending } = props;
  const intervalError = errors[intervalKey(platform.id)];
  const hasFieldError =
    platform.settings.some((s) => errors[fieldKey(platform.id, s.key)]) || intervalError !== undefined;
  // Settings show while the source is on, or when one of them needs fixing.
  const showSettings = platform.settings.length > 0 && (draft.enabled || hasFieldError);
  const showInterval = platform.polled && (draft.enabled || intervalError !== undefined);
  const cardError = errors[platform.id];
  return (
    <section
      className={cx('sb-card sb-card--padded settings-source', draft.enabled && 'settings-source--on')}
      aria-label={platform.name}
    >
      <ToggleSwitch
        checked={draft.enabled}
        onChange={(enabled) => onChange((d) => ({ ...d, enabled }))}
        label={platform.name}
        description={platform.description}
      />
      {cardError ? (
        <p className="sb-field__error" ref={register(platform.id)} tabIndex={-1}>
          {cardError}
        </p>
      ) : null}
      {showSettings || showInterval ? (
        <div className="settings-source__fields">
          {(showSettings ? platform.settings : []).map((setting) => (
            <SettingInput
              key={setting.key}
              setting={setting}
              platformName={platform.name}
              required={setting.required && draft.enabled}
              value={draft.values[setting.key] ?? ''}
              stored={draft.storedSecrets[setting.key] ?? null}
              replacing={draft.replacing.includes(setting.key)}
              error={errors[fieldKey(platform.id, setting.key)]}
              inputRef={register(fieldKey(platform.id, setting.key))}
              onValue={(value) => onChange((d) => ({ ...d, values: { ...d.values, [setting.key]: value } }))}
              onPending={(text) => onPending(setting.key, text)}
              onReplacing={(replacing) =>
                onChange((d) => ({
                  ...d,
                  values: { ...d.values, [setting.key]: '' },
                  replacing: replacing
                    ? [...d.replacing, setting.key]
                    : d.replacing.filter((key) => key !== setting.key),
                }))
              }
            />
          ))}
          {showInterval ? (
            <PollIntervalField
              value={draft.interval}
              defaultSeconds={defaultInterval}
              error={intervalError}
              selectRef={register(intervalKey(platform.id))}
              onChange={(interval) => onChange((d) => ({ ...d, interval }))}
            />
          ) : null}
        </div>
      ) : null}
      {!draft.enabled && draft.saved && !hasFieldError && platform.settings.length > 0 ? (
        <p className="sb-text-sm sb-muted">Off. Its settings are kept for when you switch it back on.</p>
      ) : null}
      {platform.settings.length === 0 && draft.enabled && !health ? (
        <p className="sb-text-sm sb-muted">Nothing to set up: it is ready once saved.</p>
      ) : null}
      {/* Imports are never polled: the CSV import card says how its last import went instead. */}
      {health && platform.id !== 'csv_import' ? <SourceHealth source={health} /> : null}
      {platform.id === 'csv_import' ? <CsvImportActions /> : null}
      {platform.id === 'webhook' ? (
        <WebhookPanel savedOn={health?.enabled ?? false} draftOn={draft.enabled} />
      ) : null}
    </section>
  );
}

function CsvImportActions() {
  const projectId = useProjectId();
  return (
    <>
      <LastImport projectId={projectId} />
      <div>
        <ImportPostsButton label="Import a CSV or JSON file" />
      </div>
    </>
  );
}
