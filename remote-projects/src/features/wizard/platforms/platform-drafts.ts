// Step 5's form state, one draft per catalogue platform, and how it is checked and saved. The
// catalogue says which settings a platform takes (text, list, url, secret, number) and which are
// required; required ones only matter while the platform is selected, as on the server.
import type { DataSource, DataSourceInput, Platform, PlatformSetting } from '@signalboard/shared/api';

export type SettingValue = string | string[];

export interface PlatformDraft {
  selected: boolean;
  values: Record<string, SettingValue>;
  /** Secrets the server holds, as it shows them ("••••" and the last 4 characters). */
  savedSecrets: Record<string, string>;
}

export type PlatformDrafts = Record<string, PlatformDraft>;

const MASK = /^•+/;

/** The last characters of a saved secret, as the API shows them. */
export function secretHint(masked: string): string {
  return masked.replace(MASK, '');
}

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

export function emptyValue(setting: PlatformSetting): SettingValue {
  return setting.kind === 'list' ? [] : '';
}

function valueFromServer(setting: PlatformSetting, value: unknown): SettingValue {
  if (setting.kind === 'list') {
    return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
  }
  if (setting.kind === 'secret') return '';
  if (typeof value === 'number') return String(value);
  return typeof value === 'string' ? value : '';
}

/** The drafts as the project has them saved: enabled sources selected, their settings filled in. */
export function initialDrafts(
  catalogue: readonly Platform[],
  sources: readonly DataSource[],
): PlatformDrafts {
  const byPlatform = new Map(sources.map((source) => [source.platform, source]));
  return Object.fromEntries(
    catalogue.map((platform) => {
      const source = byPlatform.get(platform.id);
      const values: Record<string, SettingValue> = {};
      const savedSecrets: Record<string, string> = {};
      for (const setting of platform.settings) {
        const stored = source?.settings[setting.key];
        values[setting.key] = valueFromServer(setting, stored);
        if (setting.kind === 'secret' && typeof stored === 'string' && stored !== '') {
          savedSecrets[setting.key] = stored;
        }
      }
      return [platform.id, { selected: source?.enabled ?? false, values, savedSecrets }];
    }),
  );
}

/** Whether a list item is acceptable for a setting (feed URLs must be http(s) addresses). */
export function listItemProblem(setting: PlatformSetting, item: string): string | null {
  if (setting.item_kind === 'url' && !isHttpUrl(item)) {
    return `“${item}” is not a web address: start it with https://.`;
  }
  return null;
}

/** What is wrong with one setting of a selected platform, naming the field; null when it is fine. */
export function settingProblem(setting: PlatformSetting, draft: PlatformDraft): string | null {
  const value = draft.values[setting.key] ?? emptyValue(setting);
  const empty = Array.isArray(value) ? value.length === 0 : value.trim() === '';
  if (empty) {
    const kept = setting.kind === 'secret' && draft.savedSecrets[setting.key] !== undefined;
    return setting.required && !kept ? `${setting.label} is required.` : null;
  }
  if (Array.isArray(value)) {
    const bad = value.map((item) => listItemProblem(setting, item)).find(Boolean);
    return bad ?? null;
  }
  if (setting.kind === 'url' && !isHttpUrl(value.trim())) {
    return `${setting.label} must be a web address starting with https://.`;
  }
  if (setting.kind === 'number' && !Number.isFinite(Number(value.trim()))) {
    return `${setting.label} must be a number.`;
  }
  return null;
}

/** Every problem of the selected platforms, as sentences that name the platform and the field. */
export function draftProblems(catalogue: readonly Platform[], drafts: PlatformDrafts): string[] {
  const selected = catalogue.filter((platform) => drafts[platform.id]?.selected);
  if (selected.length === 0) {
    return ['Choose at least one platform, so Signalboard knows where to look for leads.'];
  }
  return selected.flatMap((platform) =>
    platform.settings.flatMap((setting) => {
      const problem = settingProblem(setting, drafts[platform.id]!);
      return problem ? [`${platform.name}: ${problem}`] : [];
    }),
  );
}

function settingsToSave(platform: Platform, draft: PlatformDraft): Record<string, unknown> {
  const settings: Record<string, unknown> = {};
  for (const setting of platform.settings) {
    const value = draft.values[setting.key] ?? emptyValue(setting);
    if (Array.isArray(value)) {
      const items = value.map((item) => item.trim()).filter(Boolean);
      if (items.length > 0) settings[setting.key] = items;
      continue;
    }
    const text = value.trim();
    if (setting.kind === 'secret') {
      // Left empty: send back the mask, which tells the server to keep the secret it has.
      const secret = text || draft.savedSecrets[setting.key];
      if (secret) settings[setting.key] = secret;
    } else if (text) {
      settings[setting.key] = setting.kind === 'number' ? Number(text) : text;
    }
  }
  return settings;
}

/**
 * The list to save (it replaces the project's whole set): every selected platform, enabled, and
 * every saved one the user unticked, disabled with its settings untouched, so ticking it again later
 * brings them back.
 */
export function dataSourcesToSave(
  catalogue: readonly Platform[],
  drafts: PlatformDrafts,
  saved: readonly DataSource[],
): DataSourceInput[] {
  const savedByPlatform = new Map(saved.map((source) => [source.platform, source]));
  return catalogue.flatMap((platform): DataSourceInput[] => {
    const draft = drafts[platform.id];
    if (draft?.selected) {
      return [{ platform: platform.id, enabled: true, settings: settingsToSave(platform, draft) }];
    }
    const source = savedByPlatform.get(platform.id);
    return source ? [{ platform: platform.id, enabled: false, settings: source.settings }] : [];
  });
}

/**
 * The platform and setting a server validation error names ("data_sources.2.settings.keywords"),
 * given the list that was sent.
 */
export function fieldOfServerError(
  field: string | undefined,
  sent: readonly DataSourceInput[],
): { platform: string; key: string | null } | null {
  const match = /^data_sources\.(\d+)(?:\.settings\.([^.]+))?/.exec(field ?? '');
  if (!match) return null;
  const input = sent[Number(match[1])];
  return input ? { platform: input.platform, key: match[2] ?? null } : null;
}
