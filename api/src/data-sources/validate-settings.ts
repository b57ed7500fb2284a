import { DomainError } from '../errors/error-catalogue.js';
import { serverManagedKeys, type Platform, type SettingField } from './catalogue.js';
import { keywordsFromSignalsKey } from './keywords-from-signals.js';
import { isMasked, maskSecret } from './secrets.js';

export type StoredSettings = Record<string, unknown>;

function invalid(field: string, message: string): DomainError {
  return new DomainError('VALIDATION_ERROR', { field, detail: `${field}: ${message}` });
}

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

function isEmpty(value: unknown): boolean {
  return (
    value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0)
  );
}

function checkValue(spec: SettingField, value: unknown, path: string, stored: unknown): unknown {
  switch (spec.kind) {
    case 'number':
      if (typeof value !== 'number' || !Number.isFinite(value)) throw invalid(path, 'must be a number');
      return value;
    case 'list': {
      if (!Array.isArray(value) || value.some((item) => typeof item !== 'string'))
        throw invalid(path, 'must be a list of strings');
      const items = (value as string[]).map((item) => item.trim()).filter((item) => item !== '');
      if (items.length > 100) throw invalid(path, 'must have at most 100 entries');
      if (items.some((item) => item.length > 500))
        throw invalid(path, 'entries must be at most 500 characters');
      if (spec.item_kind === 'url' && !items.every(isHttpUrl))
        throw invalid(path, 'every entry must be an http(s) URL');
      return items;
    }
    default: {
      if (typeof value !== 'string') throw invalid(path, 'must be a string');
      const text = value.trim();
      if (text.length > 2048) throw invalid(path, 'must be at most 2048 characters long');
      if (spec.kind === 'url' && text !== '' && !isHttpUrl(text))
        throw invalid(path, 'must be an http(s) URL');
      if (spec.kind === 'secret' && isMasked(text)) {
        // The form sent back what we showed it: keep the secret we have.
        if (typeof stored === 'string' && maskSecret(stored) === text) return stored;
        throw invalid(path, 'send the secret itself, not its masked form');
      }
      return text;
    }
  }
}

/**
 * Rules between the fields of one platform, checked (like `required`) only while the source is enabled.
 * The broken rule names the field the user should fill.
 */
const settingRules: Readonly<
  Record<string, (settings: StoredSettings) => { key: string; message: string } | null>
> = {
  mastodon: (settings) => {
    const filled = (key: string) => !isEmpty(settings[key]);
    if (!filled('hashtags') && !filled('keywords'))
      return { key: 'hashtags', message: 'add a hashtag or a keyword' };
    // Mastodon searches the text of posts only for a signed-in account; without a token it finds nothing.
    if (filled('keywords') && !filled('access_token'))
      return { key: 'access_token', message: 'is required for keyword search' };
    return null;
  },
};

/**
 * Checks a platform's settings against the catalogue and returns what to store. Unknown fields are
 * refused; required fields must be filled only while the source is enabled, so a half-set-up source
 * can be saved switched off.
 */
export function validateSettings(
  platform: Platform,
  settings: Record<string, unknown>,
  options: { enabled: boolean; stored: StoredSettings; path: string },
): StoredSettings {
  const byKey = new Map(platform.settings.map((spec) => [spec.key, spec]));
  for (const key of Object.keys(settings))
    if (!byKey.has(key)) throw invalid(`${options.path}.${key}`, `is not a setting of ${platform.name}`);

  const result: StoredSettings = {};
  for (const spec of platform.settings) {
    const path = `${options.path}.${spec.key}`;
    const value = settings[spec.key];
    const checked = isEmpty(value) ? undefined : checkValue(spec, value, path, options.stored[spec.key]);
    if (isEmpty(checked)) {
      if (spec.required && options.enabled) throw invalid(path, 'is required');
      continue;
    }
    result[spec.key] = checked;
  }
  if (options.enabled) {
    const broken = settingRules[platform.id]?.(result);
    if (broken) throw invalid(`${options.path}.${broken.key}`, broken.message);
  }
  // What the server manages (the webhook's secret) is not the form's to change or to lose.
  for (const key of serverManagedKeys[platform.id] ?? [])
    if (options.stored[key] !== undefined) result[key] = options.stored[key];
  return result;
}

/**
 * Settings as the API shows them: secrets masked, what the server manages left out, and so is the list
 * of terms derived from the intent signals (shown beside the settings, as keywords_from_signals).
 */
export function presentSettings(platform: Platform | undefined, stored: StoredSettings): StoredSettings {
  const secrets = new Set(platform?.settings.filter((s) => s.kind === 'secret').map((s) => s.key));
  const managed = new Set([
    ...(platform ? (serverManagedKeys[platform.id] ?? []) : []),
    keywordsFromSignalsKey,
  ]);
  return Object.fromEntries(
    Object.entries(stored)
      .filter(([key]) => !managed.has(key))
      .map(([key, value]) => [
        key,
        secrets.has(key) && typeof value === 'string' ? maskSecret(value) : value,
      ]),
  );
}
