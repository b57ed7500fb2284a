// The Data Sources form's state, as strings per settings field, and the rules that turn it into
// the PATCH body: checked against the catalogue as the API checks it (required only while the
// source is on), lists one entry per line, secrets never echoed — a stored secret is sent back
// masked, which tells the API to keep it, unless the user typed a replacement. A polled source's
// interval goes with it (null: the deployment's default).
import type { DataSource, DataSourceInput, Platform, PlatformSetting } from '@signalboard/shared/api';
import { isHttpUrl } from '../../lib/validators';

export interface SourceDraft {
  platform: string;
  enabled: boolean;
  /** Saved on the server (so it has health, and leaving it out of the list would remove it). */
  saved: boolean;
  /** Per field key: the text typed (lists one entry per line; a secret's replacement). */
  values: Record<string, string>;
  /** Per secret field key: the masked value the API showed, when one is stored. */
  storedSecrets: Record<string, string>;
  /** Secret field keys whose stored value the user chose to replace. */
  replacing: string[];
  /** Seconds between polls, or null to follow the deployment's default. */
  interval: number | null;
}

/** `${platform}.${key}` for a field, or `${platform}` for the source as a whole. */
export type DraftErrors = Record<string, string>;

export const fieldKey = (platform: string, key: string) => `${platform}.${key}`;

/** The key of a source's interval among the DraftErrors (the API's field name, beside its settings). */
export const intervalKey = (platform: string) => `${platform}.poll_interval_seconds`;

const LIST_MAX_ENTRIES = 100;
const LIST_ENTRY_MAX = 500;
const TEXT_MAX = 2048;

function textOf(setting: PlatformSetting, value: unknown): string {
  if (setting.kind === 'list') return Array.isArray(value) ? value.map(String).join('\n') : '';
  if (typeof value === 'number') return String(value);
  return typeof value === 'string' ? value : '';
}

/** One draft per catalogue platform, in catalogue order, from what the project has saved. */
export function draftsOf(catalogue: readonly Platform[], sources: readonly DataSource[]): SourceDraft[] {
  return catalogue.map((platform) => {
    const source = sources.find((s) => s.platform === platform.id);
    const values: Record<string, string> = {};
    const storedSecrets: Record<string, string> = {};
    for (const setting of platform.settings) {
      const value = source?.settings[setting.key];
      if (setting.kind === 'secret') {
        values[setting.key] = '';
        if (typeof value === 'string' && value !== '') storedSecrets[setting.key] = value;
      } else {
        values[setting.key] = textOf(setting, value);
      }
    }
    return {
      platform: platform.id,
      enabled: source?.enabled ?? false,
      saved: source !== undefined,
      values,
      storedSecrets,
      replacing: [],
      interval: source && !source.poll_interval_is_default ? source.poll_interval_seconds : null,
    };
  });
}

export const listEntries = (text: string): string[] =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '');

/** The value to send for one field, or undefined to leave it out (empty). */
function valueOf(setting: PlatformSetting, draft: SourceDraft): unknown {
  const text = draft.values[setting.key] ?? '';
  switch (setting.kind) {
    case 'list': {
      const entries = listEntries(text);
      return entries.length > 0 ? entries : undefined;
    }
    case 'number':
      return text.trim() === '' ? undefined : Number(text);
    case 'secret': {
      const replacement = text.trim();
      if (
        replacement !== '' &&
        (draft.replacing.includes(setting.key) || !draft.storedSecrets[setting.key])
      ) {
        return replacement;
      }
      return draft.storedSecrets[setting.key];
    }
    default:
      return text.trim() === '' ? undefined : text.trim();
  }
}

const hasAnyValue = (platform: Platform, draft: SourceDraft) =>
  platform.settings.some((setting) => valueOf(setting, draft) !== undefined);

/**
 * The PATCH list (it replaces the whole set): every saved source, and any other that is on or has
 * a value, so switching a source off keeps its settings.
 */
