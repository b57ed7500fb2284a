// Non-production only: `?remote.<name>=<manifest URL>` points one remote at another build (e.g. a
// branch preview) without rebuilding the host. Overrides are kept in localStorage until cleared,
// and only addresses on allow-listed origins are accepted, so a link cannot load code from anywhere.
import type { RuntimeConfig } from '@signalboard/shared/config';
import { remoteNames, type RemoteName } from '@signalboard/shared/contract';

export const OVERRIDES_KEY = 'signalboard.remoteOverrides';
const PARAM_PREFIX = 'remote.';

export type RemoteOverrides = Partial<Record<RemoteName, string>>;

export interface RejectedOverride {
  param: string;
  value: string;
  reason: string;
}

function isRemoteName(name: string): name is RemoteName {
  return (remoteNames as string[]).includes(name);
}

function originOf(url: string, base: string): string | null {
  try {
    return new URL(url, base).origin;
  } catch {
    return null;
  }
}

/** Origins an override may point at: this page's, localhost / 127.0.0.1 on any port, and app-config's. */
export function isAllowedOrigin(origin: string, pageOrigin: string, config: RuntimeConfig): boolean {
  if (origin === pageOrigin) return true;
  let protocol: string;
  let hostname: string;
  try {
    ({ protocol, hostname } = new URL(origin));
  } catch {
    return false;
  }
  if (
    (protocol === 'http:' || protocol === 'https:') &&
    (hostname === 'localhost' || hostname === '127.0.0.1')
  ) {
    return true;
  }
  return Object.values(config.remotes).some((url) => url && originOf(url, pageOrigin) === origin);
}

/** Reads `remote.<name>=<url>` parameters; an empty value means "drop this override". */
export function parseOverrideParams(
  search: string,
  pageOrigin: string,
  config: RuntimeConfig,
): { set: RemoteOverrides; cleared: RemoteName[]; rejected: RejectedOverride[] } {
  const set: RemoteOverrides = {};
  const cleared: RemoteName[] = [];
  const rejected: RejectedOverride[] = [];
  for (const [param, value] of new URLSearchParams(search)) {
    if (!param.startsWith(PARAM_PREFIX)) continue;
    const name = param.slice(PARAM_PREFIX.length);
    if (!isRemoteName(name)) {
      rejected.push({ param, value, reason: `there is no remote called "${name}"` });
      continue;
    }
    if (value === '') {
      cleared.push(name);
      continue;
    }
    let url: URL;
    try {
      url = new URL(value, pageOrigin);
    } catch {
      rejected.push({ param, value, reason: 'it is not a URL' });
      continue;
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:') {
      rejected.push({ param, value, reason: 'only http and https addresses are allowed' });
    } else if (!isAllowedOrigin(url.origin, pageOrigin, config)) {
      rejected.push({ param, value, reason: `${url.origin} is not an allowed origin` });
    } else {
      set[name] = url.href;
    }
  }
  return { set, cleared, rejected };
}

export function readStoredOverrides(storage: Pick<Storage, 'getItem'> | undefined): RemoteOverrides {
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(OVERRIDES_KEY) ?? '{}');
    if (typeof parsed !== 'object' || parsed === null) return {};
    return Object.fromEntries(
      Object.entries(parsed).filter(([name, url]) => isRemoteName(name) && typeof url === 'string'),
    ) as RemoteOverrides;
  } catch {
    return {};
  }
}

export function writeStoredOverrides(
  storage: Pick<Storage, 'setItem' | 'removeItem'> | undefined,
  overrides: RemoteOverrides,
): void {
  try {
    if (Object.keys(overrides).length === 0) storage?.removeItem(OVERRIDES_KEY);
    else storage?.setItem(OVERRIDES_KEY, JSON.stringify(overrides));
  } catch {
    /* storage blocked: overrides last for this page only */
  }
}

export interface OverrideResult {
  config: RuntimeConfig;
  active: RemoteOverrides;
  rejected: RejectedOverride[];
}

/**
 * Applies stored and URL overrides to the config (never in production). Stored overrides are
 * re-checked against the allow-list each time, since app-config may have changed.
 */
export function resolveRemoteOverrides(
  config: RuntimeConfig,
  location: { search: string; origin: string },
  storage: Storage | undefined,
): OverrideResult {
  if (config.environment === 'production') return { config, active: {}, rejected: [] };
  const fromUrl = parseOverrideParams(location.search, location.origin, config);
  const stored = readStoredOverrides(storage);
  const merged: RemoteOverrides = { ...stored, ...fromUrl.set };
  for (const name of fromUrl.cleared) delete merged[name];
  const active: RemoteOverrides = {};
  for (const [name, url] of Object.entries(merged) as Array<[RemoteName, string]>) {
    const origin = originOf(url, location.origin);
    if (origin && isAllowedOrigin(origin, location.origin, config)) active[name] = url;
  }
  writeStoredOverrides(storage, active);
  return {
    config: { ...config, remotes: { ...config.remotes, ...active } },
    active,
    rejected: fromUrl.rejected,
  };
}

/** The search string without `remote.*` parameters (they have been stored). */
export function searchWithoutOverrides(search: string): string {
  const params = new URLSearchParams(search);
  for (const key of [...params.keys()]) if (key.startsWith(PARAM_PREFIX)) params.delete(key);
  const rest = params.toString();
  return rest ? `?${rest}` : '';
}
