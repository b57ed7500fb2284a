// Step 5's form state, one draft per catalogue platform, and how it is checked and saved. The
// catalogue says which settings a platform takes (text, list, url, secret, number) and which are
// required; required ones only matter while the platform is selected, as on the server.
import type { DataSource, DataSourceInput, Platform, PlatformSetting } from '@signalboard/shared/api';
import { searchTermKey } from './signal-keywords';

export type SettingValue = string | string[];

export interface PlatformDraft {
  selected: boolean;
  values: Record<string, SettingValue>;
  /** Secrets the server holds, as it shows them ("••••" and the last 4 characters). */
  savedSecrets: Record<string, string>;
  /** The entries of the search list derived from the intent signals (signal-keywords.ts); the rest were typed. */
  derived: string[];
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
      const derived = (source?.keywords_from_signals ?? []).filter((term) =>
        Object.values(values).some((value) => Array.isArray(value) && value.includes(term)),
      );
      return [platform.id, { selected: source?.enabled ?? false, values, savedSecrets, derived }];
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

const isFilled = (draft: PlatformDraft, key: string) => {
  const value = draft.values[key];
  if (Array.isArray(value)) return value.length > 0;
  return (typeof value === 'string' && value.trim() !== '') || draft.savedSecrets[key] !== undefined;
};

/**
 * Rules between the settings of one platform, as the API checks them (validate-settings.ts), so the
 * step says what is missing on the field before Continue rather than after the server refuses.
 */
const PLATFORM_RULES: Readonly<
  Record<string, (draft: PlatformDraft) => { key: string; message: string } | null>
> = {
  mastodon: (draft) => {
    if (!isFilled(draft, 'hashtags') && !isFilled(draft, 'keywords'))
      return { key: 'hashtags', message: 'Add a hashtag or a keyword.' };
    if (isFilled(draft, 'keywords') && !isFilled(draft, 'access_token'))
      return {
        key: 'access_token',
        message: 'Access token is required to search keywords: add one, or follow hashtags without keywords.',
      };
    return null;
  },
};

/** The rule between a platform's settings that the draft breaks, on the field to fill; null if none. */
export function ruleProblem(
  platform: Platform,
  draft: PlatformDraft,
): { key: string; message: string } | null {
  return PLATFORM_RULES[platform.id]?.(draft) ?? null;
}

/** The problem of each setting of a platform (its own and the rules between settings), by key. */
export function platformProblems(platform: Platform, draft: PlatformDraft): Record<string, string> {
  const problems: Record<string, string> = {};
  for (const setting of platform.settings) {
    const problem = settingProblem(setting, draft);
    if (problem) problems[setting.key] = problem;
  }
  const broken = ruleProblem(platform, draft);
  if (broken && !problems[broken.key]) problems[broken.key] = broken.message;
  return problems;
}

/** Every problem of the selected platforms, as sentences that name the platform and the field. */
export function draftProblems(catalogue: readonly Platform[], drafts: PlatformDrafts): string[] {
  const selected = catalogue.filter((platform) => drafts[platform.id]?.selected);
  if (selected.length === 0) {
    return ['Choose at least one platform, so Signalboard knows where to look for leads.'];
  }
  return selected.flatMap((platform) =>
    Object.values(platformProblems(platform, drafts[platform.id]!)).map(
      (problem) => `${platform.name}: ${problem}`,
    ),
  );
}

/** The draft with a setting changed; a derived term the user removed from the list is no longer derived. */
export function withValue(draft: PlatformDraft, key: string, value: SettingValue): PlatformDraft {
  const values = { ...draft.values, [key]: value };
  const listed = new Set(Object.values(values).flatMap((item) => (Array.isArray(item) ? item : [])));
  return { ...draft, values, derived: draft.derived.filter((term) => listed.has(term)) };
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
      const settings = settingsToSave(platform, draft);
      const key = searchTermKey(platform);
      if (!key) return [{ platform: platform.id, enabled: true, settings }];
      const listed = new Set(Array.isArray(settings[key]) ? (settings[key] as string[]) : []);
      const keywords_from_signals = draft.derived.filter((term) => listed.has(term));
      return [{ platform: platform.id, enabled: true, settings, keywords_from_signals }];
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
