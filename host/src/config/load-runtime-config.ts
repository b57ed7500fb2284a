// Reads /app-config.json: where the API and each remote live in this environment. Nothing of that
// is baked into the build, so one host build runs everywhere.
import type { RuntimeConfig } from '@signalboard/shared/config';
import { remoteNames, type RemoteName } from '@signalboard/shared/contract';

export const APP_CONFIG_PATH = '/app-config.json';

export class RuntimeConfigError extends Error {
  override readonly name = 'RuntimeConfigError';
}

function text(value: unknown, field: string, fallback?: string): string {
  if (typeof value === 'string') return value.replace(/\/+$/, '');
  if (value === undefined && fallback !== undefined) return fallback;
  throw new RuntimeConfigError(`"${field}" must be a string.`);
}

/** Checks the JSON of app-config.json and fills optional fields. */
export function parseRuntimeConfig(json: unknown): RuntimeConfig {
  if (typeof json !== 'object' || json === null) throw new RuntimeConfigError('It is not a JSON object.');
  const raw = json as Record<string, unknown>;
  const rawRemotes = raw.remotes;
  if (typeof rawRemotes !== 'object' || rawRemotes === null) {
    throw new RuntimeConfigError('"remotes" must map each remote name to its mf-manifest.json address.');
  }
  const remotes = {} as Record<RemoteName, string>;
  for (const name of remoteNames) {
    remotes[name] = text((rawRemotes as Record<string, unknown>)[name], `remotes.${name}`, '');
  }
  const config: RuntimeConfig = {
    apiUrl: text(raw.apiUrl, 'apiUrl', ''),
    analyticsKey: text(raw.analyticsKey, 'analyticsKey', ''),
    analyticsHost: text(raw.analyticsHost, 'analyticsHost', ''),
    environment: text(raw.environment, 'environment', 'production'),
    remotes,
  };
  if (typeof raw.outboxUrl === 'string' && raw.outboxUrl) config.outboxUrl = raw.outboxUrl;
  return config;
}

export async function loadRuntimeConfig(fetchImpl: typeof fetch = fetch): Promise<RuntimeConfig> {
  let response: Response;
  try {
    response = await fetchImpl(APP_CONFIG_PATH, {
      cache: 'no-store',
      headers: { Accept: 'application/json' },
    });
  } catch {
    throw new RuntimeConfigError(`${APP_CONFIG_PATH} could not be reached.`);
  }
  if (!response.ok) throw new RuntimeConfigError(`${APP_CONFIG_PATH} answered ${response.status}.`);
  let json: unknown;
  try {
    json = await response.json();
  } catch {
    throw new RuntimeConfigError(`${APP_CONFIG_PATH} is not valid JSON.`);
  }
  return parseRuntimeConfig(json);
}