export function inputsOf(catalogue: readonly Platform[], drafts: readonly SourceDraft[]): DataSourceInput[] {
  const inputs: DataSourceInput[] = [];
  for (const draft of drafts) {
    const platform = catalogue.find((p) => p.id === draft.platform);
    if (!platform || !(draft.saved || draft.enabled || hasAnyValue(platform, draft))) continue;
    const settings: Record<string, unknown> = {};
    for (const setting of platform.settings) {
      const value = valueOf(setting, draft);
      if (value !== undefined) settings[setting.key] = value;
    }
    inputs.push({
      platform: platform.id,
      enabled: draft.enabled,
      settings,
      ...(platform.polled ? { poll_interval_seconds: draft.interval } : {}),
    });
  }
  return inputs;
}

function fieldError(setting: PlatformSetting, platform: Platform, draft: SourceDraft): string | null {
  const text = draft.values[setting.key] ?? '';
  const value = valueOf(setting, draft);
  if (value === undefined) {
    return setting.required && draft.enabled
      ? `${setting.label} is required while ${platform.name} is on.`
      : null;
  }
  switch (setting.kind) {
    case 'number':
      return Number.isFinite(value) ? null : `${setting.label} must be a number.`;
    case 'url':
      return isHttpUrl(text.trim())
        ? null
        : `${setting.label} must be an http(s) address, like https://example.com.`;
    case 'list': {
      const entries = value as string[];
      if (entries.length > LIST_MAX_ENTRIES)
        return `${setting.label} can have at most ${LIST_MAX_ENTRIES} entries.`;
      const long = entries.findIndex((entry) => entry.length > LIST_ENTRY_MAX);
      if (long >= 0)
        return `${setting.label}: entry ${long + 1} is longer than ${LIST_ENTRY_MAX} characters.`;
      if (setting.item_kind === 'url') {
        const bad = entries.findIndex((entry) => !isHttpUrl(entry));
        if (bad >= 0)
          return `${setting.label}: entry ${bad + 1} (“${entries[bad]}”) is not an http(s) address.`;
      }
      return null;
    }
    default:
      return typeof value === 'string' && value.length > TEXT_MAX
        ? `${setting.label} must be at most ${TEXT_MAX} characters.`
        : null;
  }
}

/** Every problem, keyed by `fieldKey`; empty when the drafts can be saved. */
export function validateDrafts(catalogue: readonly Platform[], drafts: readonly SourceDraft[]): DraftErrors {
  const errors: DraftErrors = {};
  for (const draft of drafts) {
    const platform = catalogue.find((p) => p.id === draft.platform);
    if (!platform) continue;
    for (const setting of platform.settings) {
      const message = fieldError(setting, platform, draft);
      if (message) errors[fieldKey(platform.id, setting.key)] = message;
    }
  }
  return errors;
}

/**
 * Where a 422 from the PATCH belongs: the API names `data_sources.<i>.settings.<key>`,
 * `data_sources.<i>.poll_interval_seconds` (or `data_sources.<i>.platform`) of the list sent. The
 * message keeps the API's reason and names the field by its label instead of its path.
 */
export function placeServerError(
  field: string,
  detail: string,
  sent: readonly DataSourceInput[],
  catalogue: readonly Platform[],
): { key: string; message: string } | null {
  const match = /^data_sources\.(\d+)(?:\.settings\.([^.]+)|\.\w+)?$/.exec(field);
  if (!match) return null;
  const input = sent[Number(match[1])];
  const platform = catalogue.find((p) => p.id === input?.platform);
  if (!input || !platform) return null;
  const reason = detail.startsWith(`${field}: `) ? detail.slice(field.length + 2) : detail;
  if (field.endsWith('.poll_interval_seconds'))
    return { key: intervalKey(platform.id), message: `How often to check: ${reason}` };
  const setting = match[2] ? platform.settings.find((s) => s.key === match[2]) : undefined;
  if (!setting) return { key: platform.id, message: `${platform.name}: ${reason}` };
  return { key: fieldKey(platform.id, setting.key), message: `${setting.label}: ${reason}` };
}
